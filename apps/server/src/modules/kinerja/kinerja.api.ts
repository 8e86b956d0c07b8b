/** The kinerja module's public face: what other modules, the app and the seed may use. */

export { capaianRoutes } from './capaian.routes.ts';
export {
  type CapaianForMonthQuery,
  type CapaianForMonthsQuery,
  type CapaianLoadStats,
  capaianForMonth,
  capaianForMonths,
  type PersonCapaian,
  type PersonCapaianMonth,
} from './capaian.service.ts';
export { katalogRoutes } from './katalog.routes.ts';
export {
  assertKinerjaWindowOpen,
  type KinerjaWindowScope,
  kinerjaWindowState,
} from './kinerja-window.service.ts';
export { kontrakRoutes } from './kontrak.routes.ts';
export { kinerjaToday, uraianOfPosition } from './kontrak.service.ts';
export { KONTRAK_SUBJECT, kontrakWorkflow } from './kontrak.workflow.ts';
export { type DemoKontrakRefs, seedDemoKontrak } from './kontrak-demo.seed.ts';
export { kinerjaMonitorRoutes } from './monitor.routes.ts';
export { kinerjaReminderJob } from './monitor-reminder.job.ts';
export { realisasiRoutes } from './realisasi.routes.ts';
export { REALISASI_SUBJECT, realisasiWorkflow } from './realisasi.workflow.ts';
export { type DemoRealisasiRefs, seedDemoRealisasi } from './realisasi-demo.seed.ts';
export { kinerjaSkpRoutes } from './skp.routes.ts';
