import {
  EDUCATION_DESCRIPTOR,
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LABELS as L,
  PROFILE_LIMITS,
  type TEducationRow,
  ZEducationRow,
  ZSaveEducationRequest,
} from '@sikerja/contracts';
import { columnsOf, optionsOf } from '../../../platform/resource-screen/resource-screen.api.ts';
import { defineProfileList } from '../profile-list-config.ts';

const levels = optionsOf(EDUCATION_LEVEL_LABELS);

/** `/user/profile/riwayat_pendidikan`: schooling and degrees, with the diploma. */
export const profileList = defineProfileList<TEducationRow>({
  row: ZEducationRow,
  save: ZSaveEducationRequest,
  noun: 'Pendidikan',
  description: 'Pendidikan formal dari SD sampai S3, dengan ijazahnya.',
  columns: columnsOf(EDUCATION_DESCRIPTOR, [
    { field: 'level', format: 'option', options: levels },
    { field: 'institution' },
    { field: 'major' },
    { field: 'graduation_year' },
  ]),
  fields: [
    {
      name: 'level',
      label: L.level,
      input: 'select',
      options: levels,
      required: true,
      width: 'half',
    },
    {
      name: 'graduation_year',
      label: L.graduation_year,
      input: 'number',
      required: true,
      width: 'half',
      min: PROFILE_LIMITS.firstGraduationYear,
      step: 1,
    },
    { name: 'institution', label: L.institution, input: 'text', required: true },
    { name: 'major', label: L.major, input: 'text' },
    { name: 'certificate_number', label: L.certificate_number, input: 'text', width: 'half' },
    { name: 'certificate_date', label: L.certificate_date, input: 'date', width: 'half' },
  ],
  defaults: {
    level: null,
    institution: '',
    major: '',
    graduation_year: null,
    certificate_number: '',
    certificate_date: null,
  },
  itemLabel: (row) => `${row.level} ${row.institution}`,
  document: { label: 'Ijazah', description: 'PDF atau gambar, maksimal 2 MB.' },
});
