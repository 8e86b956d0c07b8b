import { describe, expect, it } from 'vitest';
import { entriesSummary, MAX_PAGE_BUTTONS, pageNumbers } from './page-numbers.ts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('pageNumbers (SPEC section 9: at most five numbers)', () => {
  it.each([
    // current, last, expected
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [4, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [6, 10, [4, 5, 6, 7, 8]],
    [8, 10, [6, 7, 8, 9, 10]],
    [9, 10, [7, 8, 9, 10]],
    [10, 10, [8, 9, 10]],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [5, 5, [3, 4, 5]],
    [5, 6, [3, 4, 5, 6]],
  ])('page %i of %i shows %j', (current, last, expected) => {
    expect(pageNumbers(current, last)).toEqual(expected);
  });

  it('follows the rule for every page of a long list', () => {
    const last = 40;
    for (let current = 1; current <= last; current += 1) {
      const expected = current < 5 ? range(1, 5) : range(current - 2, Math.min(current + 2, last));
      expect(pageNumbers(current, last)).toEqual(expected);
      expect(pageNumbers(current, last).length).toBeLessThanOrEqual(MAX_PAGE_BUTTONS);
    }
  });

  it('shows nothing when there is no page at all', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});

describe('entriesSummary (SPEC section 2)', () => {
  it('reads "Showing X to Y of Z entries"', () => {
    expect(entriesSummary(11, 20, 23)).toBe('Showing 11 to 20 of 23 entries');
  });

  it('says 0 to 0 for an empty list', () => {
    expect(entriesSummary(null, null, 0)).toBe('Showing 0 to 0 of 0 entries');
  });
});
