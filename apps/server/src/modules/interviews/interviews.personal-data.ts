import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviewPlans, interviews } from '../../db/schema/index.ts';

/** The user's interviews as their own page shows them; HR's feedback stays out, as on the page. */
export const exportInterviewData = async (db: Db, customerId: number, userId: number) => {
  const rows = await db
    .select({ interview: interviews, plan: interviewPlans })
    .from(interviews)
    .innerJoin(interviewPlans, eq(interviewPlans.id, interviews.planId))
    .where(and(eq(interviews.customerId, customerId), eq(interviews.userId, userId)));
  return {
    interviews: rows.map(({ interview: i, plan: p }) => ({
      id: i.id,
      applicationId: i.applicationId,
      title: p.title,
      round: p.round,
      timeZone: p.timeZone,
      location: p.location,
      onlineUrl: p.onlineUrl,
      status: i.status,
      startsAt: i.startsAt,
      endsAt: i.endsAt,
      cancelReason: i.cancelReason,
    })),
  };
};

/** A deleted account keeps no interview time: open interviews are cancelled and their slots freed. */
export const cancelOpenInterviews = (tx: Db, customerId: number, userId: number, now: Date) =>
  tx
    .update(interviews)
    .set({ status: 3, slotId: null, updatedAt: now })
    .where(
      and(
        eq(interviews.customerId, customerId),
        eq(interviews.userId, userId),
        inArray(interviews.status, [1, 2]),
      ),
    );

/** Retention: HR's written feedback about the candidate goes; the interviews, their results and times stay. */
export const eraseInterviewFeedback = (tx: Db, customerId: number, userId: number) =>
  tx
    .update(interviews)
    .set({ feedback: null })
    .where(and(eq(interviews.customerId, customerId), eq(interviews.userId, userId)));
