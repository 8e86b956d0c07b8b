/**
 * What the tests of resource screens (the masters, the profile's lists) read off the page, found
 * by role as a person finds it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for the table's summary ('Showing 1 to 2 of 2 entries') and the end of loading. */
export async function waitForRows(summary: string): Promise<void> {
  await screen.findByText(summary);
  await waitFor(() => expect(screen.queryByText('Processing')).toBeNull());
}

/** The texts of the body row of `table` whose first column reads `first`: No, columns, actions. */
export function rowTexts(table: string, first: string): string[] {
  const row = within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[1]?.textContent === first);
  if (!row) throw new Error(`no row ${first} in ${table}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** The message Mantine shows under an input, found the way a screen reader finds it. */
export function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}
