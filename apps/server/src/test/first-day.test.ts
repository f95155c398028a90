// @postgres: a customer's first day, from an empty PostgreSQL database to its first candidate (decisions §8).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { simpleParser, type ParsedMail } from 'mailparser';
import { Secret, TOTP } from 'otpauth';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppErrorCode,
  encodeBase64 as b64,
  Role,
  type TCompanySettings,
  type TPage,
  type TRuntimeConfig,
  type TSecondFactorChallenge,
  type TTeamMember,
} from '@tmp/contracts';
import { startAliyunSmsStandIn, type TAliyunSmsStandIn } from '../adapters/sms/stand-ins/aliyun-stand-in.ts';
import { adminQuery, createDatabase, tempDir } from '../faults/fault-databases.ts';
import { callHttp, type THttpCall } from '../faults/portal-client.ts';
import { spawnServer, stopServer, waitUntilReady, type TServerProcess } from '../faults/server-process.ts';

/*
 * What an operator and a new customer's people do on the first day, against one real server process in
 * production mode on a database of its own: the operator's command line creates a phone-account customer and
 * invites its admin; a start without the production settings is refused and names each; with them it serves.
 * Mail goes to a local SMTP server and text messages to the Aliyun stand-in, which checks each request's
 * signature as Aliyun does. The embedded database has no place here: only the PostgreSQL pass runs it.
 */
if (!process.env.DATABASE_URL) console.info('first-day.test.ts skipped: DATABASE_URL is not set');

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const HOST = 'careers.acme.test';
const PUBLIC_URL = `https://${HOST}`;
const ADMIN_EMAIL = 'ada@acme.test';
const RECRUITER_EMAIL = 'rui@acme.test';
const INTERVIEWER_EMAIL = 'ivy@acme.test';
const CANDIDATE_PHONE = '13912345678';
const PASSWORD = 'FirstDay2026x';
const BRAND = '#0b5d3b';

/** Mail the portal sends, kept by a local SMTP server as a mailbox would. */
const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  onData: (stream, _session, callback) => {
    simpleParser(stream)
      .then((mail) => void mails.push(mail))
      .then(() => callback(), callback);
  },
});

/** The newest link to `pathname` mailed to `to`: its token, as the person would click it. */
const mailedToken = (to: string, pathname: string) => {
  const mail = mails.findLast((m) => JSON.stringify(m.to).includes(to) && m.text?.includes(pathname));
  const link = mail?.text?.match(new RegExp(`https?://\\S+${pathname}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no mail to ${to} with a ${pathname} link (${mails.length} mails)`);
  expect(link.startsWith(`${PUBLIC_URL}${pathname}`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
};

/** The authenticator app's code for `secret`, `stepOffset` 30-second steps from now. */
const totp = (secret: string, stepOffset = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepOffset * 30_000 });

let standIn: TAliyunSmsStandIn;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: TServerProcess | undefined;
/** The data folders (uploads) of the server and of the refused start. */
let dataDir = '';
let refusedDataDir = '';

/** The settings a production deployment sets, for the server and the command line alike. */
const productionSettings = (): Record<string, string> => ({
  SECOND_FACTOR_KEY: 'first-day-sealing-key-of-forty-eight-characters!!',
  PUBLIC_URL,
  SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  MAIL_FROM: 'Acme Careers <careers@acme.test>',
  ...standIn.settings(),
});

/** `admin <argv>` as an operator runs it: its own process, the server's settings, production mode. */
const admin = (...argv: string[]) => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  Object.assign(env, {
    NODE_ENV: 'production',
    DATABASE_URL: database!.url,
    DATA_DIR: dataDir,
    ...productionSettings(),
  });
  // Asynchronous: the mail it sends goes to the SMTP server in this process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin.ts', ...argv], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out: out.trim(), err: err.trim() })),
  );
};

/** `admin <argv> --json`, which must succeed; answers what it printed, parsed. */
const adminJson = async <T>(...argv: string[]): Promise<T> => {
  const run = await admin(...argv, '--json');
  expect(run, run.err).toMatchObject({ code: 0 });
  return JSON.parse(run.out) as T;
};

