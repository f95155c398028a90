import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LANGUAGES, type TPageRenderer, type TPageRenderInput, type TPageRenderResult } from '@tmp/contracts';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { api } from '../../lib/api.ts';
import { ApiError, isEnvelope } from '../../lib/api-error.ts';
import { useAppStore } from '../../lib/app-store.ts';
import type { TDevice } from '../../lib/device.ts';
import { toDayjsLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { devicePages } from '../device-pages.ts';
import { preloadShell } from '../layouts/root-layout.tsx';
import { preloadUiLocale } from '../layouts/ui-locale.ts';
import type { TRouteHandle } from '../route-meta.ts';
import { buildRoutes } from '../routes.tsx';
import { createPageAssets } from './page-assets.ts';
import { createTranslator } from './server-i18n.ts';
import { TranslatorProvider } from '../../lib/use-translation.tsx';
import { writePageState } from './page-state.ts';

const DEVICES: TDevice[] = ['desktop', 'mobile'];

/** The app's routes without their loaders: those guard and prefetch in the browser; here data is read first. */
const withoutLoaders = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const { loader: _loader, children, ...rest } = route;
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject;
  });

/** Each request's reads, so that pages rendered at the same time never read each other's data. */
const requestReads = new AsyncLocalStorage<TPageRenderInput['read']>();

api.setServerSource(async (route, input) => {
  const read = requestReads.getStore();
  if (!read) throw new Error(`No page render is reading ${route.method} ${route.path}`);
  const query = input.query as Record<string, unknown> | undefined;
  const body = input.body as Record<string, unknown> | undefined;
  return read({ method: route.method, path: route.path, query, body }).catch((error: unknown) => {
    // A refusal (`TPageDataRefusal`) is the app's ApiError.
    throw isEnvelope(error) ? new ApiError(error.code, error.message) : error;
  });
});

/** Code, UI-kit texts and app texts of every public page on both devices and in both languages. */
const loadEverything = async () => {
  const pages = devicePages.filter((page) => page.meta.serverRendered);
  await Promise.all(
    DEVICES.flatMap((device) => [
      preloadShell(device),
      ...LANGUAGES.map((language) => preloadUiLocale(device, language)),
      ...pages.map((page) => page.split.preload(device)),
    ]),
  );
};

/** A query that failed for another reason than a refusal means the page cannot be trusted: no render. */
const throwUnexpectedFailure = (queryClient: QueryClient) => {
  for (const query of queryClient.getQueryCache().getAll()) {
    const { error } = query.state;
    if (error && !(error instanceof ApiError && error.code !== -1)) throw error;
  }
};

export interface TPageRendererOptions {
  /** The client build's folder, for the assets each page links. */
  clientDist?: string | undefined;
}

export const createPageRenderer = async (options: TPageRendererOptions = {}): Promise<TPageRenderer> => {
  await loadEverything();
  const routes = withoutLoaders(buildRoutes({ devOutbox: false, hasConsole: false }));
  const handler = createStaticHandler(routes);
  const assetsFor = createPageAssets(options.clientDist);
  const translators = Object.fromEntries(
    LANGUAGES.map((language) => [language, createTranslator(language)]),
  ) as Record<(typeof LANGUAGES)[number], ReturnType<typeof createTranslator>>;

  const serverRenderedMatch = (pathname: string) =>
    matchRoutes(routes, pathname)?.findLast(
      (match) => (match.route.handle as TRouteHandle | undefined)?.meta?.serverRendered,
    );

  const render = async (input: TPageRenderInput): Promise<TPageRenderResult> => {
    const url = new URL(input.url, 'http://page.invalid');
    const match = serverRenderedMatch(url.pathname);
    if (!match) throw new Error(`${url.pathname} is not rendered on the server`);
    const { device, language, config } = input;
    const queryClient = createQueryClient();
    const prefetch = (match.route.handle as TRouteHandle).prefetch;
    await requestReads.run(input.read, () =>
      prefetch?.({ queryClient, params: url.searchParams, device, language }),
    );
    throwUnexpectedFailure(queryClient);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`${url.pathname} answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const styles = createCache();
    // The render is synchronous: the module-wide state it reads (configuration, device, language) is set
    // just before it and cannot change under it, whatever other requests are doing.
    setRuntimeConfig(config);
    useLoginStore.getState().configure(config, '');
    useAppStore.setState({ device, language });
    dayjs.locale(toDayjsLocale(language));
    const html = renderToString(
      <StrictMode>
        <StyleProvider cache={styles}>
          <QueryClientProvider client={queryClient}>
            <TranslatorProvider translator={translators[language]}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </TranslatorProvider>
          </QueryClientProvider>
        </StyleProvider>
      </StrictMode>,
    );
    // renderToString reports no error: a part that failed is left to the browser, marked like this.
    if (html.includes('<!--$!-->')) throw new Error(`A part of ${url.pathname} failed to render`);
    const route = match.route.path ?? '';
    return {
      html,
      head: extractStyle(styles) + assetsFor(route, device),
      state: writePageState({
        config,
        language,
        device,
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => query.state.status !== 'pending',
        }),
      }),
    };
  };

  return { isServerRendered: (pathname) => !!serverRenderedMatch(pathname), render };
};
