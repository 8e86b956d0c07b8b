/** The shared history view in its two sizes, from the steps the API sends (`TApprovalStep`). */
import type { TApprovalStep } from '@sikerja/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ApprovalHistory } from './approval.api.ts';

const step = (overrides: Partial<TApprovalStep>): TApprovalStep => ({
  level: 'atasan',
  decision: 'approve',
  note: null,
  decided_by: { id: 2, name: 'Budi Santoso' },
  on_behalf_of: null,
  details: null,
  decided_at: '2026-11-03T03:00:00.000Z',
  ...overrides,
});

const STEPS: TApprovalStep[] = [
  step({ level: 'pegawai', decision: 'submit', decided_by: { id: 1, name: 'Rina Kartika Sari' } }),
  step({
    decision: 'change',
    note: 'Geser sehari',
    on_behalf_of: { id: 3, name: 'Dr. Sari Wulandari' },
    details: { start_date: '2026-11-04', end_date: '2026-11-06' },
  }),
];

describe('ApprovalHistory', () => {
  it('draws every step as a timeline: level, who (a.n. whom), new dates and the note', async () => {
    renderWithApp(<ApprovalHistory steps={STEPS} />);
    await screen.findByText('Diajukan');
    expect(screen.getByText('Disetujui dengan perubahan · Atasan Langsung')).toBeTruthy();
    expect(screen.getByText(/Budi Santoso \(a\.n\. Dr\. Sari Wulandari\)/)).toBeTruthy();
    expect(
      screen.getByText('Tanggal diubah menjadi 4 November 2026 – 6 November 2026'),
    ).toBeTruthy();
    expect(screen.getByText('“Geser sehari”')).toBeTruthy();
  });

  it('lists only the decisions in a table cell', async () => {
    renderWithApp(<ApprovalHistory steps={STEPS} variant="lines" />);
    const line = await screen.findByText(/^Disetujui dengan perubahan oleh Budi Santoso, /);
    expect(line.textContent).toMatch(/— "Geser sehari"$/);
    expect(screen.queryByText(/Diajukan/)).toBeNull();
  });

  it('says so when nothing has happened yet', async () => {
    renderWithApp(<ApprovalHistory steps={[]} />);
    await screen.findByText('Belum ada riwayat.');
    renderWithApp(<ApprovalHistory steps={STEPS.slice(0, 1)} variant="lines" />);
    await screen.findByText('Belum diputuskan');
  });
});
