/** The one correction form of apel, senam and meeting attendance. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AttendanceCorrectionModal } from './attendance-correction-modal.tsx';

const STATUSES = ['hadir', 'tidak_hadir'] as const;
const LABELS = { hadir: 'Hadir', tidak_hadir: 'Tidak hadir' };

function open(save: (body: { status: string; note: string }) => Promise<unknown>) {
  const onClose = vi.fn();
  renderWithApp(
    <AttendanceCorrectionModal
      name="Rina Kartika Sari"
      current="belum"
      statuses={STATUSES}
      labels={LABELS}
      saving={false}
      save={save}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('AttendanceCorrectionModal', () => {
  it('sends the chosen status and the note, then closes', async () => {
    const save = vi.fn().mockResolvedValue({});
    const onClose = open(save);
    const dialog = await screen.findByRole('dialog', {
      name: 'Koreksi presensi Rina Kartika Sari',
    });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hadir' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Catatan/ }), 'Mesin mati');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(save).toHaveBeenCalledWith({ status: 'hadir', note: 'Mesin mati' });
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the form open with the server's message under its field", async () => {
    const save = vi.fn().mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'VALIDATION',
        message: 'Data tidak valid.',
        fieldErrors: { note: ['Catatan wajib diisi'] },
      }),
    );
    const onClose = open(save);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await within(dialog).findByText('Catatan wajib diisi');
    expect(onClose).not.toHaveBeenCalled();
  });
});
