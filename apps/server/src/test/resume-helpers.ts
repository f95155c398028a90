import type { FastifyInstance } from 'fastify';
import { callApi } from './test-app.ts';

const firstOption = async (app: FastifyInstance, group: string) =>
  (await callApi<Array<{ value: number }>>(app, { url: `/api/found/Option/GetSelection${group}` })).body
    .data[0]!.value;

/** Name, mobile and email only: what every job requires. */
export const minimalResume = (name: string, phone: string) => ({
  basic: { name, mobile: phone, email: `${phone}@example.com` },
});

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
