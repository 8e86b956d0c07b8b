import { readConfigOrExit } from './read-config.ts';

// Run by `npm start` before building, so a bad variable fails at once rather than after the build.
readConfigOrExit();
