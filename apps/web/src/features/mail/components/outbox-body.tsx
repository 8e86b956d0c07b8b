import { Anchor, Box, Stack, Text } from '@mantine/core';
import type { TOutboxRow } from '@sikerja/contracts';
import { formatDateTime } from '../../../lib/format/date.ts';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Plain text with its links clickable (a reset link is what an admin usually looks for). */
function LinkifiedText({ text }: { text: string }) {
  // Split keeps the URLs (the capturing group) at odd positions; offsets make stable keys.
  let offset = 0;
  const parts = text.split(URL_PATTERN).map((part, position) => {
    const item = { part, isUrl: position % 2 === 1, key: offset };
    offset += part.length + 1;
    return item;
  });
  return (
    <>
      {parts.map(({ part, isUrl, key }) =>
        isUrl ? (
          <Anchor key={key} href={part} target="_blank" rel="noreferrer">
            {part}
          </Anchor>
        ) : (
          <span key={key}>{part}</span>
        ),
      )}
    </>
  );
}

/** The message as sent, in an expandable row of the outbox. */
export function OutboxBody({ row }: { row: TOutboxRow }) {
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Kepada {row.to} · dibuat {formatDateTime(row.created_at)}
        {row.sent_at ? ` · terkirim ${formatDateTime(row.sent_at)}` : ''}
      </Text>
      {row.error && (
        <Text size="sm" c="red">
          Galat: {row.error}
        </Text>
      )}
      <Box
        p="md"
        bg="var(--mantine-color-default)"
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontSize: 'var(--mantine-font-size-sm)',
        }}
      >
        <LinkifiedText text={row.body} />
      </Box>
    </Stack>
  );
}
