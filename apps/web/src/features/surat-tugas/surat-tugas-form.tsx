import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CADET_PURPOSE_LABELS,
  CADET_PURPOSES,
  DESTINATION_KIND_LABELS,
  DESTINATION_KINDS,
  PROVINCE_NAMES,
  SURAT_TUGAS_LIMITS,
  type TSuratTugasInput,
  type TSuratTugasRow,
  ZSuratTugasInput,
} from '@sikerja/contracts';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/date-picker/date-field.tsx';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useConflicts, useLetterOptions, usePeople, useSaveLetter } from './surat-tugas-api.ts';

interface Values extends Record<string, unknown> {
  number_mode: 'auto' | 'manual';
  number: string;
  basis_id: string | null;
  basis: string;
  purpose_id: string | null;
  purpose: string;
  letter_date: string;
  start_date: string;
  end_date: string;
  destination_kind: 'dalam_negeri' | 'luar_negeri';
  province: string | null;
  city: string;
  country: string;
  transport: string;
  unit_id: string | null;
  signer_user_id: string | null;
  copy_to: string[];
  /** 'pegawai:12' or 'taruna:3'. */
  travellers: string[];
  /** The cadets' kind of trip (picks their rate); asked only when a cadet travels. */
  cadet_purpose: string;
}

const hasCadet = (travellers: readonly string[]) => travellers.some((t) => t.startsWith('taruna:'));
const CADET_PURPOSE_OPTIONS = CADET_PURPOSES.map((p) => ({
  value: p,
  label: CADET_PURPOSE_LABELS[p],
}));

function toBody(v: Values): TSuratTugasInput {
  return {
    number_mode: v.number_mode,
    number: v.number_mode === 'manual' ? v.number : undefined,
    basis_id: v.basis_id ? Number(v.basis_id) : undefined,
    basis: v.basis,
    purpose_id: v.purpose_id ? Number(v.purpose_id) : undefined,
    purpose: v.purpose,
    letter_date: v.letter_date,
    start_date: v.start_date,
    end_date: v.end_date,
    destination_kind: v.destination_kind,
    province: v.destination_kind === 'dalam_negeri' ? (v.province ?? undefined) : undefined,
    city: v.city,
    country: v.destination_kind === 'luar_negeri' ? v.country : undefined,
    transport: v.transport,
    unit_id: v.unit_id ? Number(v.unit_id) : (undefined as unknown as number),
    signer_user_id: v.signer_user_id ? Number(v.signer_user_id) : (undefined as unknown as number),
    copy_to: v.copy_to,
    cadet_purpose: hasCadet(v.travellers)
      ? (v.cadet_purpose as TSuratTugasInput['cadet_purpose'])
      : undefined,
    travellers: v.travellers.map((t) => {
      const [kind, id] = t.split(':');
      return kind === 'taruna' ? { cadet_id: Number(id) } : { user_id: Number(id) };
    }),
  };
}

const FORM_SCHEMA = z.preprocess((v) => toBody(v as Values), ZSuratTugasInput);

function valuesOf(letter: TSuratTugasRow | null): Values {
  return {
    number_mode: letter && !letter.is_automatic_number ? 'manual' : 'auto',
    number: letter && !letter.is_automatic_number ? letter.number : '',
    basis_id: letter?.basis_id ? String(letter.basis_id) : null,
    basis: letter?.basis ?? '',
    purpose_id: letter?.purpose_id ? String(letter.purpose_id) : null,
    purpose: letter?.purpose ?? '',
    letter_date: letter?.letter_date ?? '',
    start_date: letter?.start_date ?? '',
    end_date: letter?.end_date ?? '',
    destination_kind: letter?.destination_kind ?? 'dalam_negeri',
    province: letter?.province ?? null,
    city: letter?.city ?? '',
    country: letter?.country ?? '',
    transport: letter?.transport ?? '',
    unit_id: letter ? String(letter.unit.id) : null,
    signer_user_id: letter ? String(letter.signer.id) : null,
    copy_to: letter?.copy_to ?? [],
    travellers: (letter?.travellers ?? []).map((t) =>
      t.kind === 'taruna' ? `taruna:${t.cadet_id}` : `pegawai:${t.user_id}`,
    ),
    cadet_purpose: letter?.cadet_purpose ?? 'praktik',
  };
}

