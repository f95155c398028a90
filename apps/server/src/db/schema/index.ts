export * from './customers.ts';
export * from './reference-data.ts';
export * from './jobs.ts';
export * from './accounts.ts';
