import type { TAppErrorCode, TMessageKey } from '@tmp/contracts';

export interface TAppErrorOptions {
  /** HTTP status; business refusals answer 200 with code != 0. */
  status?: number;
  data?: unknown;
  /** Values substituted for {name} in the translated message. */
  params?: Record<string, string | number>;
}

/** A refusal the client should understand: turned into `{ code, message, data }` by the error handler. */
export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly messageKey: TMessageKey;
  readonly status: number;
  readonly data: unknown;
  readonly params: Record<string, string | number>;

  constructor(code: TAppErrorCode, messageKey: TMessageKey, options: TAppErrorOptions = {}) {
    super(messageKey);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.status = options.status ?? 200;
    this.data = options.data ?? null;
    this.params = options.params ?? {};
  }
}
