import { SystemType } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { seedDistricts } from '../../db/seed/districts.seed.ts';
import { seedOptions } from '../../db/seed/reference-data.seed.ts';
import {
  deleteHosts,
  findAllCustomerHosts,
  findAllCustomers,
  findCustomerById,
  findCustomerCodes,
  findCustomerHostNames,
  findHostOwners,
  insertCustomer,
  insertHosts,
  updateCustomerRow,
} from './customers.repository.ts';
import { hostNameOf } from './customers.service.ts';
import { releaseHeldJobs } from '../../lib/job-queue.ts';
import { HELD_JOBS } from './customer-status.ts';

/*
 * What the operator does to customers from the command line (decisions §8). Each change is one
 * transaction: a refused input changes nothing. Running servers see it within the directory's 30 s.
 */

/** A refusal of the operator's input, said in one line. */
export class CustomerInputError extends Error {
  override name = 'CustomerInputError';
}
const refuse = (message: string): never => {
  throw new CustomerInputError(message);
};

/** A neutral mark until the customer uploads its own logo (company settings). */
export const DEFAULT_LOGO = '/brand/portal-logo.svg';
const NAME_MAX = 100;

export type TAccountKind = 'phone' | 'email';

export interface TCustomerSpec {
  nameEn: string;
  nameZh: string;
  accounts: TAccountKind;
  hosts: string[];
  titleEn?: string | undefined;
  titleZh?: string | undefined;
  secondFactorRequired?: boolean | undefined;
  publicUrl?: string | undefined;
}

/** A host name as customers are filed under: the name alone, lower-cased (no scheme, port or path). */
export const normalizeHost = (raw: string): string => {
  const name = hostNameOf(raw.trim());
  if (!name || name !== raw.trim().toLowerCase() || name.length > 253)
    return refuse(
      `'${raw}' is not a host name: give the name alone (careers.example.com), no scheme, port or path`,
    );
  return name;
};

/** The origin the customer's links start with: an http(s) URL with nothing after the host and port. */
export const normalizePublicUrl = (raw: string): string => {
  const url = URL.parse(raw.trim());
  const isOrigin =
    url &&
    /^https?:$/.test(url.protocol) &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash;
  return isOrigin
    ? url.origin
    : refuse(`'${raw}' is not an origin: give http(s)://host[:port], like https://careers.example.com`);
};

const requireText = (value: string | undefined, what: string): string => {
  const text = value?.trim() ?? '';
  if (!text) return refuse(`${what} is required`);
  return text.length > NAME_MAX ? refuse(`${what} is longer than ${NAME_MAX} characters`) : text;
};

const uniqueHosts = (hosts: string[]) => {
  const names = hosts.map(normalizeHost);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  return twice ? refuse(`host ${twice} is given twice`) : names;
};

/** Refuses hosts another customer already serves. */
const requireFreeHosts = async (db: Db, customerId: number | undefined, hosts: string[]) => {
  const taken = (await findHostOwners(db, hosts)).filter((row) => row.customerId !== customerId);
  if (taken[0]) refuse(`host ${taken[0].host} is already used by customer ${taken[0].customerId}`);
};

const codeFor = (nameEn: string, taken: Set<string>) => {
  const base =
    nameEn
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'customer';
  let code = base;
  for (let n = 2; taken.has(code); n += 1) code = `${base}-${n}`;
  return code;
};

/**
 * A new customer with everything its portal needs to work: its hosts, and its own reference lists
 * (option lists, security questions) and place tree, as the demo customers have. No sites and no jobs:
 * HR adds those.
 */
export const createCustomer = async (db: Db, spec: TCustomerSpec) => {
  const nameEn = requireText(spec.nameEn, '--name-en');
  const nameZh = requireText(spec.nameZh, '--name-zh');
  const hosts = uniqueHosts(spec.hosts);
  if (hosts.length === 0) refuse('at least one --host is required');
  const publicUrl = spec.publicUrl === undefined ? null : normalizePublicUrl(spec.publicUrl);
  const titleEn = spec.titleEn === undefined ? nameEn : requireText(spec.titleEn, '--title-en');
  const titleZh = spec.titleZh === undefined ? undefined : requireText(spec.titleZh, '--title-zh');
  return db.transaction(async (tx) => {
    await requireFreeHosts(tx, undefined, hosts);
    const row = await insertCustomer(tx, {
      code: codeFor(nameEn, await findCustomerCodes(tx)),
      nameEn,
      nameZh,
      siteTitle: titleEn,
      ...(titleZh ? { siteTitleZh: titleZh } : {}),
      logo: DEFAULT_LOGO,
      systemType: spec.accounts === 'phone' ? SystemType.Phone : SystemType.Email,
      hrSecondFactorRequired: spec.secondFactorRequired ?? false,
      publicUrl,
    });
    await insertHosts(tx, row.id, hosts);
    await seedOptions(tx, row.id);
    await seedDistricts(tx, row.id);
    return { ...row, hosts };
  });
};

