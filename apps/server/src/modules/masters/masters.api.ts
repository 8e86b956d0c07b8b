/** The masters module's public face: the only file other modules may import. */
import './payroll.lock.ts';

export { POSITION_CYCLE_MESSAGE, POSITION_TREE } from './jabatan.resource.ts';
export { kategoriDiklatResource } from './kategori-diklat.resource.ts';
export { type DemoMasterRefs, seedDemoMasters } from './masters-demo.seed.ts';
export type { PayrollLockScope } from './payroll.lock.ts';
export { urusanResource } from './urusan.resource.ts';
