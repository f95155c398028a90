import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { TLanguage } from '@tmp/contracts';

/** The layout in use: antd on desktop, antd-mobile on phones (lib/device.ts decides). */
export type TDevice = 'desktop' | 'mobile';

export interface TAppState {
  device: TDevice;
  language: TLanguage;
  isFullScreen: boolean;
  setDevice: (device: TDevice) => void;
  setLanguage: (language: TLanguage) => void;
  setFullScreen: (isFullScreen: boolean) => void;
}

const appStore = createStore<TAppState>()((set) => ({
  device: 'desktop',
  language: 'en-US',
  isFullScreen: false,
  setDevice: (device) => set({ device }),
  setLanguage: (language) => set({ language }),
  setFullScreen: (isFullScreen) => set({ isFullScreen }),
}));

const useAppState = <T>(selector: (state: TAppState) => T): T => {
  const read = () => selector(appStore.getState());
  // zustand's own hook answers the store's initial state on the server and while hydrating; a page rendered
  // on the server for a phone in Chinese must be hydrated as a phone page in Chinese, so both read the
  // current state (set for the render, and by the browser from the page before it hydrates).
  return useSyncExternalStore(appStore.subscribe, read, read);
};

export const useAppStore = Object.assign(useAppState, appStore);
