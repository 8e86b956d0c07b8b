import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';

/** The smallest PDF a reader opens: one empty page. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads a file the way FilePond's process request does; returns the new file's id. */
export async function upload(api: ApiClient, name = 'dokumen.pdf', bytes = TINY_PDF) {
  const boundary = '----sikerja-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await api.request('POST', 'upload', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body.trim();
}
