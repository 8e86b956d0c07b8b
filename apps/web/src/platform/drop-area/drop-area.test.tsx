/**
 * The drop area as a user meets it: a file dropped on it or picked through its input is taken
 * or refused with an Indonesian sentence, a drag shows whether the file will be taken, and the
 * keyboard opens the picker.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { DropArea, type DropAreaProps } from './drop-area.api.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 2 * 1024 * 1024;

/** A screen that shows what the area handed over: the file taken or the refusal. */
function Screen(props: Partial<DropAreaProps>) {
  const [taken, setTaken] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  return (
    <>
      <DropArea
        loading={isBusy}
        accept={[XLSX, '.xlsx']}
        maxBytes={MAX_BYTES}
        onFile={(file) => {
          setRefusal(null);
          setTaken(file.name);
        }}
        onReject={(message) => {
          setTaken(null);
          setRefusal(message);
        }}
        label="Unggah file Excel"
        inputLabel="File Excel"
        {...props}
      >
        {(status) => <span>Tarik file ke sini ({status})</span>}
      </DropArea>
      {taken && <p>Diterima: {taken}</p>}
      {refusal && <p role="alert">{refusal}</p>}
      <button type="button" onClick={() => setBusy(true)}>
        Sibuk
      </button>
    </>
  );
}

function fileOf(name: string, type: string, bytes = 10): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

const area = () => screen.getByRole('button', { name: 'Unggah file Excel' });
const input = () => screen.getByLabelText<HTMLInputElement>('File Excel');

/** A drag over the area as the browser reports it: only the items' kinds and types. */
function dragOver(types: string[]) {
  fireEvent.dragEnter(area(), {
    dataTransfer: {
      items: types.map((type) => ({ kind: 'file', type })),
      types: ['Files'],
      files: [],
    },
  });
}

function drop(files: File[]) {
  fireEvent.drop(area(), { dataTransfer: { items: [], types: ['Files'], files } });
}

describe('DropArea', () => {
  it('takes an accepted file dropped on it', () => {
    renderWithApp(<Screen />);
    drop([fileOf('uang-harian.xlsx', XLSX)]);
    expect(screen.getByText('Diterima: uang-harian.xlsx')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a file by its extension when the browser knows no type', async () => {
    renderWithApp(<Screen />);
    await userEvent.upload(input(), fileOf('data.xlsx', ''));
    expect(screen.getByText('Diterima: data.xlsx')).toBeTruthy();
  });

  it('refuses a file of another type, with the default or the caller’s message', () => {
    const { unmount } = renderWithApp(<Screen />);
    drop([fileOf('catatan.txt', 'text/plain')]);
    expect(screen.getByRole('alert').textContent).toBe('Jenis berkas tidak didukung.');
    expect(screen.queryByText(/^Diterima/)).toBeNull();
    unmount();

    renderWithApp(<Screen messages={{ invalidType: 'File is of invalid type' }} />);
    // Picked through the input, whose accept list a user can switch off in the picker.
    fireEvent.change(input(), { target: { files: [fileOf('foto.png', 'image/png')] } });
    expect(screen.getByRole('alert').textContent).toBe('File is of invalid type');
  });

  it('refuses a file larger than the limit, naming the limit', async () => {
    renderWithApp(<Screen />);
    await userEvent.upload(input(), fileOf('besar.xlsx', XLSX, MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('Ukuran berkas melebihi 2 MB.');

    // Exactly the limit is allowed.
    await userEvent.upload(input(), fileOf('pas.xlsx', XLSX, MAX_BYTES));
    expect(screen.getByText('Diterima: pas.xlsx')).toBeTruthy();
  });

  it('refuses two files at once', () => {
    renderWithApp(<Screen />);
    drop([fileOf('a.xlsx', XLSX), fileOf('b.xlsx', XLSX)]);
    expect(screen.getByRole('alert').textContent).toBe('Pilih satu berkas saja.');
  });

  it('shows during a drag whether the file will be taken', () => {
    renderWithApp(<Screen />);
    expect(area().dataset.status).toBe('idle');
    dragOver([XLSX]);
    expect(area().dataset.status).toBe('accept');
    expect(screen.getByText('Tarik file ke sini (accept)')).toBeTruthy();
    fireEvent.dragLeave(area());
    expect(area().dataset.status).toBe('idle');

    dragOver(['image/png']);
    expect(area().dataset.status).toBe('reject');
    drop([fileOf('foto.png', 'image/png')]);
    expect(area().dataset.status).toBe('idle');
    expect(screen.getByRole('alert').textContent).toBe('Jenis berkas tidak didukung.');
  });

  it('opens the file picker by Enter or Space and by click, and not while busy', async () => {
    renderWithApp(<Screen />);
    let opened = 0;
    input().addEventListener('click', () => {
      opened += 1;
    });

    await userEvent.tab();
    expect(document.activeElement).toBe(area());
    await userEvent.keyboard('{Enter}');
    expect(opened).toBe(1);
    await userEvent.keyboard(' ');
    expect(opened).toBe(2);

    await userEvent.click(area());
    expect(opened).toBe(3);

    await userEvent.click(screen.getByRole('button', { name: 'Sibuk' }));
    expect(area().getAttribute('aria-busy')).toBe('true');
    area().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(area());
    drop([fileOf('uang-harian.xlsx', XLSX)]);
    expect(opened).toBe(3);
    expect(screen.queryByText(/^Diterima/)).toBeNull();
  });
});
