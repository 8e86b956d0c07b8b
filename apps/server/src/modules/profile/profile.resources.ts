/**
 * The seven lists of a person's profile (docs/profile.md), each a configuration of the master
 * resource factory with `owner`: the rows are the person's, every route needs only a login, and
 * `resolveProfileOwner` decides whose rows a request may touch. The document of a row is kept
 * by `profileFileHooks`; `file_name` is read with the row.
 */
import {
  CHILD_LABELS,
  CHILD_SORT_KEYS,
  DOCUMENT_LABELS,
  DOCUMENT_SORT_KEYS,
  EDUCATION_LABELS,
  EDUCATION_SORT_KEYS,
  JOB_LABELS,
  JOB_SORT_KEYS,
  MARRIAGE_LABELS,
  MARRIAGE_SORT_KEYS,
  PARENT_LABELS,
  PARENT_SORT_KEYS,
  SPOUSE_LABELS,
  SPOUSE_SORT_KEYS,
  UPLOAD_ACCEPTED_TYPES,
  ZChildRow,
  ZDocumentRow,
  ZEducationRow,
  ZJobRow,
  ZMarriageRow,
  ZParentRow,
  ZSaveChildRequest,
  ZSaveDocumentRequest,
  ZSaveEducationRequest,
  ZSaveJobRequest,
  ZSaveMarriageRequest,
  ZSaveParentRequest,
  ZSaveSpouseRequest,
  ZSpouseRow,
} from '@sikerja/contracts';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  children,
  educationHistory,
  jobHistory,
  marriageHistory,
  parents,
  spouses,
  supportingDocuments,
} from '../../db/schema/profile.ts';
import type { ResourceColumn } from '../../platform/resource/resource-export.ts';
import { defineResource, type Resource } from '../../platform/resource/resource-factory.ts';
import { profileFileHooks } from './profile-file.ts';
import { resolveProfileOwner } from './profile-owner.ts';

interface ProfileList {
  /** The screen's path, '/user/profile/riwayat_anak'; the API lives at /api/v1 + path. */
  path: string;
  label: string;
  table: PgTable;
  row: z.ZodType;
  /** One contract for create and update (a save replaces the row's fields). */
  save: z.ZodType;
  sortKeys: readonly [string, ...string[]];
  defaultSort: readonly (readonly [string, 'asc' | 'desc'])[];
  searchable: readonly string[];
  /** The field labels of the contract, in export order; `boolean` fields read Ya/Tidak. */
  labels: Readonly<Record<string, string>>;
  booleans?: readonly string[];
}

const hooks = profileFileHooks(UPLOAD_ACCEPTED_TYPES);

/** One list of the profile: the shared parts of the seven configurations. */
function defineProfileList(list: ProfileList): Resource {
  const tableName = getTableName(list.table);
  const columns: ResourceColumn[] = [
    ...Object.entries(list.labels).map(([key, label]) => ({
      key,
      label,
      ...(list.booleans?.includes(key) ? { format: 'boolean' as const } : {}),
    })),
    { key: 'file_name', label: 'Berkas', width: 32 },
  ];
  return defineResource({
    path: list.path,
    label: list.label,
    exportName: list.path.split('/').at(-1),
    table: list.table,
    contract: {
      create: list.save,
      update: list.save,
      row: list.row,
      sortKeys: list.sortKeys,
      filters: {},
    },
    list: {
      searchable: list.searchable,
      sortable: Object.fromEntries(list.sortKeys.map((key) => [key, key])),
      defaultSort: list.defaultSort,
    },
    derived: {
      file_name: sql.raw(`(select f.original_name from files f where f.id = ${tableName}.file_id)`),
    },
    columns,
    owner: { column: 'user_id', resolve: resolveProfileOwner },
    hooks,
  });
}

export const educationResource = defineProfileList({
  path: '/user/profile/riwayat_pendidikan',
  label: 'Riwayat pendidikan',
  table: educationHistory,
  row: ZEducationRow,
  save: ZSaveEducationRequest,
  sortKeys: EDUCATION_SORT_KEYS,
  defaultSort: [['graduation_year', 'desc']],
  searchable: ['institution', 'major', 'certificate_number'],
  labels: EDUCATION_LABELS,
});

export const jobResource = defineProfileList({
  path: '/user/profile/riwayat_pekerjaan',
  label: 'Riwayat pekerjaan',
  table: jobHistory,
  row: ZJobRow,
  save: ZSaveJobRequest,
  sortKeys: JOB_SORT_KEYS,
  defaultSort: [['start_date', 'desc']],
  searchable: ['position_name', 'organisation', 'decree_number'],
  labels: JOB_LABELS,
});

export const marriageResource = defineProfileList({
  path: '/user/profile/riwayat_pernikahan',
  label: 'Riwayat pernikahan',
  table: marriageHistory,
  row: ZMarriageRow,
  save: ZSaveMarriageRequest,
  sortKeys: MARRIAGE_SORT_KEYS,
  defaultSort: [['marriage_date', 'desc']],
  searchable: ['spouse_name', 'certificate_number'],
  labels: MARRIAGE_LABELS,
});

export const spouseResource = defineProfileList({
  path: '/user/profile/riwayat_suami_istri',
  label: 'Data suami / istri',
  table: spouses,
  row: ZSpouseRow,
  save: ZSaveSpouseRequest,
  sortKeys: SPOUSE_SORT_KEYS,
  defaultSort: [['name', 'asc']],
  searchable: ['name', 'nik', 'occupation'],
  labels: SPOUSE_LABELS,
  booleans: ['is_civil_servant', 'receives_allowance'],
});

export const childResource = defineProfileList({
  path: '/user/profile/riwayat_anak',
  label: 'Data anak',
  table: children,
  row: ZChildRow,
  save: ZSaveChildRequest,
  sortKeys: CHILD_SORT_KEYS,
  defaultSort: [['birth_date', 'asc']],
  searchable: ['name', 'nik'],
  labels: CHILD_LABELS,
  booleans: ['receives_allowance'],
});

export const parentResource = defineProfileList({
  path: '/user/profile/riwayat_orang_tua',
  label: 'Data orang tua',
  table: parents,
  row: ZParentRow,
  save: ZSaveParentRequest,
  sortKeys: PARENT_SORT_KEYS,
  defaultSort: [
    ['relation', 'asc'],
    ['name', 'asc'],
  ],
  searchable: ['name', 'nik'],
  labels: PARENT_LABELS,
  booleans: ['is_alive'],
});

export const documentResource = defineProfileList({
  path: '/user/profile/dokumen_pendukung',
  label: 'Dokumen pendukung',
  table: supportingDocuments,
  row: ZDocumentRow,
  save: ZSaveDocumentRequest,
  sortKeys: DOCUMENT_SORT_KEYS,
  defaultSort: [
    ['doc_type', 'asc'],
    ['issued_date', 'desc'],
  ],
  searchable: ['number', 'description'],
  labels: DOCUMENT_LABELS,
});

/** In the order of the profile's tabs. */
export const PROFILE_LISTS: readonly Resource[] = [
  educationResource,
  jobResource,
  marriageResource,
  spouseResource,
  childResource,
  parentResource,
  documentResource,
];
