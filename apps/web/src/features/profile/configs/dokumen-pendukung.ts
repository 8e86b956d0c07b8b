import {
  DOCUMENT_DESCRIPTOR,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_LABELS as L,
  type TDocumentRow,
  ZDocumentRow,
  ZSaveDocumentRequest,
} from '@sikerja/contracts';
import { columnsOf, optionsOf } from '../../../platform/resource-screen/resource-screen.api.ts';
import { defineProfileList } from '../profile-list-config.ts';

const types = optionsOf(DOCUMENT_TYPE_LABELS);

/** `/user/profile/dokumen_pendukung`: typed documents, each with its file. */
export const profileList = defineProfileList<TDocumentRow>({
  row: ZDocumentRow,
  save: ZSaveDocumentRequest,
  noun: 'Dokumen',
  description: 'KTP, Kartu Keluarga, NPWP, ijazah, SK dan dokumen kepegawaian lainnya.',
  columns: columnsOf(DOCUMENT_DESCRIPTOR, [
    { field: 'doc_type', format: 'option', options: types },
    { field: 'number' },
    { field: 'issued_date', format: 'date' },
    { field: 'description' },
  ]),
  fields: [
    {
      name: 'doc_type',
      label: L.doc_type,
      input: 'select',
      options: types,
      required: true,
      width: 'half',
    },
    { name: 'number', label: L.number, input: 'text', width: 'half' },
    { name: 'issued_date', label: L.issued_date, input: 'date', width: 'half' },
    { name: 'description', label: L.description, input: 'textarea' },
  ],
  defaults: { doc_type: null, number: '', issued_date: null, description: '' },
  itemLabel: (row) => [DOCUMENT_TYPE_LABELS[row.doc_type], row.number].filter(Boolean).join(' '),
  document: {
    label: 'Berkas dokumen',
    description: 'PDF atau gambar, maksimal 2 MB.',
    required: true,
  },
});
