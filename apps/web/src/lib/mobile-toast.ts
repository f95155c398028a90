import type { ToastShowProps } from 'antd-mobile';

/**
 * antd-mobile's `Toast` (with its mask and animation library), downloaded with the first toast: a first
 * visit shows none, so its code is not part of the phone's first paint.
 */
export const showMobileToast = (options: ToastShowProps): void =>
  void import('./toast-kit-mobile.tsx').then(({ Toast }) => Toast.show(options)).catch(() => undefined);
