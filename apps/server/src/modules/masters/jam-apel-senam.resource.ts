import {
  SESSION_WINDOW_FILTERS,
  SESSION_WINDOW_SORT_KEYS,
  ZCreateSessionWindowRequest,
  ZSessionWindowRow,
  ZUpdateSessionWindowRequest,
} from '@sikerja/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ceremonyWindows, exerciseWindows } from '../../db/schema/masters-attendance.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** Apel and senam windows are the same master on two tables; the times are checked by the contract. */
const sessionWindowResource = (path: string, label: string, table: PgTable) =>
  defineResource({
    path,
    label,
    table,
    contract: {
      create: ZCreateSessionWindowRequest,
      update: ZUpdateSessionWindowRequest,
      row: ZSessionWindowRow,
      sortKeys: SESSION_WINDOW_SORT_KEYS,
      filters: SESSION_WINDOW_FILTERS,
    },
    list: {
      searchable: ['name'],
      sortable: { weekday: 'weekday', on_date: 'on_date', opens_at: 'opens_at', name: 'name' },
      filterable: { weekday: 'weekday', is_active: 'is_active' },
      defaultSort: [
        ['weekday', 'asc'],
        ['on_date', 'asc'],
      ],
    },
    columns: [
      { key: 'name', label: 'Nama', width: 28 },
      { key: 'weekday', label: 'Hari', format: 'number' },
      { key: 'on_date', label: 'Tanggal' },
      { key: 'opens_at', label: 'Dibuka' },
      { key: 'on_time_until', label: 'Tepat Waktu Sampai' },
      { key: 'closes_at', label: 'Ditutup' },
      { key: 'is_active', label: 'Aktif', format: 'boolean' },
    ],
  });

/** `/admin/master/jam_apel`: flag-ceremony windows. */
export const jamApelResource = sessionWindowResource(
  '/admin/master/jam_apel',
  'Jam apel',
  ceremonyWindows,
);

/** `/admin/master/jam_senam`: exercise-session windows. */
export const jamSenamResource = sessionWindowResource(
  '/admin/master/jam_senam',
  'Jam senam',
  exerciseWindows,
);
