import { Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useRouteError } from 'react-router';
import { StatusPage } from '../../components/page/status-page.tsx';

/** A screen failed to load (a chunk missing after a deploy) or crashed while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <StatusPage
      icon={<IconAlertTriangle size={36} />}
      color="red"
      title="Halaman gagal dimuat"
      text={
        detail
          ? `Terjadi kesalahan saat membuka halaman ini (${detail}). Muat ulang untuk mencoba lagi.`
          : 'Terjadi kesalahan saat membuka halaman ini. Muat ulang untuk mencoba lagi.'
      }
      actions={
        <Group>
          <Button onClick={() => window.location.reload()}>Muat ulang</Button>
          <Button variant="default" component={Link} to="/">
            Kembali ke beranda
          </Button>
        </Group>
      }
    />
  );
}
