import { describe, expect, it } from 'vitest';
import { betRequestSchema, betWinRequestSchema, hedgedExceedsStake } from './seamless-wallet.js';

const base = { token: 'launch-token-0123456789', playerId: 'p', transactionId: 't', roundId: 'r', currency: 'THB' };
const bet = (amount: unknown, hedged: unknown) => betRequestSchema.safeParse({ ...base, amount, hedged });
const betWin = (stake: unknown, hedged: unknown) =>
  betWinRequestSchema.safeParse({ ...base, bet: stake, win: '0', hedged });
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}:${issue.message}`);

describe('the hedged part of a stake', () => {
  it('accepts none, and any part up to the stake, compared exactly', () => {
    expect(bet('100', undefined).success).toBe(true);
    expect(bet('100', '100.00').success).toBe(true);
    expect(bet('1.5', '1.50').success).toBe(true);
    expect(betWin('0.10', '0.1').success).toBe(true);
  });

  it('refuses more than the stake with a stable field code', () => {
    expect(issuesOf(bet('100.00', '100.01'))).toEqual([`hedged:${hedgedExceedsStake}`]);
    expect(issuesOf(betWin('5', '5.5'))).toEqual([`hedged:${hedgedExceedsStake}`]);
  });

  it('reports a malformed amount on its field and never throws comparing it', () => {
    for (const [stake, hedged] of [
      ['abc', '1'],
      ['1', 'abc'],
      [undefined, '1'],
      ['1e3', '1'],
      [5, '1'],
      ['1', -1],
    ] as const) {
      expect(() => bet(stake, hedged)).not.toThrow();
      expect(() => betWin(stake, hedged)).not.toThrow();
      expect(bet(stake, hedged).success).toBe(false);
      expect(issuesOf(bet(stake, hedged))).not.toContain(`hedged:${hedgedExceedsStake}`);
    }
  });
});
