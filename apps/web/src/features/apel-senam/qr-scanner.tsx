/**
 * Reads the ceremony's QR code with the phone's camera: frames of a getUserMedia stream are
 * drawn on a canvas and handed to jsQR. Without a camera (or permission) the person types the
 * six digits shown under the QR instead.
 */
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';

export function QrScannerModal({
  opened,
  onClose,
  onCode,
}: {
  opened: boolean;
  onClose: () => void;
  onCode: (text: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const tick = () => {
      if (stopped) return;
      const v = video.current;
      if (v && context && v.readyState === v.HAVE_ENOUGH_DATA) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        context.drawImage(v, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = jsQR(image.data, image.width, image.height, {
          inversionAttempts: 'dontInvert',
        });
        if (found?.data) {
          onCode(found.data);
          return;
        }
      }
      frame = requestAnimationFrame(tick);
    };
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError('Kamera tidak tersedia di browser ini. Ketik kode 6 digit di bawah QR.');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        if (stopped) {
          for (const t of s.getTracks()) t.stop();
          return;
        }
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play();
        }
        frame = requestAnimationFrame(tick);
      })
      .catch(() =>
        setError(
          'Kamera tidak dapat dibuka. Izinkan akses kamera, atau ketik kode 6 digit di bawah QR.',
        ),
      );
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, [opened, onCode]);

  return (
    <Modal opened={opened} onClose={onClose} title="Pindai Kode QR" centered>
      <Stack gap="sm">
        {error ? (
          <Alert color="orange">{error}</Alert>
        ) : (
          <>
            <video ref={video} playsInline muted style={{ width: '100%', borderRadius: 8 }} />
            <Text size="sm" c="dimmed">
              Arahkan kamera ke kode QR yang ditampilkan di lokasi.
            </Text>
          </>
        )}
        <Button variant="default" onClick={onClose}>
          Tutup
        </Button>
      </Stack>
    </Modal>
  );
}
