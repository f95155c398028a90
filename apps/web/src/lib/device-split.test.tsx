import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from './app-store.ts';
import { applyDevice } from './device.ts';
import { deviceSplit } from './device-split.tsx';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const Desktop = () => <p>desktop layout</p>;
const Mobile = () => <p>phone layout</p>;

describe('deviceSplit', () => {
  afterEach(() => applyDevice(1280));

  it('renders the layout only once its kit texts have arrived too', async () => {
    applyDevice(375);
    const texts = deferred();
    const split = deviceSplit(
      { desktop: async () => Desktop, mobile: async () => Mobile },
      { alsoNeeds: () => texts.promise, fallback: <p>waiting</p> },
    );
    render(<split.Component />);
    expect(await screen.findByText('waiting')).toBeTruthy();
    await act(async () => texts.resolve());
    expect(await screen.findByText('phone layout')).toBeTruthy();
  });

  it('keeps the shown layout until the other device has what it needs, then switches', async () => {
    applyDevice(1280);
    const phoneCode = deferred();
    const split = deviceSplit({
      desktop: async () => Desktop,
      mobile: () => phoneCode.promise.then(() => Mobile),
    });
    await split.preload('desktop');
    render(<split.Component />);
    expect(screen.getByText('desktop layout')).toBeTruthy();

    act(() => void applyDevice(375));
    // Still the desktop: the phone layout's code has not arrived.
    expect(useAppStore.getState().device).toBe('desktop');
    expect(document.body.classList.contains('pc')).toBe(true);
    expect(screen.getByText('desktop layout')).toBeTruthy();

    await act(async () => phoneCode.resolve());
    expect(await screen.findByText('phone layout')).toBeTruthy();
    expect(useAppStore.getState().device).toBe('mobile');
    expect(document.body.classList.contains('phone')).toBe(true);
  });
});
