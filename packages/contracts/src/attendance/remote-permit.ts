/** `/admin/master/presensi_bebas`: who may check in from anywhere, why, and from when to when. */
import { z } from 'zod';
import { zDate, zId } from '../bounds.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from '../masters/master-descriptor.ts';
import { masterListRequest, zIdFilter, zIsActive } from '../masters/master-fields.ts';
import { zOptionalDate } from '../masters/misc-fields.ts';

export const ZRemotePermitRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  reason: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
});
export type TRemotePermitRow = z.infer<typeof ZRemotePermitRow>;

export const ZCreateRemotePermitRequest = z
  .object({
    user_id: zId('Pegawai wajib dipilih'),
    reason: z.string().trim().min(1, 'Alasan wajib diisi').max(1000),
    start_date: zDate(),
    end_date: zOptionalDate(),
    is_active: zIsActive(),
  })
  .refine((v) => v.end_date === null || v.end_date >= v.start_date, {
    path: ['end_date'],
    message: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  });
export type TCreateRemotePermitRequest = z.input<typeof ZCreateRemotePermitRequest>;
export const ZUpdateRemotePermitRequest = ZCreateRemotePermitRequest;

export const REMOTE_PERMIT_DESCRIPTOR = defineMasterDescriptor(ZRemotePermitRow, {
  fields: [
    { field: 'user_name', label: 'Pegawai', exportWidth: 36 },
    { field: 'reason', label: 'Alasan', exportWidth: 40 },
    { field: 'start_date', label: 'Mulai', sortable: true },
    { field: 'end_date', label: 'Selesai', sortable: true },
    ACTIVE_FIELD,
  ],
  defaultSort: [['start_date', 'desc']],
});
export const REMOTE_PERMIT_SORT_KEYS = REMOTE_PERMIT_DESCRIPTOR.sortKeys;
export const REMOTE_PERMIT_FILTERS = { user_id: zIdFilter() };
export const ZFindRemotePermitRequest = masterListRequest(
  REMOTE_PERMIT_SORT_KEYS,
  REMOTE_PERMIT_FILTERS,
);
