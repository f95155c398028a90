import { beforeEach, describe, expect, it, vi } from 'vitest';

// `leaving` is module state: each test loads a fresh copy, and the window's listeners of earlier copies
// only mark their own.
// jsdom cannot open another document: a link is kept from navigating once the watcher has seen the click.
const stay = (event: Event) => event.preventDefault();
const load = async () => {
  vi.resetModules();
  removeEventListener('click', stay);
  const mod = await import('./leaving.ts');
  mod.watchLeaving();
  addEventListener('click', stay);
  return mod;
};

const click = (target: Element, init: MouseEventInit = {}) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

describe('unlessLeaving', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="job" href="/detail?id=7">job</a>
      <a id="skip" href="#main">skip</a>
      <a id="tab" href="/detail?id=8" target="_blank">new tab</a>
      <form id="search" action="/position"><input name="keyword"></form>`;
  });

  it('starts at once when nothing was clicked', async () => {
    const { unlessLeaving } = await load();
    const start = vi.fn();
    unlessLeaving(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('does not start while a job link opens, and starts when the page comes back from the cache', async () => {
    const { unlessLeaving } = await load();
    click(document.getElementById('job')!);
    const start = vi.fn();
    unlessLeaving(start);
    expect(start).not.toHaveBeenCalled();
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(start).not.toHaveBeenCalled();
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(start).toHaveBeenCalledOnce();
  });

  it('does not start while the search form is sent', async () => {
    const { unlessLeaving } = await load();
    document
      .getElementById('search')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const start = vi.fn();
    unlessLeaving(start);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts after clicks that stay on the page: the skip link, a new tab, a modified click, one the app took', async () => {
    const { unlessLeaving } = await load();
    click(document.getElementById('skip')!);
    click(document.getElementById('tab')!);
    click(document.getElementById('job')!, { ctrlKey: true });
    const job = document.getElementById('job')!;
    job.addEventListener('click', (e) => e.preventDefault(), { once: true });
    click(job);
    const start = vi.fn();
    unlessLeaving(start);
    expect(start).toHaveBeenCalledOnce();
  });
});
