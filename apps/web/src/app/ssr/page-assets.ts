import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TDevice } from '../../lib/device.ts';
import { PAGE_SCRIPTS_ID } from './page-scripts.ts';

interface TManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type TManifest = Record<string, TManifestChunk>;

/** What `parse` makes of a file of the client build; undefined when the app is served without it, or on failure. */
const readBuildFile = <T>(
  clientDist: string | undefined,
  file: string,
  parse: (text: string) => T,
): T | undefined => {
  if (!clientDist) return undefined;
  try {
    return parse(readFileSync(path.join(clientDist, file), 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The stylesheets and scripts a server-rendered page needs at once: its device's shell and layout.
 * Stylesheets are put in the page itself: it is styled with its first bytes, before and without any script,
 * and no stylesheet request holds up its first paint (each is a round trip on a phone network). Each comes
 * with a disabled `<link>` of the same file, which the browser does not fetch but the app's chunk loader
 * finds: the code that imports the stylesheet later does not download it again. The scripts it hydrates
 * with are listed as preloads inside a `<template>` (inert): the entry puts them in the page once the page
 * is painted (`main.tsx`), so the browser fetches them all at once instead of discovering them chunk by
 * chunk, and nothing but the document and its images comes before the first paint.
 */
export const createPageAssets = (clientDist: string | undefined) => {
  // The build's manifest (`build.manifest`), or an empty one.
  const manifest =
    readBuildFile(clientDist, '.vite/manifest.json', (text) => JSON.parse(text) as TManifest) ?? {};
  const stylesheets = new Map<string, string | undefined>();
  const stylesheet = (file: string) => {
    // `</style` cannot occur in a stylesheet the build wrote, but a page must never be cut short by one.
    const read = (text: string) => text.replaceAll('</style', '<\\/style');
    if (!stylesheets.has(file)) stylesheets.set(file, readBuildFile(clientDist, file, read));
    return stylesheets.get(file);
  };
  const bySource = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.src ?? key, key]));

  const collect = (key: string, css: Set<string>, js: Set<string>) => {
    const chunk = manifest[key];
    // The entry is the page's own script (index.html), with its imports.
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) collect(imported, css, js);
  };

  /** `<link>` elements for the shell and the page layout of a route (`features/<f>/pages/<route>-page-<device>.tsx`). */
  return (route: string, device: TDevice): string => {
    const css = new Set<string>();
    const js = new Set<string>();
    // The app's start, which the entry imports once the page is painted, the device's shell and the page.
    const sources = ['src/app/start.tsx', `src/app/layouts/${device}-shell.tsx`];
    // A layout is its own entry, or sits in a chunk named after it (vite.config.ts groups the first visit):
    // `_mobile-<hash>.js`, `_position-mobile-<hash>.js`, not another module's chunk such as `_mobile-react19-…`.
    const named = new RegExp(`^_(boot|(${route}-)?${device})-[\\w-]{8}\\.js$`);
    for (const source of bySource.keys()) {
      if (source.endsWith(`/pages/${route}-page-${device}.tsx`) || named.test(source)) sources.push(source);
    }
    for (const source of sources) {
      const key = bySource.get(source);
      if (key) collect(key, css, js);
    }
    return [
      ...[...css].map((file) => {
        const content = stylesheet(file);
        return content === undefined
          ? `<link rel="stylesheet" crossorigin href="/${file}">`
          : `<style data-href="/${file}">${content}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
      }),
      `<template id="${PAGE_SCRIPTS_ID}">`,
      ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      '</template>',
    ].join('');
  };
};
