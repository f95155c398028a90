import { and, asc, desc, eq } from 'drizzle-orm';
import type { TResume } from '@tmp/contracts';
import type { Db } from '../client.ts';
import {
  applicationEvents,
  applications,
  districts,
  jobs,
  offers,
  options,
  resumes,
} from '../schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

const firstOption = async (db: Db, customerId: number, groupCode: string) =>
  (
    await db
      .select({ id: options.id })
      .from(options)
      .where(and(eq(options.customerId, customerId), eq(options.groupCode, groupCode)))
      .orderBy(asc(options.sort))
      .limit(1)
  )[0]?.id;

const demoResume = async (
  db: Db,
  customerId: number,
  who: { name: string; mobile: string; email: string },
): Promise<TResume> => ({
  basic: {
    ...who,
    gender: await firstOption(db, customerId, 'Gender'),
    birthDate: '1996-04-02',
    address: '上海市浦东新区张江路 88 号',
  },
  other: {
    expectedSalaryMin: 15000,
    expectedSalaryMax: 22000,
    nationality: await firstOption(db, customerId, 'Nationality'),
  },
  workHistory: [
    {
      company: '星海科技有限公司',
      position: 'Customer Success Specialist',
      startDate: '2019-07-01',
      endDate: '2023-06-30',
      salary: 14000,
    },
  ],
  education: [
    {
      degree: await firstOption(db, customerId, 'Degree'),
      school: '复旦大学',
      major: '英语语言文学',
      startDate: '2015-09-01',
      endDate: '2019-06-30',
    },
  ],
  additional: { currentStatus: 'available', earliestStartDate: '2026-12-15' },
  skills: [
    { type: 'language', name: 'English', level: await firstOption(db, customerId, 'LanguageProficiency') },
  ],
  homeOffice: { separateRoom: true, network: 'fiber', soundproofing: true, acceptPhysicalCheck: true },
});

const notes: Record<number, string> = {
  2: 'Your resume is being reviewed by the hiring team. / 招聘团队正在审阅您的简历。',
  3: 'Interview scheduled: video call, 10:00 next Tuesday. / 已安排面试：下周二10:00视频面试。',
  4: 'Congratulations! An offer is waiting for your answer. / 恭喜！Offer待您确认。',
  6: 'Thank you for your interest; we went ahead with other candidates. / 感谢关注，我们已选择其他候选人。',
};

/** Applies `userId` to `job` and walks the application through `path` of statuses, one day apart. */
const applyWithHistory = async (
  db: Db,
  customerId: number,
  userId: number,
  jobId: number,
  snapshot: TResume,
  path: number[],
  extra: Partial<typeof applications.$inferInsert> = {},
) => {
  const start = Date.now() - (path.length + 2) * DAY;
  const [app] = await db
    .insert(applications)
    .values({
      customerId,
      userId,
      jobId,
      status: path.at(-1)!,
      sourceId: 1,
      resumeSnapshot: snapshot,
      createdAt: new Date(start),
      updatedAt: new Date(start + (path.length - 1) * DAY),
      ...extra,
    })
    .returning({ id: applications.id });
  await db.insert(applicationEvents).values(
    path.map((status, i) => ({
      applicationId: app!.id,
      status,
      note: notes[status] ?? null,
      createdAt: new Date(start + i * DAY),
    })),
  );
  return app!.id;
};

/** A pending offer for a demo application, open for 30 days from seeding. */
const seedOffer = async (
  db: Db,
  customerId: number,
  userId: number,
  applicationId: number,
  jobId: number,
) => {
  const [job] = await db
    .select({
      titleEn: jobs.titleEn,
      titleZh: jobs.titleZh,
      currency: jobs.salaryCurrency,
      max: jobs.salaryMax,
      cityEn: districts.nameEn,
      cityZh: districts.nameZh,
    })
    .from(jobs)
    .innerJoin(districts, eq(districts.id, jobs.cityId))
    .where(eq(jobs.id, jobId));
  await db.insert(offers).values({
    customerId,
    applicationId,
    userId,
    positionTitleEn: job!.titleEn,
    positionTitleZh: job!.titleZh,
    salary: job!.max ?? 18000,
    salaryCurrency: job!.currency,
    salaryPeriod: 'month',
    startDate: new Date(Date.now() + 21 * DAY).toISOString().slice(0, 10),
    locationEn: job!.cityEn,
    locationZh: job!.cityZh,
    notes:
      'Includes 13th-month salary, commercial health insurance and 15 days of annual leave. / 含十三薪、商业医疗保险及15天年假。',
    expiresAt: new Date(Date.now() + 30 * DAY),
  });
};

/**
 * What the demo candidate has done (decisions §6): applications at several stages, a pending offer, and a
 * friend who applied through their share link.
 */
export const seedApplications = async (db: Db, customerId: number, accounts: Map<string, number>) => {
  const online = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.isOnline, true)))
    .orderBy(desc(jobs.publishDate), desc(jobs.id))
    .limit(8);
  const candidateId = accounts.get(customerId === 1 ? '13800000000' : 'candidate@example.com');
  if (!candidateId || online.length < 6) return;
  const who =
    customerId === 1
      ? { name: '王小明', mobile: '13800000000', email: 'xiaoming.wang@example.com' }
      : { name: 'Alex Morgan', mobile: '13700000002', email: 'candidate@example.com' };
  const resume = await demoResume(db, customerId, who);
  await db.insert(resumes).values({ customerId, userId: candidateId, data: resume });
  const paths = customerId === 1 ? [[1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [1, 2, 6]] : [[1], [1, 2, 3]];
  for (const [i, path] of paths.entries()) {
    const applicationId = await applyWithHistory(db, customerId, candidateId, online[i]!.id, resume, path);
    if (path.at(-1) === 4) await seedOffer(db, customerId, candidateId, applicationId, online[i]!.id);
  }
  const friendId = accounts.get('13900000001');
  if (customerId === 1 && friendId) {
    const friendResume = await demoResume(db, customerId, {
      name: '李雷',
      mobile: '13900000001',
      email: 'lilei@example.com',
    });
    await applyWithHistory(db, customerId, friendId, online[5]!.id, friendResume, [1, 2], {
      referrerUserId: candidateId,
      recommendCode: 'TMPDEMO2026',
    });
  }
};
