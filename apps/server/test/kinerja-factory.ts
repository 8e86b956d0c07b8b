/**
 * A small kinerja factory for tests: an approved (or draft) contract with its lines, monthly
 * targets, approved realisations and month rows, inserted straight into kinerja_contracts,
 * kinerja_lines, kinerja_targets, kinerja_realisations and kinerja_months (the contract and
 * realisation screens are other modules' concern).
 */
import type { DbOrTx } from '../src/db/client.ts';
import {
  kinerjaContracts,
  kinerjaLines,
  kinerjaMonths,
  kinerjaRealisations,
  kinerjaTargets,
} from '../src/db/schema/kinerja.ts';

export interface LineSpec {
  name: string;
  kind?: 'utama' | 'tambahan';
  bobot?: number;
  points?: number;
  quality?: number;
  cumulative?: boolean;
  extraMonth?: number;
  targets?: Record<number, number>;
  /** month → [approved quantity, approved quality] (null quality: the target's) */
  approved?: Record<number, [number | null, number | null]>;
}

export async function contractOf(
  db: DbOrTx,
  spec: {
    year: number;
    userId: number;
    positionId: number;
    unitId: number;
    superiorUserId: number | null;
    start?: string;
    end?: string;
    status?: 'draft' | 'approved';
    lines: LineSpec[];
    months?: Record<number, { status: string; firstSentAt: string | null }>;
  },
) {
  const [c] = await db
    .insert(kinerjaContracts)
    .values({
      userId: spec.userId,
      year: spec.year,
      positionId: spec.positionId,
      unitId: spec.unitId,
      superiorUserId: spec.superiorUserId,
      periodStart: spec.start ?? `${spec.year}-01-01`,
      periodEnd: spec.end ?? `${spec.year}-12-31`,
      status: spec.status ?? 'approved',
    })
    .returning();
  if (!c) throw new Error('contract insert returned nothing');
  const lineIds: number[] = [];
  for (const [i, l] of spec.lines.entries()) {
    const [line] = await db
      .insert(kinerjaLines)
      .values({
        contractId: c.id,
        proposedName: l.name,
        dutyKind: l.kind ?? 'utama',
        weight: l.bobot ?? 0,
        points: l.points ?? 0,
        quality: l.quality ?? 100,
        isCumulative: l.cumulative ?? false,
        extraMonth: l.extraMonth ?? null,
        sortOrder: i,
      })
      .returning();
    if (!line) throw new Error('line insert returned nothing');
    lineIds.push(line.id);
    const targets = Object.entries(l.targets ?? {});
    if (targets.length > 0) {
      await db
        .insert(kinerjaTargets)
        .values(targets.map(([m, q]) => ({ lineId: line.id, month: Number(m), quantity: q })));
    }
    const approved = Object.entries(l.approved ?? {});
    if (approved.length > 0) {
      await db.insert(kinerjaRealisations).values(
        approved.map(([m, [q, quality]]) => ({
          lineId: line.id,
          month: Number(m),
          proposedQuantity: q ?? 1,
          approvedQuantity: q,
          approvedQuality: quality,
        })),
      );
    }
  }
  for (const [m, row] of Object.entries(spec.months ?? {})) {
    await db.insert(kinerjaMonths).values({
      contractId: c.id,
      month: Number(m),
      status: row.status,
      firstSentAt: row.firstSentAt ? new Date(row.firstSentAt) : null,
      sentAt: row.firstSentAt ? new Date(row.firstSentAt) : null,
    });
  }
  return { contract: c, lineIds };
}
