import { ROUTE_BY_NAME } from '@sikerja/contracts';
import type { ComponentType } from 'react';
import { type MasterScreenConfig, masterConfigFileName } from './master-config.ts';

type ConfigModule = { masterScreen: MasterScreenConfig<{ id: number } & Record<string, unknown>> };

// Every config file, loaded only when its screen opens (each is its own small chunk).
const CONFIGS = import.meta.glob<ConfigModule>('./configs/*.ts');

/**
 * The page loader of a master screen, or undefined when the route has no config: the route
 * table asks this for every catalogue route it has no hand-made screen for.
 */
export function masterPageLoader(routeName: string): (() => Promise<ComponentType>) | undefined {
  const load = CONFIGS[`./configs/${masterConfigFileName(routeName)}.ts`];
  const route = ROUTE_BY_NAME.get(routeName);
  if (!load || !route) return undefined;
  return async () => {
    const [{ masterScreen }, { createMasterPage }] = await Promise.all([
      load(),
      import('./master-page.tsx'),
    ]);
    return createMasterPage(masterScreen, route.path);
  };
}
