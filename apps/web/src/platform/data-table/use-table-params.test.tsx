/**
 * Writes to the table's URL state build on each other even when the router has not rendered
 * the first yet: clearing the search and then clicking a sort header at once (a fast hand, or
 * a busy machine where React Router's transition lags) keeps both changes.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { useTableParams, useUrlFilter } from './use-table-params.ts';

function Harness() {
  const params = useTableParams();
  const [, setStatus] = useUrlFilter('status');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          params.setSearch('');
          params.toggleSort('code');
        }}
      >
        hapus cari lalu urutkan
      </button>
      <button
        type="button"
        onClick={() => {
          params.setPage(3);
          setStatus('aktif');
          params.setPer(25);
        }}
      >
        tiga perubahan
      </button>
      <output>{`${params.search}|${params.sort}|${params.page}|${params.per}`}</output>
    </>
  );
}

describe('useTableParams', () => {
  it('keeps a cleared search when a sort follows before the router renders', async () => {
    const { location } = renderWithApp(<Harness />, { route: '/x?search=Uji&page=2' });
    fireEvent.click(screen.getByRole('button', { name: 'hapus cari lalu urutkan' }));
    await screen.findByText('|code|1|10');
    expect(Object.fromEntries(location().searchParams)).toEqual({ sort: 'code' });
  });

  it('chains three writes from two hooks', async () => {
    const { location } = renderWithApp(<Harness />, { route: '/x?search=Budi' });
    fireEvent.click(screen.getByRole('button', { name: 'tiga perubahan' }));
    await screen.findByText('Budi|null|1|25');
    // The status filter and the page size both go back to page 1, as each would alone.
    expect(Object.fromEntries(location().searchParams)).toEqual({
      search: 'Budi',
      status: 'aktif',
      per: '25',
    });
  });
});
