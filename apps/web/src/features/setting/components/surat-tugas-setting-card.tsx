import { Card, Code, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  formatSuratTugasNumber,
  SURAT_TUGAS_NUMBER_PATTERN_MAX,
  SURAT_TUGAS_NUMBER_PLACEHOLDERS,
  suratTugasNumberPatternProblem,
  type TAdminSetting,
} from '@sikerja/contracts';
import { OfficialSelect } from './official-select.tsx';

type PersonField = 'ppk_user_id' | 'bendahara_user_id';

interface SuratTugasSettingCardProps {
  setting: TAdminSetting;
  /** The pattern field's props from the settings form (value, onChange, error). */
  patternInput: GetInputPropsReturnType;
  ppkUserId: number | null;
  bendaharaUserId: number | null;
  onPersonChange: (field: PersonField, value: number | null) => void;
  errors: Partial<Record<PersonField, React.ReactNode>>;
}

/** The preview's example: the twelfth letter of the BAUK unit, dated today. */
function preview(pattern: string): { text: string; isValid: boolean } {
  const problem = suratTugasNumberPatternProblem(pattern);
  if (problem) return { text: problem, isValid: false };
  const today = new Date().toISOString().slice(0, 10);
  return {
    text: formatSuratTugasNumber(pattern, { seq: 12, unitCode: 'BAUK', letterDate: today }),
    isValid: true,
  };
}

/**
 * The 'Surat Tugas' section of /admin/setting (docs/surat-tugas.md "Nomor", "Administrasi
 * perjalanan"): the automatic number's pattern with a live preview, and the PPK and the
 * Bendahara Pengeluaran printed on the SPD and the kuitansi.
 */
export function SuratTugasSettingCard({
  setting,
  patternInput,
  ppkUserId,
  bendaharaUserId,
  onPersonChange,
  errors,
}: SuratTugasSettingCardProps) {
  const example = preview(String(patternInput.value ?? ''));
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Surat Tugas
      </Title>
      <Stack gap="md">
        <TextInput
          label="Pola nomor otomatis"
          description="Nomor urut dihitung per tahun tanggal surat. Nomor yang sudah diketik manual dan sama dengan hasil pola dilewati."
          required
          maxLength={SURAT_TUGAS_NUMBER_PATTERN_MAX}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...patternInput}
        />
        <Text size="sm" aria-live="polite" data-testid="pola-nomor-contoh">
          Contoh:{' '}
          {example.isValid ? (
            <Code fz="sm">{example.text}</Code>
          ) : (
            <Text span size="sm" c="red">
              {example.text}
            </Text>
          )}
        </Text>
        <List size="xs" c="dimmed" spacing={2}>
          {SURAT_TUGAS_NUMBER_PLACEHOLDERS.map((p) => (
            <List.Item key={p.key}>
              <Code fz="xs">{`{${p.key}}`}</Code> {p.label}
            </List.Item>
          ))}
        </List>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <OfficialSelect
            label="Pejabat Pembuat Komitmen (PPK)"
            description="Dicetak pada SPD, daftar pengeluaran riil dan kuitansi"
            value={ppkUserId}
            onChange={(value) => onPersonChange('ppk_user_id', value)}
            current={setting.ppk}
            error={errors.ppk_user_id}
          />
          <OfficialSelect
            label="Bendahara Pengeluaran"
            description="Penanda tangan 'Lunas dibayar' pada kuitansi"
            value={bendaharaUserId}
            onChange={(value) => onPersonChange('bendahara_user_id', value)}
            current={setting.bendahara}
            error={errors.bendahara_user_id}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Kosongkan untuk mencetak garis tanda tangan kosong.
        </Text>
      </Stack>
    </Card>
  );
}
