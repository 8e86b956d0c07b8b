import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { FileUploadProps } from './file-upload.tsx';

const FileUploadChunk = lazy(() => import('./file-upload.tsx'));

/** FileUpload, loaded with FilePond the first time a screen shows one. */
export function LazyFileUpload(props: FileUploadProps) {
  return (
    <Suspense fallback={<Skeleton height={76} radius="md" aria-label="Memuat unggahan" />}>
      <FileUploadChunk {...props} />
    </Suspense>
  );
}

export type { FileUploadProps };
