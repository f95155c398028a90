export * from './customers.ts';
export * from './reference-data.ts';
export * from './jobs.ts';
export * from './accounts.ts';
export * from './resumes.ts';
export * from './applications.ts';
export * from './assessments.ts';
export * from './second-factor.ts';
