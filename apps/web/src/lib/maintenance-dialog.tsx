import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTool } from '@tabler/icons-react';
import type { MaintenanceMessage } from './api-error.ts';
import { whenOverlaysReady } from './overlays-ready.ts';

let isOpen = false;

/**
 * SPEC section 8: a 503 on any call shows the server's title and text, and closing the dialog
 * reloads the page. Several calls failing at once show one dialog.
 */
export function showMaintenanceDialog(message: MaintenanceMessage): void {
  if (isOpen) return;
  isOpen = true;
  const reload = () => window.location.reload();
  void whenOverlaysReady().then(() =>
    modals.open({
      title: message.title,
      centered: true,
      closeOnClickOutside: false,
      onClose: reload,
      children: (
        <Stack>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" color="orange" variant="light">
              <IconTool size={24} />
            </ThemeIcon>
            <Text>{message.text}</Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => modals.closeAll()}>Muat ulang</Button>
          </Group>
        </Stack>
      ),
    }),
  );
}
