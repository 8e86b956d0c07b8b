/**
 * The shared decision dialog, as every workflow uses it: the decision goes to the API through
 * the real client (only fetch is replaced), so the server's 422 and 409 answers are parsed the
 * way the app parses them.
 */
import { type TApprovalDecision, ZMessageResponse } from '@sikerja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { jsonResponse, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { errorOf } from '../../test/resource-screen-queries.ts';
import { ApprovalDecisionDialog, type ApprovalDecisionDialogProps } from './approval.api.ts';

const PATH = 'user/contoh/7/decide';

/** A screen with one waiting request and the button that opens the dialog on it. */
function Screen(props: Partial<ApprovalDecisionDialogProps> & { initial?: TApprovalDecision }) {
  const [isOpen, setOpen] = useState(false);
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      {decided && <p>{decided}</p>}
      <ApprovalDecisionDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        title="Keputusan Contoh"
        summary={<p>Andi Pratama · 3 November 2026</p>}
        decisions={['approve', 'reject']}
        initialDecision={props.initial ?? 'approve'}
        onSubmit={async (body) => {
          const answer = await api.post(PATH, ZMessageResponse, body);
          setDecided(answer.data.message);
        }}
        {...props}
      />
    </>
  );
}

function serve(answer: () => Response = () => jsonResponse({ data: { message: 'Tersimpan.' } })) {
  return stubFetch((request) =>
    request.url.pathname.endsWith(PATH) ? answer() : jsonResponse({ message: 'tidak ada' }, 404),
  );
}

async function open(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
  return screen.findByRole('dialog', { name: 'Keputusan Contoh' });
}

const note = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Catatan/ });

describe('ApprovalDecisionDialog', () => {
  it('approves with an optional note and closes', async () => {
    const fake = serve();
    renderWithApp(<Screen />);
    const dialog = await open();
    expect(within(dialog).getByText('Andi Pratama · 3 November 2026')).toBeTruthy();
    await userEvent.type(note(dialog), '  Lengkap  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Keputusan' }));
    await screen.findByText('Tersimpan.');
    expect(fake.requestsTo(PATH).map((r) => r.body)).toEqual([
      { decision: 'approve', note: 'Lengkap' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no note as null when none was typed', async () => {
    const fake = serve();
    renderWithApp(<Screen decisions={['approve']} />);
    const dialog = await open();
    // One choice: no switch, and the button is named after the choice.
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await screen.findByText('Tersimpan.');
    expect(fake.requestsTo(PATH).map((r) => r.body)).toEqual([{ decision: 'approve', note: null }]);
  });

  it('requires a reason to reject, under the note, before sending anything', async () => {
    const fake = serve();
    renderWithApp(<Screen initial="reject" />);
    const dialog = await open();
    expect(note(dialog).getAttribute('aria-required')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Keputusan' }));
    expect(errorOf(note(dialog))).toBe('Catatan wajib diisi.');
    expect(fake.requestsTo(PATH)).toEqual([]);

    await userEvent.type(note(dialog), 'Kuota penuh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Keputusan' }));
    await screen.findByText('Tersimpan.');
    expect(fake.requestsTo(PATH).map((r) => r.body)).toEqual([
      { decision: 'reject', note: 'Kuota penuh' },
    ]);
  });

  it('switches between the choices; the reason is asked only where the rule wants it', async () => {
    serve();
    renderWithApp(<Screen />);
    const dialog = await open();
    expect(note(dialog).getAttribute('aria-required')).toBe('false');
    await userEvent.click(within(dialog).getByText('Tolak'));
    expect(note(dialog).getAttribute('aria-required')).toBe('true');
  });

  it("shows the server's 422 under the note and keeps what was typed", async () => {
    serve(() =>
      jsonResponse(
        {
          code: 'VALIDATION',
          message: 'Data tidak valid.',
          errors: { note: ['Catatan paling banyak 1000 karakter.'] },
        },
        422,
      ),
    );
    renderWithApp(<Screen initial="reject" />);
    const dialog = await open();
    await userEvent.type(note(dialog), 'Alasan yang panjang');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Keputusan' }));
    await waitFor(() => expect(errorOf(note(dialog))).toBe('Catatan paling banyak 1000 karakter.'));
    expect(screen.getByRole('dialog', { name: 'Keputusan Contoh' })).toBeTruthy();
    expect((note(dialog) as HTMLTextAreaElement).value).toBe('Alasan yang panjang');
    expect(within(dialog).getByRole('radio', { name: 'Tolak' })).toHaveProperty('checked', true);
  });

  it('shows any other refusal above the form, and the same decision can be sent again', async () => {
    let calls = 0;
    const fake = serve(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(
            { code: 'CONFLICT', message: 'Pengajuan ini sudah diputuskan; muat ulang halaman.' },
            409,
          )
        : jsonResponse({ data: { message: 'Tersimpan.' } });
    });
    renderWithApp(
      <Screen
        decisions={['approve', 'change', 'reject']}
        initial="change"
        dates={{ start: '2026-11-03', end: '2026-11-05' }}
      />,
    );
    const dialog = await open();
    expect(within(dialog).getByText('Semula 3 November 2026 – 5 November 2026.')).toBeTruthy();
    await userEvent.type(note(dialog), 'Geser sehari');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Keputusan' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Pengajuan ini sudah diputuskan; muat ulang halaman.');
    expect((note(dialog) as HTMLTextAreaElement).value).toBe('Geser sehari');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Keputusan' }));
    await screen.findByText('Tersimpan.');
    const sent = {
      decision: 'change',
      note: 'Geser sehari',
      start_date: '2026-11-03',
      end_date: '2026-11-05',
    };
    expect(fake.requestsTo(PATH).map((r) => r.body)).toEqual([sent, sent]);
  });

  it('puts a refusal of the choice itself above the form', async () => {
    serve(() =>
      jsonResponse(
        {
          code: 'VALIDATION',
          message: 'Data tidak valid.',
          errors: { decision: ['Keputusan ini tidak tersedia untuk pengajuan ini.'] },
        },
        422,
      ),
    );
    renderWithApp(<Screen />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Keputusan' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Keputusan ini tidak tersedia untuk pengajuan ini.');
  });
});
