import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { saveBlob } from '../../data-table/data-table.api.ts';

// The new tab may still be reading the blob when the click handler returns.
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a file the API serves at `path` in a new tab. Files are served only with the session's
 * token, so a plain link cannot fetch them: the tab is opened at once (inside the click, so no
 * pop-up blocker stops it) and shown the file when it arrives.
 */
export async function openApiFile(
  path: string,
  name: string,
  failure = 'Dokumen tidak dapat dibuka',
): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  try {
    const file = await api.download(path);
    if (!tab || tab.closed) {
      saveBlob(file.blob, file.fileName ?? name);
      return;
    }
    const url = URL.createObjectURL(file.blob);
    tab.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    notifyError(error, failure);
  }
}

/** A stored document (`GET files/:id`, owner or admin) in a new tab. */
export function openDocument(fileId: string, name: string): Promise<void> {
  return openApiFile(`files/${fileId}`, name);
}

/** A row's document in a table cell: its name, opening it; '-' when there is none. */
export function DocumentLink({ fileId, name }: { fileId: string | null; name: string | null }) {
  const [isOpening, setOpening] = useState(false);
  if (!fileId) return <Text c="dimmed">-</Text>;
  const label = name ?? 'Dokumen';
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-label={`Lihat dokumen ${label}`}
      title={label}
      disabled={isOpening}
      onClick={() => {
        setOpening(true);
        void openDocument(fileId, label).finally(() => setOpening(false));
      }}
    >
      <Group gap={6} wrap="nowrap">
        <IconFileText size={16} style={{ flexShrink: 0 }} />
        <Text span size="sm" truncate maw={180}>
          {label}
        </Text>
      </Group>
    </Anchor>
  );
}
