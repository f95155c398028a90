import fs from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** The picture chat apps and social sites show beside a shared link (Open Graph's recommended size). */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;

const rendered = new Map<string, Promise<Buffer | undefined>>();

const render = async (bytes: Buffer): Promise<Buffer> => {
  const logo = await loadImage(bytes);
  const { width, height } = SHARE_IMAGE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const scale = Math.min((width * 2) / 3 / logo.width, (height * 4) / 7 / logo.height);
  const [w, h] = [logo.width * scale, logo.height * scale];
  ctx.drawImage(logo, (width - w) / 2, (height - h) / 2, w, h);
  return canvas.encode('png');
};

/** The bytes of a logo: one of the brand files, or one a customer admin uploaded (company settings). */
export type TLogoReader = (logo: string) => Promise<Buffer | undefined>;

export const readBrandFile =
  (brandDir: string): TLogoReader =>
  async (logo) =>
    logo.startsWith('/brand/') ? fs.readFile(path.join(brandDir, path.basename(logo))) : undefined;

/**
 * The customer's logo centred on a white card, as PNG: most link previews (WeChat, LinkedIn, Facebook)
 * show no SVG. Drawn once per logo (`key`: the customer's logo file) and kept; undefined when the logo's
 * bytes cannot be read.
 */
export const shareImageOf = (
  key: string,
  read: () => Promise<Buffer | undefined>,
): Promise<Buffer | undefined> => {
  let image = rendered.get(key);
  if (!image) {
    image = read().then((bytes) => bytes && render(bytes));
    rendered.set(key, image);
    // A logo that could not be read or drawn is tried again next time.
    const forget = () => void rendered.delete(key);
    image.then((drawn) => drawn ?? forget(), forget);
  }
  return image;
};
