import { Suspense, useState, type ReactNode } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { useComponentConfig } from 'antd/es/config-provider/context';
import type { MessageType } from 'antd/es/message/interface';
import type { ModalFuncWithPromise } from 'antd/es/modal/useModal';
import { preloadable } from '../../lib/preloadable.tsx';

const holders = preloadable(() => import('./app-holders-desktop.tsx').then((m) => m.AppHolders));

type TModalInstance = ReturnType<ModalFuncWithPromise>;

const MESSAGE_METHODS = ['info', 'success', 'error', 'warning', 'loading', 'open'] as const;
const NOTIFICATION_METHODS = ['info', 'success', 'error', 'warning', 'open'] as const;
const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;
type TMessageMethod = (typeof MESSAGE_METHODS)[number];
type TNotificationMethod = (typeof NOTIFICATION_METHODS)[number];

const byName = <K extends string, F>(names: readonly K[], make: (name: K) => F) =>
  Object.fromEntries(names.map((name) => [name, make(name)])) as Record<K, F>;

/**
 * `App.useApp()`'s message, notification and modal, whose code (antd's message, notification and modal
 * with their styles) is downloaded with the first call: a call made before then is carried out once it
 * has arrived, and what it returns (a message's close function, a modal's destroy, update and promise)
 * acts on the real one then.
 */
const createLazyApi = (want: () => void) => {
  let real: useAppProps | undefined;
  const pending: Array<(api: useAppProps) => void> = [];
  const later = <R,>(use: (api: useAppProps) => R): Promise<R> => {
    want();
    return new Promise<R>((resolve) => pending.push((api) => resolve(use(api))));
  };
  const message = (method: TMessageMethod) =>
    ((...args: unknown[]): MessageType => {
      const call = (api: useAppProps) => (api.message[method] as (...a: unknown[]) => MessageType)(...args);
      if (real) return call(real);
      const shown = later(call);
      return Object.assign(() => void shown.then((close) => close()), {
        then: <A, B>(ok?: (value: boolean) => A, fail?: (reason: unknown) => B) =>
          shown.then((close) => new Promise<boolean>((resolve) => void close.then(resolve))).then(ok, fail),
      }) as MessageType;
    }) as useAppProps['message'][TMessageMethod];
  const notification = (method: TNotificationMethod) =>
    ((...args: unknown[]): void => {
      const call = (api: useAppProps) => (api.notification[method] as (...a: unknown[]) => void)(...args);
      if (real) call(real);
      else void later(call);
    }) as useAppProps['notification'][TNotificationMethod];
  const modal =
    (method: keyof useAppProps['modal']): ModalFuncWithPromise =>
    (config) => {
      if (real) return real.modal[method](config);
      const opened = later((api) => api.modal[method](config));
      const instance: TModalInstance = {
        destroy: () => void opened.then((m) => m.destroy()),
        update: (update) => void opened.then((m) => m.update(update)),
        then: (resolve, reject) => opened.then((m) => m.then(resolve, reject)),
      };
      return instance;
    };
  const api: useAppProps = {
    message: {
      ...byName(MESSAGE_METHODS, message),
      destroy: (key) => (real ? real.message.destroy(key) : void later((a) => a.message.destroy(key))),
    } as useAppProps['message'],
    notification: {
      ...byName(NOTIFICATION_METHODS, notification),
      destroy: (key) =>
        real ? real.notification.destroy(key) : void later((a) => a.notification.destroy(key)),
    } as useAppProps['notification'],
    modal: byName(MODAL_METHODS, modal),
  };
  const ready = (loaded: useAppProps) => {
    real = loaded;
    for (const run of pending.splice(0)) run(loaded);
  };
  return { api, ready };
};

/**
 * antd's `App` (its themed root element and `App.useApp()`), without its message, notification and modal
 * code on a first visit, which shows none: they load with the first one a page asks for.
 */
export const DesktopApp = ({ children }: { children: ReactNode }) => {
  const { getPrefixCls, className, style } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  const [lazy] = useState(() => createLazyApi(() => setWanted(true)));
  const Holders = holders.Component;
  return (
    <AppContext.Provider value={lazy.api}>
      <div className={[className, hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')} style={style}>
        {wanted ? (
          <Suspense fallback={null}>
            <Holders onReady={lazy.ready} />
          </Suspense>
        ) : null}
        {children}
      </div>
    </AppContext.Provider>
  );
};
