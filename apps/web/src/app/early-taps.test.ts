import { describe, expect, it, vi } from 'vitest';
import { recordEarlyTaps } from './early-taps.ts';

describe('taps before the app takes over the page', () => {
  it('taps the last button again once, when it is still on the page', () => {
    document.body.innerHTML =
      '<button id="menu">Menu</button><button id="login">Log In</button><a href="/position">Jobs</a>';
    const live = new Set<Element>();
    const frames: Array<() => void> = [];
    const replay = recordEarlyTaps(document, {
      isLive: (e) => live.has(e),
      nextFrame: (run) => frames.push(run),
    });
    document.getElementById('menu')!.click();
    document.getElementById('login')!.click();
    // The app has taken over: the button now has its handler.
    const opened = vi.fn();
    document.getElementById('login')!.addEventListener('click', opened);
    const menu = vi.fn();
    document.getElementById('menu')!.addEventListener('click', menu);
    replay();
    replay();
    // Not taken over yet: the tap waits for the next frame, and comes once the app has the button.
    expect(opened).not.toHaveBeenCalled();
    frames.shift()!();
    expect(opened).not.toHaveBeenCalled();
    live.add(document.getElementById('login')!);
    frames.shift()!();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
    expect(menu).not.toHaveBeenCalled();
    // Taps after the replay are the app's own: none is repeated.
    document.getElementById('login')!.click();
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('leaves alone a button the page no longer has, a disabled one and a form that submits by itself', () => {
    document.body.innerHTML =
      '<form action="/position"><input name="keyword"><button id="search" type="submit">Search</button></form>' +
      '<button id="gone">Gone</button><button id="off">Off</button>';
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    const alive = { isLive: () => true };
    let replay = recordEarlyTaps(document, alive);
    document.getElementById('search')!.click();
    replay();
    expect(submitted).toHaveBeenCalledTimes(1);

    replay = recordEarlyTaps(document, alive);
    document.getElementById('gone')!.click();
    document.getElementById('gone')!.remove();
    replay();

    replay = recordEarlyTaps(document, alive);
    const off = document.getElementById('off') as HTMLButtonElement;
    off.click();
    off.disabled = true;
    const clicked = vi.fn();
    off.addEventListener('click', clicked);
    replay();
    expect(clicked).not.toHaveBeenCalled();
  });
});
