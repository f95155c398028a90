import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  applications,
  assessmentAssignments,
  interviews,
  offers,
  resumeFiles,
} from '../../db/schema/index.ts';
import { appendAudit, appendAuditInTx, type TAuditEvent } from './audit.repository.ts';

/** The kinds of object an HR call names; each row of these tables belongs to one candidate. */
type TKind = 'application' | 'offer' | 'assessment' | 'interview' | 'resumeFile';

const TABLES: Record<TKind, PgTable & { id: PgColumn; customerId: PgColumn; userId: PgColumn }> = {
  application: applications,
  offer: offers,
  assessment: assessmentAssignments,
  interview: interviews,
  resumeFile: resumeFiles,
};

interface TRule {
  action: string;
  kind?: TKind;
  /** The ids the call named (input) or answered (a list's `data`). */
  ids?: (input: Record<string, unknown>, data: unknown) => unknown;
}

const field = (name: string) => (input: Record<string, unknown>) => input[name];
const listIds = (_: Record<string, unknown>, data: unknown) =>
  ((data as { list?: Array<{ id?: unknown }> } | null)?.list ?? []).map((item) => item.id);

/**
 * What each HR call records (decisions §9). Reads of a candidate's personal data: the resume, uploaded files,
 * assessment answers, offers, interviews with their feedback. Changes: every HR call that is not a read, the
 * known ones by name, any other under its path (`hr:Team/InviteMember`), so a new HR call is never missed.
 */
const RULES: Record<string, TRule> = {
  'GET /api/hr/Applicant/GetApplicant': { action: 'resume.view', kind: 'application', ids: field('id') },
  'GET /api/hr/Applicant/DownloadResumeFile/:id': {
    action: 'resumeFile.download',
    kind: 'resumeFile',
    ids: field('id'),
  },
  'GET /api/hr/Assessment/GetAssessmentResult': {
    action: 'assessment.view',
    kind: 'assessment',
    ids: field('id'),
  },
  'POST /api/hr/Offer/QueryPagingOffers': { action: 'offer.view', kind: 'offer', ids: listIds },
  'POST /api/hr/Interview/QueryInterviews': { action: 'interview.view', kind: 'interview', ids: listIds },
  'POST /api/hr/Applicant/ChangeApplicantStatus': {
    action: 'application.status',
    kind: 'application',
    ids: field('id'),
  },
  'POST /api/hr/Offer/IssueOffer': {
    action: 'offer.issue',
    kind: 'application',
    ids: field('applicationId'),
  },
  'POST /api/hr/Offer/WithdrawOffer': { action: 'offer.withdraw', kind: 'offer', ids: field('id') },
  'POST /api/hr/Interview/CreateInterview': {
    action: 'interview.create',
    kind: 'application',
    ids: field('applicationIds'),
  },
  'POST /api/hr/Interview/CancelInterview': {
    action: 'interview.cancel',
    kind: 'interview',
    ids: field('id'),
  },
  'POST /api/hr/Interview/RecordInterviewResult': {
    action: 'interview.result',
    kind: 'interview',
    ids: field('id'),
  },
  'POST /api/hr/Assessment/AssignAssessment': {
    action: 'assessment.assign',
    kind: 'application',
    ids: field('applicationIds'),
  },
  'POST /api/hr/Assessment/CancelAssessment': {
    action: 'assessment.cancel',
    kind: 'assessment',
    ids: field('id'),
  },
  'POST /api/hr/Assessment/MarkAssessmentAbsent': {
    action: 'assessment.absent',
    kind: 'assessment',
    ids: field('id'),
  },
  'POST /api/hr/Assessment/ScoreEssayAnswers': {
    action: 'assessment.score',
    kind: 'assessment',
    ids: field('id'),
  },
  'GET /api/hr/Conversation/GetConversation': {
    action: 'conversation.view',
    kind: 'application',
    ids: field('applicationId'),
  },
  'POST /api/hr/Conversation/SendMessage': {
    action: 'conversation.message',
    kind: 'application',
    ids: field('applicationId'),
  },
  'POST /api/hr/Applicant/ExtendAnswerBy': {
    action: 'application.extendAnswerBy',
    kind: 'application',
    ids: field('applicationId'),
  },
  'POST /api/hr/Conversation/SaveTemplate': { action: 'settings.replyTemplate' },
  'POST /api/hr/Company/SaveAnswerDays': { action: 'settings.answerDays' },
  'POST /api/hr/Position/SavePosition': { action: 'job.save' },
  'POST /api/hr/Position/SetPositionOnline': { action: 'job.online' },
  'POST /api/hr/Resume/SaveResumeFieldSettings': { action: 'settings.resumeForm' },
  'POST /api/hr/Company/SaveSettings': { action: 'settings.company' },
  'POST /api/hr/Company/UploadLogo': { action: 'settings.logo' },
};

/** HR reads that show no one candidate's personal data: lists of names, settings, choices. Not recorded. */
const isPlainRead = (method: string, path: string) =>
  method === 'GET' || /\/(Query|Get)[A-Za-z]*$/.test(path);

const toIds = (raw: unknown): number[] =>
  (Array.isArray(raw) ? raw : [raw]).map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** The candidate of each named object of the customer: [objectId, candidateId]. */
const candidatesOf = async (db: Db, customerId: number, kind: TKind, ids: number[]) => {
  if (ids.length === 0) return [];
  const table = TABLES[kind];
  const rows = await db
    .select({ id: table.id, userId: table.userId })
    .from(table)
    .where(and(eq(table.customerId, customerId), inArray(table.id, [...new Set(ids)])));
  return rows as Array<{ id: number; userId: number }>;
};

