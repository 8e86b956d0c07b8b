/**
 * What one of the profile's seven lists is (docs/profile.md): configuration read by one generic
 * page (profile-list-page.tsx), like the masters' screens (CONVENTIONS 10, 23). The fields and
 * columns use the masters' descriptions, so the same inputs and cells serve both; what a profile
 * list adds is its document: every row may hold one uploaded file.
 */
import type { z } from 'zod';
import type { MasterColumn, MasterField } from '../masters/master-config.ts';

export type ProfileRow = { id: number; file_id: string | null; file_name: string | null };

export interface ProfileListConfig<Row extends ProfileRow = ProfileRow> {
  /** The row contract (`Z<X>Row`). */
  row: z.ZodType<Row>;
  /** The save contract (create and update); the form validates with it. */
  save: z.ZodType;
  /** A short noun for buttons and messages: 'Tambah Anak', 'Data anak berhasil disimpan.' */
  noun: string;
  /** One line under the title, saying what the list is for. */
  description: string;
  columns: MasterColumn[];
  fields: MasterField[];
  /** The form's values for a new row (without `file_id`, which starts empty). */
  defaults: Record<string, unknown>;
  /** How a row is named in the delete question and the row buttons. */
  itemLabel(row: Row): string;
  /** The row's document: the upload's label and help, and whether a row needs one. */
  document: { label: string; description?: string; required?: boolean };
}

/** Types a config; a config file is `export const profileList = defineProfileList({...})`. */
export function defineProfileList<Row extends ProfileRow>(
  config: ProfileListConfig<Row>,
): ProfileListConfig<Row> {
  return config;
}
