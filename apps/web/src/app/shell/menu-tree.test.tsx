/**
 * The menu's waiting counts: the requests waiting for the person, from the notifications'
 * count, shown on their screen's menu item and summed on its group.
 */
import type { TMenuItem } from '@sikerja/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInboxCountsByPath } from '../../features/notifications/notifications.api.ts';
import { jsonResponse, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MenuTree } from './menu-tree.tsx';

function fakeCounts(inbox: { subject_type: string; level: string; count: number }[]) {
  return stubFetch(({ url }) =>
    url.pathname.endsWith('notifications/count')
      ? jsonResponse({ data: { unread: 0, inbox, submitted: [] } })
      : jsonResponse({ message: 'tidak ada' }, 404),
  );
}

function MenuWithCounts({ items }: { items: TMenuItem[] }) {
  return <MenuTree items={items} activePath={null} waiting={useInboxCountsByPath()} />;
}

describe('menu waiting counts', () => {
  it('puts the waiting count on the confirm screen and sums it on its group', async () => {
    fakeCounts([
      { subject_type: 'cuti', level: 'atasan', count: 3 },
      { subject_type: 'cuti', level: 'kabag', count: 2 },
    ]);
    const leaf = (nm_menu: string, path: string): TMenuItem =>
      ({
        nm_menu,
        path,
        nm_route: path,
        icon: null,
        child: [],
        divider: false,
        isNew: false,
      }) as unknown as TMenuItem;
    const items = [
      {
        ...leaf('Cuti', ''),
        path: null,
        child: [
          leaf('Konfirmasi Atasan', '/user/cuti/konfirm_atasan'),
          leaf('Konfirmasi Kabag', '/user/cuti/konfirm_kabag'),
          leaf('Pengajuan Cuti', '/user/cuti'),
        ],
      } as unknown as TMenuItem,
    ];
    renderWithApp(<MenuWithCounts items={items} />);
    expect(await screen.findByLabelText('5 menunggu')).toBeTruthy();
  });
});
