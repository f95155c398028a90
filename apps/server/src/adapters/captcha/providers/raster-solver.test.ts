import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, captchaFontFamilies, createRasterCaptchaMaker } from './raster.ts';

/**
 * A glyph-shape solver of the kind that read every svg-captcha picture, adapted to pixels: dark pixels
 * are ink, lone specks are dropped, the ink's span is cut into four equal slices, and each slice, scaled
 * to a 16×16 grid, is matched against per-character templates learned from labelled pictures.
 */
const GRID = 16;
type TPicture = { ink: Uint8Array; width: number; height: number };

const toPicture = async (dataUrl: string): Promise<TPicture> => {
  const image = await loadImage(Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const { data, width, height } = g.getImageData(0, 0, image.width, image.height);
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    dark[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]! < 130 ? 1 : 0;
  }
  // Despeckle: ink needs at least four inked neighbours.
  const ink = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      let n = 0;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) n += dark[(y + dy) * width + x + dx]!;
      ink[y * width + x] = dark[y * width + x] && n >= 5 ? 1 : 0;
    }
  }
  return { ink, width, height };
};

/** Runs of inked columns: the glyphs, where gaps separate them. */
const columnRuns = ({ ink, width, height }: TPicture) => {
  const runs: [number, number][] = [];
  for (let x = 0; x < width; x += 1) {
    let n = 0;
    for (let y = 0; y < height; y += 1) n += ink[y * width + x]!;
    const last = runs.at(-1);
    if (n === 0) continue;
    if (last && last[1] === x - 1) last[1] = x;
    else runs.push([x, x]);
  }
  return runs.filter(([a, b]) => b - a >= 3);
};

/** Cuts the ink into CAPTCHA_LENGTH pieces: at the gaps, splitting the widest piece while too few. */
const segment = (p: TPicture) => {
  const runs = columnRuns(p);
  while (runs.length > CAPTCHA_LENGTH) {
    // Too many pieces: join the two closest neighbours.
    let at = 0;
    for (let i = 1; i < runs.length - 1; i += 1)
      if (runs[i + 1]![0] - runs[i]![1] < runs[at + 1]![0] - runs[at]![1]) at = i;
    runs.splice(at, 2, [runs[at]![0], runs[at + 1]![1]]);
  }
  while (runs.length > 0 && runs.length < CAPTCHA_LENGTH) {
    let widest = 0;
    runs.forEach(([a, b], i) => {
      if (b - a > runs[widest]![1] - runs[widest]![0]) widest = i;
    });
    const [a, b] = runs[widest]!;
    const mid = Math.round((a + b) / 2);
    runs.splice(widest, 1, [a, mid], [mid + 1, b]);
  }
  return runs;
};

/** The slice's ink, cropped to its rows and scaled to GRID×GRID coverage values. */
const features = (p: TPicture, x0: number, x1: number) => {
  let top = p.height;
  let bottom = 0;
  for (let y = 0; y < p.height; y += 1)
    for (let x = x0; x < x1; x += 1)
      if (p.ink[y * p.width + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  const vector = new Float64Array(GRID * GRID);
  if (bottom < top) return vector;
  const h = bottom - top + 1;
  const w = x1 - x0;
  for (let y = top; y <= bottom; y += 1)
    for (let x = x0; x < x1; x += 1)
      if (p.ink[y * p.width + x]) {
        vector[Math.floor(((y - top) * GRID) / h) * GRID + Math.floor(((x - x0) * GRID) / w)]! += 1;
      }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
};

const slices = (p: TPicture) => segment(p).map(([a, b]) => features(p, a, b + 1));

const createSolver = () => {
  const sums = new Map<string, { vector: Float64Array; n: number }>();
  return {
    learn: async (image: string, answer: string) => {
      for (const [i, vector] of slices(await toPicture(image)).entries()) {
        const entry = sums.get(answer[i]!) ?? { vector: new Float64Array(GRID * GRID), n: 0 };
        vector.forEach((v, j) => (entry.vector[j]! += v));
        entry.n += 1;
        sums.set(answer[i]!, entry);
      }
    },
    read: async (image: string) =>
      slices(await toPicture(image))
        .map((vector) => {
          let best = { char: '?', score: -Infinity };
          for (const [char, { vector: sum, n }] of sums) {
            const score = vector.reduce((acc, v, j) => acc + v * (sum[j]! / n), 0);
            if (score > best.score) best = { char, score };
          }
          return best.char;
        })
        .join(''),
  };
};

/** The same characters and fonts, upright and apart, on a plain ground: what the solver can read. */
const plainCaptcha = (() => {
  const families = captchaFontFamilies();
  let turn = 0;
  return () => {
    const answer = Array.from(
      { length: CAPTCHA_LENGTH },
      () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)]!,
    ).join('');
    const canvas = createCanvas(264, 88);
    const g = canvas.getContext('2d');
    g.fillStyle = '#eef';
    g.fillRect(0, 0, 264, 88);
    g.fillStyle = '#223';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = `56px ${families[turn++ % families.length]!}`;
    [...answer].forEach((char, i) => g.fillText(char, 48 + i * 56, 44));
    return { image: `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`, answer };
  };
})();

const readRate = async (make: () => { image: string; answer: string }, train: number, test: number) => {
  const solver = createSolver();
  for (let i = 0; i < train; i += 1) {
    const { image, answer } = make();
    await solver.learn(image, answer);
  }
  let read = 0;
  let chars = 0;
  for (let i = 0; i < test; i += 1) {
    const { image, answer } = make();
    const guess = await solver.read(image);
    if (guess === answer) read += 1;
    chars += [...answer].filter((c, j) => guess[j] === c).length;
  }
  return { read: read / test, chars: chars / (test * CAPTCHA_LENGTH) };
};

describe('raster captcha against a glyph-shape solver', () => {
  it('the solver reads plain pictures of the same characters (it is a working solver)', async () => {
    expect((await readRate(plainCaptcha, 120, 60)).read).toBeGreaterThan(0.8);
  });

  it('reads under 5 % of the captchas', async () => {
    const maker = createRasterCaptchaMaker();
    const { read } = await readRate(() => maker.create(), 200, 200);
    expect(read).toBeLessThan(0.05);
  }, 120_000);

  it('draws four characters from the unambiguous alphabet as a PNG', () => {
    const { image, answer } = createRasterCaptchaMaker().create();
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL]/);
  });
});
