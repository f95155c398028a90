import { INTERVIEW_REMINDER_HOURS, InterviewStatus, translate, type TLang } from '@tmp/contracts';
import type { TDeps } from '../../lib/deps.ts';
import { getCustomer, getCustomerHost } from '../customers/customers.service.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import { claimDueReminders, findInterviewById, findInterviewView } from './interviews.repository.ts';
import { formatWhen, HOUR_MS } from './interviews.view.ts';

export const INTERVIEW_MESSAGE_JOB = 'interview-message';
export const INTERVIEW_REMINDER_JOB = 'interview-reminders';
/** How often the queue looks for reminders that fell due. */
export const REMINDER_SWEEP_SECONDS = 60;

export type TInterviewMessageKind = 'invite' | 'confirmed' | 'changed' | 'cancelled' | 'reminder';
export interface TInterviewMessage {
  interviewId: number;
  kind: TInterviewMessageKind;
  /** The interview's sequence when the message was queued: a later change makes it stale. */
  sequence: number;
}

const KEYS = {
  invite: 'interviews.notifyInvite',
  confirmed: 'interviews.notifyConfirmed',
  changed: 'interviews.notifyChanged',
  cancelled: 'interviews.notifyCancelled',
  reminder: 'interviews.notifyReminder',
} as const;

/** Queues a message to the candidate; the queue retries it if the sender fails. */
export const queueInterviewMessage = (deps: TDeps, message: TInterviewMessage) =>
  deps.jobs.send(INTERVIEW_MESSAGE_JOB, message);

/** Which reminders are already pointless when an interview is (re)scheduled: those whose time has passed. */
export const reminderMarks = (startsAt: Date, now: Date) => {
  const [day, hour] = INTERVIEW_REMINDER_HOURS;
  const lead = startsAt.getTime() - now.getTime();
  return {
    reminded24hAt: lead <= day * HOUR_MS ? now : null,
    reminded1hAt: lead <= hour * HOUR_MS ? now : null,
  };
};

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** Sends one queued message, unless the interview changed since it was queued (a stale reminder). */
export const deliverInterviewMessage = async (deps: TDeps, message: TInterviewMessage) => {
  const current = await findInterviewById(deps.db, message.interviewId);
  if (!current) return;
  const isStale = current.sequence !== message.sequence;
  const isClosed =
    current.status === InterviewStatus.Cancelled || current.status === InterviewStatus.Completed;
  if (message.kind !== 'cancelled' && (isStale || isClosed)) return;
  const [row, customer, host] = await Promise.all([
    findInterviewView(deps.db, current.customerId, current.id),
    getCustomer(deps, current.customerId),
    getCustomerHost(deps, current.customerId),
  ]);
  if (!row || !customer) return;
  const link = `${host ?? ''}/interview?id=${current.id}`;
  const paramsIn = (lang: TLang) => {
    const time = current.startsAt ? formatWhen(current.startsAt, row.plan.timeZone, lang) : '';
    const when = time
      ? fill(translate('interviews.notifyAt', lang), { time })
      : translate('interviews.notifyChooseTime', lang);
    return {
      title: row.plan.title,
      position: lang === 'zh-cn' ? row.titleZh : row.titleEn,
      time,
      when,
      link,
      place: [row.plan.location, row.plan.onlineUrl].filter(Boolean).join(' '),
    };
  };
  await notifyCandidate(deps, customer, current.userId, KEYS[message.kind], {
    en: paramsIn('en-us'),
    zh: paramsIn('zh-cn'),
  });
};

/** The periodic job: queues the 24-hour and 1-hour reminders that fell due (each claimed once). */
export const queueDueReminders = async (deps: TDeps): Promise<number> => {
  let queued = 0;
  for (const hours of INTERVIEW_REMINDER_HOURS) {
    for (const due of await claimDueReminders(deps.db, hours, deps.now())) {
      await queueInterviewMessage(deps, { interviewId: due.id, kind: 'reminder', sequence: due.sequence });
      queued += 1;
    }
  }
  return queued;
};
