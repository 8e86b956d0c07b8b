import { describe, expect, it } from 'vitest';
import * as contracts from '../index.ts';
import type { MasterDescriptor } from './master-descriptor.ts';

function isDescriptor(value: unknown): value is MasterDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fields' in value &&
    'sortKeys' in value &&
    'row' in value
  );
}

// Every descriptor the package exports, found by shape so a new master is checked without
// being listed here.
const descriptors = Object.entries(contracts).flatMap(([name, value]) =>
  isDescriptor(value) ? [[name, value] as const] : [],
);

describe('master descriptors', () => {
  it('are exported for every resource (masters, profile lists, staff, calendar …)', () => {
    expect(descriptors.length).toBeGreaterThanOrEqual(60);
  });

  it.each(descriptors)('%s names only fields of its row, once each', (_, descriptor) => {
    const rowKeys = Object.keys(descriptor.row.shape);
    const fields = descriptor.fields.map((f) => f.field);
    expect(rowKeys).toEqual(expect.arrayContaining(fields));
    expect(new Set(fields).size).toBe(fields.length);
    for (const f of descriptor.fields) expect(f.label.trim(), f.field).not.toBe('');
  });

  it.each(descriptors)('%s sorts only by its sortable fields', (_, descriptor) => {
    const sortable = descriptor.fields.filter((f) => f.sortable).map((f) => f.field);
    expect([...descriptor.sortKeys]).toEqual(sortable);
    for (const [key] of descriptor.defaultSort) expect(sortable).toContain(key);
    expect(descriptor.defaultSort.length).toBeGreaterThan(0);
  });
});
