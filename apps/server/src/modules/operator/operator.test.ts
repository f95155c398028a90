// @postgres: the operator's commands run on both databases (the embedded one and the PostgreSQL server).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, type TSelectionItem, type TSite } from '@tmp/contracts';
import { serverFile } from '../../config/paths.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { departments, hrMemberSites, sites, users } from '../../db/schema/index.ts';
import { b64, login, solvedCaptcha } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { runAdmin } from './operator.ts';

const ctx = useTestApp({ devOutbox: true });

/** Runs a command in this process against the test database; answers the exit code and what it printed. */
const admin = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    db: ctx.database.db,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: ctx.clock.now,
    publicUrl: ctx.app.deps.publicUrl,
  });
  // A running server sees the change within 30 s; the test does not wait for it.
  ctx.app.customers.invalidate();
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host, ...headers } });

const customerCount = async () => JSON.parse((await admin('customer:list', '--json')).out).length as number;

describe('the operator command line', () => {
  it('creates a customer that works at once: its config, an empty job list, registration, an HR invitation', async () => {
    const created = await admin(
      ...['customer:create', '--name-en', 'Acme Careers', '--name-zh', '顶点招聘', '--accounts', 'email'],
      ...['--host', 'careers.acme.test', '--host', 'Jobs.Acme.Test', '--title-en', 'Acme Jobs'],
      ...['--second-factor', 'optional', '--public-url', 'https://careers.acme.test'],
    );
    expect(created).toMatchObject({ code: 0, err: '' });
    const id = Number(created.out);
    const config = await page('jobs.acme.test:8080', '/config.json');
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ customerid: id, systemType: 2, siteTitle: 'Acme Jobs' });

    const jobs = await callApi<{ list: unknown[]; recordcount: number }>(ctx.app, {
      method: 'POST',
      url: '/api/job/Position/QueryPagingPositions',
      body: { pageIndex: 1, pageSize: 10 },
      customerid: id,
    });
    expect(jobs.body).toMatchObject({ code: 0, data: { list: [], recordcount: 0 } });
    const questions = await callApi<Array<{ value: number }>>(ctx.app, {
      url: '/api/user/Account/GetSelectItemSecurityQuestion',
      customerid: id,
    });
    const registered = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/QuestionRegisteredUser',
      customerid: id,
      body: {
        account: b64('first.candidate@example.com'),
        password: b64('Ocean2026x'),
        confirmpassword: b64('Ocean2026x'),
        question: questions.body.data[0]!.value,
        answer: 'blue',
        ...(await solvedCaptcha(ctx.app, id)),
      },
    });
    expect(registered.body.code).toBe(0);
    expect((await login(ctx.app, 'first.candidate@example.com', 'Ocean2026x', id)).body.code).toBe(0);

    const invited = await admin('hr:invite', '--customer', String(id), '--email', 'boss@acme.test', '--json');
    expect(invited.code).toBe(0);
    const { link, role } = JSON.parse(invited.out) as { link: string; role: string };
    expect(role).toBe('admin');
    expect(link).toMatch(/^https:\/\/careers\.acme\.test\/hr\/invitation\?token=/);
    const accepted = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/AcceptInvitation',
      customerid: id,
      body: {
        token: new URL(link).searchParams.get('token'),
        fullname: 'Ada Boss',
        password: b64('Admin2026x'),
        confirmpassword: b64('Admin2026x'),
      },
    });
    expect(accepted.body.code).toBe(0);

    const listed = JSON.parse((await admin('customer:list', '--json')).out) as Array<Record<string, unknown>>;
    expect(listed.find((c) => c.id === id)).toMatchObject({
      code: 'acme-careers',
      accounts: 'email',
      hosts: ['careers.acme.test', 'jobs.acme.test'],
      status: 'active',
      publicUrl: 'https://careers.acme.test',
    });
  });

  it('refuses bad input with one line and a non-zero exit, changing nothing', async () => {
    const before = await customerCount();
    const create = ['customer:create', '--name-en', 'Bad', '--name-zh', '坏', '--accounts', 'phone'];
    const cases: Array<[string[], number, RegExp]> = [
      [['customer:delete', '1'], 2, /unknown command 'customer:delete'/],
      [[...create, '--host', 'ok.test', '--colour', 'red'], 2, /Unknown option '--colour'/],
      [
        [...create, '--host', 'ok.test', '--host', 'localhost'],
        1,
        /host localhost is already used by customer 1/,
      ],
      [[...create, '--host', 'https://ok.test/'], 1, /is not a host name/],
      [[...create, '--host', 'ok.test', '--public-url', 'ftp://ok.test'], 1, /is not an origin/],
      [
        [...create.slice(0, 5), '--accounts', 'fax', '--host', 'ok.test'],
        1,
        /--accounts must be one of phone, email/,
      ],
      [['customer:update', '999', '--disable'], 1, /no customer has the id 999/],
      [['customer:update', '1', '--disable', '--enable'], 1, /cannot be given together/],
      [['customer:update', '1', '--remove-host', 'email.localhost'], 1, /not one of customer 1's hosts/],
      [
        [
          'customer:update',
          '2',
          '--add-host',
          'new.test',
          '--remove-host',
          'email.localhost',
          '--add-host',
          'localhost',
        ],
        1,
        /already used by customer 1/,
      ],
      [['hr:invite', '--customer', '999', '--email', 'a@b.test'], 1, /no customer has the id 999/],
      [['hr:invite', '--customer', '2', '--email', 'not-an-email'], 1, /^error: Invalid email$/],
      [['hr:invite', '--customer', '2', '--email', 'hr@example.com'], 1, /already belongs to a member/],
      [
        ['hr:invite', '--customer', '2', '--email', 'x@y.test', '--role', 'owner'],
        1,
        /--role must be one of/,
      ],
    ];
    for (const [argv, code, message] of cases) {
      const answer = await admin(...argv);
      expect({ argv, code: answer.code, out: answer.out }).toEqual({ argv, code, out: '' });
      expect(answer.err).toMatch(message);
      expect(answer.err.split('\n')).toHaveLength(1);
    }
    expect(await customerCount()).toBe(before);
    expect((await page('new.test', '/config.json')).statusCode).toBe(404);
    expect((await page('email.localhost', '/config.json')).statusCode).toBe(200);
    expect(
      JSON.parse((await admin('hr:invite', '--customer', '999', '--email', 'a@b.test', '--json')).err),
    ).toEqual({
      error: 'no customer has the id 999',
    });
  });

  it('disables a customer: translated page and refusals on its hosts, its data kept for when it is enabled', async () => {
    expect((await admin('customer:update', '2', '--disable')).code).toBe(0);
    const en = await page('email.localhost', '/position?lang=en-US');
    expect(en.statusCode).toBe(403);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.body).toContain('This careers portal is not available at the moment.');
    expect(en.body).not.toContain('<script');
    const zh = await page('email.localhost', '/', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.body).toMatch(/<html lang="zh-CN">[\s\S]*<h1>暂不可用<\/h1>/);
    const config = await page('email.localhost', '/config.json', { lang: 'zh-cn' });
    expect(config.statusCode).toBe(403);
    expect(config.json()).toEqual({
      code: AppErrorCode.CustomerDisabled,
      message: '该招聘门户暂时无法访问',
      data: null,
    });
    const api = await login(ctx.app, 'hr@example.com', 'demo2026pass', 2);
    expect(api).toMatchObject({
      status: 403,
      body: {
        code: AppErrorCode.CustomerDisabled,
        message: 'This careers portal is not available at the moment.',
      },
    });
    // The other customers are untouched.
    expect((await page('localhost', '/config.json')).statusCode).toBe(200);
    expect(
      (
        JSON.parse((await admin('customer:list', '--json')).out) as Array<{ id: number; status: string }>
      ).find((c) => c.id === 2)?.status,
    ).toBe('disabled');

    expect((await admin('customer:update', '2', '--enable')).code).toBe(0);
    expect((await page('email.localhost', '/config.json')).statusCode).toBe(200);
    expect((await login(ctx.app, 'hr@example.com', 'demo2026pass', 2)).body.code).toBe(0);
  });

  it('invites a recruiter with their sites, refusing one without a site or with another customer’s', async () => {
    const { db } = ctx.database;
    const siteOf = async (customerId: number) =>
      (await db.select().from(sites).where(eq(sites.customerId, customerId)).orderBy(sites.id)).map(
        (s) => s.id,
      );
    const [own, ownToo] = await siteOf(2);
    const [foreign] = await siteOf(1);
    const invite = (...extra: string[]) =>
      admin('hr:invite', '--customer', '2', '--email', 'recruiter@example.test', ...extra);
    const refusals: Array<[string[], RegExp]> = [
      [['--role', 'recruiter'], /^error: --role recruiter needs at least one --site/],
      [
        ['--role', 'recruiter', '--site', String(own), '--site', String(foreign)],
        /site \d+ is not one of customer 2's sites/,
      ],
      [['--role', 'manager', '--site', String(own)], /--site is only for --role recruiter/],
      [['--role', 'recruiter', '--site', 'x'], /--site/],
    ];
    for (const [extra, message] of refusals) {
      const answer = await invite(...extra);
      expect({ extra, code: answer.code, out: answer.out }).toEqual({ extra, code: 1, out: '' });
      expect(answer.err).toMatch(message);
      expect(answer.err.split('\n')).toHaveLength(1);
    }
    const member = () => db.select().from(users).where(eq(users.email, 'recruiter@example.test'));
    expect(await member()).toHaveLength(0);

    const invited = await invite(
      '--role',
      'recruiter',
      '--site',
      String(own),
      '--site',
      String(ownToo),
      '--json',
    );
    expect(invited.code).toBe(0);
    const { userId, siteIds } = JSON.parse(invited.out) as { userId: number; siteIds: number[] };
    expect(siteIds).toEqual([own, ownToo]);
    const [user] = await member();
    expect(user).toMatchObject({ id: userId, customerId: 2, roles: [4] });
    const stored = await db.select().from(hrMemberSites).where(eq(hrMemberSites.userId, userId));
    expect(stored.map((row) => row.siteId).sort((a, b) => a - b)).toEqual([own, ownToo]);
  });

  it('adds sites and departments a running server lists at once, refusing bad input with one line', async () => {
    const reference = async <T>(path: string, siteId?: number) =>
      (
        await callApi<T>(ctx.app, {
          url: `/api/found/Organization/${path}`,
          customerid: 2,
          ...(siteId === undefined ? {} : { query: { siteId: String(siteId) } }),
        })
      ).body.data;
    const before = await reference<TSite[]>('GetAllSite');
    const names = (en: string, zh: string) => ['--name-en', en, '--name-zh', zh];
    const created = await admin('site:create', '--customer', '2', ...names(' Hangzhou ', '杭州'));
    expect(created).toMatchObject({ code: 0, err: '' });
    const siteId = Number(created.out);
    const listed = JSON.parse((await admin('site:list', '--customer', '2', '--json')).out) as TSite[];
    const hrids = before.map((site) => site.hrid);
    expect(listed.at(-1)).toMatchObject({ id: siteId, hrid: Math.max(...hrids) + 1, nameEn: 'Hangzhou' });
    expect((await reference<TSite[]>('GetAllSite')).at(-1)).toMatchObject({
      id: siteId,
      displayname: 'Hangzhou',
    });

    const department = (...extra: string[]) =>
      admin('department:create', '--customer', '2', '--site', String(siteId), ...extra);
    const groupId = Number((await department(...names('Delivery', '交付'))).out);
    const teamId = Number((await department(...names('Java', 'Java 组'), '--parent', String(groupId))).out);
    expect(
      (await reference<TSelectionItem[]>('GetCompayDepartmentsBySite', siteId)).map((d) => d.text),
    ).toEqual(['Delivery', 'Java']);
    // The parent became a group: candidates and HR pick the team.
    expect(await reference<TSelectionItem[]>('GetSelectionDepartmentsBySite', siteId)).toEqual([
      expect.objectContaining({ value: teamId, parentValue: groupId }),
    ]);
    expect((await admin('department:list', '--customer', '2', '--site', String(siteId))).out).toMatch(
      new RegExp(
        `^${groupId}  hrid \\d+  site ${siteId}  parent -  Delivery / 交付  \\(group\\)\n${teamId}  `,
      ),
    );

    const [foreignSite] = await ctx.database.db.select().from(sites).where(eq(sites.customerId, 1)).limit(1);
    const foreignDepartment = JSON.parse(
      (await admin('department:list', '--customer', '1', '--json')).out,
    )[0] as { id: number };
    const site = String(siteId);
    const long = 'x'.repeat(101);
    const cases: Array<[string[], RegExp]> = [
      [['site:create', '--customer', '999', ...names('A', '甲')], /no customer has the id 999/],
      [['site:create', '--customer', '2', ...names('  ', '甲')], /--name-en is required/],
      [['site:create', '--customer', '2', '--name-en', 'A'], /--name-zh is required/],
      [['site:create', '--customer', '2', ...names('A', long)], /--name-zh is longer than 100 characters/],
      [['site:list', '--customer', 'x'], /--customer must be a customer id/],
      [
        ['department:create', '--customer', '2', '--site', String(foreignSite!.id), ...names('A', '甲')],
        /is not one of customer 2's sites/,
      ],
      [['department:create', '--customer', '2', ...names('A', '甲')], /--site must be a site id/],
      [
        [
          'department:create',
          '--customer',
          '2',
          '--site',
          site,
          ...names('A', '甲'),
          '--parent',
          String(foreignDepartment.id),
        ],
        /is not a department of site/,
      ],
      [['department:create', '--customer', '2', '--site', site, ...names(long, '甲')], /--name-en is longer/],
      [
        ['department:list', '--customer', '2', '--site', String(foreignSite!.id)],
        /is not one of customer 2's sites/,
      ],
    ];
    const counts = async () => [
      (await ctx.database.db.select().from(sites)).length,
      (await ctx.database.db.select().from(departments)).length,
    ];
    const counted = await counts();
    for (const [argv, message] of cases) {
      const answer = await admin(...argv);
      expect({ argv, code: answer.code, out: answer.out }).toEqual({ argv, code: 1, out: '' });
      expect(answer.err).toMatch(message);
      expect(answer.err.split('\n')).toHaveLength(1);
    }
    expect(await counts()).toEqual(counted);
  });

  it('the built entry answers with its exit codes: usage, unknown command, a locked embedded database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    // The embedded database in a folder of its own, whatever database the test file runs on.
    const { DATABASE_URL: _server, ...inherited } = process.env;
    const embeddedEnv = { ...inherited, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' };
    const run = (...argv: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', serverFile('src', 'admin.ts'), ...argv], {
        cwd: serverFile(),
        encoding: 'utf8',
        env: embeddedEnv,
      });
    expect(run('--help')).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('customer:create --name-en'),
    });
    expect(run('nope')).toMatchObject({ status: 2, stderr: "error: unknown command 'nope' (see --help)\n" });
    const unlock = lockDataDir(dataDir);
    try {
      const locked = run('customer:list');
      expect(locked.status).toBe(1);
      expect(locked.stderr).toMatch(
        /in use by another server process \(pid \d+\)\. Stop it first\. The embedded database serves one process/,
      );
    } finally {
      unlock();
    }
    expect(run('customer:list')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("run 'admin migrate' first"),
    });
  }, 120_000);
});
