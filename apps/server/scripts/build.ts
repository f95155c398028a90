// Production build: the server and the contracts package bundled into dist/server.js (the operator's command
// line into dist/admin.js), and the PDF worker
// (uploaded files are read in worker threads) into dist/pdf-worker.js beside it, where pdf-reader.ts looks
// for it; npm packages stay imports of node_modules. Run by Node itself (`node scripts/build.ts`): no
// compiler needed to build.
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
  entryPoints: {
    server: path.join(SERVER_DIR, 'src', 'server.ts'),
    // The operator's command line (`node dist/admin.js <command>`).
    admin: path.join(SERVER_DIR, 'src', 'admin.ts'),
    'pdf-worker': path.join(SERVER_DIR, 'src', 'modules', 'resumes', 'pdf-worker.ts'),
    // Uploaded SVG logos are parsed and cleaned in a worker thread too (logo-file.ts looks beside server.js).
    'svg-worker': path.join(SERVER_DIR, 'src', 'modules', 'company', 'svg-worker.ts'),
  },
  outdir: path.join(SERVER_DIR, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
