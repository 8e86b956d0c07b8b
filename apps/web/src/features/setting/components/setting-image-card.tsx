import { Box, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import type { SettingImage } from '@sikerja/contracts';
import { IconPhoto, IconPhotoOff, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUploadSettingImage } from '../api/upload-setting-image.ts';

/** SPEC section 9: uploads are at most 2 MB. */
const MAX_BYTES = 2 * 1024 * 1024;
/** What the server accepts (it checks the file's first bytes, not its name). */
const ACCEPT = [MIME_TYPES.png, MIME_TYPES.jpeg, MIME_TYPES.webp];

interface SettingImageCardProps {
  kind: SettingImage;
  title: string;
  description: string;
  url: string | null;
  /** The preview's backdrop: a white logo needs a dark one. */
  backdrop: 'light' | 'dark' | 'cover';
}

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return 'Ukuran berkas maksimal 2MB.';
  if (codes.includes('file-invalid-type'))
    return 'Jenis berkas tidak didukung: gunakan PNG, JPG atau WebP.';
  return 'Pilih satu berkas gambar.';
}

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

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
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
        <Dropzone
          onDrop={onDrop}
          onReject={(rejections) => setFailure(rejectionMessage(rejections))}
          accept={ACCEPT}
          maxSize={MAX_BYTES}
          multiple={false}
          loading={upload.isPending}
          aria-label={`Unggah ${title}`}
          inputProps={{ 'aria-label': `Berkas ${title}` }}
          p="sm"
        >
          <Group justify="center" gap="xs" mih={40} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={20} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={20} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={20} stroke={1.5} />
            </Dropzone.Idle>
            <Text size="sm">Tarik gambar ke sini atau klik untuk memilih</Text>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            PNG, JPG atau WebP, maksimal 2MB
          </Text>
        </Dropzone>
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
