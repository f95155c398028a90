import { randomUUID } from 'node:crypto';
import { AppErrorCode } from '@tmp/contracts';
import { insertOutboxMessage } from '../../adapters/outbox.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { insertCaptcha, takeCaptcha } from './accounts.repository.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const hashAnswer = (key: string, answer: string) => sha256(`${key}:${answer.trim().toLowerCase()}`);

/**
 * A new image captcha. With the development outbox on, its answer is also written there so a person
 * (or a test) trying the demo can read it; otherwise only its hash is kept.
 */
export const createCaptcha = async (deps: TDeps, customerId: number, devOutbox: boolean) => {
  const { image, answer } = deps.adapters.captcha.create();
  const key = randomUUID();
  const at = deps.now();
  await insertCaptcha(deps.db, {
    key,
    customerId,
    answerHash: hashAnswer(key, answer),
    createdAt: at,
    expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS),
  });
  if (devOutbox) {
    await insertOutboxMessage(deps.db, {
      customerId,
      channel: 'captcha',
      account: key,
      text: answer,
      code: answer,
    });
  }
  return { image, key };
};

/** Checks a captcha answer once: right or wrong, the captcha cannot be used again. */
export const consumeCaptcha = async ({ db, now }: TDeps, customerId: number, key: string, answer: string) => {
  const taken = await takeCaptcha(db, customerId, key, now());
  if (!taken || !safeEqual(hashAnswer(key, answer), taken.answerHash)) {
    throw new AppError(AppErrorCode.CaptchaWrong, 'accounts.captchaWrong');
  }
};