/** 'Buat / Ubah Surat Tugas': the letter's fields, with the schedule conflicts shown live. */
export function SuratTugasFormModal({
  letter,
  opened,
  onClose,
}: {
  letter: TSuratTugasRow | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveLetter();
  const options = useLetterOptions(opened);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const people = usePeople(debounced, opened);
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const { form, formError, setFormError, handleSubmit } = useZodForm<Values>(FORM_SCHEMA, {
    initialValues: valuesOf(letter),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another letter opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(valuesOf(letter));
    form.resetDirty(valuesOf(letter));
    setKnown(
      new Map([
        ...(letter?.travellers ?? []).map(
          (t) =>
            [
              t.kind === 'taruna' ? `taruna:${t.cadet_id}` : `pegawai:${t.user_id}`,
              `${t.name}${t.kind === 'taruna' ? ' (taruna)' : ''}`,
            ] as [string, string],
        ),
        ...(letter
          ? [[`pegawai:${letter.signer.id}`, letter.signer.name] as [string, string]]
          : []),
      ]),
    );
  }, [opened, letter]);
  useEffect(() => {
    if (!people.data) return;
    setKnown((prev) => {
      const next = new Map(prev);
      for (const p of people.data) {
        next.set(
          `${p.kind}:${p.id}`,
          `${p.name}${p.identifier ? ` (${p.kind === 'taruna' ? 'NIT' : 'NIP'} ${p.identifier})` : ''}${p.kind === 'taruna' ? ' — taruna' : ''}`,
        );
      }
      return next;
    });
  }, [people.data]);
  const personData = useMemo(
    () => [...known.entries()].map(([value, label]) => ({ value, label })),
    [known],
  );
  const v = form.getValues();
  const conflictBody = {
    start_date: v.start_date,
    end_date: v.end_date,
    user_ids: v.travellers.filter((t) => t.startsWith('pegawai:')).map((t) => Number(t.slice(8))),
    cadet_ids: v.travellers.filter((t) => t.startsWith('taruna:')).map((t) => Number(t.slice(7))),
    exclude_id: letter?.id,
  };
  const conflicts = useConflicts(
    conflictBody,
    opened &&
      !!v.start_date &&
      !!v.end_date &&
      v.end_date >= v.start_date &&
      v.travellers.length > 0,
  );
  const close = () => {
    setFormError(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync({ id: letter?.id ?? null, body: toBody(values) });
    notifySuccess(letter ? 'Surat tugas disimpan.' : 'Draf surat tugas dibuat.');
    close();
  });
  const o = options.data;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={letter ? `Ubah Surat Tugas ${letter.number}` : 'Buat Surat Tugas'}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert message={formError} />
          <Group align="flex-end" grow>
            <SegmentedControl
              aria-label="Penomoran"
              data={[
                { value: 'auto', label: 'Nomor otomatis' },
                { value: 'manual', label: 'Ketik nomor' },
              ]}
              {...form.getInputProps('number_mode')}
            />
            {v.number_mode === 'manual' ? (
              <TextInput
                label="Nomor"
                required
                maxLength={SURAT_TUGAS_LIMITS.number}
                {...form.getInputProps('number')}
              />
            ) : (
              <TextInput
                label="Nomor"
                disabled
                value={
                  letter?.is_automatic_number ? letter.number : 'ST-<urut>/<unit>/<bulan>/<tahun>'
                }
              />
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Unit (kode pada nomor)"
              required
              searchable
              data={(o?.units ?? []).map((u) => ({
                value: String(u.id),
                label: `${u.code} — ${u.name}`,
              }))}
              {...form.getInputProps('unit_id')}
            />
            <DateField
              label="Tanggal surat"
              required
              value={v.letter_date}
              error={form.errors.letter_date}
              onChange={(next) => form.setFieldValue('letter_date', next ?? '')}
            />
          </SimpleGrid>
          <Select
            label="Dasar dari master"
            placeholder="Pilih atau ketik di bawah"
            clearable
            searchable
            data={(o?.bases ?? []).map((b) => ({
              value: String(b.id),
              label: `${b.number} — ${b.about}`,
            }))}
            value={v.basis_id}
            onChange={(next) => {
              form.setFieldValue('basis_id', next);
              const b = o?.bases.find((x) => String(x.id) === next);
              if (b) form.setFieldValue('basis', `${b.number} tentang ${b.about}`);
            }}
          />
          <Textarea label="Dasar" required rows={2} {...form.getInputProps('basis')} />
          <Select
            label="Keperluan dari master"
            placeholder="Pilih atau ketik di bawah"
            clearable
            searchable
            data={(o?.purposes ?? []).map((p) => ({ value: String(p.id), label: p.description }))}
            value={v.purpose_id}
            onChange={(next) => {
              form.setFieldValue('purpose_id', next);
              const p = o?.purposes.find((x) => String(x.id) === next);
              if (p) form.setFieldValue('purpose', p.description);
            }}
          />
          <Textarea label="Untuk" required rows={2} {...form.getInputProps('purpose')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label="Mulai tugas"
              required
              value={v.start_date}
              error={form.errors.start_date}
              onChange={(next) => form.setFieldValue('start_date', next ?? '')}
            />
            <DateField
              label="Selesai tugas"
              required
              value={v.end_date}
              error={form.errors.end_date}
              onChange={(next) => form.setFieldValue('end_date', next ?? '')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Tujuan"
              required
              data={DESTINATION_KINDS.map((k) => ({ value: k, label: DESTINATION_KIND_LABELS[k] }))}
              {...form.getInputProps('destination_kind')}
            />
            {v.destination_kind === 'dalam_negeri' ? (
              <Select
                label="Provinsi"
                required
                searchable
                data={[...PROVINCE_NAMES]}
                {...form.getInputProps('province')}
              />
            ) : (
              <TextInput label="Negara" required {...form.getInputProps('country')} />
            )}
            <TextInput label="Kota" required {...form.getInputProps('city')} />
          </SimpleGrid>
          <TextInput
            label="Kendaraan"
            required
            placeholder="Pesawat udara, kendaraan dinas…"
            {...form.getInputProps('transport')}
          />
          <MultiSelect
            label="Pelaksana (pegawai dan taruna)"
            required
            searchable
            placeholder="Ketik nama, NIP atau NIT"
            data={personData}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage="Tidak ditemukan"
            {...form.getInputProps('travellers')}
          />
          {hasCadet(v.travellers) && (
            <Select
              label="Jenis kegiatan taruna"
              description="Menentukan tarif taruna (menu Surat Tugas Taruna, tab Tarif Taruna)."
              required
              data={CADET_PURPOSE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('cadet_purpose')}
            />
          )}
          {(conflicts.data ?? []).length > 0 && (
            <Alert color="orange" title="Jadwal bentrok">
              <Stack gap={2}>
                {(conflicts.data ?? []).map((c) => (
                  <span key={`${c.name}-${c.label}-${c.start_date}`}>
                    {c.name}: {c.label}, {formatIsoDate(c.start_date)} – {formatIsoDate(c.end_date)}
                  </span>
                ))}
              </Stack>
            </Alert>
          )}
          <Select
            label="Penanda tangan"
            required
            searchable
            data={(o?.signers ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.name} — ${p.position}`,
            }))}
            {...form.getInputProps('signer_user_id')}
          />
          <TagsInput
            label="Tembusan"
            placeholder="Pilih jabatan atau ketik lalu Enter"
            data={(o?.positions ?? []).map((p) => p.name)}
            maxTags={SURAT_TUGAS_LIMITS.copyLines}
            {...form.getInputProps('copy_to')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button type="submit" loading={save.isPending}>
              Simpan Draf
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
