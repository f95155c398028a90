// The server's entry of the web app (`vite build --ssr`): renders the public pages for apps/server.
export { createPageRenderer, type TPageRendererOptions } from './app/ssr/render-page.tsx';
