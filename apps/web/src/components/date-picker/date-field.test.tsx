/**
 * The app's one date field and month field: Indonesian names whatever the browser's language,
 * weeks from Monday, and the value the API takes ('YYYY-MM-DD', 'YYYY-MM'), not a Date.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField, MonthField } from './date-field.tsx';

function Host({ month = false, initial }: { month?: boolean; initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <MantineProvider env="test">
      {month ? (
        <MonthField label="Bulan" value={value} onChange={setValue} clearable />
      ) : (
        <DateField label="Tanggal" value={value} onChange={setValue} clearable />
      )}
      <output aria-label="Nilai form">{JSON.stringify(value)}</output>
    </MantineProvider>
  );
}

const held = () => screen.getByRole('status', { name: 'Nilai form' }).textContent;

describe('DateField', () => {
  it('shows the day in Indonesian and hands back the picked day as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    render(<Host initial="2026-11-26" />);
    const field = screen.getByRole('button', { name: 'Tanggal' });
    expect(field.textContent).toBe('26 November 2026');
    await user.click(field);
    // The month's name, the Indonesian weekdays from Monday, and the controls named in Indonesian.
    screen.getByRole('button', { name: 'Pilih bulan' });
    screen.getByRole('button', { name: 'Bulan sebelumnya' });
    const weekdays = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(weekdays.slice(0, 7)).toEqual(['Sn', 'Sl', 'Rb', 'Km', 'Jm', 'Sb', 'Mg']);
    await user.click(screen.getByRole('button', { name: 'Bulan sebelumnya' }));
    await user.click(screen.getByRole('button', { name: '17 Oktober 2026' }));
    expect(held()).toBe('"2026-10-17"');
    expect(field.textContent).toBe('17 Oktober 2026');
  });

  it('takes an empty string as no day and clears to null', async () => {
    const user = userEvent.setup();
    render(<Host initial="" />);
    expect(screen.getByRole('button', { name: 'Tanggal' }).textContent).toBe('Pilih tanggal');
    await user.click(screen.getByRole('button', { name: 'Tanggal' }));
    const today = new Date();
    const label = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(today);
    await user.click(screen.getByRole('button', { name: label }));
    expect(held()).toMatch(/^"\d{4}-\d{2}-\d{2}"$/);
    const group = screen.getByRole('button', { name: 'Tanggal' }).parentElement as HTMLElement;
    await user.click(within(group).getByRole('button', { hidden: true, name: '' }));
    expect(held()).toBe('null');
  });
});

describe('MonthField', () => {
  it('shows the month by name and hands back the picked one as YYYY-MM', async () => {
    const user = userEvent.setup();
    render(<Host month initial="2026-11" />);
    const field = screen.getByRole('button', { name: 'Bulan' });
    expect(field.textContent).toBe('November 2026');
    await user.click(field);
    await user.click(screen.getByRole('button', { name: 'Agustus' }));
    expect(held()).toBe('"2026-08"');
    expect(field.textContent).toBe('Agustus 2026');
  });
});
