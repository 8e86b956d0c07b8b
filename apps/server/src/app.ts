import { randomUUID } from 'node:crypto';
import { useIndonesianZodMessages } from '@sikerja/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { accessPlugin } from './http/access.ts';
import { canonicalPathPlugin } from './http/canonical-path.ts';
import { errorHandlerPlugin } from './http/error-handler.ts';
import { inFlightPlugin } from './http/in-flight.ts';
import { inputGuardPlugin } from './http/input-guard.ts';
import { loggerOptions, RequestLogController } from './http/logger.ts';
import { openApiPlugin } from './http/openapi.ts';
import { securityPlugin } from './http/security.ts';
import { webAppPlugin } from './http/web-app.ts';
import { xsrfPlugin } from './http/xsrf.ts';
import { findUp } from './lib/find-up.ts';
import { apelSenamRoutes } from './modules/apel-senam/apel-senam.api.ts';
import { adminAbsensiRoutes } from './modules/attendance/admin-absensi.routes.ts';
import { dayCloseJob } from './modules/attendance/day-close.job.ts';
import { iclockRoutes } from './modules/attendance/iclock.routes.ts';
import { lockRoutes } from './modules/attendance/lock.routes.ts';
import { perubahanRoutes } from './modules/attendance/perubahan.routes.ts';
import { presensiRoutes } from './modules/attendance/presensi.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { cutiRoutes } from './modules/cuti/cuti.routes.ts';
import { uploadCleanupJob } from './modules/files/upload-cleanup.job.ts';
import { filesRoutes } from './modules/files/uploads.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import {
  capaianRoutes,
  katalogRoutes,
  kinerjaMonitorRoutes,
  kinerjaReminderJob,
  kinerjaSkpRoutes,
  kontrakRoutes,
  realisasiRoutes,
} from './modules/kinerja/kinerja.api.ts';
import { lemburRoutes } from './modules/lembur/lembur.routes.ts';
import { outboxJob } from './modules/mail/outbox.job.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { masterRoutes } from './modules/masters/masters.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { menuAdminRoutes } from './modules/menu/menu-admin.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { organisationRoutes } from './modules/organisation/organisation.routes.ts';
import { positionMapRoutes } from './modules/organisation/position-map.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { rapatReminderJob, rapatRoutes } from './modules/rapat/rapat.api.ts';
import { settingRoutes } from './modules/setting/setting.routes.ts';
import { shiftPatternRoutes } from './modules/shift-pattern/shift-pattern.routes.ts';
import {
  cadetRateRoutes,
  flightRoutes,
  spjReminderJob,
  suratTugasRoutes,
  travelRoutes,
} from './modules/surat-tugas/surat-tugas.api.ts';
import { userGroupRoutes } from './modules/user-groups/user-groups.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { jobsPlugin } from './platform/jobs/jobs.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
  }
}

export interface AppDeps {
  database: Database;
}

/** The API modules, listed explicitly so the whole surface can be read in one place. */
const API_MODULES = [
  healthRoutes,
  authRoutes,
  settingRoutes,
  filesRoutes,
  menuRoutes,
  menuAdminRoutes,
  userGroupRoutes,
  userRoutes,
  outboxRoutes,
  masterRoutes,
  calendarRoutes,
  positionMapRoutes,
  katalogRoutes,
  organisationRoutes,
  profileRoutes,
  cutiRoutes,
  shiftPatternRoutes,
  notificationRoutes,
  presensiRoutes,
  perubahanRoutes,
  adminAbsensiRoutes,
  lockRoutes,
  apelSenamRoutes,
  kinerjaMonitorRoutes,
  kinerjaSkpRoutes,
  capaianRoutes,
  lemburRoutes,
  rapatRoutes,
  suratTugasRoutes,
  flightRoutes,
  cadetRateRoutes,
  travelRoutes,
  kontrakRoutes,
  realisasiRoutes,
];

/** The background jobs, each declared in its module's `.job.ts` (docs/operations.md). */
const JOBS = [
  dayCloseJob,
  outboxJob,
  uploadCleanupJob,
  rapatReminderJob,
  kinerjaReminderJob,
  spjReminderJob,
];

/** Builds the whole server; main.ts listens on it and tests inject into it. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  useIndonesianZodMessages();
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // An API answer is one person's data at one moment: no cache, shared or private, keeps it.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  await app.register(errorHandlerPlugin);
  await app.register(inFlightPlugin);
  await app.register(canonicalPathPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(xsrfPlugin, { secure: config.appUrl.startsWith('https://') });
  await app.register(accessPlugin);
  await app.register(openApiPlugin, { version: config.version });
  await app.register(
    async (api) => {
      for (const module of API_MODULES) await api.register(module);
    },
    { prefix: '/api/v1' },
  );
  // Fingerprint terminals push to /iclock/… (the ADMS protocol's fixed paths), known by serial
  // number rather than a session; its own body parser and text/plain error answers.
  await app.register(iclockRoutes);
  await app.register(jobsPlugin, { jobs: JOBS });
  await app.register(webAppPlugin, {
    distDir: config.webDistDir ?? findUp(import.meta.url, 'apps/web/dist'),
  });
  return app;
}
