// Production build: the server and the contracts package bundled into dist/server.js; npm packages stay
// imports of node_modules. Run by Node itself (`node scripts/build.ts`): no compiler needed to build.
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** npm packages stay external; the workspace's own packages (`@tmp/...`) are bundled from source. */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tmp/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(SERVER_DIR, 'src', 'server.ts')],
  outfile: path.join(SERVER_DIR, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
