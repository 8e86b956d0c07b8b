import {
  SESSION_WINDOW_DESCRIPTOR,
  SESSION_WINDOW_FILTERS,
  ZCreateSessionWindowRequest,
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
    descriptor: SESSION_WINDOW_DESCRIPTOR,
    contract: {
      create: ZCreateSessionWindowRequest,
      update: ZUpdateSessionWindowRequest,
      filters: SESSION_WINDOW_FILTERS,
    },
    list: {
      searchable: ['name'],
      filterable: { weekday: 'weekday', is_active: 'is_active' },
    },
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
