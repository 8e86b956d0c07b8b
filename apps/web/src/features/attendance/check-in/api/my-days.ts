import { ZAttendanceDay } from '@sikerja/contracts';
import { defineListEndpoint } from '../../../../platform/data-table/data-table.api.ts';

/** `POST user/presensi/list?page=N`: the person's own days, newest first. */
export const myDaysList = defineListEndpoint({
  key: ['presensi', 'days'],
  path: 'user/presensi/list',
  row: ZAttendanceDay,
});
