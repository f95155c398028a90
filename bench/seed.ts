// Seeds a benchmark database: the demo seed (customers, reference lists, places, accounts, questionnaires),
// then customer 1's jobs in bulk and many candidates with tokens and in-progress assessments.
import { AssessmentStatus, Role } from '@tmp/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  assessmentAssignments,
  customers,
  jobs,
  sessions,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { seedAccounts } from '../apps/server/src/db/seed/accounts.seed.ts';
import { seedApplications } from '../apps/server/src/db/seed/applications.seed.ts';
import { seedAssessments } from '../apps/server/src/db/seed/assessments.seed.ts';
import {
  FORCE_LOGIN_COUNTRY_KEYS,
  insertCustomers,
  setForceLoginCountries,
} from '../apps/server/src/db/seed/customers.seed.ts';
import { seedDistricts } from '../apps/server/src/db/seed/districts.seed.ts';
import { generateJob, type TJobContext, type TJobInsert } from '../apps/server/src/db/seed/job-generator.ts';
import { createRandom } from '../apps/server/src/db/seed/prng.ts';
import { seedOptions } from '../apps/server/src/db/seed/reference-data.seed.ts';
import { seedSites } from '../apps/server/src/db/seed/sites.seed.ts';
import { seedJobs } from '../apps/server/src/db/seed/jobs.seed.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/accounts.service.ts';
import { sha256 } from '../apps/server/src/lib/crypto.ts';

/** The customer whose portal is measured (the busy one of the demo data). */
export const BENCH_CUSTOMER = 1;
const DAY_MS = 86_400_000;
/** Distinct generated requisitions; larger scales reuse their text with other dates and online flags. */
const POOL_SIZE = 20_000;
const BATCH = 1_000;

export interface TSeedPlan {
  scale: string;
  jobs: number;
  candidates: number;
}

