/** Starts the app once the page has been painted (see main.tsx): renders it, or hydrates a server-rendered page. */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { TranslatorProvider } from '../lib/use-translation.tsx';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRouter } from './router.tsx';
import { boot } from './boot.ts';
import { prepareHydration } from './hydrate.ts';
import { readPageState } from './ssr/page-state.ts';
import { watchDevice } from '../lib/device.ts';
import { unlessLeaving } from './leaving.ts';
import { replayEarlyTap, stopRecordingTaps } from './early-taps.ts';
import { findLoginReason } from '../features/accounts/model/login-reason.ts';

const container = document.getElementById('root')!;

/**
 * After hydration the window's width decides the device (a wrong guess of the server is corrected then), and
 * a button tapped before the app had the page is tapped again, unless the page opens the sign-in prompt of
 * its `redirect` by itself.
 */
const FollowWidth = () => {
  useEffect(() => watchDevice(), []);
  useEffect(() => replayEarlyTap({ skip: () => !!findLoginReason(location.search) }), []);
  return null;
};

// Device-neutral providers; each shell adds its own UI library's provider.
const app = (hydrated: boolean) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={i18n}>
        <AppRouter />
        {hydrated && <FollowWidth />}
      </TranslatorProvider>
    </QueryClientProvider>
  </StrictMode>
);

const start = () => {
  stopRecordingTaps();
  const root = createRoot(container);
  boot()
    .then(() => unlessLeaving(() => root.render(app(false))))
    .catch((error: unknown) => {
      console.error(error);
      // i18n may not be up yet: the only text is shown in both languages.
      root.render(
        <p className="boot-failed">
          The careers site could not be loaded. Please refresh the page.
          <br />
          招聘网站加载失败，请刷新页面。
        </p>,
      );
    });
};

const pageState = readPageState();
if (pageState) {
  prepareHydration(pageState)
    // The page is already on screen: hydrating it as a transition lets React yield to the browser every few
    // milliseconds (and to the visitor's first tap) instead of one long task that blocks the main thread.
    .then(() =>
      unlessLeaving(() => {
        // From here React handles a tap itself, hydrating the tapped part first.
        stopRecordingTaps();
        startTransition(() => void hydrateRoot(container, app(true)));
      }),
    )
    .catch((error: unknown) => {
      console.error(error);
      start();
    });
} else {
  start();
}
