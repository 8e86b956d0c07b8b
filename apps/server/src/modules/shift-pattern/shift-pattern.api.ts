/** The shift-pattern module's public face: the only file other modules may import. */

export { patternAssignmentResource } from './pattern-assignment.resource.ts';
export { seedDemoShiftPatterns } from './shift-pattern.seed.ts';
