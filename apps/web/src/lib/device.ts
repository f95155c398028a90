import { useAppStore, type TDevice } from './app-store.ts';

export type { TDevice };

/** Below this body width the mobile layout is used (spec §9). */
export const MOBILE_BREAKPOINT = 992;

export const getDeviceForWidth = (width: number): TDevice =>
  width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';

const readWidth = (): number => document.body?.clientWidth || window.innerWidth;

type TDeviceLoader = (device: TDevice) => Promise<unknown>;

/** What the screens on show need before they can render on another device (their code, its UI texts). */
const shownLoaders = new Set<{ load: TDeviceLoader }>();

/** Registers a shown screen's loader until the returned function is called (when it unmounts). */
export const registerDeviceLoader = (load: TDeviceLoader): (() => void) => {
  const entry = { load };
  shownLoaders.add(entry);
  return () => void shownLoaders.delete(entry);
};

let wanted: TDevice | undefined;

const switchTo = (device: TDevice) => {
  document.body.classList.toggle('phone', device === 'mobile');
  document.body.classList.toggle('pc', device === 'desktop');
  if (useAppStore.getState().device !== device) useAppStore.getState().setDevice(device);
};

/**
 * Puts the device in the store and `phone` or `pc` on <body>. When screens are on show, the switch waits
 * until each of them has its code for the new device, so that no screen renders the other UI kit's layout
 * without that kit's code and texts; a later call wins over one still waiting.
 */
export const applyDevice = (width: number = readWidth()): TDevice => {
  const device = getDeviceForWidth(width);
  wanted = device;
  const loads = [...shownLoaders].map((entry) => entry.load(device));
  if (loads.length === 0) switchTo(device);
  else
    void Promise.all(loads)
      .catch(() => undefined)
      .then(() => {
        if (wanted === device) switchTo(device);
      });
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
