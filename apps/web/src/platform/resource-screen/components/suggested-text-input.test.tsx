import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SuggestedTextInput } from './suggested-text-input.tsx';

const CITIES = ['Jakarta', 'Kupang', 'Pangkal Pinang', 'Toli-Toli'] as const;
const useCities = () => CITIES;

function Host() {
  const [value, setValue] = useState('');
  return (
    <MantineProvider env="test">
      <SuggestedTextInput
        label="Kota asal"
        useSuggestions={useCities}
        values={{}}
        value={value}
        onChange={setValue}
      />
      <output aria-label="Nilai form">{value}</output>
    </MantineProvider>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Kota asal' });
const suggested = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SuggestedTextInput', () => {
  it('suggests loosely, those starting with the typed text first', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(input(), 'pang');
    expect(suggested()).toEqual(['Pangkal Pinang', 'Kupang']);
    await user.clear(input());
    await user.type(input(), 'TOLITOLI');
    expect(suggested()).toEqual(['Toli-Toli']);
  });

  it('puts a picked suggestion in the form, and keeps text no suggestion holds', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(input(), 'pangkalp');
    await user.click(screen.getByRole('option', { name: 'Pangkal Pinang' }));
    expect(screen.getByRole('status', { name: 'Nilai form' }).textContent).toBe('Pangkal Pinang');
    await user.clear(input());
    await user.type(input(), 'Kota Baru Sekali');
    expect(suggested()).toEqual([]);
    expect(screen.getByRole('status', { name: 'Nilai form' }).textContent).toBe('Kota Baru Sekali');
  });
});
