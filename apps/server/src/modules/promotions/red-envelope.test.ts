import { describe, expect, it } from 'vitest';
import type { StoredPromotionEligibility } from './promotions.tables.js';
import { dayLevelReached, dayProgress, drawEnvelope } from './red-envelope.js';

const rules = (
  minDepositTodayMinor: string | null,
  minValidBetTodayMinor: string | null,
): StoredPromotionEligibility => ({
  registeredFrom: null,
  depositNth: null,
  minDepositMinor: null,
  weekdays: [],
  onePerHousehold: false,
  minDepositTodayMinor,
  minValidBetTodayMinor,
  birthdayWindowDays: null,
});

describe("a red envelope's day level", () => {
  it('shows only the conditions set, and needs each of them', () => {
    const totals = { depositMinor: 10_000n, validBetMinor: 49_999n };
    expect(dayProgress(rules('10000', '50000'), totals)).toEqual([
      { kind: 'deposit_today', current: '100.00', required: '100.00' },
      { kind: 'valid_bet_today', current: '499.99', required: '500.00' },
    ]);
    expect(dayLevelReached(rules('10000', '50000'), totals)).toBe(false);
    expect(dayLevelReached(rules('10000', '50000'), { ...totals, validBetMinor: 50_000n })).toBe(true);
    expect(dayProgress(rules(null, '50000'), totals)).toEqual([
      { kind: 'valid_bet_today', current: '499.99', required: '500.00' },
    ]);
    expect(dayProgress(rules(null, null), totals)).toEqual([]);
    expect(dayLevelReached(rules(null, null), { depositMinor: 0n, validBetMinor: 0n })).toBe(true);
  });

  it('pays the fixed amount, or the prize the random roll lands on', () => {
    expect(drawEnvelope({ kind: 'fixed', amountMinor: '888' })).toEqual({ amountMinor: 888n, prizeIndex: null });
    const table = {
      kind: 'prize_table' as const,
      prizes: [
        { amountMinor: '0', weight: 2 },
        { amountMinor: '1888', weight: 3 },
      ],
    };
    const bounds: number[] = [];
    const rolled = (roll: number) => (bound: number) => {
      bounds.push(bound);
      return roll;
    };
    expect(drawEnvelope(table, rolled(1))).toEqual({ amountMinor: 0n, prizeIndex: 0 });
    expect(drawEnvelope(table, rolled(2))).toEqual({ amountMinor: 1_888n, prizeIndex: 1 });
    expect(bounds).toEqual([5, 5]);
    // The real CSPRNG only ever lands on a prize of the table.
    for (let index = 0; index < 50; index += 1) expect([0n, 1_888n]).toContain(drawEnvelope(table).amountMinor);
  });
});
