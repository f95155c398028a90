// First: on a Node older than package.json's engines, stop with one line before anything else loads.
import './config/require-node.ts';
import { createOutboxMailSender } from './adapters/mail/providers/outbox.ts';
import { createSmtpMailSender } from './adapters/mail/providers/smtp.ts';
import { readEnv } from './config/env.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { answerWithoutDatabase, EXIT, runAdmin } from './modules/operator/operator.ts';

/*
 * The operator's command line: `npm run admin -- <command>` in a checkout, `node dist/admin.js <command>`
 * in a build (see `admin --help`). It uses the server's database settings: DATABASE_URL, else the embedded
 * database in DATA_DIR, which one process at a time may open, so a running server must be stopped first.
 */

const stop = (message: string): never => {
  console.error(`error: ${message}`);
  return process.exit(EXIT.refused);
};

const readSettings = () => {
  try {
    return readEnv();
  } catch (err) {
    return stop((err as Error).message);
  }
};

const open = async (env: ReturnType<typeof readSettings>): Promise<TDatabase> => {
  try {
    return await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: 2 });
  } catch (err) {
    const message = (err as Error).message;
    if (/in use by another server process/.test(message))
      return stop(
        `${message} The embedded database serves one process at a time: stop the server, run the command, ` +
          'then start the server again (or use a PostgreSQL server through DATABASE_URL).',
      );
    return stop(`the database could not be opened: ${message}`);
  }
};

const argv = process.argv.slice(2);
const out = (line: string) => void process.stdout.write(`${line}\n`);
const err = (line: string) => console.error(line);
const early = answerWithoutDatabase(argv, out, err);
if (early !== undefined) process.exit(early);
const env = readSettings();
const database = await open(env);
try {
  process.exitCode = await runAdmin(argv, {
    db: database.db,
    out,
    err,
    mail: env.SMTP_URL
      ? createSmtpMailSender(env.SMTP_URL, env.MAIL_FROM ?? 'no-reply@localhost')
      : createOutboxMailSender(database.db),
    publicUrl: env.PUBLIC_URL,
  });
  if (process.exitCode === EXIT.ok && argv[0] === 'hr:invite' && !env.SMTP_URL)
    err('note: SMTP_URL is not set, so the email went to the database outbox: hand the link over yourself.');
} catch (err) {
  console.error(`error: ${(err as Error).message.split('\n')[0]}`);
  process.exitCode = EXIT.refused;
} finally {
  await database.close();
}
