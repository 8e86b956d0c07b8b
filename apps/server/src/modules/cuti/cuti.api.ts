/** The cuti module's public face: the only file other modules may import. */
export { type DemoCutiRefs, seedDemoCuti } from './cuti-demo.seed.ts';
