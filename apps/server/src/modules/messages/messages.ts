import type { TMailMessage } from '../../adapters/mail/mail.port.ts';
import type { TSmsMessage } from '../../adapters/sms/sms.port.ts';
import type { TDeps } from '../../lib/deps.ts';
import { HELD_JOBS, isCustomerDisabled } from '../customers/customer-status.ts';

/** The queue job that sends one message, retried with a growing delay while the provider fails. */
export const MESSAGE_JOB = HELD_JOBS.message;
/** Tries after the first failure: with the queue's doubling delay from 30 s, about two hours in all. */
const MESSAGE_RETRIES = 8;

/** A message as the queue keeps it (never a sign-in code: those are sent while the person waits). */
export type TQueuedMessage =
  ({ channel: 'sms' } & Omit<TSmsMessage, 'code'>) | ({ channel: 'email' } & Omit<TMailMessage, 'code'>);

/** How long a disabled customer's message waits before it is looked at again (enabling releases it at once). */
export const HOLD_SECONDS = 600;

/**
 * A queued job of a customer the operator disabled is not run but queued again for later, so nothing is sent
 * for it and nothing is lost: enabling the customer makes the held jobs due (`releaseHeldJobs`).
 */
export const isHeldForDisabledCustomer = async (
  deps: Pick<TDeps, 'db' | 'jobs'>,
  customerId: number,
  job: { name: string; data: object },
) => {
  if (!(await isCustomerDisabled(deps.db, customerId))) return false;
  await deps.jobs.send(job.name, job.data, { startAfterSeconds: HOLD_SECONDS });
  return true;
};

/** Hands one message to the configured SMS or mail sender; throws when the provider refuses it. */
export const deliverMessage = async (deps: Pick<TDeps, 'adapters'>, message: TQueuedMessage) => {
  if (message.channel === 'sms') {
    const { channel: _channel, ...sms } = message;
    await deps.adapters.sms.send(sms);
    return;
  }
  const { channel: _channel, ...mail } = message;
  await deps.adapters.mail.send(mail);
};

/** Sends a message later through the queue, which retries it until the provider takes it. */
export const queueMessage = (deps: Pick<TDeps, 'jobs'>, message: TQueuedMessage) =>
  deps.jobs.send(MESSAGE_JOB, message);

/**
 * Sends a message now, when it is what the person is waiting for (a confirmation link); when the provider
 * fails, the queue takes it over and retries, so it is neither lost nor an error for the person asking.
 */
export const sendNowOrQueue = async (deps: Pick<TDeps, 'adapters' | 'jobs'>, message: TQueuedMessage) => {
  try {
    await deliverMessage(deps, message);
  } catch {
    await queueMessage(deps, message);
  }
};

/** Declares the sending job; called once while the app is built, before the queue starts. */
export const defineMessageJobs = (deps: Pick<TDeps, 'adapters' | 'db' | 'jobs'>) => {
  deps.jobs.define<TQueuedMessage>(
    MESSAGE_JOB,
    async (message) => {
      const job = { name: MESSAGE_JOB, data: message };
      if (!(await isHeldForDisabledCustomer(deps, message.customerId, job)))
        await deliverMessage(deps, message);
    },
    { retryLimit: MESSAGE_RETRIES },
  );
};
