/**
 * The `<template>` of a server-rendered page that lists the scripts it hydrates with as preloads
 * (`page-assets.ts`); the entry puts them in the page once it is painted (`main.tsx`).
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** Makes the page's listed preloads live: the browser fetches them all at once. */
export const preloadPageScripts = () => {
  const listed = document.getElementById(PAGE_SCRIPTS_ID);
  if (listed instanceof HTMLTemplateElement) document.head.append(listed.content.cloneNode(true));
};
