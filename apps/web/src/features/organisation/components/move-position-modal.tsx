import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { TPositionMapNode } from '@sikerja/contracts';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useMovePosition } from '../api/move-position.ts';
import { flattenMap, subtreeIds } from './position-map-model.ts';

/** The select's value for "no superior"; position ids are positive. */
const TOP = '0';

interface MovePositionModalProps {
  node: TPositionMapNode | null;
  tree: readonly TPositionMapNode[];
  onClose: () => void;
}

function MoveForm({ node, tree, onClose }: MovePositionModalProps & { node: TPositionMapNode }) {
  const [value, setValue] = useState<string>(String(node.superior_position_id ?? TOP));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const move = useMovePosition();
  // A position cannot go under itself or under anything below it; the server checks too.
  const options = useMemo(() => {
    const excluded = subtreeIds(node);
    return [
      { value: TOP, label: 'Tanpa atasan (jabatan teratas)' },
      ...flattenMap(tree)
        .filter((entry) => !excluded.has(entry.node.id) && entry.node.is_active)
        .map((entry) => ({
          value: String(entry.node.id),
          label: `${'· '.repeat(entry.depth)}${entry.node.name}${entry.node.unit_name ? ` — ${entry.node.unit_name}` : ''}`,
        })),
    ];
  }, [node, tree]);

  const submit = () => {
    setFieldError(null);
    const superior = value === TOP ? null : Number(value);
    move.mutate(
      { id: node.id, body: { superior_position_id: superior } },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.data.message);
          onClose();
        },
        onError: (error) => {
          const message = isApiError(error) ? error.fieldErrors.superior_position_id?.[0] : null;
          if (message) setFieldError(message);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Pilih jabatan atasan baru untuk <b>{node.name}</b>. Pemegang jabatan atasan menjadi atasan
        langsung pemegang jabatan ini, beserta seluruh jabatan di bawahnya.
      </Text>
      <Select
        label="Jabatan atasan"
        data={options}
        value={value}
        onChange={(next) => setValue(next ?? TOP)}
        searchable
        allowDeselect={false}
        nothingFoundMessage="Tidak ada jabatan yang cocok"
        error={fieldError}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Batal
        </Button>
        <Button
          onClick={submit}
          loading={move.isPending}
          disabled={value === String(node.superior_position_id ?? TOP)}
        >
          Pindahkan
        </Button>
      </Group>
    </Stack>
  );
}

/** Chooses a position's new superior position. */
export function MovePositionModal({ node, tree, onClose }: MovePositionModalProps) {
  return (
    <Modal opened={node !== null} onClose={onClose} title="Pindahkan Jabatan" size="lg">
      {node && <MoveForm key={node.id} node={node} tree={tree} onClose={onClose} />}
    </Modal>
  );
}
