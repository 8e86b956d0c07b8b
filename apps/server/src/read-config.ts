import { type AppConfig, ConfigError, loadConfig } from './config.ts';

/**
 * Loads an optional .env (real environment variables win) and the configuration; on a bad
 * value prints one line naming the variable and exits with status 1.
 */
export function readConfigOrExit(): AppConfig {
  try {
    process.loadEnvFile?.('.env');
  } catch {
    // no .env: nothing to load
  }
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Sikerja cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
