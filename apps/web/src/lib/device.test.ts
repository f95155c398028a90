import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from './app-store.ts';
import { applyDevice, getDeviceForWidth, MOBILE_BREAKPOINT, watchDevice } from './device.ts';

const setWidth = (width: number) => {
  Object.defineProperty(document.body, 'clientWidth', { configurable: true, value: width });
};

describe('device', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is mobile below 992 px and desktop from 992 px', () => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(getDeviceForWidth(375)).toBe('mobile');
    expect(getDeviceForWidth(991)).toBe('mobile');
    expect(getDeviceForWidth(992)).toBe('desktop');
    expect(getDeviceForWidth(1280)).toBe('desktop');
  });

  it('puts phone or pc on the body and the device in the store', () => {
    applyDevice(500);
    expect(document.body.classList.contains('phone')).toBe(true);
    expect(document.body.classList.contains('pc')).toBe(false);
    expect(useAppStore.getState().device).toBe('mobile');
    applyDevice(1280);
    expect(document.body.className).toBe('pc');
    expect(useAppStore.getState().device).toBe('desktop');
  });

  it('re-evaluates on resize while the page is visible, not while hidden', () => {
    setWidth(1280);
    const stop = watchDevice();
    expect(useAppStore.getState().device).toBe('desktop');

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    setWidth(375);
    window.dispatchEvent(new Event('resize'));
    expect(useAppStore.getState().device).toBe('desktop');

    visibility.mockReturnValue('visible');
    window.dispatchEvent(new Event('resize'));
    expect(useAppStore.getState().device).toBe('mobile');
    expect(document.body.classList.contains('phone')).toBe(true);

    stop();
    setWidth(1280);
    window.dispatchEvent(new Event('resize'));
    expect(useAppStore.getState().device).toBe('mobile');
  });
});
