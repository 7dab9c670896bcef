import { describe, expect, it } from 'vitest';
import { quickAmountsWithin } from './quick-amounts';

describe('quickAmountsWithin', () => {
  it('offers every chip a wide channel accepts', () => {
    expect(quickAmountsWithin({ minAmount: '50.00', maxAmount: '100000.00' })).toEqual([
      '100',
      '300',
      '500',
      '1000',
      '5000',
    ]);
  });

  it('leaves out chips under the minimum or over the maximum, bounds inclusive', () => {
    expect(quickAmountsWithin({ minAmount: '300.00', maxAmount: '1000.00' })).toEqual(['300', '500', '1000']);
    expect(quickAmountsWithin({ minAmount: '300.01', maxAmount: '999.99' })).toEqual(['500']);
  });

  it('offers nothing for limits it cannot read', () => {
    expect(quickAmountsWithin({ minAmount: '', maxAmount: '100.00' })).toEqual([]);
  });
});
