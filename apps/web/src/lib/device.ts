import { useAppStore } from './app-store.ts';

export type TDevice = 'desktop' | 'mobile';

/** Below this body width the mobile layout is used (spec §9). */
export const MOBILE_BREAKPOINT = 992;

export const getDeviceForWidth = (width: number): TDevice =>
  width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';

const readWidth = (): number => document.body?.clientWidth || window.innerWidth;

/** Puts the device in the store and `phone` or `pc` on <body>. */
export const applyDevice = (width: number = readWidth()): TDevice => {
  const device = getDeviceForWidth(width);
  document.body.classList.toggle('phone', device === 'mobile');
  document.body.classList.toggle('pc', device === 'desktop');
  if (useAppStore.getState().device !== device) useAppStore.getState().setDevice(device);
  return device;
};

/** Re-evaluates on resize while the page is visible (a hidden tab may report odd sizes). */
export const watchDevice = (): (() => void) => {
  const onChange = () => {
    if (document.visibilityState === 'visible') applyDevice();
  };
  applyDevice();
  window.addEventListener('resize', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
};

export const useDevice = (): TDevice => useAppStore((s) => s.device);
export const useIsMobile = (): boolean => useDevice() === 'mobile';
