import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { clientRoutesPlugin } from './build/client-routes-plugin.ts';
import { configProviderPlugin } from './build/config-provider-plugin.ts';
import { firstVisitChunks, SIDE_EFFECT_FREE } from './build/first-visit-chunks.ts';

// The API, the per-host runtime configuration and the customers' brand assets are served by apps/server;
// in development we proxy them.
const backend = process.env.VITE_BACKEND ?? 'http://localhost:8080';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** The entry's chunk, and the chunks loaded with `boot` before any other lazy import can run. */
const ENTRY_CHUNK = /(^|\/)index-[\w-]{8}\.js$/;
const ALWAYS_LOADED = /(^|\/)(index|boot|core|rolldown-runtime)-[\w-]{8}\.js$/;
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const CORE_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store|dayjs)[\\/]/;

/**
 * Writes .br and .gz beside each built asset, so the server can send them as they are (@fastify/static
 * `preCompressed`) instead of compressing the same files on every request.
 */
const precompress = (): Plugin => ({
  name: 'tmp-precompress',
  // The server's build of the app (`--ssr`) is imported by the server, never sent.
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  async writeBundle(options) {
    const dir = options.dir ?? 'dist';
    const files = (await readdir(dir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
    await Promise.all(
      files.map(async (file) => {
        const full = path.join(dir, file);
        const content = await readFile(full);
        if (content.length < 1024) return;
        const [br, gzipped] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
      }),
    );
  },
});

const firstVisit = firstVisitChunks();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), clientRoutesPlugin(), configProviderPlugin(), firstVisit.plugin, precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server links each server-rendered page's stylesheets and scripts from it (app/ssr/page-assets.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
    // Browsers preload modules themselves (Chrome 66, Firefox 115, Safari 17): the polyfill would be 0.4 KB
    // of every first visit for older ones, which load the same files all the same, each when it is imported.
    modulePreload: {
      polyfill: false,
      // Every lazy import but the entry's own (of `boot`) runs once `boot` has: the entry, `boot`, `core` and
      // the bundler's runtime are there by then, and listing them beside each would only add to `boot`.
      resolveDependencies: (_file, deps, { hostId }) =>
        ENTRY_CHUNK.test(hostId) ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      // Building a zod schema has no effect outside it: a module's unused schemas are dropped.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: SIDE_EFFECT_FREE, sideEffects: false }],
      },
      output: {
        // The server's build is imported once by the server: how it is split into files does not matter.
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                {
                  // Every first visit runs these, on both devices: one request instead of a dozen small ones
                  // (each of them is a round trip on a phone network, six at a time over HTTP/1.1).
                  name: 'core',
                  // Only the parts a first visit runs: the date picker's dayjs plugins, the mutation and
                  // infinite-list observers and the like go with the later pages that use them.
                  test: (id) => CORE_PACKAGES.test(id) && firstVisit.chunkOf(id) !== null,
                  priority: 20,
                },
                {
                  // The shells and pages of a first visit to /home, /position and /detail with what they
                  // import, one chunk per set of visits that share modules (see build/first-visit-chunks.ts).
                  name: (id) => firstVisit.chunkOf(id),
                  test: (id) => firstVisit.chunkOf(id) !== null,
                  priority: 10,
                  // Their imports are in the same sets, in the entry or in `core`: nothing to add.
                  includeDependenciesRecursively: false,
                },
              ],
            },
      },
    },
  },
  // The server's build (`vite build --ssr`, see package.json) carries its dependencies with it: antd-mobile's
  // modules import their stylesheets, which Node cannot load.
  ssr: { noExternal: true },
  // The server's build is production code like the browser's, whatever NODE_ENV the server runs with: the
  // UI kit's class names, and React itself, must be those of the browser's build.
  environments: { ssr: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/config.json': { target: backend, changeOrigin: false },
      '/brand': { target: backend, changeOrigin: false },
    },
  },
}));
