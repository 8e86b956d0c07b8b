/** The lembur module's public face: what other modules may use. */

export { lemburWorkflow } from './lembur.workflow.ts';
export { type DemoLemburRefs, seedDemoLembur } from './lembur-demo.seed.ts';
export { lemburRekap, loadYearRules } from './lembur-pay.service.ts';
