import { AppErrorCode, SUCCESS_CODE, type TEnvelope, type TSecondFactorChallenge } from '@tmp/contracts';
import { ApiError, isEnvelope } from '../../../lib/api-error.ts';
import { i18n } from '../../../lib/i18n.ts';

/** What a dialog shows after a call: nothing, or the server's message in its error alert. */
export type TOutcome<T> =
  | { ok: true; data: T }
  /** `data` is what the refusal carries, e.g. the sign-in ticket of a second factor. */
  | { ok: false; message: string; code: number; data?: unknown };

/** Turns a call (resolved envelope, refused envelope or network failure) into an outcome. */
export const toOutcome = async <T>(call: Promise<TEnvelope<T>>): Promise<TOutcome<T>> => {
  try {
    const envelope = await call;
    if (envelope.code === SUCCESS_CODE) return { ok: true, data: envelope.data };
    return { ok: false, message: envelope.message, code: envelope.code, data: envelope.data };
  } catch (error) {
    if (isEnvelope(error))
      return { ok: false, message: firstFieldMessage(error) ?? error.message, code: error.code };
    if (error instanceof ApiError) return { ok: false, message: error.message, code: error.code };
    return { ok: false, message: i18n.t('common:errors.network'), code: -1 };
  }
};

/** A malformed request (HTTP 400) names its fields: the first field's message says more than 'Input error'. */
const firstFieldMessage = (envelope: { data: unknown }): string | undefined => {
  const fields = (envelope.data as { fields?: Record<string, string> } | null)?.fields;
  return fields ? Object.values(fields)[0] : undefined;
};

/** The second-factor step a refused sign-in asks for, if that is why it was refused. */
export const readChallenge = (outcome: TOutcome<unknown>): TSecondFactorChallenge | undefined => {
  if (outcome.ok || outcome.code !== AppErrorCode.SecondFactorRequired) return undefined;
  const data = outcome.data as Partial<TSecondFactorChallenge> | null | undefined;
  return data?.ticket && data.secondFactor ? (data as TSecondFactorChallenge) : undefined;
};

/** A refusal that ends the ticket: the dialog goes back to the password. */
export const isTicketOver = (outcome: TOutcome<unknown>) =>
  !outcome.ok &&
  (outcome.code === AppErrorCode.SecondFactorTicketExpired ||
    outcome.code === AppErrorCode.SecondFactorLocked);
