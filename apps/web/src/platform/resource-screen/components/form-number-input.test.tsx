import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormNumberInput } from './form-number-input.tsx';

/** The form's side: the value it holds, shown beside the input, and a way to set it. */
function Host({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MantineProvider env="test">
      <FormNumberInput label="Lintang" value={value} onChange={setValue} decimalSeparator="," />
      <output aria-label="Nilai form">{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue(1.25)}>
        Dari peta
      </button>
    </MantineProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Lintang' });
const held = () => screen.getByRole('status', { name: 'Nilai form' }).textContent;

describe('FormNumberInput', () => {
  it.each([
    ['-', '-', 'null'],
    ['-6', '-6', '-6'],
    ['-6,', '-6,', '-6'],
    ['-6,50', '-6,50', '-6.5'],
    ['-6,175392', '-6,175392', '-6.175392'],
  ])('typed %s: shows %s, the form holds %s', async (typed, shown, value) => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(input(), typed);
    expect(input()).toHaveProperty('value', shown);
    expect(held()).toBe(value);
  });

  it('gives way to a value set from outside, and empties to null', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(input(), '-');
    await act(async () => screen.getByRole('button', { name: 'Dari peta' }).click());
    expect(input()).toHaveProperty('value', '1,25');
    await user.clear(input());
    expect(held()).toBe('null');
    expect(input()).toHaveProperty('value', '');
  });
});
