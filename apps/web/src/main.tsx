import { recordEarlyTaps } from './app/early-taps.ts';
import { watchLeaving } from './app/leaving.ts';
import { PAGE_SCRIPTS_ID, preloadPageScripts } from './app/ssr/page-scripts.ts';
import './styles/global.css';

/**
 * Resolves once the browser has painted the page it has: a server-rendered page is on screen before the app's
 * code (React, the router, the page) is even requested, so that code never competes with the page's first
 * paint; then it is fetched all at once (`preloadPageScripts`). A tab opened in the background paints
 * nothing until shown, so it starts at once; the timer is a bound when no frame comes.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });

watchLeaving();
// A server-rendered page's buttons are on screen before the app: a tap on one is made again once it has them.
if (document.getElementById(PAGE_SCRIPTS_ID)) recordEarlyTaps();
void afterFirstPaint()
  .then(() => {
    preloadPageScripts();
    return import('./app/start.tsx');
  })
  .catch((error: unknown) => {
    console.error(error);
    // A server-rendered page stays usable without its code (its links are real links); an empty one says so.
    const root = document.getElementById('root');
    if (root && !root.hasChildNodes()) {
      root.innerHTML =
        '<p class="boot-failed">The careers site could not be loaded. Please refresh the page.<br>招聘网站加载失败，请刷新页面。</p>';
    }
  });
