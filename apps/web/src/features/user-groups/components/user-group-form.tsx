import { Button, Group, Loader, Stack, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  type TPermissionNode,
  type TUserGroupDetail,
  ZSaveUserGroupRequest,
} from '@sikerja/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveUserGroup } from '../api/save-user-group.ts';
import { PermissionTree } from './permission-tree.tsx';
import classes from './user-group-form.module.css';
import { UserGroupMembers } from './user-group-members.tsx';

interface GroupValues extends Record<string, unknown> {
  name: string;
  description: string;
  is_active: boolean;
  permissions: string[];
}

interface UserGroupFormProps {
  /** The group being edited; null for a new one. */
  group: TUserGroupDetail | null;
  permissionTree: TPermissionNode[] | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

/** Name, description, active switch, permission tree and (when editing) the members. */
export function UserGroupForm({ group, permissionTree, onSaved, onCancel }: UserGroupFormProps) {
  const save = useSaveUserGroup(group?.id ?? null);
  const [tab, setTab] = useState<string | null>('data');
  const { form, formError, handleSubmit } = useZodForm<GroupValues>(ZSaveUserGroupRequest, {
    initialValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      is_active: group?.is_active ?? true,
      permissions: group?.permissions ?? [],
    },
  });

  const submit = handleSubmit(async (values) => {
    await save.mutateAsync({ ...values, description: values.description.trim() || null });
    notifySuccess(group ? 'Grup pengguna berhasil diubah.' : 'Grup pengguna berhasil ditambahkan.');
    onSaved();
  });

  return (
    <form
      onSubmit={(event) => {
        // A mistake on the first tab must be seen even when another tab is open.
        const result = form.validate();
        if (result.hasErrors && (result.errors.name || result.errors.description)) setTab('data');
        submit(event);
      }}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="data">Data</Tabs.Tab>
            <Tabs.Tab value="permissions">Hak Akses ({form.values.permissions.length})</Tabs.Tab>
            {group && <Tabs.Tab value="members">Anggota ({group.members.length})</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="data" pt="md">
            <Stack gap="md">
              <TextInput label="Nama" required data-autofocus {...form.getInputProps('name')} />
              <Textarea
                label="Keterangan"
                autosize
                minRows={2}
                {...form.getInputProps('description')}
              />
              <Switch
                label="Aktif"
                description="Hak akses grup yang nonaktif tidak berlaku bagi anggotanya."
                {...form.getInputProps('is_active', { type: 'checkbox' })}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="permissions" pt="md">
            {permissionTree ? (
              <PermissionTree
                nodes={permissionTree}
                value={form.values.permissions}
                onChange={(next) => form.setFieldValue('permissions', next)}
              />
            ) : (
              <Group justify="center" py="xl">
                <Loader size="sm" />
              </Group>
            )}
          </Tabs.Panel>
          {group && (
            <Tabs.Panel value="members" pt="md">
              <UserGroupMembers members={group.members} />
            </Tabs.Panel>
          )}
        </Tabs>
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={onCancel}>
            Batal
          </Button>
          <Button
            type="submit"
            loading={form.submitting}
            leftSection={<IconDeviceFloppy size={16} />}
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
