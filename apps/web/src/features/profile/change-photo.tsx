import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ZAuthUserResponse } from '@sikerja/contracts';
import { IconCamera } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IMAGE_ACCEPT } from '../../components/file-upload/file-upload-options.ts';
import { LazyFileUpload } from '../../components/file-upload/lazy-file-upload.tsx';
import { api } from '../../lib/api-client.ts';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { useAuth, useCurrentUser } from '../../lib/auth/auth-context.ts';
import { authUserQueryOptions } from '../../lib/auth/auth-user-query.ts';
import { notifySuccess } from '../../lib/notify.ts';

/** The photo's side after cropping, in pixels: enough for the largest avatar on a sharp screen. */
const PHOTO_SIZE = 512;

/** `PUT auth/user/photo`; the answer is the user, so the top bar changes at once. */
function useUpdatePhoto() {
  const queryClient = useQueryClient();
  const { token } = useAuth();
  return useMutation({
    mutationFn: (fileId: string) =>
      api.put('auth/user/photo', ZAuthUserResponse, { file_id: fileId }),
    onSuccess: (answer) => {
      queryClient.setQueryData(authUserQueryOptions(token).queryKey, answer);
    },
  });
}

/**
 * 'Ubah Foto' on the profile: a dialog with the upload (the image is cropped to its centre
 * square in the browser before it is sent) and 'Simpan'. An upload left unsaved is removed by
 * the server's cleanup after a day.
 */
export function ChangePhotoButton() {
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const [fileId, setFileId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = useUpdatePhoto();

  const close = () => {
    setOpened(false);
    setFileId(null);
    setBusy(false);
    update.reset();
  };
  const open = () => {
    // The current photo shows in the upload (loaded through `?load=`); a new file replaces it.
    setFileId(user.photo);
    setOpened(true);
  };
  const changed = fileId !== null && fileId !== user.photo;
  const save = () => {
    if (!fileId || !changed) return;
    update.mutate(fileId, {
      onSuccess: () => {
        notifySuccess('Foto profil berhasil diperbarui.');
        close();
      },
    });
  };
  const failure = update.error;
  const fieldError = failure && isApiError(failure) ? failure.fieldErrors.file_id?.[0] : undefined;

  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconCamera size={16} />} onClick={open}>
        Ubah Foto
      </Button>
      <Modal opened={opened} onClose={close} title="Ubah Foto" centered>
        <Stack gap="md">
          <LazyFileUpload
            value={fileId}
            onChange={(next) => {
              setFileId(next);
              update.reset();
            }}
            onBusyChange={setBusy}
            accept={IMAGE_ACCEPT}
            cropSquare={PHOTO_SIZE}
            label="Foto profil"
            description="Maksimal 2 MB. Foto dipotong persegi dari bagian tengahnya."
            error={fieldError}
          />
          {failure && !fieldError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(failure)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button onClick={save} disabled={!changed || busy} loading={update.isPending}>
              Simpan
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
