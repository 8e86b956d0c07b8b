/** The annual evaluation dialog: the grid follows the two ratings; nothing is sent without both. */
import type { TSkpRow } from '@sikerja/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { EvaluasiDialog } from './evaluasi-dialog.tsx';

const ROW: TSkpRow = {
  id: 7,
  year: 2031,
  user_id: 3,
  nip: '199207212017012002',
  name: 'Rina Kartika Sari',
  position_name: 'Pengadministrasi Perkantoran',
  unit_name: 'Subbagian Umum',
  superior_name: 'Atasan',
  period_start: '2031-01-01',
  period_end: '2031-12-31',
  status: 'approved',
  result_rating: null,
  behaviour_rating: null,
  behaviour_notes: null,
  predikat: null,
  evaluated_at: null,
  can_evaluate: true,
  evaluation_deadline: '2032-03-31',
};

describe('EvaluasiDialog', () => {
  it('highlights the predikat of the chosen ratings in the grid', async () => {
    renderWithApp(<EvaluasiDialog row={ROW} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Evaluasi Tahunan 2031' });
    expect(within(dialog).getByTestId('predikat-hasil').textContent).toBe('pilih kedua penilaian');
    const [hasil, perilaku] = within(dialog).getAllByRole('radiogroup');
    if (!hasil || !perilaku) throw new Error('two rating groups expected');
    await userEvent.click(within(hasil).getByLabelText('Di Bawah Ekspektasi'));
    await userEvent.click(within(perilaku).getByLabelText('Di Atas Ekspektasi'));
    expect(within(dialog).getByTestId('predikat-hasil').textContent).toBe('Butuh Perbaikan');
    const grid = within(dialog).getByRole('table', { name: 'Matriks predikat kinerja' });
    const chosen = grid.querySelectorAll('[data-chosen]');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]?.textContent).toBe('Butuh Perbaikan');

    await userEvent.click(within(hasil).getByLabelText('Di Atas Ekspektasi'));
    expect(within(dialog).getByTestId('predikat-hasil').textContent).toBe('Sangat Baik');
  });

  it('asks for both ratings before sending anything', async () => {
    const onClose = vi.fn();
    renderWithApp(<EvaluasiDialog row={ROW} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Evaluasi' }));
    await within(dialog).findByText('Penilaian hasil kerja wajib dipilih');
    await within(dialog).findByText('Penilaian perilaku kerja wajib dipilih');
    expect(onClose).not.toHaveBeenCalled();
  });
});
