import { describe, expect, it } from 'vitest';
import { thresholdsFormSchema, thresholdsFormValues } from './two-person-thresholds-form';

describe('two-person thresholds form', () => {
  it('sends major units as the API writes them, and empty as "no second operator"', () => {
    expect(thresholdsFormSchema.parse({ withdrawal: '10,000', deposit: ' 2500.5 ', adjustment: '' })).toEqual({
      withdrawal: '10000.00',
      deposit: '2500.50',
      adjustment: null,
    });
    expect(thresholdsFormSchema.parse({ withdrawal: '0', deposit: '0.00', adjustment: '1000000000' })).toEqual({
      withdrawal: '0.00',
      deposit: '0.00',
      adjustment: '1000000000.00',
    });
  });

  it('refuses what is not an amount of the currency', () => {
    for (const bad of ['-5', '12.345', 'abc', '1e5', '1000000000.01']) {
      expect(thresholdsFormSchema.safeParse({ withdrawal: bad, deposit: '', adjustment: '' }).success).toBe(false);
    }
  });

  it('shows the stored thresholds with separators, none as empty', () => {
    expect(
      thresholdsFormValues({
        merchant: 'demo',
        currency: 'THB',
        withdrawal: '10000.00',
        deposit: null,
        adjustment: '1234567.50',
        updatedBy: null,
        updatedAt: null,
      }),
    ).toEqual({ withdrawal: '10,000.00', deposit: '', adjustment: '1,234,567.50' });
  });
});
