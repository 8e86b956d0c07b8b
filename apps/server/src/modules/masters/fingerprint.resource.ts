import {
  FINGERPRINT_MACHINE_DESCRIPTOR,
  FINGERPRINT_MACHINE_FILTERS,
  FINGERPRINT_SETTING_DESCRIPTOR,
  FINGERPRINT_SETTING_FILTERS,
  ZCreateFingerprintMachineRequest,
  ZCreateFingerprintSettingRequest,
  ZUpdateFingerprintMachineRequest,
  ZUpdateFingerprintSettingRequest,
} from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  attendanceLocations,
  fingerprintMachines,
  fingerprintPins,
} from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import {
  assertChoosable,
  type ChoosableRef,
} from '../../platform/resource/choosable-references.ts';
import { defineResource, type HookContext } from '../../platform/resource/resource-factory.ts';

const LOCATION: ChoosableRef = {
  table: attendanceLocations,
  id: attendanceLocations.id,
  isActive: attendanceLocations.isActive,
  label: 'Lokasi absensi',
};
const MACHINE: ChoosableRef = {
  table: fingerprintMachines,
  id: fingerprintMachines.id,
  isActive: fingerprintMachines.isActive,
  label: 'Mesin fingerprint',
};

/** `/admin/master/fingerprint/machine`: terminals; last contact is written by the collector. */
export const fingerprintMachineResource = defineResource({
  path: '/admin/master/fingerprint/machine',
  label: 'Mesin fingerprint',
  exportName: 'mesin-fingerprint',
  table: fingerprintMachines,
  descriptor: FINGERPRINT_MACHINE_DESCRIPTOR,
  contract: {
    create: ZCreateFingerprintMachineRequest,
    update: ZUpdateFingerprintMachineRequest,
    filters: FINGERPRINT_MACHINE_FILTERS,
  },
  list: {
    searchable: ['name', 'serial_number'],
    filterable: { location_id: 'location_id', purpose: 'purpose', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    location_name: sql.raw(
      '(select l.name from attendance_locations l where l.id = fingerprint_machines.location_id)',
    ),
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertChoosable(ctx.tx, LOCATION, 'location_id', input.location_id);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertChoosable(ctx.tx, LOCATION, 'location_id', input.location_id, before.location_id);
      return input;
    },
  },
});

/** The person must exist and still be active to be given a new PIN. */
async function assertActiveUser(userId: unknown, ctx: HookContext, previous?: unknown) {
  if (userId === previous) return;
  const [user] = await ctx.tx
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, Number(userId)));
  if (!user) throw AppError.validation({ user_id: ['Pegawai tidak ditemukan'] });
  if (user.status !== 'active') {
    throw AppError.validation({ user_id: ['Pegawai tidak aktif'] });
  }
}

/** `/admin/master/fingerprint/setting`: terminal PIN → person, and how punches are read. */
export const fingerprintSettingResource = defineResource({
  path: '/admin/master/fingerprint/setting',
  label: 'Pengaturan fingerprint',
  exportName: 'pengaturan-fingerprint',
  table: fingerprintPins,
  descriptor: FINGERPRINT_SETTING_DESCRIPTOR,
  contract: {
    create: ZCreateFingerprintSettingRequest,
    update: ZUpdateFingerprintSettingRequest,
    filters: FINGERPRINT_SETTING_FILTERS,
  },
  list: {
    searchable: ['pin'],
    filterable: {
      machine_id: 'machine_id',
      user_id: 'user_id',
      read_mode: 'read_mode',
      is_active: 'is_active',
    },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    machine_name: sql.raw(
      '(select m.name from fingerprint_machines m where m.id = fingerprint_pins.machine_id)',
    ),
    user_name: sql.raw('(select u.name from users u where u.id = fingerprint_pins.user_id)'),
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertChoosable(ctx.tx, MACHINE, 'machine_id', input.machine_id);
      await assertActiveUser(input.user_id, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertChoosable(ctx.tx, MACHINE, 'machine_id', input.machine_id, before.machine_id);
      await assertActiveUser(input.user_id, ctx, before.user_id);
      return input;
    },
  },
});
