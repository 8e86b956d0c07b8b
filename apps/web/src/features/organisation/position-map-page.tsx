import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TPositionMapNode } from '@sikerja/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { usePositionMap } from './api/get-position-map.ts';
import { MovePositionModal } from './components/move-position-modal.tsx';
import { PositionMapChart } from './components/position-map-chart.tsx';
import { countPositions, flattenMap } from './components/position-map-model.ts';
import { PositionUraianPanel } from './components/position-uraian-panel.tsx';

function ChartSkeleton() {
  return (
    <Stack align="center" gap="lg" p="lg">
      <Skeleton h={90} w={220} />
      <Group gap="lg">
        <Skeleton h={90} w={220} />
        <Skeleton h={90} w={220} />
      </Group>
    </Stack>
  );
}

/**
 * '/admin/master/jabatan/peta': the position map as an org chart, rearranged a node at a time,
 * and each position's menu of activities (uraian tugas) for its contracts.
 */
export function PositionMapPage() {
  const map = usePositionMap();
  const [movingId, setMovingId] = useState<number | null>(null);
  const tree = map.data?.data ?? [];
  // Looked up by id so the modal follows the tree the last move answered.
  const moving = flattenMap(tree).find((entry) => entry.node.id === movingId)?.node ?? null;

  return (
    <>
      <PageHeader
        description={
          map.data
            ? `${countPositions(tree)} jabatan. Atasan seorang pegawai adalah pemegang jabatan atasan dari jabatannya.`
            : 'Atasan seorang pegawai adalah pemegang jabatan atasan dari jabatannya.'
        }
      />
      {map.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(map.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => map.refetch()}>
              Coba lagi
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" aria-busy={map.isPending}>
        {map.isPending && <ChartSkeleton />}
        {map.data && tree.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            Belum ada jabatan. Tambahkan jabatan di Master Jabatan.
          </Text>
        )}
        {tree.length > 0 && (
          <PositionMapChart
            nodes={tree}
            onMove={(node: TPositionMapNode) => setMovingId(node.id)}
          />
        )}
      </Paper>
      {tree.length > 0 && <PositionUraianPanel tree={tree} />}
      <MovePositionModal node={moving} tree={tree} onClose={() => setMovingId(null)} />
    </>
  );
}
