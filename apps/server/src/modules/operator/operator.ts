import { parseArgs } from 'node:util';
import { translate } from '@tmp/contracts';
import type { TMailSender } from '../../adapters/mail/mail.port.ts';
import { createOutboxMailSender } from '../../adapters/mail/providers/outbox.ts';
import type { Db } from '../../db/client.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import { AppError } from '../../lib/app-error.ts';
import { CustomerInputError } from '../customers/customers-admin.service.ts';
import { COMMANDS, type TCommand } from './operator-commands.ts';

/*
 * The operator's command line (decisions §8): `npm run admin -- <command>` in a checkout,
 * `node apps/server/dist/admin.js <command>` in a build. Bad input exits non-zero with one line and
 * changes nothing; `--json` prints what a script reads.
 */

export interface TAdminContext {
  db: Db;
  /** Prints a line of the answer (stdout). */
  out: (line: string) => void;
  /** Prints a refusal (stderr); by default `out`. */
  err?: (line: string) => void;
  now?: () => Date;
  /** Where invitations are mailed; by default the database outbox. */
  mail?: TMailSender;
  /** The deployment's PUBLIC_URL, for links of customers without a public URL of their own. */
  publicUrl?: string;
}

/** Exit codes: 0 done, 1 input refused (nothing changed), 2 not understood (unknown command or flag). */
export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

const COMMON = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

export const usage = (): string =>
  [
    'Usage: admin <command> [flags] [--json]',
    '',
    ...Object.entries(COMMANDS).flatMap(([, command]) => [`  ${command.usage}`, `      ${command.summary}`]),
    '',
    'Flags: --json prints machine-readable output; --help prints this text.',
    "The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (stop the server first).",
  ].join('\n');

class UsageError extends Error {}

const parseCommand = (command: TCommand, name: string, args: string[]) => {
  try {
    const parsed = parseArgs({
      args,
      options: { ...command.options, ...COMMON },
      allowPositionals: true,
      strict: true,
    });
    if (parsed.positionals.length > (command.positionals ?? 0))
      throw new UsageError(`${name} does not take '${parsed.positionals.at(-1)}' (see --help)`);
    return parsed;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    // Node's own wording, up to its first sentence's end ("Unknown option '--x'").
    const reason = (err as Error).message.split(/\.\s|\n/)[0];
    throw new UsageError(`${name}: ${reason} (see --help)`);
  }
};

const refusalOf = (err: unknown): string | undefined => {
  if (err instanceof CustomerInputError) return err.message;
  if (err instanceof AppError)
    return translate(err.messageKey, 'en-us').replace(/\{(\w+)\}/g, (w, k: string) =>
      String(err.params[k] ?? w),
    );
  return undefined;
};

const failWith = (argv: string[], err: (line: string) => void) => (code: number, message: string) => {
  err(argv.includes('--json') ? JSON.stringify({ error: message }) : `error: ${message}`);
  return code;
};

/**
 * What is answered before the database is opened: the usage text, and an unknown command. Undefined when
 * the command is known.
 */
export const answerWithoutDatabase = (
  argv: string[],
  out: (line: string) => void,
  err: (line: string) => void = out,
): number | undefined => {
  const [name] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    out(usage());
    return name ? EXIT.ok : EXIT.usage;
  }
  if (!Object.hasOwn(COMMANDS, name))
    return failWith(argv, err)(EXIT.usage, `unknown command '${name}' (see --help)`);
  return undefined;
};

/** Runs one command; answers the exit code. Every refusal is one line on `err`. */
export const runAdmin = async (argv: string[], ctx: TAdminContext): Promise<number> => {
  const err = ctx.err ?? ctx.out;
  const json = argv.includes('--json');
  const fail = failWith(argv, err);
  const early = answerWithoutDatabase(argv, ctx.out, err);
  if (early !== undefined) return early;
  const [name = '', ...args] = argv;
  const command = COMMANDS[name]!;
  try {
    const { values, positionals } = parseCommand(command, name, args);
    if (values.help) return (ctx.out(`Usage: admin ${command.usage}\n  ${command.summary}`), EXIT.ok);
    if (command.needsSchema) {
      const pending = await pendingMigrations(ctx.db);
      if (pending.length > 0)
        return fail(
          EXIT.refused,
          `the database lacks ${pending.length} migration(s): run 'admin migrate' first`,
        );
    }
    const result = await command.run(
      {
        db: ctx.db,
        now: ctx.now ?? (() => new Date()),
        mail: ctx.mail ?? createOutboxMailSender(ctx.db),
        publicUrl: ctx.publicUrl ?? 'http://localhost',
      },
      values,
      positionals,
    );
    ctx.out(json ? JSON.stringify(result.json) : result.text);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) return fail(EXIT.usage, error.message);
    const refusal = refusalOf(error);
    if (refusal !== undefined) return fail(EXIT.refused, refusal);
    throw error;
  }
};
