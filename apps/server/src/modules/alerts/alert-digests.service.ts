import { ALERT_DIGEST_MAX_JOBS, translate, type TLang, type TPositionListItem } from '@tmp/contracts';
import { AlertState } from '../../db/schema/index.ts';
import type { TDeps } from '../../lib/deps.ts';
import { HELD_JOBS } from '../customers/customer-status.ts';
import { getCustomer, getCustomerOrigin } from '../customers/customers.service.ts';
import { findPositionsPublishedBetween } from '../jobs/jobs.service.ts';
import { isHeldForDisabledCustomer } from '../messages/messages.ts';
import { claimDueDigests, findAlertById, type TAlertRow } from './alerts.repository.ts';
import { describeForMessage, linkCriteria } from './alert-texts.ts';
import { fill, searchPath } from './alerts.view.ts';

/** Held while its customer is disabled (customers' `HELD_JOBS`). */
export const ALERT_DIGEST_JOB = HELD_JOBS.alertDigest;
export const ALERT_SWEEP_JOB = 'alert-digest-sweep';
/** How often the queue looks for digests that fell due. */
export const ALERT_SWEEP_SECONDS = 300;
/** Jobs an SMS digest names; the link to the search lists the rest. */
const SMS_DIGEST_JOBS = 3;

export interface TAlertDigest {
  alertId: number;
  /** ISO times: jobs published after `since` up to `until` are new for this digest. */
  since: string;
  until: string;
}

/** The periodic job: claims the digests that fell due (each window once) and queues one job per alert. */
export const queueDueDigests = async (deps: TDeps): Promise<number> => {
  const until = deps.now();
  const due = await claimDueDigests(deps.db, until);
  for (const { id, since } of due) {
    const digest: TAlertDigest = { alertId: id, since: since.toISOString(), until: until.toISOString() };
    await deps.jobs.send(ALERT_DIGEST_JOB, digest);
  }
  return due.length;
};

const jobLine = (base: string, job: TPositionListItem) =>
  `- ${[job.title, job.cityName].filter(Boolean).join(' · ')}\n  ${base}/detail?id=${job.id}`;

const composeDigest = (
  alert: TAlertRow,
  params: {
    base: string;
    site: string;
    search: string;
    jobs: TPositionListItem[];
    total: number;
    unsubscribe: string;
  },
) => {
  const lang = alert.lang as TLang;
  const { base } = params;
  const shown = alert.channel === 'sms' ? params.jobs.slice(0, SMS_DIGEST_JOBS) : params.jobs;
  const subject = fill(translate('alerts.digestSubject', lang), {
    site: params.site,
    search: params.search,
    count: params.total,
  });
  const lines = [
    fill(translate('alerts.digestIntro', lang), { search: params.search }),
    ...shown.map((job) => jobLine(base, job)),
    ...(params.total > shown.length
      ? [
          fill(translate('alerts.digestMore', lang), {
            link: `${base}${searchPath(linkCriteria(alert.criteria, alert.channel))}`,
          }),
        ]
      : []),
    '',
    fill(translate('alerts.digestUnsubscribe', lang), { link: params.unsubscribe }),
  ];
  return { subject, text: lines.join('\n') };
};

/**
 * Sends one digest: the alert's new matching jobs (titles are HR's words), found by the job list's own
 * search, in the subscriber's language. Nothing is sent when nothing matched or the alert stopped since
 * it was queued; a failed send throws, and the queue tries again.
 */
export const deliverDigest = async (deps: TDeps, digest: TAlertDigest) => {
  const alert = await findAlertById(deps.db, digest.alertId);
  if (!alert || alert.state !== AlertState.Active) return;
  const job = { name: ALERT_DIGEST_JOB, data: digest };
  if (await isHeldForDisabledCustomer(deps, alert.customerId, job)) return;
  const lang = alert.lang as TLang;
  const found = await findPositionsPublishedBetween(deps.db, alert.customerId, lang, alert.criteria, {
    since: new Date(digest.since),
    until: new Date(digest.until),
    limit: ALERT_DIGEST_MAX_JOBS,
  });
  if (found.recordcount === 0) return;
  const [customer, base] = await Promise.all([
    getCustomer(deps, alert.customerId),
    // The customer's origin as configured now, not the one stored when the alert was made.
    getCustomerOrigin(deps, alert.customerId),
  ]);
  if (!customer) return;
  // Named like the confirmation was: the portal's words, never the keyword as typed.
  const search = await describeForMessage(deps.db, alert.customerId, { ...alert, lang });
  const token = deps.secretBox.open(alert.unsubscribeTokenSealed);
  const { subject, text } = composeDigest(alert, {
    site: lang === 'zh-cn' ? customer.nameZh : customer.nameEn,
    search,
    jobs: found.list,
    total: found.recordcount,
    base,
    unsubscribe: `${base}/alerts/unsubscribe?token=${token}`,
  });
  if (alert.channel === 'sms') {
    // The SMS template is Chinese: its parameters are the Chinese words, whatever the alert's language.
    const searchZh =
      lang === 'zh-cn'
        ? search
        : await describeForMessage(deps.db, alert.customerId, { ...alert, lang: 'zh-cn' });
    await deps.adapters.sms.send({
      customerId: alert.customerId,
      phone: alert.address,
      kind: 'alertDigest',
      params: {
        count: String(found.recordcount),
        search: searchZh,
        link: `${base}${searchPath(linkCriteria(alert.criteria, alert.channel))}`,
        unsubscribe: `${base}/alerts/unsubscribe?token=${token}`,
      },
      text: `${subject}\n${text}`,
    });
    return;
  }
  await deps.adapters.mail.send({ customerId: alert.customerId, to: alert.address, subject, text });
};
