/** The profile module's public face: the only file other modules may import. */
export { type DemoProfilePerson, seedDemoProfiles } from './profile-demo.seed.ts';
