/**
 * The masters' screens for the route table. A config lives in configs/<file>.ts, where <file>
 * is the route name without 'admin.', dots and underscores turned into dashes
 * ('admin.master.sbm.biaya_taksi' → configs/master-sbm-biaya-taksi.ts), and exports
 * `masterScreen`. The route table finds it by that name; nothing else registers it.
 */
import { ROUTE_BY_NAME } from '@sikerja/contracts';
import type { ComponentType } from 'react';
import type { ResourceScreenConfig } from '../../platform/resource-screen/resource-screen.api.ts';

type ConfigModule = {
  masterScreen: ResourceScreenConfig<{ id: number } & Record<string, unknown>>;
};

// Every config file, loaded only when its screen opens (each is its own small chunk).
const CONFIGS = import.meta.glob<ConfigModule>('./configs/*.ts');

/** 'admin.master.sbm.biaya_taksi' → 'master-sbm-biaya-taksi' (the config's file name). */
export function masterConfigFileName(routeName: string): string {
  return routeName.replace(/^admin\./, '').replace(/[._]/g, '-');
}

/**
 * The page loader of a master screen, or undefined when the route has no config: the route
 * table asks this for every catalogue route it has no hand-made screen for.
 */
export function masterPageLoader(routeName: string): (() => Promise<ComponentType>) | undefined {
  const load = CONFIGS[`./configs/${masterConfigFileName(routeName)}.ts`];
  const route = ROUTE_BY_NAME.get(routeName);
  if (!load || !route) return undefined;
  return async () => {
    const [{ masterScreen }, { createResourcePage }] = await Promise.all([
      load(),
      import('../../platform/resource-screen/resource-screen.api.ts'),
    ]);
    return createResourcePage(masterScreen, route.path);
  };
}
