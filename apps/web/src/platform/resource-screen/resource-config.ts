/**
 * What a resource screen is: configuration read by one generic list-and-form page
 * (resource-page.tsx), never a copied screen (CONVENTIONS guidelines 10 and 23). The masters,
 * the profile's lists, the staff register and the work-pattern screens are all such configs;
 * each feature keeps its own and finds it its own way (the masters by route name,
 * features/masters/masters-pages.ts).
 */
import type { MasterDescriptor, MasterValueFormat } from '@sikerja/contracts';
import type { ComponentType } from 'react';
import type { z } from 'zod';

export interface ResourceOption {
  value: string;
  label: string;
}

/** How a field is typed in the form. */
export type ResourceInput =
  /** One-line text. */
  | 'text'
  | 'textarea'
  /** Whole number or decimal (min, max, step, suffix). */
  | 'number'
  /** Rupiah, an integer shown with dot thousand separators. */
  | 'money'
  /** A percentage such as 2.5 (stored as the number 2.5). */
  | 'percent'
  /** 'YYYY-MM-DD', picked on an Indonesian calendar. */
  | 'date'
  /** 'HH:MM'. */
  | 'time'
  /** One of `options`. */
  | 'select'
  /** Several of `options` (the value is an array of strings). */
  | 'multiselect'
  /** The id of a row of another master, searched through its list endpoint. */
  | 'reference'
  /** Several ids of another master's rows (the value is an array of numbers), searched alike. */
  | 'references'
  /**
   * A point picked on a map, written into two number fields of the form (and a radius drawn
   * around it): see `map`. The field's own name is not sent; the bound fields are.
   */
  | 'map'
  /**
   * An uploaded document: FilePond sends the file at once and the value is its id, saved with
   * the row (the server attaches it). The stored one opens from the form (see `fileName`);
   * Save waits while a file is on its way.
   */
  | 'file'
  | 'switch';

/** What a 'map' field is bound to: names of the form's fields it reads and writes. */
export interface ResourceMapBinding {
  latitude: string;
  longitude: string;
  /** Metres; drawn as a circle around the point when set. */
  radius?: string;
  /** Where the map opens while no point is set: [latitude, longitude] and zoom. */
  center: readonly [number, number];
  zoom?: number;
}

export interface ResourceField {
  /** Key in the create/update request. */
  name: string;
  label: string;
  input: ResourceInput;
  options?: readonly ResourceOption[];
  /** For 'reference' and 'references': the other master's screen path and how its rows read. */
  reference?: {
    path: string;
    /** Dotted path of the row's label, or a function. @default 'name' */
    label?: string | ((row: Record<string, unknown>) => string);
    /** Extra list filters, e.g. { is_active: true }. */
    filters?: Record<string, string | number | boolean>;
  };
  /** For 'map': the latitude, longitude (and radius) fields it sets. */
  map?: ResourceMapBinding;
  /** For 'file': the row's key holding the stored file's name, shown as its link. */
  fileName?: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  min?: number;
  max?: number;
  step?: number;
  /** Text after a number, e.g. 'menit', 'm'. */
  suffix?: string;
  /** Half width puts two fields side by side on wide screens. @default 'full' */
  width?: 'full' | 'half';
  /**
   * For 'text': a hook giving the words the input suggests as the person types (any text is still
   * accepted). It gets the form's values, so the suggestions may follow another field, such as
   * the SBM's cities for the year of the chosen traveller's letter. Hold it stable (a module's
   * function): it is called as a hook.
   */
  useSuggestions?: (values: Readonly<Record<string, unknown>>) => readonly string[];
  /**
   * For 'text' holding a list (a work pattern's cycle): a stored list is shown joined with
   * this; the contract splits the typed text back into the list.
   */
  listSeparator?: string;
}

/** How a column shows its value; 'file': a file id, as a link opening the document. */
export type ResourceFormat =
  | 'text'
  | 'boolean'
  | 'money'
  | 'number'
  | 'percent'
  | 'date'
  | 'option'
  | 'file';

export interface ResourceColumn {
  /** Dotted path in the row. */
  key: string;
  label: string;
  format?: ResourceFormat;
  /** For 'option': the labels of coded values. */
  options?: readonly ResourceOption[];
  /** For 'file': the row's key holding the file's name, the link's text. @default 'Dokumen' */
  fileName?: string;
  /** The list's sort key when the column sorts. */
  sortKey?: string;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** Shown when the value is empty (null, '' or an empty list). @default '-' */
  empty?: string;
  /** Draws a non-empty value itself (a pattern's cycle as coloured chips), instead of `format`. */
  cell?: ComponentType<{ value: unknown; row: unknown }>;
}

/** A select above the table that becomes a list filter (and an export parameter). */
export interface ResourceFilter {
  name: string;
  label: string;
  /** Fixed choices; or, with `reference`, a searchable select of another master's rows. */
  options?: readonly ResourceOption[];
  reference?: ResourceField['reference'];
}

/**
 * A second view of a master whose rows point at a parent row of the same master: the rows as
 * an indented tree ('Struktur') beside the table. Every row is loaded (the list, 100 a page).
 */
export interface ResourceTreeConfig<Row> {
  /** The row's field holding the parent's id; null (or an unknown id) puts the row at the top. */
  parentKey: keyof Row & string;
  /** The node's text. */
  label: (row: Row) => string;
  /** A dimmed second line, e.g. the unit's head. */
  detail?: (row: Row) => string | null;
}

