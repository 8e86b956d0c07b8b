import { Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { type TMenuAdminNode, ZUpdateMenuItemRequest } from '@sikerja/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateMenuItem } from '../api/update-menu-item.ts';
import { IconSelect } from './icon-select.tsx';
import { childrenOf, parentOptions, TOP_LEVEL } from './menu-admin-model.ts';

/** Exactly the request's fields, so the shared schema validates the form as the API does. */
interface MenuItemValues extends Record<string, unknown> {
  label: string;
  icon: string | null;
  is_new: boolean;
  parent_id: number | null;
  /** Counted from 0 as the API counts; the field shows it from 1. */
  position: number;
}

interface MenuItemFormProps {
  node: TMenuAdminNode;
  tree: readonly TMenuAdminNode[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Label, icon, 'new' badge, parent and place of one menu entry. */
export function MenuItemForm({ node, tree, onSaved, onCancel }: MenuItemFormProps) {
  const update = useUpdateMenuItem(node.id);
  const { form, formError, handleSubmit } = useZodForm<MenuItemValues>(ZUpdateMenuItemRequest, {
    initialValues: {
      label: node.label,
      icon: node.icon,
      is_new: node.is_new,
      parent_id: node.parent_id,
      position: node.position,
    },
  });
  const options = useMemo(() => parentOptions(tree, node), [tree, node]);
  const parentId = form.values.parent_id;
  const siblings = childrenOf(tree, parentId).filter((sibling) => sibling.id !== node.id);
  const parentProps = form.getInputProps('parent_id');
  const positionProps = form.getInputProps('position');

  const moveTo = (next: number | null) => {
    form.setFieldValue('parent_id', next);
    // Back where it was, it keeps its place; elsewhere it goes last, which the admin can change.
    const place =
      next === node.parent_id
        ? node.position
        : childrenOf(tree, next).filter((s) => s.id !== node.id).length;
    form.setFieldValue('position', place);
  };

  return (
    <form
      onSubmit={handleSubmit(async (values) => {
        await update.mutateAsync(values);
        notifySuccess('Menu berhasil disimpan');
        onSaved();
      })}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput label="Label" required data-autofocus {...form.getInputProps('label')} />
        <IconSelect
          label="Ikon"
          placeholder="Tanpa ikon"
          description="Ketik untuk mencari, misalnya calendar atau user."
          value={form.values.icon}
          onChange={(icon) => form.setFieldValue('icon', icon)}
          error={form.errors.icon}
        />
        <Switch
          label="Tandai baru"
          description='Menampilkan lencana "Baru" di menu samping.'
          {...form.getInputProps('is_new', { type: 'checkbox' })}
        />
        <Select<number>
          label="Induk"
          description={
            node.is_divider
              ? 'Judul bagian selalu berada di tingkat teratas.'
              : 'Grup tempat menu ini berada, atau tingkat teratas.'
          }
          data={options}
          value={parentId ?? TOP_LEVEL}
          onChange={(value) => moveTo(value === null || value === TOP_LEVEL ? null : value)}
          onBlur={parentProps.onBlur}
          error={parentProps.error}
          disabled={node.is_divider}
          searchable
          allowDeselect={false}
          nothingFoundMessage="Grup tidak ditemukan"
          maxDropdownHeight={300}
        />
        <NumberInput
          label="Urutan"
          description={`Posisi di dalam induknya: 1 paling atas, ${siblings.length + 1} paling bawah.`}
          min={1}
          max={siblings.length + 1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={form.values.position + 1}
          onChange={(value) =>
            form.setFieldValue('position', typeof value === 'number' ? value - 1 : 0)
          }
          onBlur={positionProps.onBlur}
          error={positionProps.error}
        />
        <Group justify="flex-end" gap="sm">
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
