import { Box, Modal, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderSVG } from 'uqr';
import { errorMessage } from '../../lib/api-error.ts';

interface RotatingCode {
  payload: string;
  code: string;
  step_seconds: number;
  changes_at: string;
}

/**
 * The full-screen rotating QR code shown at an apel, a senam or a meeting: the QR, the six
 * digits to type instead, and when it changes (platform/rotating-code on the server).
 */
export function RotatingCodeModal({
  title,
  code,
  scanHint,
  onClose,
}: {
  title: string;
  code: UseQueryResult<RotatingCode>;
  /** Where participants scan it: 'Pindai dari halaman Presensi Apel.' */
  scanHint: string;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} fullScreen title={title}>
      <Stack align="center" gap="md" data-testid="rotating-code">
        {code.data ? (
          <>
            <Box
              w="min(75vh, 90vw)"
              bg="white"
              p="md"
              style={{ borderRadius: 12 }}
              // uqr renders the QR as an SVG string from the payload; nothing else goes in.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG built by uqr from our payload
              dangerouslySetInnerHTML={{ __html: renderSVG(code.data.payload, { border: 1 }) }}
            />
            <Title order={1} ff="monospace" aria-label="Kode" data-code={code.data.code}>
              {code.data.code.replace(/(\d{3})(\d{3})/, '$1 $2')}
            </Title>
            <Text c="dimmed">
              Kode berganti setiap {code.data.step_seconds} detik (berikutnya pukul{' '}
              {code.data.changes_at.slice(11, 19)}). {scanHint}
            </Text>
          </>
        ) : (
          <Text>{code.isError ? errorMessage(code.error) : 'Memuat kode…'}</Text>
        )}
      </Stack>
    </Modal>
  );
}
