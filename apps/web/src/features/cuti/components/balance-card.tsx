import { Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCutiBalance } from '@sikerja/contracts';
import { formatIsoDate } from '../../../lib/format/date.ts';

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'lg'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Stack>
  );
}

/** The year's annual-leave balance: how it is made up and what remains. */
export function BalanceCard({
  balance,
  isLoading,
}: {
  balance?: TCutiBalance | undefined;
  isLoading: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Saldo cuti tahunan">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Saldo Cuti Tahunan {balance?.year ?? ''}</Title>
        {isLoading && <Loader size="xs" />}
      </Group>
      {balance && !balance.eligible && (
        <Text size="sm" c="dimmed">
          Anda belum berhak atas cuti tahunan (jenis pegawai atau TMT belum memenuhi).
        </Text>
      )}
      {balance?.eligible && (
        <>
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
            <Figure label="Hak tahun ini" value={balance.entitlement + balance.cuti_bersama_duty} />
            <Figure label="Sisa tahun lalu" value={balance.carried_over} />
            <Figure label="Ditangguhkan" value={balance.deferred} />
            <Figure label="Diambil" value={balance.taken} />
            <Figure label="Diproses" value={balance.pending} />
            <Figure label="Sisa" value={balance.remaining} strong />
          </SimpleGrid>
          {balance.eligible_from && balance.eligible_from > `${balance.year}-01-01` && (
            <Text size="xs" c="dimmed" mt="xs">
              Dapat diambil mulai {formatIsoDate(balance.eligible_from)}.
            </Text>
          )}
          {balance.cuti_besar && (
            <Text size="xs" c="orange" mt="xs">
              Tahun ini Anda mengambil cuti besar: hak cuti tahunan tahun ini hapus.
            </Text>
          )}
          {balance.cuti_bersama_duty > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              Termasuk {balance.cuti_bersama_duty} hari tambahan karena bertugas pada cuti bersama.
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
