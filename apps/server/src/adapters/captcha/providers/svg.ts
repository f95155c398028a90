import svgCaptcha from 'svg-captcha';
import type { TCaptchaMaker } from '../captcha.port.ts';

/** Four characters without look-alikes (0/O, 1/l/I), drawn with noise lines. */
export const createSvgCaptchaMaker = (): TCaptchaMaker => ({
  create: () => {
    const { data, text } = svgCaptcha.create({
      size: 4,
      ignoreChars: '0oO1ilI',
      noise: 2,
      color: true,
      background: '#f4f6fa',
      width: 120,
      height: 40,
    });
    return { image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, answer: text };
  },
});
