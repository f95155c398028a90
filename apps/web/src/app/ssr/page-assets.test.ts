import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageAssets } from './page-assets.ts';

/** A client build's manifest with the phone's first-visit chunks and a later page's. */
const writeBuild = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'page-assets-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  const manifest = {
    'index.html': { file: 'assets/index-aaaaaaaa.js', isEntry: true },
    'src/app/start.tsx': {
      file: 'assets/boot-bbbbbbbb.js',
      src: 'src/app/start.tsx',
      imports: ['_core-cccccccc.js'],
    },
    '_core-cccccccc.js': { file: 'assets/core-cccccccc.js' },
    '_mobile-dddddddd.js': { file: 'assets/mobile-dddddddd.js', css: ['assets/mobile-dddddddd.css'] },
    '_position-mobile-eeeeeeee.js': { file: 'assets/position-mobile-eeeeeeee.js' },
    // A later page's module whose own chunk happens to start with the device's name.
    '_mobile-react19-ffffffff.js': {
      file: 'assets/mobile-react19-ffffffff.js',
      imports: ['_later-gggggggg.js'],
    },
    '_later-gggggggg.js': { file: 'assets/later-gggggggg.js' },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'assets', 'mobile-dddddddd.css'), '.a{color:red}', { flag: 'w' });
  return dist;
};

describe('page assets', () => {
  it("preloads the device's first-visit chunks and no other module's chunk named like them", () => {
    const dist = writeBuild();
    const html = createPageAssets(dist)('position', 'mobile');
    const preloaded = [...html.matchAll(/modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded.sort()).toEqual([
      'boot-bbbbbbbb.js',
      'core-cccccccc.js',
      'mobile-dddddddd.js',
      'position-mobile-eeeeeeee.js',
    ]);
    expect(html).toContain('<style data-href="/assets/mobile-dddddddd.css">.a{color:red}</style>');
  });
});
