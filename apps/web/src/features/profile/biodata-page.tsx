/**
 * '/user/profile/biodata' (docs/profile.md): the person edits the data they keep themselves;
 * what the staff register keeps (NIP, unit, position, rank…) is shown beside it, read-only.
 */
import {
  Alert,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  BLOOD_TYPE_LABELS,
  GENDER_LABELS,
  BIODATA_LABELS as L,
  MARITAL_STATUS_LABELS,
  RELIGION_LABELS,
  type TBiodata,
  type TUpdateBiodataRequest,
  ZUpdateBiodataRequest,
} from '@sikerja/contracts';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import {
  optionsOf,
  type ResourceField,
  ResourceFieldInput,
} from '../../platform/resource-screen/resource-screen.api.ts';
import { useBiodata, useSaveBiodata } from './api/profile-api.ts';
import { ProfileLayout } from './components/profile-layout.tsx';
import { type ProfileOwner, useProfileOwner } from './use-profile-owner.ts';

type Values = Record<string, unknown>;

const SECTIONS: { title: string; fields: ResourceField[] }[] = [
  {
    title: 'Data pribadi',
    fields: [
      {
        name: 'gender',
        label: L.gender,
        input: 'select',
        options: optionsOf(GENDER_LABELS),
        width: 'half',
      },
      {
        name: 'blood_type',
        label: L.blood_type,
        input: 'select',
        options: optionsOf(BLOOD_TYPE_LABELS),
        width: 'half',
      },
      { name: 'birth_place', label: L.birth_place, input: 'text', width: 'half' },
      { name: 'birth_date', label: L.birth_date, input: 'date', width: 'half' },
      {
        name: 'religion',
        label: L.religion,
        input: 'select',
        options: optionsOf(RELIGION_LABELS),
        width: 'half',
      },
      {
        name: 'marital_status',
        label: L.marital_status,
        input: 'select',
        options: optionsOf(MARITAL_STATUS_LABELS),
        width: 'half',
      },
    ],
  },
  {
    title: 'Nomor identitas',
    fields: [
      {
        name: 'nik',
        label: L.nik,
        input: 'text',
        width: 'half',
        placeholder: '16 digit sesuai KTP',
      },
      {
        name: 'kk_number',
        label: L.kk_number,
        input: 'text',
        width: 'half',
        placeholder: '16 digit',
      },
    ],
  },
  {
    title: 'Kontak dan alamat',
    fields: [
      { name: 'phone', label: L.phone, input: 'text', width: 'half', placeholder: '08… atau +62…' },
      {
        name: 'whatsapp',
        label: L.whatsapp,
        input: 'text',
        width: 'half',
        placeholder: '08… atau +62…',
      },
      { name: 'address', label: L.address, input: 'textarea' },
    ],
  },
];

// Selects and the date picker show nothing for null; text inputs want ''.
const NULL_WHEN_EMPTY = new Set([
  'gender',
  'blood_type',
  'religion',
  'marital_status',
  'birth_date',
]);

/** The form's values of a stored biodata: every field the person keeps. */
function formValuesOf(biodata: TBiodata): Values {
  const values: Values = {};
  for (const key of Object.keys(L) as (keyof typeof L)[]) {
    values[key] = biodata[key] ?? (NULL_WHEN_EMPTY.has(key) ? null : '');
  }
  return values;
}

function BiodataForm({ owner, biodata }: { owner: ProfileOwner; biodata: TBiodata }) {
  const save = useSaveBiodata(owner);
  const { form, formError, handleSubmit } = useZodForm<Values>(ZUpdateBiodataRequest, {
    initialValues: formValuesOf(biodata),
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        const answer = await save.mutateAsync(values as TUpdateBiodataRequest);
        // The server's reading of what was typed ('0812 3456' → '08123456').
        const stored = formValuesOf(answer.data);
        form.setValues(stored);
        form.resetDirty(stored);
        notifySuccess('Biodata berhasil disimpan.');
      })}
    >
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          <FormErrorAlert message={formError} />
          {SECTIONS.map((section, index) => (
            <Stack key={section.title} gap="sm">
              {index > 0 && <Divider />}
              <Title order={2} size="h5">
                {section.title}
              </Title>
              <Grid gap="md">
                {section.fields.map((field) => (
                  <Grid.Col
                    key={field.name}
                    span={{ base: 12, sm: field.width === 'half' ? 6 : 12 }}
                  >
                    <ResourceFieldInput field={field} form={form} />
                  </Grid.Col>
                ))}
              </Grid>
            </Stack>
          ))}
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!form.isDirty()}
              onClick={() => form.setValues(formValuesOf(biodata))}
            >
              Batalkan perubahan
            </Button>
            <Button type="submit" loading={form.submitting}>
              Simpan biodata
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

const dash = (value: string | null | undefined) => (value ? value : '-');
const date = (value: string | null) => (value ? formatIsoDate(value) : '-');

/** What the staff register keeps about the person, shown as it is. */
function StaffRecordCard({ biodata }: { biodata: TBiodata }) {
  const fullName = [biodata.front_title, biodata.name].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['NIP', dash(biodata.nip)],
    ['Nama', biodata.back_title ? `${fullName}, ${biodata.back_title}` : fullName],
    ['Email', dash(biodata.email)],
    ['Unit kerja', dash(biodata.unit_name)],
    ['Jabatan', dash(biodata.position_name)],
    [
      'Pangkat / golongan',
      biodata.rank_name ? `${biodata.rank_name} (${biodata.rank_code ?? ''})` : '-',
    ],
    ['Jenis pegawai', dash(biodata.staff_type_name)],
    ['TMT CPNS', date(biodata.tmt_cpns)],
    ['TMT PNS', date(biodata.tmt_pns)],
    ['NPWP', dash(biodata.npwp)],
    [
      'Rekening',
      biodata.bank_account ? `${biodata.bank_name ?? ''} ${biodata.bank_account}`.trim() : '-',
    ],
  ];
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Data kepegawaian">
      <Group gap="xs" mb="xs">
        <IconLock size={18} />
        <Title order={2} size="h5">
          Data kepegawaian
        </Title>
      </Group>
      <Text size="xs" c="dimmed" mb="md">
        Diubah oleh bagian kepegawaian. Hubungi admin bila ada yang keliru.
      </Text>
      <Stack gap="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              fw={500}
              ta="right"
              m={0}
              style={{ wordBreak: 'break-word' }}
            >
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** '/user/profile/biodata': 'Biodata'. */
export function BiodataPage() {
  const owner = useProfileOwner();
  const biodata = useBiodata(owner);
  const data = biodata.data?.data;
  return (
    <ProfileLayout
      owner={owner}
      description="Data pribadi yang Anda isi dan ubah sendiri. Data kepegawaian diubah oleh bagian kepegawaian."
    >
      {biodata.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="lg">
          {errorMessage(biodata.error)}
        </Alert>
      )}
      {biodata.isPending && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Skeleton h={520} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Skeleton h={420} radius="md" />
          </Grid.Col>
        </Grid>
      )}
      {data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <BiodataForm key={owner.userId} owner={owner} biodata={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <StaffRecordCard biodata={data} />
          </Grid.Col>
        </Grid>
      )}
    </ProfileLayout>
  );
}
