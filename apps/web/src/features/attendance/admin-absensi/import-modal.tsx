import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { TPunchImportResult } from '@sikerja/contracts';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useImportPunches } from './admin-absensi-api.ts';

/** 'Impor Presensi': a fingerprint export (.xlsx or .csv) with PIN or NIP and the time. */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useImportPunches();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TPunchImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFile(null);
    setResult(null);
    setFailure(null);
    onClose();
  };
  const send = async () => {
    if (!file) return;
    setFailure(null);
    try {
      setResult((await upload.mutateAsync(file)).data);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Impor Presensi Mesin" size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          File .xlsx atau .csv dengan kolom PIN (atau NIP) dan Waktu (atau Tanggal dan Jam). PIN
          dipetakan melalui Pengaturan Fingerprint; presensi yang sudah ada dilewati.
        </Text>
        <FormErrorAlert message={failure} />
        <FileInput
          label="File presensi"
          accept=".xlsx,.csv"
          value={file}
          onChange={setFile}
          clearable
          placeholder="Pilih file"
        />
        {result && (
          <Alert color={result.refused.length ? 'yellow' : 'teal'} title="Hasil impor">
            <Text size="sm">
              {result.inserted} presensi ditambahkan, {result.duplicates} sudah ada,{' '}
              {result.refused.length} baris ditolak ({result.people} pegawai).
            </Text>
            {result.refused.length > 0 && (
              <List size="xs" mt="xs">
                {result.refused.slice(0, 20).map((r) => (
                  <List.Item key={r.row}>
                    Baris {r.row} ({r.value}): {r.reason}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Tutup
          </Button>
          <Button onClick={send} disabled={!file} loading={upload.isPending}>
            Impor
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
