/** The shift-pattern module's public face: the only file other modules may import. */
export { seedDemoShiftPatterns } from './shift-pattern.seed.ts';
