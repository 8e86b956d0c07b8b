/**
 * The small registers of the flight school: training phases, aircraft engines and simulators.
 * One file, as they share their shape and have no rules beyond their fields.
 */
import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';
import { zDecimal } from './misc-fields.ts';

/** A serial or registration: letters, digits and common separators. */
const zIdentifier = (label: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, `${label} hanya huruf, angka, spasi, titik, / atau -`);

export const ZPhaseRow = z.object({
  id: z.number().int(),
  programme: z.string(),
  sort_order: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
});
export type TPhaseRow = z.infer<typeof ZPhaseRow>;
export const ZCreatePhaseRequest = z.object({
  /** The training programme (free text until a programme master exists). */
  programme: zRequiredText(),
  /** Position of the phase in its programme, from 1; unique per programme. */
  sort_order: z.number().int().min(1).max(999),
  name: zRequiredText(),
  is_active: zIsActive(),
});
export type TCreatePhaseRequest = z.input<typeof ZCreatePhaseRequest>;
export const ZUpdatePhaseRequest = ZCreatePhaseRequest;
export type TUpdatePhaseRequest = z.input<typeof ZUpdatePhaseRequest>;
export const PHASE_DESCRIPTOR = defineMasterDescriptor(ZPhaseRow, {
  fields: [
    { field: 'programme', label: 'Program', sortable: true, exportWidth: 32 },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    { field: 'name', label: 'Nama Fase', sortable: true, exportWidth: 32 },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['programme', 'asc'],
    ['sort_order', 'asc'],
  ],
});
export const PHASE_SORT_KEYS = PHASE_DESCRIPTOR.sortKeys;
export const PHASE_FILTERS = { is_active: zBooleanFilter() };
export const ZFindPhaseRequest = masterListRequest(PHASE_SORT_KEYS, PHASE_FILTERS);

export const ZEngineRow = z.object({
  id: z.number().int(),
  engine_type: z.string(),
  serial_number: z.string(),
  hours: z.number(),
  is_active: z.boolean(),
});
export type TEngineRow = z.infer<typeof ZEngineRow>;
export const ZCreateEngineRequest = z.object({
  /** Make and model, e.g. 'Lycoming O-360-A4M'. */
  engine_type: zRequiredText(),
  serial_number: zIdentifier('Nomor seri'),
  /** Running hours, one decimal (tenths of an hour as the hour meter shows). */
  hours: zDecimal(999_999_999, 1),
  is_active: zIsActive(),
});
export type TCreateEngineRequest = z.input<typeof ZCreateEngineRequest>;
export const ZUpdateEngineRequest = ZCreateEngineRequest;
export type TUpdateEngineRequest = z.input<typeof ZUpdateEngineRequest>;
export const ENGINE_DESCRIPTOR = defineMasterDescriptor(ZEngineRow, {
  fields: [
    { field: 'engine_type', label: 'Tipe', sortable: true, exportWidth: 32 },
    { field: 'serial_number', label: 'Nomor Seri', sortable: true, exportWidth: 20 },
    { field: 'hours', label: 'Jam Operasi', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['serial_number', 'asc']],
});
export const ENGINE_SORT_KEYS = ENGINE_DESCRIPTOR.sortKeys;
export const ENGINE_FILTERS = { is_active: zBooleanFilter() };
export const ZFindEngineRequest = masterListRequest(ENGINE_SORT_KEYS, ENGINE_FILTERS);

export const ZSimulatorRow = z.object({
  id: z.number().int(),
  name: z.string(),
  simulator_type: z.string(),
  registration: z.string(),
  is_active: z.boolean(),
});
export type TSimulatorRow = z.infer<typeof ZSimulatorRow>;
export const ZCreateSimulatorRequest = z.object({
  name: zRequiredText(),
  /** E.g. 'FNPT II', 'FFS Level D'. */
  simulator_type: zRequiredText(),
  registration: zIdentifier('Registrasi'),
  is_active: zIsActive(),
});
export type TCreateSimulatorRequest = z.input<typeof ZCreateSimulatorRequest>;
export const ZUpdateSimulatorRequest = ZCreateSimulatorRequest;
export type TUpdateSimulatorRequest = z.input<typeof ZUpdateSimulatorRequest>;
export const SIMULATOR_DESCRIPTOR = defineMasterDescriptor(ZSimulatorRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 32 },
    { field: 'simulator_type', label: 'Tipe', sortable: true, exportWidth: 20 },
    { field: 'registration', label: 'Registrasi', sortable: true, exportWidth: 20 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['name', 'asc']],
});
export const SIMULATOR_SORT_KEYS = SIMULATOR_DESCRIPTOR.sortKeys;
export const SIMULATOR_FILTERS = { is_active: zBooleanFilter() };
export const ZFindSimulatorRequest = masterListRequest(SIMULATOR_SORT_KEYS, SIMULATOR_FILTERS);
