import { describe, expect, it } from 'vitest';
import { returnTickets, ticketLineCosts } from './flights-plan.ts';

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

describe('ticketLineCosts (the actual cost of ticket lines not reported)', () => {
  const k = (trip: string, price: number, fee = 0, refund = 0) => ({ trip, price, fee, refund });
  // [what, tickets, ticket lines in the plan, net cost per line]
  it.each([
    ['a return ticket', [k('pp', 2_100_000)], 1, { 'tiket-1': 2_100_000 }],
    [
      'a pair of one-way tickets, one rescheduled',
      [k('sekali_jalan', 900_000, 150_000), k('sekali_jalan', 950_000)],
      1,
      { 'tiket-1': 2_000_000 },
    ],
    [
      'a return ticket and a lone one-way, partly refunded',
      [k('sekali_jalan', 800_000, 0, 300_000), k('pp', 1_500_000)],
      2,
      { 'tiket-1': 1_500_000, 'tiket-2': 500_000 },
    ],
    ['tickets added after the plan: no guess', [k('pp', 1), k('pp', 2)], 1, {}],
    ['no tickets', [], 0, {}],
  ] as const)('%s', (_what, tickets, lines, costs) => {
    expect(Object.fromEntries(ticketLineCosts(tickets, lines))).toEqual(costs);
  });
});
