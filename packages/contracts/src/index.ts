// The single entry of the shared package: server and web import from '@sikerja/contracts'.
export * from './auth.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './menu.ts';
export * from './menu-tree.ts';
export * from './pagination.ts';
export * from './permissions.ts';
export * from './routes.ts';
export * from './setting.ts';
export * from './user-groups.ts';
export * from './users.ts';
export * from './zod-indonesian.ts';
