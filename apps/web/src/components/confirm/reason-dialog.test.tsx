import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** Refuses a reason shorter than five characters the way the server's 422 does, then accepts. */
function Host() {
  const [open, setOpen] = useState(true);
  const [sent, setSent] = useState<string[]>([]);
  return (
    <MantineProvider env="test">
      {open && (
        <ReasonDialog
          title="Batalkan Rapat"
          confirmLabel="Ya, batalkan"
          onConfirm={async (reason) => {
            setSent((s) => [...s, reason]);
            if (reason.length < 5) {
              throw new ApiError({
                status: 422,
                code: 'VALIDATION',
                message: 'Data tidak valid',
                fieldErrors: { reason: ['Alasan minimal 5 karakter'] },
              });
            }
          }}
          onClose={() => setOpen(false)}
        />
      )}
      <output aria-label="Terkirim">{sent.join('|')}</output>
    </MantineProvider>
  );
}

describe('ReasonDialog', () => {
  it("shows the server's refusal under the reason, keeps it typed, and closes once accepted", async () => {
    const user = userEvent.setup();
    render(<Host />);
    const reason = screen.getByRole('textbox', { name: /Alasan/ });
    await user.type(reason, 'Hu');
    await user.click(screen.getByRole('button', { name: 'Ya, batalkan' }));
    expect(await screen.findByText('Alasan minimal 5 karakter')).toBeTruthy();
    expect((reason as HTMLTextAreaElement).value).toBe('Hu');
    expect(screen.getByRole('dialog', { name: 'Batalkan Rapat' })).toBeTruthy();
    await user.type(reason, 'jan deras');
    await user.click(screen.getByRole('button', { name: 'Ya, batalkan' }));
    await screen.findByText('Hu|Hujan deras');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes without sending on Tidak', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Tidak' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'Terkirim' }).textContent).toBe('');
  });
});
