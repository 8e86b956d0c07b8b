// Every table, for drizzle-kit and for the typed database handle.
export * from './access.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './calendar.ts';
export * from './files.ts';
export * from './imports.ts';
export * from './mail.ts';
export * from './masters.ts';
export * from './masters-attendance.ts';
export * from './masters-misc.ts';
export * from './masters-pay.ts';
export * from './masters-sbm.ts';
export * from './menu.ts';
export * from './org.ts';
export * from './profile.ts';
export * from './settings.ts';
export * from './users.ts';
