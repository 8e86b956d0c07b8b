import { IconMapOff } from '@tabler/icons-react';
import { StatusPage } from '../../../components/page/status-page.tsx';

/** Unknown paths, /404 and failed level checks (SPEC sections 2 and 6). */
export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      icon={<IconMapOff size={36} />}
      title="Halaman tidak ditemukan"
      text="Alamat yang Anda buka tidak ada atau tidak tersedia untuk akun Anda."
    />
  );
}
