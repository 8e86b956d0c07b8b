import { ZAttendanceDay } from '@sikerja/contracts';
import { defineListEndpoint } from '../../../../components/data-table/list-endpoint.ts';

/** `POST user/presensi/list?page=N`: the person's own days, newest first. */
export const myDaysList = defineListEndpoint({
  key: ['presensi', 'days'],
  path: 'user/presensi/list',
  row: ZAttendanceDay,
});