/** Who made the call, from where, under which request id. */
export const actorOf = (req: FastifyRequest) => {
  const user = req.auth?.user;
  return {
    userId: user?.id ?? null,
    actorName: user ? user.displayName || user.email || user.phone || `#${user.id}` : '',
    roles: (user?.roles ?? []).filter((r) => r !== 1),
    ip: req.ip ?? null,
    requestId: String(req.id),
  };
};

/** The events a successful HR call records; none for reads that show no one's personal data. */
export const eventsOf = async (db: Db, req: FastifyRequest, data: unknown): Promise<TAuditEvent[]> => {
  const path = req.routeOptions.url ?? '';
  const method = req.method;
  const rule = RULES[`${method} ${path}`];
  if (!rule && isPlainRead(method, path)) return [];
  const actor = actorOf(req);
  const action =
    rule?.action ??
    (path.startsWith('/api/hr/Team/') ? 'team.change' : `hr:${path.slice('/api/hr/'.length)}`);
  if (!rule?.kind || !rule.ids) {
    const id = (req.body as { id?: unknown; userId?: unknown } | undefined) ?? {};
    const objectId = id.id ?? id.userId;
    return [
      {
        ...actor,
        action,
        candidateId: null,
        objectType: path.split('/')[3] ?? null,
        objectId: objectId === undefined || objectId === null ? null : String(objectId),
      },
    ];
  }
  const input = { ...(req.params as object), ...(req.query as object), ...(req.body as object) };
  const ids = toIds(rule.ids(input, data));
  const found = await candidatesOf(db, req.customer.id, rule.kind, ids);
  return found.map((row) => ({
    ...actor,
    action,
    candidateId: row.userId,
    objectType: rule.kind!,
    objectId: String(row.id),
  }));
};

/** An HR change under way: its record is written in the first transaction the call commits. */
interface TPendingChange {
  req: FastifyRequest;
  now: () => Date;
  /** Set once a transaction holding the record committed. */
  written: boolean;
}

const pendingChange = new AsyncLocalStorage<TPendingChange>();
/** The calls whose record went into their change's transaction (nothing more to write when they answer). */
const recordedWithChange = new WeakSet<FastifyRequest>();

/**
 * The HR changes whose record goes into their own transaction: those the table above names. Other HR calls
 * (the team, a member's own second factor) are recorded after they answered, as they may commit a count
 * before refusing.
 */
const recordsInTransaction = (method: string, path: string) =>
  !!RULES[`${method} ${path}`] && !isPlainRead(method, path);

const AUDITED = Symbol('auditedTransactions');

/**
 * Makes the database's transactions audit HR changes (once per database object, which keeps its identity):
 * during a change named above, the first transaction the call runs also writes the change's record, just
 * before it commits, so the change and its record commit together or not at all (a refusal thrown inside
 * rolls both back). A change made without a transaction is recorded right after it, before the answer.
 */
export const withAuditedTransactions = (db: Db): Db => {
  const marked = db as Db & { [AUDITED]?: true };
  if (marked[AUDITED]) return db;
  const original = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (run, config) => {
    const change = pendingChange.getStore();
    if (!change || change.written) return original(run, config);
    let recorded = false;
    const result = await original(async (tx) => {
      const value = await run(tx);
      const events = await eventsOf(tx, change.req, undefined);
      await appendAuditInTx(tx, change.req.customer.id, change.now(), events);
      recorded = true;
      return value;
    }, config);
    if (recorded) change.written = true;
    return result;
  };
  Object.defineProperty(db, 'transaction', { value: transaction, writable: true, configurable: true });
  Object.defineProperty(db, AUDITED, { value: true });
  return db;
};

const envelopeOf = (payload: unknown): { code?: number; data?: unknown } | undefined => {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as { code?: number; data?: unknown };
  } catch {
    return undefined;
  }
};

/**
 * Records every successful HR call before its answer leaves: a read's record is written in a short
 * transaction of its own, so no answer carrying personal data is sent without one; a record that cannot be
 * written fails the call.
 */
const recordHrCall = async (
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => {
  if (!req.auth || reply.statusCode !== 200) return payload;
  const url = req.routeOptions.url ?? '';
  if (!url.startsWith('/api/hr/') || url === '/api/hr/Audit/ExportAuditLog') return payload;
  let data: unknown;
  if (typeof payload === 'string') {
    const envelope = envelopeOf(payload);
    if (!envelope || envelope.code !== 0) return payload;
    data = envelope.data;
  }
  if (recordedWithChange.has(req)) return payload;
  const events = await eventsOf(app.deps.db, req, data);
  await appendAudit(app.deps.db, req.customer.id, app.deps.now(), events);
  return payload;
};

export const auditPlugin = fp(
  async (app) => {
    // Each HR change runs in a scope its transactions find (withAuditedTransactions).
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => recordsInTransaction(method, url))) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function (req, reply) {
        const change: TPendingChange = { req, now: app.deps.now, written: false };
        return pendingChange.run(change, async () => {
          try {
            return await handler.call(this, req, reply);
          } finally {
            if (change.written) recordedWithChange.add(req);
          }
        });
      };
    });
    app.addHook('onSend', async (req, reply, payload) => recordHrCall(app, req, reply, payload));
  },
  { name: 'audit', dependencies: ['auth'] },
);
