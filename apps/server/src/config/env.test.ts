import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('configuration', () => {
  it('refuses the development outbox in production, saying why', () => {
    expect(() => readEnv({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(
      /DEV_OUTBOX=1 serves every SMS code and captcha answer.*NODE_ENV=production/,
    );
    expect(readEnv({ NODE_ENV: 'production' }).DEV_OUTBOX).toBe(false);
    expect(readEnv({ NODE_ENV: 'development', DEV_OUTBOX: '1' }).DEV_OUTBOX).toBe(true);
  });
});
