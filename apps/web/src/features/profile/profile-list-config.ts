/**
 * What one of the profile's seven lists is (docs/profile.md): a resource screen (CONVENTIONS 10,
 * 23; platform/resource-screen) shown for one person by profile-list-page.tsx. What a profile
 * list adds is its document: every row may hold one uploaded file, a 'file' field after the
 * list's fields and a 'Dokumen' column after its columns.
 */
import type { z } from 'zod';
import type { ResourceScreenConfig } from '../../platform/resource-screen/resource-screen.api.ts';

export type ProfileRow = { id: number; file_id: string | null; file_name: string | null };

export interface ProfileListConfig<Row extends ProfileRow>
  extends Pick<ResourceScreenConfig<Row>, 'row' | 'noun' | 'columns' | 'fields' | 'defaults'> {
  /** The save contract (create and update); the form validates with it. */
  save: z.ZodType;
  /** One line under the tabs, saying what the list is for. */
  description: string;
  /** How a row is named in the delete question and the row buttons. */
  itemLabel(row: Row): string;
  /** The row's document: the upload's label and help, and whether a row needs one. */
  document: { label: string; description?: string; required?: boolean };
}

/**
 * A config file is `export const profileList = defineProfileList({...})`: the master screen of
 * the list, its messages naming 'Data <noun>' as the server does ('Data anak berhasil disimpan.').
 */
export function defineProfileList<Row extends ProfileRow>({
  save,
  document,
  ...list
}: ProfileListConfig<Row>): ResourceScreenConfig<Row> {
  return {
    ...list,
    create: save,
    subject: `Data ${list.noun.toLowerCase()}`,
    columns: [
      ...list.columns,
      { key: 'file_id', label: 'Dokumen', format: 'file', fileName: 'file_name' },
    ],
    fields: [
      ...list.fields,
      { name: 'file_id', input: 'file', fileName: 'file_name', ...document },
    ],
    defaults: { ...list.defaults, file_id: null },
    deleteMessage: (name) => `"${name}" akan dihapus beserta dokumennya.`,
  };
}
