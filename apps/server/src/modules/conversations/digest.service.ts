import { sql } from 'drizzle-orm';
import { translate } from '@tmp/contracts';
import { answerBySql } from '../../lib/answer-by.ts';
import { dayInChina } from '../../lib/china-days.ts';
import type { TDeps } from '../../lib/deps.ts';
import { applicationsInScope } from '../../lib/hr-scope.ts';
import { getCustomer, getCustomerOrigin } from '../customers/customers.service.ts';
import { queueMessage } from '../messages/messages.ts';
import { hrScopeOf } from '../team/team-scope.service.ts';
import { Side, rowsOf } from './conversations.repository.ts';
import {
  claimDigestDay,
  findCustomersWithMembers,
  findHiringMembers,
  type THrRecipient,
} from './hr-recipients.repository.ts';

export const HR_DIGEST_JOB = 'conversations.hr-digest';
export const HR_DIGEST_SECONDS = 60 * 60;
/** The digest goes out from this hour of the morning, China's time. */
const DIGEST_HOUR = 8;
const CHINA_OFFSET_HOURS = 8;

const answerBy = answerBySql({ id: sql`a."id"`, status: sql`a."status"`, customerId: sql`a."customer_id"` });

/** What waits for one member: unread candidate messages (and in how many conversations), overdue applications. */
const waitingFor = async (deps: TDeps, customerId: number, member: THrRecipient) => {
  const scope = await hrScopeOf(deps, customerId, {
    id: member.id,
    roles: member.roles,
    email: member.email,
  } as Parameters<typeof hrScopeOf>[2]);
  const inScope = applicationsInScope({ ...scope, interviewer: null }, sql`a."id"`) ?? sql`true`;
  const [row] = await rowsOf<{ unread: number; conversations: number; overdue: number }>(
    deps.db,
    sql`SELECT
      (SELECT count(*)::int FROM "conversation_messages" r JOIN "applications" a ON a."id" = r."application_id"
        WHERE a."customer_id" = ${customerId} AND ${inScope} AND r."side" = ${Side.Candidate} AND r."read_at" IS NULL) AS "unread",
      (SELECT count(DISTINCT r."application_id")::int FROM "conversation_messages" r JOIN "applications" a ON a."id" = r."application_id"
        WHERE a."customer_id" = ${customerId} AND ${inScope} AND r."side" = ${Side.Candidate} AND r."read_at" IS NULL) AS "conversations",
      (SELECT count(*)::int FROM "applications" a WHERE a."customer_id" = ${customerId} AND ${inScope}
        AND a."status" IN (1, 2, 3) AND ${answerBy} < ${deps.now().toISOString()}) AS "overdue"`,
  );
  return row!;
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(params[key] ?? whole));

/**
 * The daily digest: from 8:00 China's time, each hiring member (manager, recruiter) with something waiting in
 * what they may see gets one email a day: unread messages and applications past their answer-by date. The day
 * is claimed in the database first, so several processes send it once.
 */
export const sendHrDigests = async (deps: TDeps) => {
  const now = deps.now();
  if (new Date(now.getTime() + CHINA_OFFSET_HOURS * 3_600_000).getUTCHours() < DIGEST_HOUR) return 0;
  const day = dayInChina(now);
  let sent = 0;
  for (const customerId of await findCustomersWithMembers(deps.db)) {
    const customer = await getCustomer(deps, customerId);
    if (!customer || customer.disabledAt) continue;
    const link = `${await getCustomerOrigin(deps, customerId)}/hr`;
    for (const member of await findHiringMembers(deps.db, customerId)) {
      const waiting = await waitingFor(deps, customerId, member);
      if (waiting.unread === 0 && waiting.overdue === 0) continue;
      if (!(await claimDigestDay(deps.db, member.id, day))) continue;
      const params = { ...waiting, link };
      await queueMessage(deps, {
        channel: 'email',
        customerId,
        to: member.email,
        subject: fill(translate('conversations.digestSubject', 'en-us'), {
          ...params,
          site: customer.nameEn,
        }),
        text: `${fill(translate('conversations.digestBody', 'en-us'), params)}\n\n${fill(translate('conversations.digestBody', 'zh-cn'), params)}`,
      });
      sent += 1;
    }
  }
  return sent;
};
