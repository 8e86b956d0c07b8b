import type { ResourceField } from '../../../../platform/resource-screen/resource-screen.api.ts';

/** A select of active staff, labelled 'Name (NIP)': who acts, delegates or substitutes. */
export function personField(name: string, label: string, description?: string): ResourceField {
  return {
    name,
    label,
    input: 'reference',
    required: true,
    reference: {
      path: '/admin/master/user',
      label: (row) => (row.nip ? `${String(row.name)} (${String(row.nip)})` : String(row.name)),
      // The server accepts only active accounts.
      filters: { status: 'active' },
    },
    ...(description ? { description } : {}),
  };
}
