import type { DbOrTx } from '../../db/client.ts';
import { type Actor, SYSTEM_ACTOR } from '../audit/audit.ts';
import type { Resource } from './resource-factory.ts';

/**
 * Writes rows the way an admin's form does, for demo data: each body is checked by the
 * resource's create contract (a demo row that the form would refuse fails the seed), goes
 * through its hooks and is audited. `owner` fixes an owner resource's person.
 */
export async function createThroughResource(
  tx: DbOrTx,
  resource: Resource,
  bodies: readonly Record<string, unknown>[],
  options: { owner?: Readonly<Record<string, unknown>>; actor?: Actor } = {},
): Promise<{ id: number }[]> {
  const service = options.owner ? resource.service.withScope(options.owner) : resource.service;
  const created: { id: number }[] = [];
  for (const body of bodies) {
    const input = resource.config.contract.create.parse(body) as Record<string, unknown>;
    const row = await service.create(tx, input, options.actor ?? SYSTEM_ACTOR);
    created.push({ id: Number(row.id) });
  }
  return created;
}
