import { describe, expect, it } from 'vitest';
import { diffVersions } from './version-diff.js';

describe('diff between two versions', () => {
  it('lists changed, added and removed values by path, lists of plain values as one value', () => {
    const before = {
      stakeFeeBasisPoints: 200,
      betTypes: { NUMBER: { payout: { A: 9000 } }, BIG: { payout: { B: 1950 } } },
      closedNumbers: ['123', '456'],
      payoutCap: null,
    };
    const after = {
      stakeFeeBasisPoints: 200,
      betTypes: { NUMBER: { payout: { A: 9500 } }, ODD: { payout: { C: 1900 } } },
      closedNumbers: ['123'],
      payoutCap: '5000.00',
    };
    expect(diffVersions(before, after)).toEqual([
      { path: 'betTypes.BIG.payout.B', before: '1950', after: null },
      { path: 'betTypes.NUMBER.payout.A', before: '9000', after: '9500' },
      { path: 'betTypes.ODD.payout.C', before: null, after: '1900' },
      { path: 'closedNumbers', before: '123, 456', after: '123' },
      { path: 'payoutCap', before: 'null', after: '5000.00' },
    ]);
    expect(diffVersions(before, before)).toEqual([]);
  });
});
