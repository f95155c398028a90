import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../components/ui/spinner.tsx';
import { registerDeviceLoader, useDevice, type TDevice } from './device.ts';
import { preloadable } from './preloadable.tsx';

type TLayouts<P> = Record<TDevice, () => Promise<ComponentType<P>>>;

export interface TDeviceSplit<P> {
  /** Renders the current device's layout. */
  Component: ComponentType<P>;
  /** Loads what the device's layout needs; routes await it so that a page appears in one step. */
  preload: (device: TDevice) => Promise<unknown>;
  /** Loads the device's layout code alone. */
  preloadCode: (device: TDevice) => Promise<unknown>;
}

interface TSplitOptions {
  /** What else a layout needs before it renders, such as its UI kit's texts. */
  alsoNeeds?: (device: TDevice) => Promise<unknown>;
  fallback?: ReactNode;
}

const once = <T,>(load: () => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
};

/**
 * One screen drawn by each UI kit: the desktop (antd) and phone (antd-mobile) layouts are downloaded
 * separately, only for the device in use. A layout never renders before its code and what it also needs
 * have arrived; while it is shown, a resize across the breakpoint loads the other layout first, then
 * switches (lib/device.ts), so that no spinner flashes.
 */
export const deviceSplit = <P extends object>(
  layouts: TLayouts<P>,
  { alsoNeeds, fallback = <Spinner /> }: TSplitOptions = {},
): TDeviceSplit<P> => {
  const code = { desktop: once(layouts.desktop), mobile: once(layouts.mobile) };
  const view = (device: TDevice) =>
    preloadable(() => Promise.all([code[device](), alsoNeeds?.(device)]).then(([layout]) => layout));
  const views = { desktop: view('desktop'), mobile: view('mobile') };
  const preloadCode = (device: TDevice) => code[device]();
  const preload = (device: TDevice) => Promise.all([views[device].preload(), alsoNeeds?.(device)]);
  const Component = (props: P) => {
    const Layout = views[useDevice()].Component;
    useEffect(() => registerDeviceLoader(preload), []);
    return (
      <Suspense fallback={fallback}>
        <Layout {...props} />
      </Suspense>
    );
  };
  return { Component, preload, preloadCode };
};