export interface TSeedInfo extends TSeedPlan {
  seededNow: boolean;
  seedSeconds: number;
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The token of bench candidate i: deterministic, so a seeded database can be measured again. */
export const benchToken = (i: number): string => `bench-candidate-token-${i.toString().padStart(7, '0')}`;
const benchPhone = (i: number): string => `170${i.toString().padStart(8, '0')}`;

const seedDemoCustomers = async (db: Db): Promise<TJobContext> => {
  const customerIds = await insertCustomers(db);
  let main: TJobContext | undefined;
  for (const customerId of customerIds) {
    const optionIds = await seedOptions(db, customerId);
    const districts = await seedDistricts(db, customerId);
    const countryIds = (FORCE_LOGIN_COUNTRY_KEYS[customerId] ?? []).map((key) => districts.get(key)!.id);
    await setForceLoginCountries(db, customerId, countryIds);
    const sites = await seedSites(db, customerId, districts);
    const ctx = { customerId, optionIds, districts, sites };
    await seedJobs(db, ctx);
    const accounts = await seedAccounts(db, customerId);
    await seedApplications(db, customerId, accounts);
    await seedAssessments(db, customerId);
    if (customerId === BENCH_CUSTOMER) main = ctx;
  }
  if (!main) throw new Error('The demo seed has no customer 1');
  return main;
};

const insertBulkJobs = async (db: Db, ctx: TJobContext, count: number, log: (s: string) => void) => {
  const started = Date.now();
  const rng = createRandom(77_001);
  const pool: TJobInsert[] = [];
  for (let i = 0; i < Math.min(POOL_SIZE, count); i++) pool.push(generateJob(rng, ctx));
  // At large scales the indexes are built once after loading, far faster than maintaining them row by row.
  const rebuild = count > 50_000;
  const indexes = rebuild
    ? rows<{ name: string; def: string }>(
        await db.execute(
          sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'jobs' AND indexname <> 'jobs_pkey'`,
        ),
      )
    : [];
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
  // The pool goes in through the ORM; the rest are copies made inside the database (no round trip per
  // row), each with its own publish date over two years and its own online flag.
  let batch: TJobInsert[] = [];
  for (let i = 0; i < pool.length; i++) {
    batch.push(pool[i]!);
    if (batch.length === BATCH || i === pool.length - 1) {
      await db.insert(jobs).values(batch);
      batch = [];
    }
  }
  const [first] = rows<{ id: number }>(
    await db.execute(
      sql`SELECT min(id) AS id FROM (SELECT id FROM jobs ORDER BY id DESC LIMIT ${pool.length}) p`,
    ),
  );
  let done = pool.length;
  const columns = sql.raw(
    'customer_id, title_en, title_zh, description_en, description_zh, category_id, nature_id, degree_id, experience_id, site_id, country_id, state_id, city_id, headcount, salary_min, salary_max, salary_currency, required_fields, search_text',
  );
  while (done < count) {
    const n = Math.min(100_000, count - done);
    await db.execute(sql`
      INSERT INTO jobs (${columns}, publish_date, is_online)
      SELECT ${columns}, DATE '2026-11-20' - floor(random() * 730)::int, random() >= 0.05
      FROM (SELECT * FROM jobs WHERE id >= ${first!.id} ORDER BY id LIMIT ${pool.length}) p
      CROSS JOIN generate_series(1, ${Math.ceil(n / pool.length)}) g
      LIMIT ${n}`);
    done += n;
    log(`  jobs ${done}/${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  if (indexes.length) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
      for (const index of indexes) {
        await tx.execute(sql.raw(index.def));
        log(`  index ${index.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    });
  }
};

const insertCandidates = async (db: Db, count: number) => {
  const passwordHash = await hashPassword('bench-password-2026');
  const [questionnaire] = rows<{ id: number; duration: number }>(
    await db.execute(
      sql`SELECT id, duration_minutes AS duration FROM questionnaires WHERE customer_id = ${BENCH_CUSTOMER} AND code = 'aptitude'`,
    ),
  );
  if (!questionnaire) throw new Error('The demo seed has no aptitude questionnaire');
  for (let from = 0; from < count; from += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => from + k);
    const inserted = await db
      .insert(users)
      .values(
        ids.map((i) => ({
          customerId: BENCH_CUSTOMER,
          phone: benchPhone(i),
          passwordHash,
          displayName: `Bench ${i}`,
          roles: [Role.Candidate],
          recommendCode: `BENCH${i.toString().padStart(7, '0')}`,
        })),
      )
      .returning({ id: users.id });
    const now = new Date();
    await db.insert(sessions).values(
      inserted.map((u, k) => ({
        tokenHash: sha256(benchToken(ids[k]!)),
        userId: u.id,
        customerId: BENCH_CUSTOMER,
        expiresAt: new Date(now.getTime() + 365 * DAY_MS),
      })),
    );
    await db.insert(assessmentAssignments).values(
      inserted.map((u, k) => ({
        customerId: BENCH_CUSTOMER,
        userId: u.id,
        questionnaireId: questionnaire.id,
        status: AssessmentStatus.InProgress,
        pinNumber: `BN${ids[k]!.toString().padStart(8, '0')}`,
        deadline: new Date(now.getTime() + 30 * DAY_MS),
        durationMinutes: questionnaire.duration,
      })),
    );
  }
};

const ensureInfoTable = (db: Db) =>
  db.execute(
    sql`CREATE TABLE IF NOT EXISTS bench_seed (scale text NOT NULL, jobs integer NOT NULL, candidates integer NOT NULL, seed_seconds double precision NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())`,
  );

/**
 * Seeds an empty database for the plan; a database already seeded for the same plan is reused as it is.
 * Any other non-empty database is refused: the bench never writes into data it did not create.
 */
export const seedBench = async (db: Db, plan: TSeedPlan, log: (s: string) => void): Promise<TSeedInfo> => {
  await ensureInfoTable(db);
  const [previous] = rows<{ scale: string; jobs: number; candidates: number; seed_seconds: number }>(
    await db.execute(sql`SELECT scale, jobs, candidates, seed_seconds FROM bench_seed LIMIT 1`),
  );
  if (previous) {
    if (previous.jobs !== plan.jobs || previous.candidates < plan.candidates) {
      throw new Error(
        `This database was seeded for ${previous.jobs} jobs and ${previous.candidates} candidates; use an empty one for ${plan.jobs}`,
      );
    }
    return { ...plan, seededNow: false, seedSeconds: previous.seed_seconds };
  }
  const existing = await db.select({ id: customers.id }).from(customers).limit(1);
  if (existing.length > 0)
    throw new Error('The database holds data the bench did not seed; use an empty one');
  const started = Date.now();
  log(`seeding ${plan.jobs} jobs and ${plan.candidates} candidates…`);
  const ctx = await seedDemoCustomers(db);
  const demoJobs = 260;
  await insertBulkJobs(db, ctx, Math.max(0, plan.jobs - demoJobs), log);
  await insertCandidates(db, plan.candidates);
  // Index-only scans need the visibility map that a vacuum writes; in production autovacuum keeps it.
  await db.execute(sql`VACUUM ANALYZE`);
  const seedSeconds = (Date.now() - started) / 1000;
  await db.execute(
    sql`INSERT INTO bench_seed (scale, jobs, candidates, seed_seconds) VALUES (${plan.scale}, ${plan.jobs}, ${plan.candidates}, ${seedSeconds})`,
  );
  log(`seeded in ${seedSeconds.toFixed(1)} s`);
  return { ...plan, seededNow: true, seedSeconds };
};

export interface TFixture {
  customerId: number;
  totalJobs: number;
  onlineJobs: number;
  jobIds: number[];
  facets: { category: number[]; nature: number[]; country: number[]; district: number[]; site: number[] };
  candidates: Array<{ token: string; userId: number; assignmentId: number }>;
  questions: Array<{ id: number; keys: string[] }>;
}

/**
 * Makes a seeded database ready for a run: every bench assessment in progress with time left, no bench
 * applications, and the ids the scenarios need.
 */
export const prepareRun = async (db: Db, candidates: number): Promise<TFixture> => {
  const c = BENCH_CUSTOMER;
  await db.execute(sql`
    UPDATE assessment_assignments a SET status = ${AssessmentStatus.InProgress}, started_at = now(),
      ends_at = now() + interval '3 hours', submitted_at = NULL, auto_submitted = false, score = NULL,
      max_score = NULL, result = NULL, deadline = now() + interval '30 days'
    FROM users u WHERE u.id = a.user_id AND u.recommend_code LIKE 'BENCH%'`);
  await db.execute(sql`
    DELETE FROM assessment_answers WHERE assignment_id IN (SELECT a.id FROM assessment_assignments a
      JOIN users u ON u.id = a.user_id WHERE u.recommend_code LIKE 'BENCH%')`);
  await db.execute(sql`
    DELETE FROM applications WHERE user_id IN (SELECT id FROM users WHERE recommend_code LIKE 'BENCH%')`);
  const [counts] = rows<{ total: number; online: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE is_online)::int AS online FROM jobs WHERE customer_id = ${c}`,
    ),
  );
  const jobIds = rows<{ id: number }>(
    await db.execute(
      sql`SELECT id FROM jobs WHERE customer_id = ${c} AND is_online ORDER BY md5(id::text) LIMIT 2000`,
    ),
  ).map((r) => r.id);
  const distinct = async (column: string) =>
    rows<{ v: number }>(
      await db.execute(
        sql`SELECT DISTINCT ${sql.raw(column)} AS v FROM (SELECT ${sql.raw(column)} FROM jobs WHERE customer_id = ${c} LIMIT 20000) s`,
      ),
    ).map((r) => r.v);
  const facets = {
    category: await distinct('category_id'),
    nature: await distinct('nature_id'),
    country: await distinct('country_id'),
    district: [...(await distinct('state_id')), ...(await distinct('city_id'))],
    site: await distinct('site_id'),
  };
  const people = rows<{ userId: number; phone: string; assignmentId: number }>(
    await db.execute(sql`
      SELECT u.id AS "userId", u.phone, a.id AS "assignmentId" FROM users u
      JOIN assessment_assignments a ON a.user_id = u.id
      WHERE u.customer_id = ${c} AND u.recommend_code LIKE 'BENCH%' ORDER BY u.id LIMIT ${candidates}`),
  );
  const questions = rows<{ id: number; options: Array<{ key: string }> }>(
    await db.execute(sql`
      SELECT q.id, q.options FROM questionnaire_questions q JOIN questionnaires n ON n.id = q.questionnaire_id
      WHERE n.customer_id = ${c} AND n.code = 'aptitude' AND q.kind = 'single' ORDER BY q.sort`),
  ).map((q) => ({ id: q.id, keys: q.options.map((o) => o.key) }));
  if (questions.length === 0) throw new Error('The aptitude questionnaire has no single-choice question');
  return {
    customerId: c,
    totalJobs: counts!.total,
    onlineJobs: counts!.online,
    jobIds,
    facets,
    candidates: people.map((p) => ({
      token: benchToken(Number(p.phone.slice(3))),
      userId: p.userId,
      assignmentId: p.assignmentId,
    })),
    questions,
  };
};

/** What the database holds for the bench assessments: per assignment and question, the stored clientSeq. */
export const readStoredSeqs = async (db: Db): Promise<Map<string, number>> => {
  const stored = rows<{ assignment_id: number; question_id: number; client_seq: string | number }>(
    await db.execute(sql`
      SELECT s.assignment_id, s.question_id, s.client_seq FROM assessment_answers s
      JOIN assessment_assignments a ON a.id = s.assignment_id JOIN users u ON u.id = a.user_id
      WHERE u.recommend_code LIKE 'BENCH%'`),
  );
  return new Map(stored.map((r) => [`${r.assignment_id}:${r.question_id}`, Number(r.client_seq)]));
};
