/**
 * One file, dropped or picked (docs/web-platform.md "Drop area"): a dashed area that takes a
 * file dragged onto it, or opens the file picker when clicked or when Enter or Space is pressed
 * on it. The file's type and size are checked here, before any request; a refusal reaches the
 * caller as one Indonesian sentence, a good file as the File itself. While a file is dragged
 * over it, the area shows whether it will take it ('accept') or not ('reject').
 */
import { Box, LoadingOverlay, type MantineSpacing } from '@mantine/core';
import { UPLOAD_MESSAGES } from '@sikerja/contracts';
import {
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import classes from './drop-area.module.css';

export type DropStatus = 'idle' | 'accept' | 'reject';

export interface DropAreaMessages {
  /** The file's type is not in `accept`. @default 'Jenis berkas tidak didukung.' */
  invalidType: string;
  /** The file is larger than `maxBytes`. @default 'Ukuran berkas melebihi <maxBytes>.' */
  tooLarge: string;
  /** More than one file was dropped. @default 'Pilih satu berkas saja.' */
  tooMany: string;
}

export interface DropAreaProps {
  /** MIME types ('image/png', 'image/*') and extensions ('.xlsx'); a file matching any is taken. */
  accept: readonly string[];
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** A file that passed both checks. */
  onFile: (file: File) => void;
  /** Why the dropped or picked file was refused, in Indonesian. */
  onReject: (message: string) => void;
  /** The caller's own wording of a refusal, where its screen has one. */
  messages?: Partial<DropAreaMessages>;
  /** Busy with the last file: shows a loader and takes no other file. */
  loading?: boolean;
  /** The area's accessible name ('Unggah file Excel'). */
  label: string;
  /** The hidden file input's accessible name ('File Excel'). */
  inputLabel: string;
  p?: MantineSpacing;
  /** What the area shows; a function gets the drag status, to change its icon. */
  children: ReactNode | ((status: DropStatus) => ReactNode);
}

const SIZE_FORMAT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** 2097152 → '2 MB', 512000 → '500 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${SIZE_FORMAT.format(bytes / (1024 * 1024))} MB`;
  return `${SIZE_FORMAT.format(bytes / 1024)} KB`;
}

/** Whether a file of this name and MIME type is one of `accept` (as `<input accept>` reads it). */
function isAccepted(name: string, type: string, accept: readonly string[]): boolean {
  const lowerName = name.toLowerCase();
  const lowerType = type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return lowerName.endsWith(wanted);
    if (wanted.endsWith('/*')) return lowerType.startsWith(wanted.slice(0, -1));
    return lowerType === wanted;
  });
}

/**
 * What a drag shows before the drop. Only the items' MIME types are known then (no names, no
 * sizes), so an item of an unknown type looks acceptable and the drop decides.
 */
function dragStatus(transfer: DataTransfer | null, accept: readonly string[]): DropStatus {
  const items = Array.from(transfer?.items ?? []).filter((item) => item.kind === 'file');
  if (items.length === 0) return transfer?.types?.includes('Files') ? 'accept' : 'idle';
  if (items.length > 1) return 'reject';
  const type = items[0]?.type ?? '';
  const mimeTypes = accept.filter((entry) => !entry.trim().startsWith('.'));
  if (!type || mimeTypes.length === 0) return 'accept';
  return isAccepted('', type, mimeTypes) ? 'accept' : 'reject';
}

export function DropArea({
  accept,
  maxBytes,
  onFile,
  onReject,
  messages,
  loading = false,
  label,
  inputLabel,
  p = 'md',
  children,
}: DropAreaProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const dragDepth = useRef(0);
  const [status, setStatus] = useState<DropStatus>('idle');

  // A file dropped beside the area would make the browser leave the page to show it.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      event.preventDefault();
    };
    document.addEventListener('dragover', keepPage);
    document.addEventListener('drop', keepPage);
    return () => {
      document.removeEventListener('dragover', keepPage);
      document.removeEventListener('drop', keepPage);
    };
  }, []);

  const take = (files: File[]) => {
    if (loading || files.length === 0) return;
    const file = files[0];
    if (files.length > 1 || !file) {
      onReject(messages?.tooMany ?? 'Pilih satu berkas saja.');
    } else if (!isAccepted(file.name, file.type, accept)) {
      onReject(messages?.invalidType ?? UPLOAD_MESSAGES.invalidType);
    } else if (file.size > maxBytes) {
      onReject(messages?.tooLarge ?? `Ukuran berkas melebihi ${formatBytes(maxBytes)}.`);
    } else {
      onFile(file);
    }
  };

  const open = () => {
    if (!loading) inputRef.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current += 1;
    if (!loading) setStatus(dragStatus(event.dataTransfer, accept));
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = loading ? 'none' : 'copy';
  };

  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setStatus('idle');
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setStatus('idle');
    take(Array.from(event.dataTransfer?.files ?? []));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Picking the same file again must fire `change` again.
    event.currentTarget.value = '';
    take(files);
  };

  return (
    <>
      <Box
        ref={rootRef}
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        className={`${classes.root} mantine-focus-auto`}
        data-status={status}
        data-loading={loading || undefined}
        p={p}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <LoadingOverlay visible={loading} overlayProps={{ radius: 'md' }} />
        <div className={classes.inner}>
          {typeof children === 'function' ? children(status) : children}
        </div>
      </Box>
      <input
        ref={inputRef}
        type="file"
        className={classes.input}
        accept={accept.join(',')}
        aria-label={inputLabel}
        tabIndex={-1}
        onChange={onChange}
      />
    </>
  );
}
