import { Box, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import type { SettingImage } from '@sikerja/contracts';
import { IconPhoto, IconPhotoOff, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { DropArea } from '../../../platform/drop-area/drop-area.api.ts';
import { useUploadSettingImage } from '../api/upload-setting-image.ts';

/** SPEC section 9: uploads are at most 2 MB. */
const MAX_BYTES = 2 * 1024 * 1024;
/** What the server accepts (it checks the file's first bytes, not its name). */
const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];

interface SettingImageCardProps {
  kind: SettingImage;
  title: string;
  description: string;
  url: string | null;
  /** The preview's backdrop: a white logo needs a dark one. */
  backdrop: 'light' | 'dark' | 'cover';
}

const REJECTIONS = {
  invalidType: 'Jenis berkas tidak didukung: gunakan PNG, JPG atau WebP.',
  tooLarge: 'Ukuran berkas maksimal 2MB.',
  tooMany: 'Pilih satu berkas gambar.',
};

/** One of the three settings images: its preview and a drop zone that uploads at once. */
export function SettingImageCard({
  kind,
  title,
  description,
  url,
  backdrop,
}: SettingImageCardProps) {
  const upload = useUploadSettingImage(kind);
  const [failure, setFailure] = useState<string | null>(null);

  const onFile = (file: File) => {
    setFailure(null);
    upload.mutate(file, {
      onSuccess: () => notifySuccess(`${title} berhasil diunggah.`),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  const previewBg =
    backdrop === 'dark'
      ? 'dark.7'
      : backdrop === 'light'
        ? 'gray.0'
        : 'var(--mantine-color-default-hover)';

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </div>
        <Box
          bg={previewBg}
          h={120}
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          {url ? (
            <Image
              src={url}
              alt={`Pratinjau ${title}`}
              h={120}
              fit={backdrop === 'cover' ? 'cover' : 'contain'}
              p={backdrop === 'cover' ? 0 : 'sm'}
            />
          ) : (
            <Center h="100%">
              <Stack gap={4} align="center" c="dimmed">
                <IconPhotoOff size={26} stroke={1.5} />
                <Text size="xs">Belum ada gambar</Text>
              </Stack>
            </Center>
          )}
        </Box>
        <DropArea
          accept={ACCEPT}
          maxBytes={MAX_BYTES}
          onFile={onFile}
          onReject={setFailure}
          messages={REJECTIONS}
          loading={upload.isPending}
          label={`Unggah ${title}`}
          inputLabel={`Berkas ${title}`}
          p="sm"
        >
          {(status) => (
            <>
              <Group justify="center" gap="xs" mih={40}>
                {status === 'accept' && <IconUpload size={20} />}
                {status === 'reject' && <IconX size={20} />}
                {status === 'idle' && <IconPhoto size={20} stroke={1.5} />}
                <Text size="sm">Tarik gambar ke sini atau klik untuk memilih</Text>
              </Group>
              <Text size="xs" c="dimmed" ta="center">
                PNG, JPG atau WebP, maksimal 2MB
              </Text>
            </>
          )}
        </DropArea>
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
