import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import type { TKontrakLine, TKontrakLineRequest, TKontrakUraian } from '@sikerja/contracts';
import { useState } from 'react';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useAddLine, useUpdateLine } from './kontrak-api.ts';

type Source = 'katalog' | 'usulan';
type Num = number | string;

/**
 * Adds or changes a line: an uraian from the position's catalogue (Mandiri → tugas utama,
 * Tambahan → tugas tambahan) or a new activity the person proposes, with its numbers.
 */
export function KontrakLineForm({
  contractId,
  uraian,
  line,
  onClose,
}: {
  contractId: number;
  uraian: readonly TKontrakUraian[];
  /** The line to change; a new one when undefined. */
  line?: TKontrakLine;
  onClose: () => void;
}) {
  const add = useAddLine();
  const update = useUpdateLine();
  const [source, setSource] = useState<Source>(line?.is_proposed ? 'usulan' : 'katalog');
  const [uraianId, setUraianId] = useState<string | null>(
    line?.task_description_id ? String(line.task_description_id) : null,
  );
  const [name, setName] = useState(line?.is_proposed ? line.name : '');
  const [dutyKind, setDutyKind] = useState<string>(line?.duty_kind ?? 'utama');
  const [unitId, setUnitId] = useState<string | null>(
    line?.measurement_unit_id ? String(line.measurement_unit_id) : null,
  );
  const [quantity, setQuantity] = useState<Num>(line?.quantity ?? '');
  const [quality, setQuality] = useState<Num>(line?.quality ?? 100);
  const [months, setMonths] = useState<Num>(line?.months ?? 12);
  const [weight, setWeight] = useState<Num>(line?.weight ?? '');
  const [workHours, setWorkHours] = useState<Num>(line?.work_hours ?? '');
  const [credit, setCredit] = useState<Num>(line?.credit ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const picked = uraian.find((u) => String(u.id) === uraianId);
  const units = [
    ...new Map(
      uraian.map((u) => [
        String(u.measurement_unit_id),
        u.unit_name ?? String(u.measurement_unit_id),
      ]),
    ),
  ].map(([value, label]) => ({ value, label }));
  const options = uraian
    .filter((u) => !u.is_taken || String(u.id) === uraianId)
    .map((u) => ({
      value: String(u.id),
      label: `${u.name} (${u.duty_kind === 'utama' ? 'Mandiri' : 'Tambahan'})`,
    }));
  const opt = (v: Num) => (v === '' ? undefined : Number(v));

  const submit = async () => {
    const body: TKontrakLineRequest = {
      task_description_id: source === 'katalog' && uraianId ? Number(uraianId) : null,
      proposed_name: source === 'usulan' ? name : null,
      duty_kind:
        source === 'katalog' ? (picked?.duty_kind ?? 'utama') : (dutyKind as 'utama' | 'tambahan'),
      measurement_unit_id: source === 'usulan' && unitId ? Number(unitId) : null,
      quantity: quantity === '' ? 0 : Number(quantity),
      quality: opt(quality),
      months: opt(months),
      weight: opt(weight),
      work_hours: opt(workHours),
      credit: opt(credit),
    };
    setErrors({});
    setFailure(null);
    try {
      if (line) await update.mutateAsync({ id: line.id, body });
      else await add.mutateAsync({ id: contractId, body });
      notifySuccess(line ? 'Uraian kegiatan diperbarui.' : 'Uraian kegiatan ditambahkan.');
      onClose();
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) {
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      }
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={line ? 'Ubah Uraian Kegiatan' : 'Tambah Uraian Kegiatan'}
      size="lg"
    >
      <Stack gap="sm">
        <FormErrorAlert message={failure} />
        <SegmentedControl
          value={source}
          onChange={(v) => setSource(v as Source)}
          data={[
            { value: 'katalog', label: 'Dari daftar jabatan' },
            { value: 'usulan', label: 'Usulan kegiatan baru' },
          ]}
        />
        {source === 'katalog' ? (
          <Select
            label="Uraian kegiatan"
            placeholder={
              options.length === 0 ? 'Jabatan Anda belum memiliki daftar uraian' : 'Pilih uraian'
            }
            data={options}
            value={uraianId}
            onChange={(v) => {
              setUraianId(v);
              const u = uraian.find((x) => String(x.id) === v);
              if (u && quantity === '' && u.default_quantity > 0) setQuantity(u.default_quantity);
            }}
            searchable
            required
            error={errors.task_description_id}
          />
        ) : (
          <>
            <Textarea
              label="Nama kegiatan yang diusulkan"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
              required
              error={errors.proposed_name}
            />
            <SimpleGrid cols={2}>
              <Select
                label="Jenis tugas"
                data={[
                  { value: 'utama', label: 'Tugas Utama' },
                  { value: 'tambahan', label: 'Tugas Tambahan' },
                ]}
                value={dutyKind}
                onChange={(v) => setDutyKind(v ?? 'utama')}
                allowDeselect={false}
              />
              <Select
                label="Satuan"
                data={units}
                value={unitId}
                onChange={setUnitId}
                required
                error={errors.measurement_unit_id}
              />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <NumberInput
            label={`Kuantitas${picked?.unit_name ? ` (${picked.unit_name})` : ''}`}
            value={quantity}
            onChange={setQuantity}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            required
            error={errors.quantity}
          />
          <NumberInput
            label="Kualitas (%)"
            value={quality}
            onChange={setQuality}
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator=","
            error={errors.quality}
          />
          <NumberInput
            label="Waktu (bulan)"
            value={months}
            onChange={setMonths}
            min={0}
            max={12}
            allowDecimal={false}
            error={errors.months}
          />
          <NumberInput
            label="Bobot (%)"
            value={weight}
            onChange={setWeight}
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator=","
            error={errors.weight}
          />
          <NumberInput
            label="WPT (jam)"
            description={
              picked ? `${picked.work_hours} jam per satuan bila dikosongkan` : undefined
            }
            value={workHours}
            onChange={setWorkHours}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            error={errors.work_hours}
          />
          <NumberInput
            label="Angka kredit"
            description={picked ? `${picked.credit_points} per satuan bila dikosongkan` : undefined}
            value={credit}
            onChange={setCredit}
            min={0}
            decimalScale={3}
            decimalSeparator=","
            error={errors.credit}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={submit} loading={add.isPending || update.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
