/** The apel-senam module's public face: what other modules, the app and the seed may use. */
// Apel and senam count in the monthly deduction summary.
import './ceremony.deduction.ts';

export { apelSenamRoutes } from './apel-senam.routes.ts';
export { seedDemoApelSenam } from './apel-senam-demo.seed.ts';
