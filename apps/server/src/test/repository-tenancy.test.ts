import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// CODE_STYLE §4, tenancy: every repository function takes the customer id, so no query of one customer's
// request can reach another's rows. It passes when one parameter is named `customerId` or `customer`, or
// has a type (or an array of one) with a required `customerId` (a row to insert, an owner, a scope). The
// functions below cannot take it, each for its reason; a name listed here that no longer exists fails too.

const SWEEP = 'a periodic sweep across every customer';
const LOCK = 'an advisory lock on a name; reads and writes no row';
const QUEUED =
  "a queued job's delivery: the job carries the id the server wrote, and the row's own customer_id scopes the rest";
const FOUND_BY_TOKEN = "a session found by its token's hash (findSessionWithUser), its customer then checked";
const TENANTS = 'the tenant directory itself: the customers table has no customer id';

const EXCEPTIONS: Record<string, Record<string, string>> = {
  'modules/accounts/accounts.repository.ts': {
    findSessionWithUser:
      "a session is found by the hash of its token, unique across customers; the caller checks the session's customer against the call's",
    extendSession: FOUND_BY_TOKEN,
    revokeSession: FOUND_BY_TOKEN,
    countCodesFromAddressSince:
      'a limit per client address across every customer, on purpose: one address asking codes of many customers is one abuser',
    lockName: LOCK,
  },
  'modules/alerts/alerts.repository.ts': {
    lockName: LOCK,
    countConfirmationsToMailbox:
      'a limit per mailbox across every customer, on purpose: a mailbox flooded through many customers is still flooded',
    countConfirmationsFrom: 'a limit per client address across every customer, on purpose',
    findAlertById: QUEUED,
    claimDueDigests: SWEEP,
  },
  'modules/applications/applications.repository.ts': {
    insertApplicationEvent:
      'application_events has no customer_id: the change of an application locked with the customer id in the same transaction',
    findEvents:
      'application_events has no customer_id: the history of applications the caller has just read with the customer id',
  },
  'modules/assessments/assessments.repository.ts': {
    expireOverdue: "with an owner, that customer's and user's; without, " + SWEEP,
    findOverdueRunning: "with an owner, that customer's and user's; without, " + SWEEP,
  },
  'modules/conversations/conversations.repository.ts': {
    rowsOf: 'not a query: runs one that a function of its module built',
  },
  'modules/conversations/hr-recipients.repository.ts': {
    findCustomersWithMembers: "the daily digest's sweep: which customers have hiring members at all",
    claimDigestDay:
      'hr_digest_days has no customer_id: one claim per HR user and day, a user id being unique across customers',
  },
  'modules/customers/customers.repository.ts': {
    findAllCustomers: TENANTS,
    findAllCustomerHosts: TENANTS,
    findCustomerById: TENANTS,
    insertCustomer: TENANTS,
    findHostOwners: TENANTS,
    findCustomerCodes: TENANTS,
  },
  'modules/interviews/interviews.repository.ts': {
    linkInterviewers:
      'interview_plan_interviewers has no customer_id: links a plan just inserted for the customer to interviewers saved for it',
    claimDueReminders: SWEEP,
    findInterviewById: QUEUED,
  },
  'modules/jobs/jobs.repository.ts': { closeJobsDue: SWEEP },
  'modules/privacy/retention.repository.ts': { findRetentionDue: SWEEP },
  'modules/resumes/resumes.repository.ts': { lockUserResumeFiles: LOCK },
};

const SRC = fileURLToPath(new URL('..', import.meta.url));

const repositoryFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(path);
    return entry.name.endsWith('.repository.ts') ? [path] : [];
  });

/** Whether a value of this type carries a customer id: a required `customerId`, in it or its elements. */
const carriesCustomer = (checker: ts.TypeChecker, type: ts.Type): boolean => {
  if (type.isUnion()) return type.types.every((member) => carriesCustomer(checker, member));
  if (checker.isArrayType(type))
    return carriesCustomer(checker, checker.getTypeArguments(type as ts.TypeReference)[0]!);
  const property = type.getProperty('customerId');
  return Boolean(property) && !(property!.flags & ts.SymbolFlags.Optional);
};

/** Every exported function of the repositories, by file, with whether it takes the customer id. */
const exportedFunctions = () => {
  const files = repositoryFiles(SRC);
  const config = ts.readConfigFile(join(SRC, '../tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, join(SRC, '..'));
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const found: Record<string, Record<string, boolean>> = {};
  for (const file of files) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    const functions: Record<string, boolean> = {};
    for (const symbol of checker.getExportsOfModule(module)) {
      const declaration = symbol.valueDeclaration;
      const signature =
        declaration && checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0];
      if (!signature) continue;
      functions[symbol.name] = signature.parameters.some(
        (parameter) =>
          parameter.name === 'customerId' ||
          parameter.name === 'customer' ||
          carriesCustomer(checker, checker.getTypeOfSymbolAtLocation(parameter, declaration)),
      );
    }
    found[relative(SRC, file)] = functions;
  }
  return found;
};

describe('repository tenancy', () => {
  const found = exportedFunctions();

  it('has every repository function take the customer id, or say why it cannot', () => {
    const missing = Object.entries(found).flatMap(([file, functions]) =>
      Object.entries(functions)
        .filter(([name, takesCustomer]) => !takesCustomer && !EXCEPTIONS[file]?.[name])
        .map(([name]) => `${file} ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists only functions that exist and still lack the customer id', () => {
    const stale = Object.entries(EXCEPTIONS).flatMap(([file, names]) =>
      Object.keys(names)
        .filter((name) => found[file]?.[name] !== false)
        .map((name) => `${file} ${name}`),
    );
    expect(stale).toEqual([]);
  });
});
