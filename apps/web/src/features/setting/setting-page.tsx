import { Alert, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useAdminSetting } from './api/get-admin-setting.ts';
import { SettingForm } from './components/setting-form.tsx';
import { SettingImageCard } from './components/setting-image-card.tsx';

/** '/admin/setting': 'Pengaturan'. */
export function SettingPage() {
  const setting = useAdminSetting();
  const data = setting.data?.data;

  return (
    <>
      <PageHeader description="Identitas instansi, pejabat berwenang, jendela presensi, surat tugas (pola nomor, PPK, bendahara), mode pemeliharaan, logo dan latar halaman masuk." />
      {setting.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="lg">
          {errorMessage(setting.error)}
        </Alert>
      )}
      {setting.isPending && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Skeleton h={420} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Skeleton h={420} radius="md" />
          </Grid.Col>
        </Grid>
      )}
      {data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <SettingForm setting={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md">
              <Title order={2} size="h4">
                Logo dan latar
              </Title>
              <SettingImageCard
                kind="logo_dark"
                title="Logo gelap"
                description="Untuk tema terang dan halaman masuk"
                url={data.logodarkdir}
                backdrop="light"
              />
              <SettingImageCard
                kind="logo_white"
                title="Logo putih"
                description="Untuk tema gelap"
                url={data.logowhitedir}
                backdrop="dark"
              />
              <SettingImageCard
                kind="background"
                title="Gambar latar"
                description="Latar belakang halaman masuk"
                url={data.backgrounddir}
                backdrop="cover"
              />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
