/**
 * The data table's public face: the one table every list uses (ARCHITECTURE section 7), its
 * list endpoints and its Excel download. Code outside platform/data-table imports only this
 * file (apps/web/biome.json), so the table's parts can change without touching its users.
 */
export { readPath } from './cell-value.ts';
export { DataTable, type DataTableProps } from './data-table.tsx';
export {
  downloadExcel,
  type ExcelDownloadRequest,
  saveBlob,
  useExcelDownload,
} from './excel-download.tsx';
export {
  defineListEndpoint,
  type ListEndpoint,
  type ListFilterValue,
  type ListParams,
} from './list-endpoint.ts';
export { RowActions } from './row-actions.tsx';
export type { DataTableColumn } from './types.ts';
export { useUrlFilter } from './use-table-params.ts';
