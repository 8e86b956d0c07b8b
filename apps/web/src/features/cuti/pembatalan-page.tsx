import {
  Badge,
  Button,
  Card,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  APPROVAL_STATUS_LABELS,
  paginated,
  type TApprovalStatus,
  type TCancellationRow,
  ZCreateCancellationRequest,
  ZCutiRow,
} from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DateField } from '../../components/date-picker/date-field.tsx';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { api } from '../../lib/api-client.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ApprovalHistory } from '../../platform/approval/approval.api.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { ownCancellationList, useCreateCancellation } from './api/cuti-api.ts';

type Values = { cuti_id: number | null; from_date: string | null; reason: string };

const COLORS: Record<string, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  withdrawn: 'gray',
};

const columns: DataTableColumn<TCancellationRow>[] = [
  {
    id: 'jenis',
    header: 'Cuti',
    render: (r) =>
      `${r.jenis_cuti_name}, ${formatIsoDate(r.cuti_start_date)} – ${formatIsoDate(r.cuti_end_date)}`,
  },
  {
    id: 'from',
    header: 'Batal mulai',
    render: (r) => `${formatIsoDate(r.from_date)} (${r.days} hari)`,
  },
  { id: 'reason', header: 'Alasan', accessor: 'reason' },
  {
    id: 'status',
    header: 'Status',
    width: 140,
    render: (r) => (
      <Badge variant="light" color={COLORS[r.status] ?? 'gray'} style={{ textTransform: 'none' }}>
        {APPROVAL_STATUS_LABELS[r.status as TApprovalStatus] ?? r.status}
      </Badge>
    ),
  },
];

/** '/user/cuti/pembatalan': ask to cancel approved leave, whole or from a date, and follow it. */
export function PembatalanPage() {
  const [params] = useSearchParams();
  const approved = useQuery({
    queryKey: ['cuti', 'list', 'approved-for-cancel'],
    queryFn: () =>
      api.post('user/cuti/list', paginated(ZCutiRow), { status: 'approved', per: 100 }),
    select: (r) => r.data.filter((row) => row.can_cancel),
  });
  const create = useCreateCancellation();
  const initial = Number(params.get('cuti')) || null;
  const { form, formError, handleSubmit } = useZodForm<Values>(ZCreateCancellationRequest, {
    initialValues: { cuti_id: initial, from_date: null, reason: '' },
  });
  const chosen = approved.data?.find((r) => r.id === form.values.cuti_id);

  return (
    <Stack>
      <PageHeader description="Cuti yang sudah disetujui dapat dibatalkan seluruhnya atau mulai tanggal tertentu; atasan langsung dan pejabat berwenang mengonfirmasi, dan hari yang tidak jadi diambil kembali ke saldo." />
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={handleSubmit(async (values) => {
            await create.mutateAsync(values as never);
            notifySuccess('Pembatalan cuti diajukan.');
            form.reset();
          })}
        >
          <Stack>
            <Title order={4}>Ajukan Pembatalan</Title>
            <FormErrorAlert message={formError} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Cuti yang dibatalkan"
                withAsterisk
                placeholder={approved.isLoading ? 'Memuat…' : 'Pilih cuti yang disetujui'}
                nothingFoundMessage="Tidak ada cuti yang dapat dibatalkan"
                data={(approved.data ?? []).map((r) => ({
                  value: String(r.id),
                  label: `${r.jenis_cuti.name}: ${formatIsoDate(r.start_date)} – ${formatIsoDate(r.end_date)}`,
                }))}
                value={form.values.cuti_id === null ? null : String(form.values.cuti_id)}
                onChange={(v) => form.setFieldValue('cuti_id', v ? Number(v) : null)}
                error={form.errors.cuti_id}
              />
              <DateField
                label="Batal mulai tanggal"
                description="Kosongkan untuk membatalkan seluruhnya."
                clearable
                minDate={chosen?.start_date}
                maxDate={chosen?.end_date}
                value={form.values.from_date}
                onChange={(v) => form.setFieldValue('from_date', v ?? null)}
                error={form.errors.from_date}
              />
            </SimpleGrid>
            <Textarea
              label="Alasan pembatalan"
              withAsterisk
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
            {approved.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                Belum ada cuti disetujui yang dapat dibatalkan.
              </Text>
            )}
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              Ajukan Pembatalan
            </Button>
          </Stack>
        </form>
      </Card>
      <DataTable
        endpoint={ownCancellationList}
        columns={columns}
        rowKey={(r) => r.id}
        label="Daftar pembatalan cuti"
        renderExpanded={(r) => <ApprovalHistory steps={r.history} />}
      />
    </Stack>
  );
}
