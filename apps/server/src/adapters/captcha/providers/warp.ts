import { randomInt } from 'node:crypto';

/** A random number in [min, max), from the crypto source: a captcha's shapes must not be predictable. */
export const between = (min: number, max: number) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/**
 * Bends an RGBA picture along two random waves (rows shift sideways, columns up and down), so that no
 * glyph keeps the outline a font gives it. Pixels are sampled from the source, edges repeat.
 */
export const waveWarp = (pixels: Uint8ClampedArray, width: number, height: number) => {
  const source = Uint8ClampedArray.from(pixels);
  const ax = between(3, 6);
  const ay = between(3, 5);
  const wx = between(0.6, 1.2) * height;
  const wy = between(0.3, 0.6) * width;
  const px = between(0, Math.PI * 2);
  const py = between(0, Math.PI * 2);
  for (let y = 0; y < height; y += 1) {
    const dx = ax * Math.sin((2 * Math.PI * y) / wx + px);
    for (let x = 0; x < width; x += 1) {
      const dy = ay * Math.sin((2 * Math.PI * x) / wy + py);
      const sx = Math.min(width - 1, Math.max(0, Math.round(x + dx)));
      const sy = Math.min(height - 1, Math.max(0, Math.round(y + dy)));
      const from = (sy * width + sx) * 4;
      const to = (y * width + x) * 4;
      pixels[to] = source[from]!;
      pixels[to + 1] = source[from + 1]!;
      pixels[to + 2] = source[from + 2]!;
      pixels[to + 3] = source[from + 3]!;
    }
  }
};
