// The single entry of the shared package: server and web import from '@sikerja/contracts'.
export * from './errors.ts';
export * from './health.ts';
export * from './permissions.ts';
export * from './users.ts';
export * from './zod-indonesian.ts';
