/**
 * The search box keeps what is typed while its own submit travels through the URL: a slow
 * phone lost keys ('Pegawai 01' sent as 'Pgwai 01') when the submit of an earlier prefix landed
 * after more keys, and a search changed from outside (back, a link) still shows.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { DataTableSearch, SEARCH_DEBOUNCE_MS } from './data-table-search.tsx';

/** The URL as a slow router: a submit becomes the value only `lag` ms later. */
function Harness({ lag, onSent }: { lag: number; onSent: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DataTableSearch
        value={value}
        onSearch={(next) => {
          onSent(next);
          setTimeout(() => setValue(next.trim()), lag);
        }}
        isBusy={false}
        onTypingChange={() => {}}
      />
      <button type="button" onClick={() => setValue('Budi')}>
        dari luar
      </button>
    </>
  );
}

const box = () => screen.getByLabelText('Cari') as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => vi.useRealTimers());

describe('DataTableSearch', () => {
  it('keeps keys typed while its own submit is on its way, then sends the whole text', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    renderWithApp(<Harness lag={200} onSent={(v) => sent.push(v)} />);
    type('P');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(sent).toEqual(['P']);
    type('Pe');
    await wait(200); // the submit of 'P' reaches the URL now
    expect(box().value).toBe('Pe');
    type('Pegawai 01');
    await wait(SEARCH_DEBOUNCE_MS + 200);
    expect(sent).toEqual(['P', 'Pegawai 01']);
    expect(box().value).toBe('Pegawai 01');
  });

  it('keeps a trailing space of its own submit', async () => {
    vi.useFakeTimers();
    renderWithApp(<Harness lag={0} onSent={() => {}} />);
    type('Budi ');
    await wait(SEARCH_DEBOUNCE_MS + 10);
    expect(box().value).toBe('Budi ');
  });

  it('shows a search changed from outside', async () => {
    vi.useFakeTimers();
    renderWithApp(<Harness lag={0} onSent={() => {}} />);
    type('Ani');
    await wait(SEARCH_DEBOUNCE_MS + 10);
    fireEvent.click(screen.getByRole('button', { name: 'dari luar' }));
    await wait(0);
    expect(box().value).toBe('Budi');
  });
});
