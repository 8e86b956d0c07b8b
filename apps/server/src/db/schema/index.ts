// Every table, for drizzle-kit and for the typed database handle.
export * from './access.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './files.ts';
export * from './mail.ts';
export * from './menu.ts';
export * from './org.ts';
export * from './settings.ts';
export * from './users.ts';
