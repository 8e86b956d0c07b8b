/**
 * What other parts of the app may use of the masters: a master's page found by its route name,
 * and the person select the masters' own forms use.
 */
export { personField } from './configs/shared/people.ts';
export { masterPageLoader } from './masters-pages.ts';
