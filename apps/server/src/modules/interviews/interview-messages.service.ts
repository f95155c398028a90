import { INTERVIEW_REMINDER_HOURS, InterviewStatus, translate, type TLang } from '@tmp/contracts';
import type { TDeps } from '../../lib/deps.ts';
import { getCustomer, getCustomerOrigin } from '../customers/customers.service.ts';
import { queueMessage } from '../messages/messages.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import {
  claimDueReminders,
  findInterviewById,
  findInterviewView,
  findPlanInterviewers,
} from './interviews.repository.ts';
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
  /** Who is told: the candidate (default), or the interviewers by email. */
  audience?: 'interviewers';
}

const KEYS = {
  invite: 'interviews.notifyInvite',
  confirmed: 'interviews.notifyConfirmed',
  changed: 'interviews.notifyChanged',
  cancelled: 'interviews.notifyCancelled',
  reminder: 'interviews.notifyReminder',
} as const;

const INTERVIEWER_KEYS = {
  invite: 'interviews.notifyInterviewerInvite',
  confirmed: 'interviews.notifyInterviewerConfirmed',
  changed: 'interviews.notifyInterviewerChanged',
  cancelled: 'interviews.notifyInterviewerCancelled',
} as const;

/**
 * Queues a message to the candidate and, but for reminders, one to the interviewers; each is a job of
 * its own, so the queue retries one without repeating the other.
 */
export const queueInterviewMessage = async (deps: TDeps, message: TInterviewMessage) => {
  await deps.jobs.send(INTERVIEW_MESSAGE_JOB, message);
  if (message.kind !== 'reminder') {
    await deps.jobs.send(INTERVIEW_MESSAGE_JOB, { ...message, audience: 'interviewers' });
  }
};

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
  const [row, customer, origin] = await Promise.all([
    findInterviewView(deps.db, current.customerId, current.id),
    getCustomer(deps, current.customerId),
    getCustomerOrigin(deps, current.customerId),
  ]);
  if (!row || !customer) return;
  const link = `${origin}/interview?id=${current.id}`;
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
  if (message.audience !== 'interviewers') {
    await notifyCandidate(deps, customer, current.userId, KEYS[message.kind], {
      en: paramsIn('en-us'),
      zh: paramsIn('zh-cn'),
    });
    return;
  }
  if (message.kind === 'reminder') return;
  const key = INTERVIEWER_KEYS[message.kind];
  const textIn = (lang: TLang, site: string) => {
    const params = paramsIn(lang);
    const chooses =
      message.kind === 'cancelled' ? '' : translate('interviews.notifyInterviewerChooses', lang);
    const when = params.time ? params.when : chooses;
    return fill(translate(key, lang), { ...params, when, site, candidate: row.candidateName }).trim();
  };
  const en = textIn('en-us', customer.nameEn);
  const zh = textIn('zh-cn', customer.nameZh);
  const people = await findPlanInterviewers(deps.db, current.customerId, [row.plan.id]);
  // One queued mail each: a failure retries that interviewer's mail alone.
  for (const person of people) {
    await queueMessage(deps, {
      channel: 'email',
      customerId: customer.id,
      to: person.email,
      subject: en.slice(0, 120),
      text: `${en}\n\n${zh}`,
    });
  }
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