export type TCustomerSummary = Awaited<ReturnType<typeof listCustomers>>[number];

/** Every customer with its hosts, by id. */
export const listCustomers = async (db: Db) => {
  const [rows, hosts] = await Promise.all([findAllCustomers(db), findAllCustomerHosts(db)]);
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      code: row.code,
      nameEn: row.nameEn,
      nameZh: row.nameZh,
      accounts: (row.systemType === SystemType.Phone ? 'phone' : 'email') as TAccountKind,
      hosts: hosts
        .filter((h) => h.customerId === row.id)
        .map((h) => h.host)
        .sort(),
      status: row.disabledAt ? ('disabled' as const) : ('active' as const),
      disabledAt: row.disabledAt?.toISOString() ?? null,
      publicUrl: row.publicUrl,
      secondFactor: row.hrSecondFactorRequired ? ('required' as const) : ('optional' as const),
    }));
};

export interface TCustomerUpdate {
  addHosts?: string[] | undefined;
  removeHosts?: string[] | undefined;
  disable?: boolean | undefined;
  enable?: boolean | undefined;
  /** A new origin; an empty string removes it (links then start at PUBLIC_URL). */
  publicUrl?: string | undefined;
}

const planUpdate = (change: TCustomerUpdate) => {
  if (change.disable && change.enable) refuse('--disable and --enable cannot be given together');
  const add = uniqueHosts(change.addHosts ?? []);
  const remove = uniqueHosts(change.removeHosts ?? []);
  const both = add.find((host) => remove.includes(host));
  if (both) refuse(`host ${both} is both added and removed`);
  const publicUrl =
    change.publicUrl === undefined
      ? undefined
      : change.publicUrl.trim() === ''
        ? null
        : normalizePublicUrl(change.publicUrl);
  const hasChange =
    add.length + remove.length > 0 || change.disable || change.enable || publicUrl !== undefined;
  if (!hasChange)
    refuse('nothing to change: give --add-host, --remove-host, --disable, --enable or --public-url');
  return { add, remove, publicUrl };
};

/** Changes a customer's hosts, public URL or whether it is disabled (its data is kept either way). */
export const updateCustomer = async (db: Db, customerId: number, change: TCustomerUpdate, now: Date) => {
  const plan = planUpdate(change);
  await db.transaction(async (tx) => {
    const customer = await findCustomerById(tx, customerId);
    if (!customer) return refuse(`no customer has the id ${customerId}`);
    const hosts = await findCustomerHostNames(tx, customerId);
    const foreign = plan.remove.find((host) => !hosts.includes(host));
    if (foreign) refuse(`host ${foreign} is not one of customer ${customerId}'s hosts (${hosts.join(', ')})`);
    await requireFreeHosts(tx, customerId, plan.add);
    const left = new Set([...hosts.filter((host) => !plan.remove.includes(host)), ...plan.add]);
    if (left.size === 0) refuse('a customer keeps at least one host: add another before removing the last');
    await deleteHosts(tx, customerId, plan.remove);
    await insertHosts(
      tx,
      customerId,
      plan.add.filter((host) => !hosts.includes(host)),
    );
    const disabledAt = change.disable ? (customer.disabledAt ?? now) : change.enable ? null : undefined;
    if (disabledAt !== undefined || plan.publicUrl !== undefined)
      await updateCustomerRow(tx, customerId, {
        ...(disabledAt !== undefined ? { disabledAt } : {}),
        ...(plan.publicUrl !== undefined ? { publicUrl: plan.publicUrl } : {}),
      });
  });
  // Its messages held while it was disabled go out now rather than at their next look.
  if (change.enable) await releaseHeldJobs(db, Object.values(HELD_JOBS));
  return (await listCustomers(db)).find((row) => row.id === customerId)!;
};
