/**
 * The resource screen's public face: the generic list-and-form page that a configuration turns
 * into a screen (ARCHITECTURE section 7, CONVENTIONS 10 and 23), and the parts of its form other
 * screens reuse (a reference select, a field, the filters). Code outside
 * platform/resource-screen imports only this file (apps/web/biome.json).
 */
export { openApiFile } from './components/document-link.tsx';
export { ReferenceMultiSelect } from './components/reference-multi-select.tsx';
export { ReferenceSelect } from './components/reference-select.tsx';
export { ResourceFieldInput } from './components/resource-field-input.tsx';
export { ResourceFilters, useResourceFilterValues } from './components/resource-filters.tsx';
export {
  ACTIVE_FILTER,
  columnsOf,
  type DescribedColumn,
  defineResourceScreen,
  optionsOf,
  type ResourceColumn,
  type ResourceExtraView,
  type ResourceField,
  type ResourceFilter,
  type ResourceFormat,
  type ResourceInput,
  type ResourceMapBinding,
  type ResourceOption,
  type ResourceOwner,
  type ResourceScreenConfig,
  type ResourceTreeConfig,
  type ResourceViewProps,
} from './resource-config.ts';
export { createResourcePage, type ResourcePageProps } from './resource-page.tsx';
export { UnitFilter } from './unit-filter.tsx';
