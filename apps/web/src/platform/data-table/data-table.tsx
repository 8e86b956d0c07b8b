/**
 * The generic paged list of every screen (SPEC sections 2, 4, 9; ARCHITECTURE section 7):
 * page-size selector, debounced search with a spinner and a 'Processing' overlay,
 * 'No result found', 'Showing X to Y of Z entries' and a pager with at most five numbers.
 * Page, size and search live in the URL. Columns, filters and row details are the screen's.
 * With `exportPath` the toolbar offers the list as an Excel report (SPEC section 7).
 */
import { Alert, Box, Card, Group, Loader, LoadingOverlay, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TPaginated } from '@sikerja/contracts';
import { IconAlertTriangle, IconDatabaseOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { DataTableCards } from './data-table-cards.tsx';
import { DataTablePageSize } from './data-table-page-size.tsx';
import { DataTablePagination } from './data-table-pagination.tsx';
import { DataTableRow } from './data-table-row.tsx';
import { DataTableSearch } from './data-table-search.tsx';
import { SortButton, sortStateOf } from './data-table-sort.tsx';
import { ExcelDownloadButton } from './excel-download.tsx';
import type { ListEndpoint, ListFilterValue } from './list-endpoint.ts';
import type { DataTableColumn } from './types.ts';
import { useTableParams } from './use-table-params.ts';

export interface DataTableProps<Row> {
  /** The list resource, from the feature's api file (defineListEndpoint). */
  endpoint: ListEndpoint<Row>;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Accessible name of the table, e.g. 'Daftar user group'. */
  label: string;
  /** Extra fields of the list request (the spec's `post`), e.g. a status filter. */
  filters?: Record<string, ListFilterValue>;
  /** Controls shown between the page-size selector and the search box. */
  toolbar?: ReactNode;
  /** A row's details under it, opened with a chevron (e.g. an email's body). */
  renderExpanded?: (row: Row) => ReactNode;
  /** A first 'No' column counting rows across pages. @default true */
  withRowNumbers?: boolean;
  /** Prefix of the URL search params when a screen shows more than one table. */
  paramPrefix?: string;
  /** Runs once after the first successful load (the spec's `callback`). */
  onFirstLoad?: (page: TPaginated<Row>) => void;
  searchPlaceholder?: string;
  /** Inside a bordered card (the spec's `useCard`). @default true */
  withCard?: boolean;
  /** Below this width the table scrolls sideways (on a phone it becomes cards). @default 720 */
  minWidth?: number;
  /**
   * API path of the list's Excel report, e.g. 'admin/master/pangkat/export'. Shows a download
   * button that sends the table's current search and filters (not page or size: the report
   * holds every matching row).
   */
  exportPath?: string;
  /** Name to save the report under when the server names no file. @default 'laporan.xlsx' */
  exportFileName?: string;
  /**
   * What an empty list means when nothing is searched for, e.g. 'Anda belum memiliki kontrak
   * kinerja' with the way to make one: a person with nothing here yet learns why, instead of
   * reading 'No result found'. A search that finds nothing still says so.
   */
  emptyNotice?: ReactNode;
}

export function DataTable<Row>({
  endpoint,
  columns,
  rowKey,
  label,
  filters,
  toolbar,
  renderExpanded,
  withRowNumbers = true,
  paramPrefix = '',
  onFirstLoad,
  searchPlaceholder,
  withCard = true,
  minWidth = 720,
  exportPath,
  exportFileName,
  emptyNotice,
}: DataTableProps<Row>) {
  const params = useTableParams(paramPrefix);
  // Phones (below Mantine's 'sm', 48em) get one card per row instead of a sideways table.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false);
  const [isTyping, setTyping] = useState(false);
  const query = useQuery({
    ...endpoint.queryOptions({
      page: params.page,
      per: params.per,
      search: params.search,
      sort: params.sort,
      order: params.order,
      filters,
    }),
    placeholderData: keepPreviousData,
  });
  const result = query.data;
  const rows = query.isError ? [] : (result?.data ?? []);

  // The callback of the spec runs once, after the first successful load.
  const calledBack = useRef(false);
  useEffect(() => {
    if (result && !calledBack.current && !query.isPlaceholderData) {
      calledBack.current = true;
      onFirstLoad?.(result);
    }
  }, [result, query.isPlaceholderData, onFirstLoad]);

  // A page past the end (rows deleted, a stale link) moves to the last page that exists.
  const { setPage } = params;
  useEffect(() => {
    if (
      result &&
      !query.isPlaceholderData &&
      result.last_page >= 1 &&
      params.page > result.last_page
    ) {
      setPage(result.last_page);
    }
  }, [result, query.isPlaceholderData, params.page, setPage]);

  const isProcessing = query.isFetching || isTyping;
  const columnCount = columns.length + (withRowNumbers ? 1 : 0) + (renderExpanded ? 1 : 0);
  const firstNumber = result?.from ?? 1;

  const emptyState = query.isPending ? (
    <Box h={120} />
  ) : emptyNotice && !params.search ? (
    <Box py="md" px="sm" data-empty-notice>
      {emptyNotice}
    </Box>
  ) : (
    <Stack align="center" gap={6} py="xl" c="dimmed" data-empty-list>
      <IconDatabaseOff size={28} stroke={1.5} />
      <Text size="sm">No result found</Text>
    </Stack>
  );

  const body = (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <DataTablePageSize value={params.per} onChange={params.setPer} />
          {toolbar}
          {exportPath && (
            <ExcelDownloadButton
              path={exportPath}
              query={{
                ...filters,
                search: params.search || undefined,
                ...(params.sort ? { sort: params.sort, order: params.order } : {}),
              }}
              fileName={exportFileName}
            />
          )}
        </Group>
        <DataTableSearch
          value={params.search}
          onSearch={params.setSearch}
          isBusy={query.isFetching}
          onTypingChange={setTyping}
          placeholder={searchPlaceholder}
        />
      </Group>

      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          Server Error: {errorMessage(query.error)}
        </Alert>
      )}

      <Box pos="relative">
        <LoadingOverlay
          visible={isProcessing}
          zIndex={5}
          overlayProps={{ blur: 1, backgroundOpacity: 0.35 }}
          loaderProps={{
            children: (
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text size="sm" fw={500}>
                  Processing
                </Text>
              </Group>
            ),
          }}
        />
        {isPhone ? (
          <DataTableCards
            rows={rows}
            rowKey={rowKey}
            columns={columns}
            label={label}
            firstNumber={withRowNumbers ? firstNumber : undefined}
            renderExpanded={renderExpanded}
            busy={isProcessing}
            empty={emptyState}
          />
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table
              striped={!renderExpanded}
              highlightOnHover
              verticalSpacing="sm"
              aria-label={label}
              aria-busy={isProcessing}
            >
              <Table.Thead>
                <Table.Tr>
                  {renderExpanded && <Table.Th w={40} aria-label="Rincian" />}
                  {withRowNumbers && <Table.Th w={56}>No</Table.Th>}
                  {columns.map((column) => (
                    <Table.Th
                      key={column.id}
                      ta={column.align}
                      w={column.width}
                      className={column.className}
                      style={column.style}
                      aria-sort={sortStateOf(column, params)}
                    >
                      {column.sortKey ? (
                        <SortButton
                          column={column}
                          state={sortStateOf(column, params)}
                          onSort={params.toggleSort}
                        />
                      ) : (
                        column.header
                      )}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <DataTableRow
                    key={rowKey(row)}
                    row={row}
                    index={index}
                    number={withRowNumbers ? firstNumber + index : undefined}
                    columns={columns}
                    renderExpanded={renderExpanded}
                    columnCount={columnCount}
                  />
                ))}
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={columnCount}>{emptyState}</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Box>

      <DataTablePagination
        currentPage={result?.current_page ?? params.page}
        lastPage={query.isError ? 1 : (result?.last_page ?? 1)}
        from={query.isError ? null : (result?.from ?? null)}
        to={query.isError ? null : (result?.to ?? null)}
        total={query.isError ? 0 : (result?.total ?? 0)}
        onPage={params.setPage}
        disabled={isProcessing}
      />
    </Stack>
  );

  if (!withCard) return body;
  return (
    <Card withBorder padding="lg" radius="md">
      {body}
    </Card>
  );
}
