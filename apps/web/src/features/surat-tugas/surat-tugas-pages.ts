/** The assignment-letter screens for the route table, each loaded only when it opens. */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

export const SURAT_TUGAS_PAGES: Record<string, Page> = {
  'admin.surattugas': {
    layout: 'shell',
    load: () => import('./admin-surat-tugas-page.tsx').then((m) => m.AdminSuratTugasPage),
  },
  'surattugas.approval': {
    layout: 'shell',
    load: () => import('./approval-page.tsx').then((m) => m.SuratTugasApprovalPage),
  },
  'admin.taruna': {
    layout: 'shell',
    load: () => import('./taruna-tabs.tsx').then((m) => m.TarunaPage),
  },
  'admin.administrasi_surat_tugas': {
    layout: 'shell',
    load: () => import('./travel-admin-page.tsx').then((m) => m.TravelAdminPage),
  },
  'admin.pembayaran_surat_tugas': {
    layout: 'shell',
    load: () => import('./travel-payment-page.tsx').then((m) => m.TravelPaymentPage),
  },
  'user.administrasi_surat_tugas': {
    layout: 'shell',
    load: () => import('./my-letters-page.tsx').then((m) => m.MyLettersPage),
  },
};