/** A GET with the customer's Host header, as a browser on the customer's host name sends it. */
const hostGet = (pathname: string, host = HOST) =>
  new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server!.baseUrl}${pathname}`, { headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });

let customerId = 0;
/** Set once the first test has the customer set up and the portal serving; the others build on it. */
let settledIn = false;
const api = <T>(call: Omit<THttpCall, 'customerId'>) => {
  if (!settledIn || !server?.isRunning())
    throw new Error('the portal is not serving the customer (see the first test)');
  return callHttp<T>(server.baseUrl, { ...call, customerId });
};
/** `data` of a call that must succeed. */
const ok = async <T>(call: Omit<THttpCall, 'customerId'>) => {
  const res = await api<T>(call);
  expect(res.body, `${call.path}: ${res.text}`).toMatchObject({ code: 0 });
  return res.body.data;
};

const login = (loginName: string, password = PASSWORD) =>
  api<{ token: string }>({
    path: '/api/user/Account/Login',
    body: { LoginName: b64(loginName), LoginPwd: b64(password) },
  });

/**
 * Accepts the invitation mailed to `email`. The customer requires the second factor, so no session yet:
 * the set-up link is mailed; opening it shows the secret, and the first code turns it on and signs in.
 */
const acceptAndEnrol = async (email: string, fullname: string) => {
  const accepted = await api({
    path: '/api/user/Account/AcceptInvitation',
    body: {
      token: mailedToken(email, '/hr/invitation'),
      fullname,
      password: b64(PASSWORD),
      confirmpassword: b64(PASSWORD),
    },
  });
  expect(accepted.body).toMatchObject({
    code: AppErrorCode.SecondFactorRequired,
    data: { secondFactor: 'enroll' },
  });
  const link = mailedToken(email, '/hr/second-factor');
  const { secret, account } = await ok<{ secret: string; account: string }>({
    path: '/api/user/Account/OpenSecondFactorLink',
    body: { token: link },
  });
  expect(account).toBe(email);
  const confirmed = await ok<{ token: string; recoveryCodes: string[] }>({
    path: '/api/user/Account/ConfirmSecondFactorLink',
    body: { token: link, code: totp(secret) },
  });
  expect(confirmed.recoveryCodes.length).toBeGreaterThan(0);
  return { token: confirmed.token, secret };
};

const team: Record<'admin' | 'recruiter' | 'interviewer', { token: string; secret: string }> = {
  admin: { token: '', secret: '' },
  recruiter: { token: '', secret: '' },
  interviewer: { token: '', secret: '' },
};
let siteId = 0;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  standIn = await startAliyunSmsStandIn();
  database = await createDatabase(process.env.DATABASE_URL, 'first_day');
  dataDir = tempDir('first-day');
  refusedDataDir = tempDir('first-day-refused');
});
afterAll(async () => {
  await stopServer(server);
  await database?.drop();
  await standIn?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const dir of [dataDir, refusedDataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.env.DATABASE_URL)("a customer's first day, in production mode", () => {
  it('the portal starts on the empty database; the operator creates the customer and invites its admin; a start without the settings names each one', async () => {
    // With its settings the server starts and migrates the empty database (`admin migrate` would do too).
    const noSettings = { NODE_ENV: 'production', SEED_DEMO: '', DEV_OUTBOX: '' };
    server = await spawnServer({
      databaseUrl: database!.url,
      dataDir,
      env: { ...noSettings, ...productionSettings() },
    });
    await waitUntilReady(server, 120_000);

    // On PostgreSQL the command line works beside the running server.
    const customer = await adminJson<{ id: number; hosts: string[]; accounts: string }>(
      ...['customer:create', '--name-en', 'Acme', '--name-zh', '艾克米', '--accounts', 'phone'],
      ...['--host', HOST, '--title-en', 'Acme Careers', '--title-zh', '艾克米招聘'],
      ...['--second-factor', 'required', '--public-url', PUBLIC_URL],
    );
    expect(customer).toMatchObject({ hosts: [HOST], accounts: 'phone', secondFactor: 'required' });
    customerId = customer.id;
    // Its sites (where jobs open and recruiters work), added one after the other to keep their order.
    const addSites = async () => {
      for (const [nameEn, nameZh] of [
        ['Shanghai', '上海'],
        ['Dalian', '大连'],
      ] as const) {
        const added = await admin(
          ...['site:create', '--customer', String(customerId), '--name-en', nameEn, '--name-zh', nameZh],
        );
        expect(added, added.err).toMatchObject({ code: 0, out: expect.stringMatching(/^\d+$/) });
        siteId ||= Number(added.out);
      }
    };
    // A customer with phone accounts now exists: a start without the settings names all four.
    const [invited, refused] = await Promise.all([
      adminJson<{ role: string; link: string }>(
        ...['hr:invite', '--customer', String(customerId), '--email', ADMIN_EMAIL, '--role', 'admin'],
      ),
      spawnServer({ databaseUrl: database!.url, dataDir: refusedDataDir, env: noSettings }),
      addSites(),
    ]);
    expect(invited.role).toBe('admin');
    // The link it printed is the one mailed.
    expect(new URL(invited.link).searchParams.get('token')).toBe(mailedToken(ADMIN_EMAIL, '/hr/invitation'));
    expect(await refused.exited).toEqual({ code: 1, signal: null });
    expect(refused.output().trim().split('\n')).toEqual([
      'Cannot start in production without these 4 settings:',
      expect.stringMatching(/^ {2}- SECOND_FACTOR_KEY is not set/),
      expect.stringMatching(/^ {2}- PUBLIC_URL is not set/),
      expect.stringMatching(/^ {2}- SMTP_URL is not set/),
      expect.stringMatching(/^ {2}- SMS_PROVIDER is not set: a customer has phone accounts/),
    ]);

    const config = await hostGet('/config.json');
    expect(config.status, config.body.toString()).toBe(200);
    expect(JSON.parse(config.body.toString())).toMatchObject({
      customerid: customerId,
      systemType: 1,
      siteTitle: 'Acme Careers',
      devOutbox: false,
    });
    settledIn = true;

    // The running server lists the sites, and a department added now at once (it hears of the change).
    const sites = await ok<Array<{ id: number; hrid: number; displayname: string }>>({
      path: '/api/found/Organization/GetAllSite',
    });
    expect(sites.map(({ hrid, displayname }) => ({ hrid, displayname }))).toEqual([
      { hrid: 3001, displayname: 'Shanghai' },
      { hrid: 3002, displayname: 'Dalian' },
    ]);
    const departments = () =>
      ok<Array<{ text: string }>>({
        path: '/api/found/Organization/GetSelectionDepartmentsBySite',
        query: { siteId: String(siteId) },
      });
    expect(await departments()).toEqual([]);
    const department = await adminJson<{ id: number; hrid: number }>(
      ...['department:create', '--customer', String(customerId), '--site', String(siteId)],
      ...['--name-en', 'Engineering', '--name-zh', '工程部'],
    );
    expect(department.hrid).toBe(300_101);
    let listed = await departments();
    for (const until = Date.now() + 3_000; !listed.length && Date.now() < until; listed = await departments())
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listed.map((d) => d.text)).toEqual(['Engineering']);
  }, 180_000);

  it('the admin accepts, sets up the authenticator, signs in with it and brands the portal', async () => {
    team.admin = await acceptAndEnrol(ADMIN_EMAIL, 'Ada Admin');
    // Signing in again: the password answers a ticket, the next authenticator code a session.
    const password = await login(ADMIN_EMAIL);
    expect(password.body.code).toBe(AppErrorCode.SecondFactorRequired);
    const { ticket } = password.body.data as unknown as TSecondFactorChallenge;
    const signedIn = await ok<{ token: string }>({
      path: '/api/user/Account/LoginSecondFactor',
      body: { ticket, code: totp(team.admin.secret, 1) },
    });
    team.admin.token = signedIn.token;
    const token = signedIn.token;

    const current = await ok<TCompanySettings>({ path: '/api/hr/Company/GetSettings', token });
    const { logo: _logo, ...input } = current;
    const saved = await ok<TCompanySettings>({
      path: '/api/hr/Company/SaveSettings',
      token,
      body: {
        ...input,
        tagline: { en: 'Build what ships', zh: '做能交付的东西' },
        brandColor: BRAND,
        smsSignature: '艾克米',
      },
    });
    expect(saved).toMatchObject({ brandColor: BRAND, smsSignature: '艾克米' });

    const canvas = createCanvas(120, 40);
    const draw = canvas.getContext('2d');
    draw.fillStyle = BRAND;
    draw.fillRect(0, 0, 120, 40);
    const png = canvas.toBuffer('image/png');
    const boundary = '----firstday';
    const uploaded = await fetch(`${server!.baseUrl}/api/hr/Company/UploadLogo`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        customerid: String(customerId),
        lang: 'en-us',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="acme.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const { data } = (await uploaded.json()) as { data: { logo: string } };
    expect(data.logo).toMatch(/^\/brand-logo\/[0-9a-f]+\.png$/);

    const config = JSON.parse((await hostGet('/config.json')).body.toString()) as TRuntimeConfig;
    expect(config).toMatchObject({
      brandColor: BRAND,
      tagline: { en: 'Build what ships', zh: '做能交付的东西' },
      logo: data.logo,
    });
    const logo = await hostGet(data.logo);
    expect({ status: logo.status, type: logo.type, same: logo.body.equals(png) }).toEqual({
      status: 200,
      type: 'image/png',
      same: true,
    });
  });

  it('the admin invites a recruiter of one site and an interviewer; each accepts and reaches only their part', async () => {
    const token = team.admin.token;
    const invite = (email: string, roles: number[], siteIds?: number[]) =>
      ok({ path: '/api/hr/Team/InviteMember', token, body: { email, roles, siteIds } });
    await invite(RECRUITER_EMAIL, [Role.Recruiter], [siteId]);
    await invite(INTERVIEWER_EMAIL, [Role.Interviewer]);
    team.recruiter = await acceptAndEnrol(RECRUITER_EMAIL, 'Rui Recruiter');
    team.interviewer = await acceptAndEnrol(INTERVIEWER_EMAIL, 'Ivy Interviewer');

    const members = await ok<TPage<TTeamMember>>({
      path: '/api/hr/Team/QueryMembers',
      token,
      body: { pageIndex: 1, pageSize: 10 },
    });
    const byEmail = Object.fromEntries(members.list.map((m) => [m.email, m]));
    expect(byEmail[RECRUITER_EMAIL]).toMatchObject({
      status: 'active',
      roles: [Role.Recruiter],
      sites: [{ id: siteId, name: 'Shanghai' }],
    });
    expect(byEmail[INTERVIEWER_EMAIL]).toMatchObject({ status: 'active', roles: [Role.Interviewer] });
    expect(byEmail[ADMIN_EMAIL]).toMatchObject({ roles: [Role.HrManager, Role.CustomerAdmin] });

    const page = { pageIndex: 1, pageSize: 10 };
    const jobs = (who: string) =>
      api({ path: '/api/hr/Position/QueryPagingPositions', token: who, body: page });
    // A recruiter works on jobs, not on the team; an interviewer on interviews, not on jobs.
    expect((await jobs(team.recruiter.token)).body.code).toBe(0);
    const recruiterTeam = await api({
      path: '/api/hr/Team/QueryMembers',
      token: team.recruiter.token,
      body: page,
    });
    expect(recruiterTeam.status).toBe(403);
    expect((await jobs(team.interviewer.token)).status).toBe(403);
    const interviews = await api({
      path: '/api/hr/Interview/QueryInterviews',
      token: team.interviewer.token,
      body: page,
    });
    expect(interviews.body).toMatchObject({ code: 0, data: { list: [] } });
  });

  it('a candidate registers with the code the Aliyun stand-in received in a signed request', async () => {
    const sent = await api({
      path: '/api/user/Account/SendVerificationCode',
      query: { account: b64(CANDIDATE_PHONE) },
    });
    expect(sent.body, sent.text).toMatchObject({ code: 0 });
    // The stand-in keeps only what passed Aliyun's checks: key, timestamp, nonce and signature.
    const message = standIn.sent.findLast((m) => m.phone === CANDIDATE_PHONE);
    expect(message).toEqual({
      phone: CANDIDATE_PHONE,
      signName: '艾克米',
      templateCode: standIn.templates.code,
      params: { code: expect.stringMatching(/^\d{6}$/) },
    });
    await ok({
      path: '/api/user/Account/NameRegisteredUser',
      body: {
        account: b64(CANDIDATE_PHONE),
        code: message!.params.code,
        password: b64(PASSWORD),
        confirmpassword: b64(PASSWORD),
        fullname: '陈一',
      },
    });
    const { token } = await ok<{ token: string }>({
      path: '/api/user/Account/Login',
      body: { LoginName: b64(CANDIDATE_PHONE), LoginPwd: b64(PASSWORD) },
    });
    const me = await ok<{ loginname: string }>({ path: '/api/user/user/GetUserInfo', token });
    expect(me.loginname).toBe(CANDIDATE_PHONE);
  });

  it("the demo's accounts and customers do not exist in this database", async () => {
    for (const demo of ['13800000000', 'hr@example.com']) {
      expect((await login(demo, 'demo2026pass')).body.code, demo).toBe(AppErrorCode.BadCredentials);
    }
    expect((await hostGet('/config.json', 'localhost')).status).toBe(404);
    const [counts] = (
      await adminQuery(
        database!.url,
        `SELECT (SELECT count(*)::int FROM customers) AS customers,
                (SELECT count(*)::int FROM users WHERE phone = '13800000000' OR email = 'hr@example.com') AS demo`,
      )
    ).rows as Array<{ customers: number; demo: number }>;
    expect(counts).toEqual({ customers: 1, demo: 0 });
  });
});
