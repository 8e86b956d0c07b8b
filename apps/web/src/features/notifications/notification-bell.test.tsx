/**
 * The bell reads the server's answers: the unread count, the latest notifications, and marking
 * one read. The menu's waiting counts are tested with the menu (app/shell/menu-tree.test.tsx).
 */
import type { TNotification } from '@sikerja/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, paginate, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

function fakeNotifications(
  rows: TNotification[],
  inbox: { subject_type: string; level: string; count: number }[],
) {
  return stubFetch(({ method, url }) => {
    if (url.pathname.endsWith('notifications/count')) {
      return jsonResponse({
        data: { unread: rows.filter((r) => !r.read_at).length, inbox, submitted: [] },
      });
    }
    if (url.pathname.endsWith('notifications/list')) {
      return jsonResponse(paginate(rows, { page: 1, per: 10, path: url.pathname }));
    }
    const read = url.pathname.match(/notifications\/(\d+)\/read$/);
    if (method === 'POST' && read) {
      const row = rows.find((r) => r.id === Number(read[1]));
      if (row) row.read_at = '2026-12-01T02:00:00.000Z';
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ message: 'tidak ada' }, 404);
  });
}

const note = (id: number, title: string, link: string): TNotification => ({
  id,
  title,
  body: `Isi ${title}`,
  link,
  read_at: null,
  created_at: '2026-12-01T01:00:00.000Z',
});

describe('notification bell', () => {
  it('shows the unread count, lists the latest, and opens a notification’s screen', async () => {
    const rows = [
      note(2, 'Pengajuan cuti menunggu persetujuan Anda', '/user/cuti/konfirm_atasan'),
      note(1, 'Pengajuan cuti disetujui', '/user/cuti'),
    ];
    const api = fakeNotifications(rows, []);
    const view = renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifikasi (2 belum dibaca)' });
    await userEvent.click(bell);
    const first = await screen.findByText('Pengajuan cuti menunggu persetujuan Anda');
    expect(screen.getByText('Pengajuan cuti disetujui')).toBeTruthy();
    await userEvent.click(first);
    await waitFor(() => expect(view.location().pathname).toBe('/user/cuti/konfirm_atasan'));
    expect(api.requestsTo('notifications/2/read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifikasi (1 belum dibaca)' })).toBeTruthy();
  });

  it('says so when there is nothing', async () => {
    fakeNotifications([], []);
    renderWithApp(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifikasi' }));
    expect(await screen.findByText('Belum ada notifikasi.')).toBeTruthy();
  });
});
