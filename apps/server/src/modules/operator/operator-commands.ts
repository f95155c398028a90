import { ROLE_PRESETS, type TRolePreset } from '@tmp/contracts';
import type { ParseArgsConfig } from 'node:util';
import type { TMailSender } from '../../adapters/mail/mail.port.ts';
import type { Db } from '../../db/client.ts';
import { migrateUnderLock } from '../../db/migrate.ts';
import {
  createCustomer,
  CustomerInputError,
  listCustomers,
  updateCustomer,
  type TCustomerSummary,
} from '../customers/customers-admin.service.ts';
import { getCustomer } from '../customers/customers.service.ts';
import {
  createDepartment,
  createSite,
  getDepartment,
  listCustomerDepartments,
  listCustomerSites,
  listSites,
} from '../reference-data/reference-data.service.ts';
import { inviteWithSites } from '../team/team.service.ts';
import { verifyAuditChain } from '../audit/audit.service.ts';

/** What a command runs with: the database, the clock, where mail goes and the deployment's PUBLIC_URL. */
export interface TCommandContext {
  db: Db;
  now: () => Date;
  mail: TMailSender;
  publicUrl: string;
}

export type TValues = Record<string, string | boolean | string[] | undefined>;

/** A command answers what it prints: `text` for a person, `json` for a script. */
export interface TCommandResult {
  text: string;
  json: unknown;
}

export interface TCommand {
  usage: string;
  summary: string;
  options: NonNullable<ParseArgsConfig['options']>;
  positionals?: number;
  /** Whether the database must be fully migrated first (every command but `migrate`). */
  needsSchema?: boolean;
  run: (ctx: TCommandContext, values: TValues, positionals: string[]) => Promise<TCommandResult>;
}

const refuse = (message: string): never => {
  throw new CustomerInputError(message);
};
const str = (values: TValues, name: string) => values[name] as string | undefined;
const list = (values: TValues, name: string) => (values[name] as string[] | undefined) ?? [];

const parseId = (raw: string | undefined, what: string, kind = 'customer'): number =>
  raw && /^\d{1,9}$/.test(raw)
    ? Number(raw)
    : refuse(`${what} must be a ${kind} id (a number), not '${raw ?? ''}'`);

const NAME_MAX = 100;
/** A name flag: required, trimmed, at most NAME_MAX characters. */
const name = (values: TValues, flag: string): string => {
  const text = str(values, flag)?.trim() ?? '';
  if (!text) refuse(`--${flag} is required`);
  return text.length > NAME_MAX ? refuse(`--${flag} is longer than ${NAME_MAX} characters`) : text;
};

/** The customer of `--customer`, which must exist. */
const customerOf = async (ctx: TCommandContext, values: TValues): Promise<number> => {
  const id = parseId(str(values, 'customer'), '--customer');
  if (!(await getCustomer(ctx, id))) refuse(`no customer has the id ${id}`);
  return id;
};

const oneOf = <T extends string>(
  raw: string | undefined,
  allowed: readonly T[],
  flag: string,
): T | undefined =>
  raw === undefined || allowed.includes(raw as T)
    ? (raw as T | undefined)
    : refuse(`${flag} must be one of ${allowed.join(', ')}, not '${raw}'`);

const customerLine = (c: TCustomerSummary) =>
  [
    `${c.id}`,
    c.code,
    `${c.nameEn} / ${c.nameZh}`,
    `${c.accounts} accounts`,
    c.status,
    `hosts: ${c.hosts.join(', ') || '-'}`,
    `public URL: ${c.publicUrl ?? '-'}`,
    `second factor: ${c.secondFactor}`,
  ].join('  ');

const customerCreate: TCommand = {
  usage:
    'customer:create --name-en N --name-zh N --accounts phone|email --host H [--host H…] [--title-en T] ' +
    '[--title-zh T] [--second-factor required|optional] [--public-url URL]',
  summary: 'creates a customer ready to use and prints its id',
  options: {
    'name-en': { type: 'string' },
    'name-zh': { type: 'string' },
    accounts: { type: 'string' },
    host: { type: 'string', multiple: true },
    'title-en': { type: 'string' },
    'title-zh': { type: 'string' },
    'second-factor': { type: 'string' },
    'public-url': { type: 'string' },
  },
  needsSchema: true,
  run: async (ctx, values) => {
    const accounts = oneOf(str(values, 'accounts'), ['phone', 'email'], '--accounts');
    if (!accounts) refuse('--accounts is required (phone or email)');
    const secondFactor = oneOf(str(values, 'second-factor'), ['required', 'optional'], '--second-factor');
    const created = await createCustomer(ctx.db, {
      nameEn: str(values, 'name-en') ?? '',
      nameZh: str(values, 'name-zh') ?? '',
      accounts: accounts!,
      hosts: list(values, 'host'),
      titleEn: str(values, 'title-en'),
      titleZh: str(values, 'title-zh'),
      secondFactorRequired: secondFactor === undefined ? undefined : secondFactor === 'required',
      publicUrl: str(values, 'public-url'),
    });
    const summary = (await listCustomers(ctx.db)).find((c) => c.id === created.id)!;
    return { text: String(created.id), json: summary };
  },
};

