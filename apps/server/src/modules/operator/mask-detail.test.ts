import { describe, expect, it } from 'vitest';
import { maskDetail } from './mask-detail.js';

describe('maskDetail', () => {
  it('hides codes that are secrets and shows the codes that name a game, a vendor or a brand', () => {
    expect(
      maskDetail({
        code: '123456',
        smsCode: '654321',
        recoveryCode: 'abcd-efgh',
        gameCode: 'LA_LAO',
        vendorCode: 'HOUSE',
        merchantCode: 'demo',
      }),
    ).toEqual({
      code: '••••',
      smsCode: '••••',
      recoveryCode: '••••',
      gameCode: 'LA_LAO',
      vendorCode: 'HOUSE',
      merchantCode: 'demo',
    });
  });
});
