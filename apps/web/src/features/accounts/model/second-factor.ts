import { AppErrorCode, type TSecondFactorChallenge } from '@tmp/contracts';
import type { TOutcome } from './outcome.ts';

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

/** Recovery codes as a text file to keep. */
export const downloadRecoveryCodes = (codes: string[], title: string) => {
  const blob = new Blob([`${title}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
};