const customerList: TCommand = {
  usage: 'customer:list',
  summary: 'lists every customer with its hosts and status',
  options: {},
  needsSchema: true,
  run: async (ctx) => {
    const customers = await listCustomers(ctx.db);
    return { text: customers.map(customerLine).join('\n') || 'no customers yet', json: customers };
  },
};

const customerUpdate: TCommand = {
  usage:
    'customer:update ID [--add-host H…] [--remove-host H…] [--disable] [--enable] [--public-url URL] ' +
    "(--public-url '' removes it)",
  summary: "changes a customer's hosts, public URL, or disables / enables it (its data is kept)",
  options: {
    'add-host': { type: 'string', multiple: true },
    'remove-host': { type: 'string', multiple: true },
    disable: { type: 'boolean' },
    enable: { type: 'boolean' },
    'public-url': { type: 'string' },
  },
  positionals: 1,
  needsSchema: true,
  run: async (ctx, values, positionals) => {
    const id = parseId(positionals[0], 'customer:update ID');
    const updated = await updateCustomer(
      ctx.db,
      id,
      {
        addHosts: list(values, 'add-host'),
        removeHosts: list(values, 'remove-host'),
        disable: values.disable === true,
        enable: values.enable === true,
        publicUrl: str(values, 'public-url'),
      },
      ctx.now(),
    );
    const note = 'Running servers apply it within 30 seconds.';
    return { text: `${customerLine(updated)}\n${note}`, json: updated };
  },
};

/** The customer's site of `--site`, which must be one of its own. */
const siteOf = async (ctx: TCommandContext, customerId: number, raw: string | undefined) => {
  const id = parseId(raw, '--site', 'site');
  const own = await listCustomerSites(ctx.db, customerId);
  return (
    own.find((site) => site.id === id) ??
    refuse(
      `site ${id} is not one of customer ${customerId}'s sites (${own.map((s) => s.id).join(', ') || 'none'})`,
    )
  );
};

const siteCreate: TCommand = {
  usage: 'site:create --customer ID --name-en N --name-zh N',
  summary:
    'adds a site (where jobs open and recruiters work) to the customer and prints its id; running servers ' +
    '(PostgreSQL) show it at once',
  options: { customer: { type: 'string' }, 'name-en': { type: 'string' }, 'name-zh': { type: 'string' } },
  needsSchema: true,
  run: async (ctx, values) => {
    const customerId = await customerOf(ctx, values);
    const names = { nameEn: name(values, 'name-en'), nameZh: name(values, 'name-zh') };
    const site = await createSite(ctx.db, customerId, names);
    return { text: String(site.id), json: site };
  },
};

const siteList: TCommand = {
  usage: 'site:list --customer ID',
  summary: "lists the customer's sites: id, hrid, English / Chinese name",
  options: { customer: { type: 'string' } },
  needsSchema: true,
  run: async (ctx, values) => {
    const customerId = await customerOf(ctx, values);
    const own = await listCustomerSites(ctx.db, customerId);
    return {
      text:
        own.map((s) => `${s.id}  hrid ${s.hrid}  ${s.nameEn} / ${s.nameZh}`).join('\n') ||
        `customer ${customerId} has no sites yet (site:create adds one)`,
      json: own,
    };
  },
};

const departmentCreate: TCommand = {
  usage: 'department:create --customer ID --site ID --name-en N --name-zh N [--parent ID]',
  summary:
    'adds a department to a site of the customer (under --parent, a department of that site, which then ' +
    'groups its sub-departments) and prints its id; running servers (PostgreSQL) show it at once',
  options: {
    customer: { type: 'string' },
    site: { type: 'string' },
    parent: { type: 'string' },
    'name-en': { type: 'string' },
    'name-zh': { type: 'string' },
  },
  needsSchema: true,
  run: async (ctx, values) => {
    const customerId = await customerOf(ctx, values);
    const site = await siteOf(ctx, customerId, str(values, 'site'));
    const rawParent = str(values, 'parent');
    let parentId: number | null = null;
    if (rawParent !== undefined) {
      parentId = parseId(rawParent, '--parent', 'department');
      const parent = await getDepartment(ctx.db, customerId, parentId);
      if (parent?.siteId !== site.id)
        refuse(`department ${parentId} is not a department of site ${site.id} of customer ${customerId}`);
    }
    const names = { nameEn: name(values, 'name-en'), nameZh: name(values, 'name-zh') };
    const department = await createDepartment(
      ctx.db,
      customerId,
      { siteId: site.id, siteHrid: site.hrid, parentId },
      names,
    );
    return { text: String(department.id), json: department };
  },
};

