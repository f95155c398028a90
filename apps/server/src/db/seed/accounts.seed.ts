import { AGREEMENT_VERSION, Role, ROLE_PRESETS } from '@tmp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { options, users } from '../schema/index.ts';
import { hashPassword, hashSecurityAnswer } from '../../modules/accounts/accounts.service.ts';

/** The demo password of every seeded account (decisions §6). */
export const DEMO_PASSWORD = 'demo2026pass';

interface TDemoUser {
  phone?: string;
  email?: string;
  displayName: string;
  roles: number[];
  recommendCode: string;
}

const DEMO_USERS: Record<number, TDemoUser[]> = {
  1: [
    {
      phone: '13800000000',
      email: 'candidate@tmp.example.com',
      displayName: '王小明',
      roles: [Role.Candidate],
      recommendCode: 'TMPDEMO2026',
    },
    {
      email: 'hr@example.com',
      displayName: 'HR Manager',
      roles: [...ROLE_PRESETS.admin],
      recommendCode: 'TMPHR20260',
    },
    { phone: '13900000001', displayName: '李雷', roles: [Role.Candidate], recommendCode: 'TMPLILEI26' },
  ],
  2: [
    { email: 'candidate@example.com', displayName: '', roles: [Role.Candidate], recommendCode: 'NWDEMO2026' },
    {
      email: 'hr@example.com',
      displayName: 'HR Manager',
      roles: [...ROLE_PRESETS.admin],
      recommendCode: 'NWHR202600',
    },
  ],
};

/** The demo candidate and HR manager (also the customer admin: roles 2 and 3) of a customer; email accounts answer their security question with 'demo'. */
export const seedAccounts = async (db: Db, customerId: number): Promise<Map<string, number>> => {
  const [question] = await db
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.customerId, customerId), eq(options.groupCode, 'SecurityQuestion')))
    .orderBy(options.sort);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const answerHash = await hashSecurityAnswer('demo');
  const ids = new Map<string, number>();
  for (const user of DEMO_USERS[customerId] ?? []) {
    const [row] = await db
      .insert(users)
      .values({
        customerId,
        phone: user.phone ?? null,
        email: user.email ?? null,
        passwordHash,
        displayName: user.displayName,
        roles: user.roles,
        securityQuestionId: user.email && !user.phone ? (question?.id ?? null) : null,
        securityAnswerHash: user.email && !user.phone ? answerHash : null,
        recommendCode: user.recommendCode,
        // A demo candidate stands for one who registered, which accepts the current policy.
        ...(user.roles.includes(Role.Candidate)
          ? { agreementVersion: AGREEMENT_VERSION, agreedAt: new Date() }
          : {}),
      })
      .returning({ id: users.id });
    ids.set(user.phone ?? user.email!, row!.id);
  }
  return ids;
};