/** What a master's own extra view gets from the page (see `ResourceScreenConfig.view`). */
export interface ResourceViewProps {
  /** Opens the form of a stored row, as 'Ubah' does. */
  onEdit: (id: number) => void;
  /** Opens the 'Tambah' form with some values filled in (over the config's defaults). */
  onCreate: (values: Record<string, unknown>) => void;
  /** The master's list filters, for the view to show the ones it honours. */
  filters: readonly ResourceFilter[];
}

/**
 * A second view beside the table, other than the tree: a component of the master's own
 * (the working-day calendar's month view), loaded lazily. Kept in the URL as `?view=<value>`.
 */
export interface ResourceExtraView {
  value: string;
  label: string;
  component: ComponentType<ResourceViewProps>;
  /**
   * The page opens on this view rather than the table (the working-day calendar opens on this
   * month); the table is then `?view=tabel`.
   */
  isDefault?: boolean;
}

export interface ResourceScreenConfig<Row extends { id: number } = { id: number }> {
  /** The row contract (`Z<X>Row`). */
  row: z.ZodType<Row>;
  /** The create contract; the form validates with it. */
  create: z.ZodType;
  /** The update contract. @default create */
  update?: z.ZodType;
  /** A short noun for buttons and titles: 'Tambah Pangkat', 'Daftar Pangkat', 'Hapus Pangkat?'. */
  noun: string;
  /** How the save message names the data: '<subject> berhasil disimpan.' @default noun */
  subject?: string;
  /** One line under the title. */
  description?: string;
  columns: ResourceColumn[];
  fields: ResourceField[];
  /** The form's values for a new row. */
  defaults: Record<string, unknown>;
  filters?: ResourceFilter[];
  /** How a row is named in the delete question. @default row.name */
  itemLabel?: (row: Row) => string;
  /**
   * The delete question's text for the row named `name`. @default it is deleted, or
   * deactivated or refused while other data uses it
   */
  deleteMessage?: (name: string) => string;
  /** Rows may be deleted; false for records that are deactivated instead. @default true */
  canDelete?: boolean;
  /** Extra per-row actions (a menu) shown before 'Ubah'. */
  rowMenu?: ComponentType<{ row: Row }>;
  /** Excel export. @default true */
  canExport?: boolean;
  /**
   * Excel import (template, per-row preview, confirm). Set it where the server's resource has
   * `import` (docs/masters.md); otherwise the button would lead to a 404. @default false
   */
  canImport?: boolean;
  /** A 'Tabel' / 'Struktur' switch showing the rows as a tree of parents and children. */
  tree?: ResourceTreeConfig<Row>;
  /** An extra view of the master's own beside the table ('Kalender'). */
  view?: ResourceExtraView;
}

/**
 * Whose rows a screen shows, for rows that belong to one person (the profile's lists,
 * docs/profile.md); given to the page as its `owner` prop. Hold it stable while the owner stays.
 */
export interface ResourceOwner {
  /** Names the owner in every cache key, so two owners' rows never mix. */
  key: string | number;
  /**
   * Sent with every request of the screen: the query string of get, create, update, delete and
   * export, and the list's body beside the filters (`{ user_id: 7 }`); `{}` for one's own rows.
   */
  query: Readonly<Record<string, string | number | undefined>>;
}

/** Types a config: `defineResourceScreen({...})`, exported under the name its feature looks for. */
export function defineResourceScreen<Row extends { id: number }>(
  config: ResourceScreenConfig<Row>,
): ResourceScreenConfig<Row> {
  return config;
}

/** Yes/no options, and the 'Status' filter most masters have. */
export const ACTIVE_FILTER: ResourceFilter = {
  name: 'is_active',
  label: 'Status',
  options: [
    { value: 'true', label: 'Aktif' },
    { value: 'false', label: 'Nonaktif' },
  ],
};

/** Turns `{ a: 'A' }` label maps of the contracts into options. */
export function optionsOf(labels: Readonly<Record<string, string>>): ResourceOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/**
 * A column of a screen over a described resource: `field` names a field of the contract's
 * descriptor, which gives the header and whether the column sorts; the rest (format, width,
 * cell …) is the screen's own.
 */
export type DescribedColumn<K extends string> = Omit<
  ResourceColumn,
  'key' | 'label' | 'sortKey'
> & {
  field: K;
};

// Only where both sides mean the same: the export's plain 'number' (a year, a latitude) is no
// reason to group digits on screen, which a screen says with its own `format`.
const FORMAT_OF: Record<MasterValueFormat, ResourceFormat | undefined> = {
  text: undefined,
  number: undefined,
  boolean: 'boolean',
  rupiah: 'money',
};

/**
 * The table's columns, in the screen's order, with the headers and sortability the server's
 * list and export use (contracts' `<X>_DESCRIPTOR`), so the three cannot drift apart again.
 */
export function columnsOf<K extends string>(
  descriptor: MasterDescriptor<K>,
  columns: readonly DescribedColumn<NoInfer<K>>[],
): ResourceColumn[] {
  return columns.map(({ field, ...own }) => {
    const described = descriptor.fields.find((f) => f.field === field);
    if (!described) throw new Error(`${field} is not a field of the descriptor`);
    const format = described.format ? FORMAT_OF[described.format] : undefined;
    return {
      key: field,
      label: described.label,
      ...(format ? { format } : {}),
      ...(described.sortable ? { sortKey: field } : {}),
      ...own,
    };
  });
}