const departmentList: TCommand = {
  usage: 'department:list --customer ID [--site ID]',
  summary: "lists the customer's departments (of one site): id, hrid, site, parent, names; groups are marked",
  options: { customer: { type: 'string' }, site: { type: 'string' } },
  needsSchema: true,
  run: async (ctx, values) => {
    const customerId = await customerOf(ctx, values);
    const rawSite = str(values, 'site');
    const siteId = rawSite === undefined ? undefined : (await siteOf(ctx, customerId, rawSite)).id;
    const rows = await listCustomerDepartments(ctx.db, customerId, siteId);
    const line = (d: (typeof rows)[number]) =>
      [
        `${d.id}`,
        `hrid ${d.hrid}`,
        `site ${d.siteId}`,
        `parent ${d.parentId ?? '-'}`,
        `${d.nameEn} / ${d.nameZh}`,
        ...(d.isSelectable ? [] : ['(group)']),
      ].join('  ');
    return {
      text: rows.map(line).join('\n') || 'no departments yet (department:create adds one)',
      json: rows,
    };
  },
};

const ROLES = Object.keys(ROLE_PRESETS) as TRolePreset[];

/** A recruiter sees only the jobs of their sites (decisions §8): at least one, each the customer's own. */
const requireSites = async (
  ctx: TCommandContext,
  customerId: number,
  role: TRolePreset,
  siteIds: number[],
) => {
  if (role !== 'recruiter') {
    if (siteIds.length) refuse('--site is only for --role recruiter');
    return;
  }
  if (!siteIds.length) refuse('--role recruiter needs at least one --site (a site id of the customer)');
  const known = new Set((await listSites(ctx.db, customerId, 'en-us')).map((site) => site.id));
  const foreign = siteIds.find((id) => !known.has(id));
  if (foreign !== undefined)
    refuse(
      `site ${foreign} is not one of customer ${customerId}'s sites (${[...known].join(', ') || 'none'})`,
    );
};

const hrInvite: TCommand = {
  usage:
    `hr:invite --customer ID --email E [--role ${ROLES.join('|')}] (default admin) ` +
    "[--site ID…] (a recruiter: at least one of the customer's sites)",
  summary: 'invites an HR member: prints the single-use link (72 hours) and mails it',
  options: {
    customer: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    site: { type: 'string', multiple: true },
  },
  needsSchema: true,
  run: async (ctx, values) => {
    const customerId = parseId(str(values, 'customer'), '--customer');
    const email = str(values, 'email') ?? refuse('--email is required');
    const role = oneOf(str(values, 'role'), ROLES, '--role') ?? 'admin';
    const siteIds = list(values, 'site').map((raw) => parseId(raw, '--site', 'site'));
    if (!(await getCustomer(ctx, customerId))) refuse(`no customer has the id ${customerId}`);
    await requireSites(ctx, customerId, role, siteIds);
    const invited = await inviteWithSites(
      { db: ctx.db, now: ctx.now, adapters: { mail: ctx.mail }, publicUrl: ctx.publicUrl },
      customerId,
      { email, roles: [...ROLE_PRESETS[role]], siteIds },
    );
    return {
      text: invited.link,
      json: {
        userId: invited.userId,
        role,
        siteIds,
        link: invited.link,
        expiresAt: invited.expiresAt.toISOString(),
      },
    };
  },
};

const migrateCommand: TCommand = {
  usage: 'migrate',
  summary: 'applies the pending database migrations and exits',
  options: {},
  run: async (ctx) => {
    const applied = await migrateUnderLock(ctx.db);
    return {
      text: applied.length
        ? `applied ${applied.length}: ${applied.join(', ')}`
        : 'the database is up to date',
      json: { applied },
    };
  },
};

const auditVerify: TCommand = {
  usage: 'audit:verify --customer ID',
  summary: "checks the customer's audit log chain; names the first edited or deleted row (exit 1)",
  options: { customer: { type: 'string' } },
  needsSchema: true,
  run: async (ctx, values) => {
    const id = parseId(str(values, 'customer'), '--customer');
    if (!(await getCustomer(ctx, id))) refuse(`no customer has the id ${id}`);
    const verdict = await verifyAuditChain(ctx.db, id);
    if (!verdict.ok) refuse(`audit log of customer ${id} broken: ${verdict.problem}`);
    return { text: `audit log of customer ${id}: ${verdict.rows} rows, chain intact`, json: verdict };
  },
};

export const COMMANDS: Record<string, TCommand> = {
  'customer:create': customerCreate,
  'customer:list': customerList,
  'customer:update': customerUpdate,
  'site:create': siteCreate,
  'site:list': siteList,
  'department:create': departmentCreate,
  'department:list': departmentList,
  'hr:invite': hrInvite,
  migrate: migrateCommand,
  'audit:verify': auditVerify,
};
