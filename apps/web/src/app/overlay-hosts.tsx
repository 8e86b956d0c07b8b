import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysReady } from '../lib/overlays-ready.ts';

/**
 * Where dialogs and notifications render. Loaded lazily (see lib/overlays-ready.ts); callers
 * use the static `modals` and `notifications` APIs, so nothing needs to sit inside it.
 */
export function OverlayHosts() {
  useEffect(() => {
    markOverlaysReady();
  }, []);
  return (
    <>
      <ModalsProvider labels={{ confirm: 'Ya', cancel: 'Tidak' }} />
      <Notifications position="top-right" zIndex={1000} />
    </>
  );
}
