import { Alert, Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { paginated, type TStaffRow, ZUserGroupRow } from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveStaffGroups, useStaffGroups } from '../api/account-actions.ts';

/** Every group, for the checkboxes (an institution has a handful; 100 is plenty). */
function useAllGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['user-groups', 'all'],
    queryFn: ({ signal }) =>
      api.post(
        'admin/master/user_group/list?page=1',
        paginated(ZUserGroupRow),
        { per: 100 },
        { signal },
      ),
    enabled,
  });
}

/** 'Atur Grup': which user groups (and so which permissions) a person has. */
export function GroupsModal({
  person,
  onClose,
}: {
  person: TStaffRow | null;
  onClose: () => void;
}) {
  const groups = useAllGroups(person !== null);
  const current = useStaffGroups(person?.id ?? null);
  const save = useSaveStaffGroups();
  const [picked, setPicked] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (current.data) setPicked(current.data.data.group_ids.map(String));
  }, [current.data]);

  const submit = async () => {
    if (!person) return;
    setFailure(null);
    try {
      await save.mutateAsync({ id: person.id, groupIds: picked.map(Number) });
      notifySuccess(`Grup ${person.name} disimpan.`);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const isLoading = groups.isPending || current.isPending;
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={`Grup ${person?.name ?? ''}`}
      size="md"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Grup menentukan menu dan hak akses. Perubahan berlaku saat pegawai memuat ulang halaman.
        </Text>
        {isLoading ? (
          <Stack gap="xs">
            <Skeleton h={20} />
            <Skeleton h={20} />
            <Skeleton h={20} />
          </Stack>
        ) : (
          <Checkbox.Group value={picked} onChange={setPicked} label="Grup pengguna">
            <Stack gap="xs" mt="xs">
              {(groups.data?.data ?? []).map((g) => (
                <Checkbox
                  key={g.id}
                  value={String(g.id)}
                  label={g.name}
                  description={g.description ?? undefined}
                  disabled={!g.is_active && !picked.includes(String(g.id))}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={isLoading}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
