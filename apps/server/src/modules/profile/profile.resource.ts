/**
 * The seven lists of a person's profile (docs/profile.md), each a configuration of the master
 * resource factory with `owner`: the rows are the person's, every route needs only a login, and
 * `resolveProfileOwner` decides whose rows a request may touch. The document of a row is kept
 * by `profileFileHooks`; `file_name` is read with the row.
 */
import {
  CHILD_DESCRIPTOR,
  DOCUMENT_DESCRIPTOR,
  EDUCATION_DESCRIPTOR,
  JOB_DESCRIPTOR,
  MARRIAGE_DESCRIPTOR,
  type MasterDescriptor,
  PARENT_DESCRIPTOR,
  SPOUSE_DESCRIPTOR,
  UPLOAD_ACCEPTED_TYPES,
  ZSaveChildRequest,
  ZSaveDocumentRequest,
  ZSaveEducationRequest,
  ZSaveJobRequest,
  ZSaveMarriageRequest,
  ZSaveParentRequest,
  ZSaveSpouseRequest,
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
import { defineResource, type Resource } from '../../platform/resource/resource-factory.ts';
import { profileFileHooks } from './profile-file.service.ts';
import { resolveProfileOwner } from './profile-owner.rules.ts';

interface ProfileList {
  /** The screen's path, '/user/profile/riwayat_anak'; the API lives at /api/v1 + path. */
  path: string;
  label: string;
  table: PgTable;
  /** Its columns, sort keys and order, ending with the document's name ('Berkas'). */
  descriptor: MasterDescriptor;
  /** One contract for create and update (a save replaces the row's fields). */
  save: z.ZodType;
  searchable: readonly string[];
}

const hooks = profileFileHooks(UPLOAD_ACCEPTED_TYPES);

/** One list of the profile: the shared parts of the seven configurations. */
function defineProfileList(list: ProfileList): Resource {
  const tableName = getTableName(list.table);
  return defineResource({
    path: list.path,
    label: list.label,
    exportName: list.path.split('/').at(-1),
    table: list.table,
    descriptor: list.descriptor,
    contract: { create: list.save, update: list.save, filters: {} },
    list: { searchable: list.searchable },
    derived: {
      file_name: sql.raw(`(select f.original_name from files f where f.id = ${tableName}.file_id)`),
    },
    owner: { column: 'user_id', resolve: resolveProfileOwner },
    hooks,
  });
}

export const educationResource = defineProfileList({
  path: '/user/profile/riwayat_pendidikan',
  label: 'Riwayat pendidikan',
  table: educationHistory,
  save: ZSaveEducationRequest,
  descriptor: EDUCATION_DESCRIPTOR,
  searchable: ['institution', 'major', 'certificate_number'],
});

export const jobResource = defineProfileList({
  path: '/user/profile/riwayat_pekerjaan',
  label: 'Riwayat pekerjaan',
  table: jobHistory,
  save: ZSaveJobRequest,
  descriptor: JOB_DESCRIPTOR,
  searchable: ['position_name', 'organisation', 'decree_number'],
});

export const marriageResource = defineProfileList({
  path: '/user/profile/riwayat_pernikahan',
  label: 'Riwayat pernikahan',
  table: marriageHistory,
  save: ZSaveMarriageRequest,
  descriptor: MARRIAGE_DESCRIPTOR,
  searchable: ['spouse_name', 'certificate_number'],
});

export const spouseResource = defineProfileList({
  path: '/user/profile/riwayat_suami_istri',
  label: 'Data suami / istri',
  table: spouses,
  save: ZSaveSpouseRequest,
  descriptor: SPOUSE_DESCRIPTOR,
  searchable: ['name', 'nik', 'occupation'],
});

export const childResource = defineProfileList({
  path: '/user/profile/riwayat_anak',
  label: 'Data anak',
  table: children,
  save: ZSaveChildRequest,
  descriptor: CHILD_DESCRIPTOR,
  searchable: ['name', 'nik'],
});

export const parentResource = defineProfileList({
  path: '/user/profile/riwayat_orang_tua',
  label: 'Data orang tua',
  table: parents,
  save: ZSaveParentRequest,
  descriptor: PARENT_DESCRIPTOR,
  searchable: ['name', 'nik'],
});

export const documentResource = defineProfileList({
  path: '/user/profile/dokumen_pendukung',
  label: 'Dokumen pendukung',
  table: supportingDocuments,
  save: ZSaveDocumentRequest,
  descriptor: DOCUMENT_DESCRIPTOR,
  searchable: ['number', 'description'],
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
