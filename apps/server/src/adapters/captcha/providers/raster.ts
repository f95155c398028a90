import { createRequire } from 'node:module';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { TCaptchaMaker } from '../captcha.port.ts';
import { between, waveWarp } from './warp.ts';

/** Capitals and digits a person cannot confuse: no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 6/G, 8/B. */
export const CAPTCHA_ALPHABET = 'ACEFHJKMNPRTUVWXY3479';
export const CAPTCHA_LENGTH = 4;
// Drawn at twice the size the dialogs show it, for sharp pictures on dense screens.
const WIDTH = 264;
const HEIGHT = 88;

const FONT_FILES = [
  'DejaVuSans-Bold.ttf',
  'DejaVuSerif-Bold.ttf',
  'DejaVuSansCondensed-Bold.ttf',
  'DejaVuSans-BoldOblique.ttf',
];
let fontFamilies: string[] | undefined;
/** The fonts ship with the server (dejavu-fonts-ttf), so every machine draws the same pictures. */
export const captchaFontFamilies = () => {
  if (fontFamilies) return fontFamilies;
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  fontFamilies = FONT_FILES.map((file, i) => {
    const family = `captcha-${i}`;
    if (!GlobalFonts.registerFromPath(path.join(dir, file), family))
      throw new Error(`captcha font ${file} missing`);
    return family;
  });
  return fontFamilies;
};

const pick = <T>(items: readonly T[]) => items[randomInt(0, items.length)]!;
const darkColor = () =>
  `hsl(${Math.round(between(0, 360))} ${Math.round(between(45, 80))}% ${Math.round(between(18, 36))}%)`;

const paintBackground = (g: SKRSContext2D) => {
  const gradient = g.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, `hsl(${Math.round(between(0, 360))} 45% 93%)`);
  gradient.addColorStop(1, `hsl(${Math.round(between(0, 360))} 45% 90%)`);
  g.fillStyle = gradient;
  g.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 40; i += 1) {
    g.fillStyle = `hsl(${Math.round(between(0, 360))} 40% ${Math.round(between(70, 85))}% / 0.5)`;
    g.beginPath();
    g.arc(between(0, WIDTH), between(0, HEIGHT), between(2, 9), 0, Math.PI * 2);
    g.fill();
  }
};

/** Characters pressed together so that neighbours overlap: no clean cut between two glyphs. */
const paintText = (g: SKRSContext2D, text: string, families: string[]) => {
  const step = between(44, 52);
  let x = (WIDTH - step * (text.length - 1)) / 2 + between(-8, 8);
  for (const char of text) {
    g.save();
    g.translate(x, HEIGHT / 2 + between(-8, 8));
    g.rotate(between(-0.35, 0.35));
    g.transform(between(0.9, 1.2), 0, between(-0.25, 0.25), between(0.95, 1.15), 0, 0);
    g.font = `${Math.round(between(52, 64))}px ${pick(families)}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = darkColor();
    g.fillText(char, 0, 0);
    g.restore();
    x += step + between(-5, 5);
  }
};

/** Strokes as thick as a glyph's, in the glyphs' colours, crossing the text. */
const paintStrokes = (g: SKRSContext2D) => {
  for (let i = 0; i < 2; i += 1) {
    g.strokeStyle = darkColor();
    g.lineWidth = between(3, 5);
    g.beginPath();
    g.moveTo(between(0, WIDTH * 0.2), between(10, HEIGHT - 10));
    g.bezierCurveTo(
      between(WIDTH * 0.2, WIDTH * 0.5),
      between(0, HEIGHT),
      between(WIDTH * 0.5, WIDTH * 0.8),
      between(0, HEIGHT),
      between(WIDTH * 0.8, WIDTH),
      between(10, HEIGHT - 10),
    );
    g.stroke();
  }
  for (let i = 0; i < 120; i += 1) {
    g.fillStyle = darkColor();
    g.fillRect(between(0, WIDTH), between(0, HEIGHT), between(1, 3.5), between(1, 3.5));
  }
};

/**
 * A raster captcha (decisions §4): overlapping characters in varied fonts, each turned, slanted and
 * scaled, crossed by glyph-thick strokes, sprinkled with specks, then bent along random waves.
 * Shape-matching scripts find neither clean glyph outlines (there are no paths) nor gaps to cut at.
 */
export const createRasterCaptchaMaker = (): TCaptchaMaker => {
  const families = captchaFontFamilies();
  return {
    create: () => {
      const answer = Array.from({ length: CAPTCHA_LENGTH }, () => pick([...CAPTCHA_ALPHABET])).join('');
      const canvas = createCanvas(WIDTH, HEIGHT);
      const g = canvas.getContext('2d');
      paintBackground(g);
      paintText(g, answer, families);
      paintStrokes(g);
      const picture = g.getImageData(0, 0, WIDTH, HEIGHT);
      waveWarp(picture.data, WIDTH, HEIGHT);
      g.putImageData(picture, 0, 0);
      return { image: `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`, answer };
    },
  };
};
