import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { BRAND_COLOR } from './brand-theme.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/** `hex` mixed with `toward` (#000000 or #ffffff) by `share` (0 to 1). */
const mix = (hex: string, toward: number, share: number) =>
  `#${[1, 3, 5]
    .map((at) => Math.round(parseInt(hex.slice(at, at + 2), 16) * (1 - share) + toward * share))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;

/** The page's brand variables (global.css) in the customer's colour; both kits and the hero read them. */
export const brandCss = (color: string) => {
  const brand = HEX.test(color) ? color.toLowerCase() : BRAND_COLOR;
  return (
    `html:root{--brand:${brand};--brand-dark:${mix(brand, 0, 0.28)};--brand-light:${mix(brand, 255, 0.18)};` +
    `--brand-soft:${mix(brand, 255, 0.93)};--adm-color-primary:${brand}}`
  );
};

/**
 * The brand colour of the company settings, as CSS variables in the page itself: drawn by the server with
 * the first-visit pages, so the first paint is already in the customer's colour.
 */
export const BrandStyle = () => <style>{brandCss(getRuntimeConfig().brandColor)}</style>;
