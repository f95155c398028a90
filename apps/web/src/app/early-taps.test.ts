import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyTaps, replayEarlyTap, REPLAY_WITHIN_MS, stopRecordingTaps } from './early-taps.ts';

/** What React leaves on a node it has taken over (the key's suffix is random in a real app). */
const takeOver = (element: Element, props: Record<string, unknown> = {}) => {
  (element as unknown as Record<string, unknown>)['__reactProps$test'] = props;
};

const byId = (id: string) => document.getElementById(id)!;

/** Frames are run by the test, one at a time. */
const frames: Array<() => void> = [];
const nextFrame = (run: () => void) => void frames.push(run);
const reachable = { isReachable: () => true, nextFrame };

describe('a tap before the app has taken a server-rendered page over', () => {
  beforeEach(() => {
    frames.length = 0;
    history.replaceState(null, '', '/position');
    document.body.innerHTML = `
      <header>
        <button id="menu" type="button">Menu</button>
        <button id="login" type="button"><span id="login-text">Log In</span></button>
        <a id="job" href="#job-7">Job</a>
        <label id="agree"><input type="checkbox"> I agree</label>
        <form action="/position"><input name="keyword"><button id="search" type="submit">Search</button><button id="go">Go</button></form>
      </header>`;
    addEventListener('submit', (event) => event.preventDefault());
    recordEarlyTaps();
  });
  afterEach(() => stopRecordingTaps());

  it('is made again once, on the last control tapped, once the app has it', () => {
    byId('menu').click();
    byId('login-text').click();
    const login = vi.fn();
    const menu = vi.fn();
    byId('login').addEventListener('click', login);
    byId('menu').addEventListener('click', menu);
    replayEarlyTap(reachable);
    // The app has not taken the button over yet: the tap waits for it, frame by frame.
    expect(login).not.toHaveBeenCalled();
    frames.shift()!();
    expect(login).not.toHaveBeenCalled();
    takeOver(byId('login-text'));
    takeOver(byId('login'), { onClick: () => undefined });
    frames.shift()!();
    expect(login).toHaveBeenCalledOnce();
    // It reaches the control through the part tapped, as the original tap did.
    expect((login.mock.calls[0]![0] as MouseEvent).target).toBe(byId('login-text'));
    expect(menu).not.toHaveBeenCalled();
    expect(frames).toHaveLength(0);
    // Taps from now on are the app's own: none is repeated, and a second replay has nothing to make.
    byId('login').click();
    replayEarlyTap(reachable);
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('is dropped when the control is covered (a dialog opened), gone, disabled or not the app’s', () => {
    const cases: Array<
      [string, (button: HTMLButtonElement) => void, Partial<Parameters<typeof replayEarlyTap>[0]>]
    > = [
      ['covered', () => undefined, { isReachable: () => false }],
      ['gone', (button) => button.remove(), {}],
      ['disabled', (button) => (button.disabled = true), {}],
      ['no handler', (button) => takeOver(button, {}), {}],
      ['the page prompts by itself', () => undefined, { skip: () => true }],
    ];
    for (const [, change, options] of cases) {
      recordEarlyTaps();
      const button = byId('login') as HTMLButtonElement;
      takeOver(button, { onClick: () => undefined });
      takeOver(byId('login-text'));
      button.click();
      change(button);
      const clicked = vi.fn();
      button.addEventListener('click', clicked);
      replayEarlyTap({ ...reachable, ...options });
      expect(clicked).not.toHaveBeenCalled();
      button.removeEventListener('click', clicked);
      if (!button.isConnected) document.querySelector('header')!.append(button);
      button.disabled = false;
    }
  });

  it('is dropped when the page moved to another address, or when it is too old', () => {
    const button = byId('login');
    takeOver(button, { onClick: () => undefined });
    takeOver(byId('login-text'));
    const clicked = vi.fn();
    button.click();
    history.replaceState(null, '', '/position?page=2');
    button.addEventListener('click', clicked);
    replayEarlyTap(reachable);
    expect(clicked).not.toHaveBeenCalled();

    button.removeEventListener('click', clicked);
    recordEarlyTaps();
    button.click();
    button.addEventListener('click', clicked);
    const later = Date.now() + REPLAY_WITHIN_MS + 1;
    replayEarlyTap({ ...reachable, now: () => later });
    expect(clicked).not.toHaveBeenCalled();
  });

  it('never repeats what the browser already did: a link, a label, a form’s own submit button', () => {
    for (const id of ['job', 'agree', 'search', 'go']) {
      recordEarlyTaps();
      const element = byId(id);
      takeOver(element, { onClick: () => undefined });
      element.click();
      const clicked = vi.fn();
      element.addEventListener('click', clicked);
      replayEarlyTap(reachable);
      expect(clicked, id).not.toHaveBeenCalled();
      element.removeEventListener('click', clicked);
    }
  });

  it('remembers nothing once recording has stopped (React has the page)', () => {
    stopRecordingTaps();
    const button = byId('login');
    button.click();
    takeOver(button, { onClick: () => undefined });
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    replayEarlyTap(reachable);
    expect(clicked).not.toHaveBeenCalled();
  });
});
