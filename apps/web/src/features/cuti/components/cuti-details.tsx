import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import type { TCutiRow } from '@sikerja/contracts';
import { ApprovalHistory } from '../../../platform/approval/approval.api.ts';
import { openApiFile } from '../../../platform/resource-screen/resource-screen.api.ts';

function Line({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** A request's details and its history, under its row. */
export function CutiDetails({ row }: { row: TCutiRow }) {
  return (
    <Grid p="sm">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="xs">
          <Line label="Alasan" value={row.reason} />
          <Line label="Alamat selama cuti" value={row.address} />
          <Line label="Telepon" value={row.phone} />
          {row.file_id && (
            <Line
              label="Lampiran"
              value={
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    openApiFile(
                      `user/cuti/${row.id}/lampiran`,
                      'lampiran',
                      'Lampiran tidak dapat dibuka',
                    )
                  }
                >
                  Lihat lampiran
                </Anchor>
              }
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Title order={6} mb="xs">
          Riwayat
        </Title>
        <ApprovalHistory steps={row.history} />
      </Grid.Col>
    </Grid>
  );
}
