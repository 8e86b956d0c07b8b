import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE, apiDownload } from '../../lib/api-client.ts';

/**
 * A protected file (a photo at `/api/v1/files/<id>`) as a URL an <img> can show. An <img> tag
 * cannot send the bearer token, so the file is fetched through the API client (token, error
 * handling) and shown from an object URL, revoked when the component lets go of it. The bytes
 * of a file id never change, so the answer is kept for the session (TanStack Query, in memory
 * only; the server answers `Cache-Control: private, no-store`). Other URLs pass through.
 */
export function useFileObjectUrl(url: string | null | undefined): string | null {
  const path = url?.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length + 1) : null;
  const query = useQuery({
    queryKey: ['file', path],
    queryFn: async ({ signal }) => (await apiDownload(path ?? '', { signal })).blob,
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: false,
  });
  const blob = path === null ? undefined : query.data;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob) {
      setObjectUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setObjectUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);

  if (!url) return null;
  return path === null ? url : objectUrl;
}
