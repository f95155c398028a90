import {
  AppErrorCode,
  RETENTION_EXTENSION_MONTHS,
  RETENTION_KEEP_PAGE,
  RETENTION_NOTICE_DAYS,
  translate,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { dayInChina } from '../../lib/china-days.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { anonymiseApplicationData } from '../applications/applications.personal-data.ts';
import { eraseAssessmentAnswers } from '../assessments/assessments.personal-data.ts';
import { recordAuditInTx } from '../audit/audit.service.ts';
import { getCustomer, getCustomerOrigin } from '../customers/customers.service.ts';
import { eraseInterviewFeedback } from '../interviews/interviews.personal-data.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import { eraseResumeData } from '../resumes/resumes.personal-data.ts';
import { eraseConversationData } from '../conversations/conversations.personal-data.ts';
import {
  findAnonymisedAt,
  findRetentionDue,
  lockRetentionByToken,
  saveRetention,
  shiftRetentionClock,
  type TRetentionDue,
} from './retention.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Candidates handled by one run of the sweep; the next run takes the rest. */
const SWEEP_BATCH = 200;
export const RETENTION_SWEEP_JOB = 'privacy.retention-sweep';

const addMonths = (at: Date, months: number) => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * Deletes a candidate's personal data whose retention ended (decisions §9): the resume and uploaded files
 * (in storage too), assessment answers, conversations, interview feedback, and the resumes kept with their
 * applications; the applications, their statuses, scores and results stay for the statistics, with a
 * placeholder name. Audited in the same transaction.
 */
export const anonymiseCandidate = async (deps: TDeps, customerId: number, userId: number) => {
  const at = deps.now();
  await eraseResumeData(deps.db, deps.adapters.storage, customerId, userId);
  await deps.db.transaction(async (tx) => {
    await anonymiseApplicationData(tx, customerId, userId, translate('privacy.deletedName', 'en-us'));
    await eraseAssessmentAnswers(tx, customerId, userId);
    await eraseConversationData(tx, customerId, userId);
    await eraseInterviewFeedback(tx, customerId, userId);
    await saveRetention(tx, customerId, userId, { anonymisedAt: at, noticeTokenHash: null });
    await recordAuditInTx(tx, customerId, at, [
      {
        userId: null,
        actorName: '',
        roles: [],
        action: 'retention.anonymise',
        candidateId: userId,
        objectType: 'candidate',
        objectId: String(userId),
        ip: null,
        requestId: null,
      },
    ]);
  });
};

/**
 * Tells the candidate, with a single-use link that keeps the data 12 more months. The date it announces is
 * never less than 30 days away: a notice that comes late (the period shortened, the task stopped for a
 * while, data already past its date when retention began) moves the deletion to 30 days after it.
 */
const sendNotice = async (deps: TDeps, due: TRetentionDue) => {
  const customer = await getCustomer(deps, due.customerId);
  if (!customer) return;
  const token = randomToken();
  const earliest = new Date(deps.now().getTime() + RETENTION_NOTICE_DAYS * DAY_MS);
  const announced = due.expiresAt < earliest ? earliest : due.expiresAt;
  await saveRetention(deps.db, due.customerId, due.userId, {
    noticeTokenHash: sha256(token),
    noticeExpiresAt: announced,
    notifiedAt: deps.now(),
    ...(announced === due.expiresAt ? {} : { keptUntil: announced }),
  });
  const origin = await getCustomerOrigin(deps, due.customerId);
  const link = `${origin}${RETENTION_KEEP_PAGE}?token=${token}`;
  const date = dayInChina(announced);
  await notifyCandidate(deps, customer, due.userId, 'privacy.notifyRetention', {
    en: { date, link },
    zh: { date, link },
  });
};

/**
 * One run of the retention task: warns those whose data expires within 30 days and were not told of that
 * date yet, and deletes what expired after its notice.
 */
export const sweepRetention = async (deps: TDeps) => {
  const now = deps.now();
  const due = await findRetentionDue(
    deps.db,
    new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS),
    SWEEP_BATCH,
  );
  for (const candidate of due) {
    const told = candidate.noticeExpiresAt?.getTime() === candidate.expiresAt.getTime();
    if (!told) await sendNotice(deps, candidate);
    else if (candidate.expiresAt <= now)
      await anonymiseCandidate(deps, candidate.customerId, candidate.userId);
  }
};

const linkInvalid = () => new AppError(AppErrorCode.RetentionLinkInvalid, 'privacy.retentionLinkInvalid');

/** The notice's link: keeps the data 12 more months from its announced deletion (or today), once. */
export const keepMyData = async (deps: TDeps, customerId: number, token: string) =>
  deps.db.transaction(async (tx) => {
    const row = await lockRetentionByToken(tx, customerId, sha256(token));
    if (!row) throw linkInvalid();
    const now = deps.now();
    const from = row.noticeExpiresAt && row.noticeExpiresAt > now ? row.noticeExpiresAt : now;
    const keptUntil = addMonths(from, RETENTION_EXTENSION_MONTHS);
    await saveRetention(tx, customerId, row.userId, { keptUntil, noticeTokenHash: null });
    return { keptUntil: keptUntil.toISOString() };
  });

/** HR's applicants, each with the day (China's time) retention deleted its candidate's data, or null. */
export const withDeletionDates = async <T extends { id: number }>(
  deps: TDeps,
  customerId: number,
  items: T[],
) => {
  const deleted = await findAnonymisedAt(
    deps.db,
    customerId,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const at = deleted.get(item.id);
    return { ...item, personalDataDeletedAt: at ? dayInChina(at) : null };
  });
};

/** Development only: the candidate's applications closed `days` earlier; then the task runs once. */
export const elapseRetention = async (deps: TDeps, customerId: number, userId: number, days: number) => {
  await shiftRetentionClock(deps.db, customerId, userId, days * DAY_MS);
  await sweepRetention(deps);
};

/** Defines the retention task on the job queue: hourly, one run at a time across processes. */
export const defineRetentionJobs = (deps: TDeps) => {
  deps.jobs.define(RETENTION_SWEEP_JOB, () => sweepRetention(deps), { everySeconds: 3600 });
};
