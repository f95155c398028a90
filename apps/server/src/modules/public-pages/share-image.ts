import fs from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** The picture chat apps and social sites show beside a shared link (Open Graph's recommended size). */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;

const rendered = new Map<string, Promise<Buffer>>();

const render = async (file: string): Promise<Buffer> => {
  const logo = await loadImage(await fs.readFile(file));
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

/**
 * The customer's logo centred on a white card, as PNG: most link previews (WeChat, LinkedIn, Facebook)
 * show no SVG. Drawn once per logo file and kept; undefined when the logo is not one of the brand files.
 */
export const shareImageOf = (brandDir: string, logo: string): Promise<Buffer> | undefined => {
  if (!logo.startsWith('/brand/')) return undefined;
  const file = path.join(brandDir, path.basename(logo));
  let image = rendered.get(file);
  if (!image) {
    image = render(file);
    rendered.set(file, image);
    image.catch(() => rendered.delete(file));
  }
  return image;
};
