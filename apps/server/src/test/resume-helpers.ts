import type { FastifyInstance } from 'fastify';
import { applyWithResume } from '../modules/applications/applications.service.ts';
import { callApi } from './test-app.ts';

const firstOption = async (app: FastifyInstance, group: string) =>
  (await callApi<Array<{ value: number }>>(app, { url: `/api/found/Option/GetSelection${group}` })).body
    .data[0]!.value;

/** Name, mobile and email only: what every job requires. */
export const minimalResume = (name: string, phone: string) => ({
  basic: { name, mobile: phone, email: `${phone}@example.com` },
});

/**
 * Applies to a job for a user directly through the service (no sign-in, no captcha), with a minimal resume
 * and no source or referrer: the quickest way for a test to have an application. Answers its id.
 */
export const applyDirectly = async (
  app: FastifyInstance,
  input: { customerId: number; userId: number; jobId: number; name: string; phone: string },
): Promise<number> =>
  (
    await applyWithResume(app.deps, {
      customerId: input.customerId,
      userId: input.userId,
      jobId: input.jobId,
      snapshot: minimalResume(input.name, input.phone) as never,
      sourceId: null,
      recommendCode: null,
      referrerUserId: null,
    })
  ).id;

/** A resume that fills every field any demo job requires. */
export const completeResume = async (app: FastifyInstance, name: string, phone: string) => ({
  basic: {
    ...minimalResume(name, phone).basic,
    gender: await firstOption(app, 'Gender'),
    birthDate: '1995-05-05',
  },
  other: {
    idType: await firstOption(app, 'IDType'),
    idNumber: '110101199505051234',
    expectedSalaryMin: 9000,
  },
  workHistory: [{ company: 'Acme', position: 'Agent', startDate: '2018-01-01', endDate: '2020-01-01' }],
  education: [
    { degree: await firstOption(app, 'Degree'), school: 'Tongji University', startDate: '2014-09-01' },
  ],
  additional: { earliestStartDate: '2026-12-15' },
  skills: [{ type: 'language', name: 'English' }],
});
