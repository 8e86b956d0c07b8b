import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

export const OFFLINE_TEXT =
  'Data dimuat lagi begitu koneksi kembali; presensi memerlukan koneksi ke server.';

/** Above every screen while the device is offline (the installed app opens without a network). */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      role="alert"
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} />}
      title="Tidak ada koneksi"
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
    >
      {OFFLINE_TEXT}
    </Alert>
  );
}
