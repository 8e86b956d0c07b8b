/** The rapat module's public face: what other modules, the app and the seed may use. */
// Mandatory meetings count in the monthly deduction summary.
import './rapat.deduction.ts';

export { rapatRoutes } from './rapat.routes.ts';
export { type RapatMonthRow, rapatMonthSummary } from './rapat-attendance.service.ts';
export { seedDemoRapat } from './rapat-demo.seed.ts';
export { rapatReminderJob } from './rapat-reminder.job.ts';
