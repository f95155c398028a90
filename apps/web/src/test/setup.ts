import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { useDeviceFavorites } from '../features/favorites/api/device-favorites.ts';
import { useAppStore } from '../lib/app-store.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { i18n } from '../lib/i18n.ts';

// Lazy routes are transformed on first use, which can take seconds on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

afterEach(() => {
  cleanup();
  clearCookies();
});

// Test files share their worker's window and modules (vitest.config.ts: `isolate: false`); this file runs
// again before each of them, so each starts from what a fresh page would hold: an empty document at `/`,
// no storage, the app's stores as first created, English, real timers and no spies left by the last file.
beforeAll(async () => {
  // Libraries mark the page itself too (a phone sheet's scroll lock, the device's class): start bare.
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  document.body.innerHTML = '';
  document.title = '';
  document.documentElement.lang = 'en-US';
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  history.replaceState(null, '', '/');
  useAppStore.setState(useAppStore.getInitialState(), true);
  useLoginStore.setState({ ...useLoginStore.getInitialState(), token: undefined }, true);
  useDeviceFavorites.setState({ list: [] });
  if (i18n.language !== 'en-US') await i18n.changeLanguage('en-US');
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// jsdom has no matchMedia; antd reads it for responsive behaviour.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver either; menus and popups observe their size.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

// jsdom has no pointer capture; antd-mobile's sheets capture the pointer for their drag gesture.
if (!('setPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
    hasPointerCapture: () => false,
  });
}
