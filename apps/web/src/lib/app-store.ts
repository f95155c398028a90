import { create } from 'zustand';
import type { TDevice } from './device.ts';
import type { TLanguage } from './i18n.ts';

export interface TAppState {
  device: TDevice;
  language: TLanguage;
  isFullScreen: boolean;
  setDevice: (device: TDevice) => void;
  setLanguage: (language: TLanguage) => void;
  setFullScreen: (isFullScreen: boolean) => void;
}

export const useAppStore = create<TAppState>()((set) => ({
  device: 'desktop',
  language: 'en-US',
  isFullScreen: false,
  setDevice: (device) => set({ device }),
  setLanguage: (language) => set({ language }),
  setFullScreen: (isFullScreen) => set({ isFullScreen }),
}));
