import {
  DEWAS_DESCRIPTOR,
  DEWAS_FILTERS,
  ZCreateDewasRequest,
  ZUpdateDewasRequest,
} from '@sikerja/contracts';
import { supervisoryBoardMembers } from '../../db/schema/masters-misc.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/dewas`: supervisory board members (the term rule is in the contract). */
export const dewasResource = defineResource({
  path: '/admin/master/dewas',
  label: 'Anggota dewan pengawas',
  table: supervisoryBoardMembers,
  descriptor: DEWAS_DESCRIPTOR,
  contract: {
    create: ZCreateDewasRequest,
    update: ZUpdateDewasRequest,
    filters: DEWAS_FILTERS,
  },
  list: {
    searchable: ['name', 'institution', 'decree_number'],
    filterable: { board_position: 'board_position', is_active: 'is_active' },
  },
});
