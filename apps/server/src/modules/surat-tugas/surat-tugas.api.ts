/** The surat tugas module's public face: what other modules may use. */

export { cadetRateRoutes } from './cadet-rates.resource.ts';
export { flightRoutes } from './flights.resource.ts';
export { spjReminderJob } from './spj-reminder.job.ts';
export { suratTugasRoutes } from './surat-tugas.routes.ts';
export { DL_SOURCE, SURAT_TUGAS_SUBJECT } from './surat-tugas.workflow.ts';
export { type DemoSuratTugasRefs, seedDemoSuratTugas } from './surat-tugas-demo.seed.ts';
export { travelRoutes } from './travel.routes.ts';
