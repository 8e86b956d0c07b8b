import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** How the row is named to screen readers: 'Ubah <name>', 'Hapus <name>'. */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The 'Ubah' and 'Hapus' buttons at the end of a table row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit && (
        <Tooltip label="Ubah">
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Ubah ${name}`}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Hapus">
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Hapus ${name}`}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
