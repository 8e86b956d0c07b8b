/**
 * Pieces every master-data contract is built from (docs/masters.md), so forty masters share
 * one list request, one response envelope and the same field rules and limits.
 */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';

/** Limits shared by the forms and the API. */
export const MASTER_LIMITS = {
  code: 32,
  name: 150,
  text: 1000,
} as const;

/** A required, trimmed text field. */
export const zRequiredText = (max: number = MASTER_LIMITS.name) =>
  z.string().trim().min(1).max(max);

/** An optional text field: blank becomes null, so "cleared" and "never set" look the same. */
export const zOptionalText = (max: number = MASTER_LIMITS.text) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Whether the row may be chosen in new records; defaults to active. */
export const zIsActive = () => z.boolean().optional().default(true);

/**
 * A yes/no list filter. The list sends JSON booleans; the export link sends the same filter in
 * its query string as 'true'/'false' (or '1'/'0').
 */
export const zBooleanFilter = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional();

/** A foreign-key filter, from JSON or from a query string. */
export const zIdFilter = () => zId().optional();

/** Route parameter `:id`. */
export const ZMasterIdParams = z.object({ id: zId() });

/** The list request of a master: the shared list body plus its sort keys and filters. */
export function masterListRequest<
  S extends readonly [string, ...string[]],
  F extends z.ZodRawShape,
>(sortKeys: S, filters: F) {
  return ZListRequest.extend({ sort: z.enum(sortKeys).optional(), ...filters });
}

/** The export query string: the list's search, sort and filters (no paging; every row). */
export function masterExportQuery<
  S extends readonly [string, ...string[]],
  F extends z.ZodRawShape,
>(sortKeys: S, filters: F) {
  return z.object({
    search: z.string().trim().max(200).optional().default(''),
    sort: z.enum(sortKeys).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    ...filters,
  });
}

/** `{ data: row }`: the answer of get, create and update. */
export const masterResponse = <T extends z.ZodType>(row: T) => z.object({ data: row });

/** The answer of delete: deleted, or deactivated because the row is still in use. */
export const ZMasterDeleteResponse = z.object({
  data: z.object({ message: z.string(), deactivated: z.boolean() }),
});
export type TMasterDeleteResponse = z.infer<typeof ZMasterDeleteResponse>;

/** PNS groups (golongan I–IV); other grades map onto them for group-keyed allowances. */
export const PNS_GROUPS = ['I', 'II', 'III', 'IV'] as const;
export type PnsGroup = (typeof PNS_GROUPS)[number];
