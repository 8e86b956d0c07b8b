import { Button, Group, Text } from '@mantine/core';
import { entriesSummary, pageNumbers } from './page-numbers.ts';

interface DataTablePaginationProps {
  currentPage: number;
  lastPage: number;
  from: number | null;
  to: number | null;
  total: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** 'Showing X to Y of Z entries' and Previous / up to five numbers / Next (SPEC sections 2, 9). */
export function DataTablePagination({
  currentPage,
  lastPage,
  from,
  to,
  total,
  onPage,
  disabled = false,
}: DataTablePaginationProps) {
  const pages = pageNumbers(currentPage, lastPage);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {entriesSummary(from, to, total)}
      </Text>
      <Group gap={4} component="nav" aria-label="Halaman tabel">
        <Button
          variant="default"
          size="xs"
          disabled={disabled || currentPage <= 1}
          onClick={() => onPage(currentPage - 1)}
        >
          Previous
        </Button>
        {pages.map((page) => (
          <Button
            key={page}
            size="xs"
            miw={32}
            px={8}
            variant={page === currentPage ? 'filled' : 'default'}
            aria-current={page === currentPage ? 'page' : undefined}
            aria-label={`Halaman ${page}`}
            disabled={disabled && page !== currentPage}
            onClick={() => page !== currentPage && onPage(page)}
          >
            {page}
          </Button>
        ))}
        <Button
          variant="default"
          size="xs"
          disabled={disabled || currentPage >= lastPage}
          onClick={() => onPage(currentPage + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
