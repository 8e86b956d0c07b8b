import { describe, expect, it } from 'vitest';
import { returnTickets } from './flights-plan.ts';

const t = (trip: string, origin = 'Pangkalpinang', destination = 'Jakarta') => ({
  origin,
  destination,
  travelClass: 'economy',
  trip,
});

describe('returnTickets', () => {
  // [what, tickets, return tickets planned (their origins)]
  it.each([
    ['none', [], []],
    ['one return ticket', [t('pp')], ['Pangkalpinang']],
    [
      'two one-way tickets are one return',
      [t('sekali_jalan'), t('sekali_jalan', 'Jakarta', 'Pangkalpinang')],
      ['Pangkalpinang'],
    ],
    ['a lone one-way ticket still needs its return', [t('sekali_jalan')], ['Pangkalpinang']],
    [
      'three one-way tickets are two returns',
      [
        t('sekali_jalan'),
        t('sekali_jalan', 'Jakarta', 'Medan'),
        t('sekali_jalan', 'Medan', 'Pangkalpinang'),
      ],
      ['Pangkalpinang', 'Medan'],
    ],
    [
      'return tickets and one-way ones add up',
      [t('pp'), t('sekali_jalan', 'Jakarta', 'Medan')],
      ['Pangkalpinang', 'Jakarta'],
    ],
  ] as const)('%s', (_what, tickets, origins) => {
    expect(returnTickets(tickets).map((f) => f.origin)).toEqual(origins);
  });
});
