import { describe, expect, it } from 'vitest';
import { oddsPathOf } from './odds-path';

describe('odds table diff paths', () => {
  it('name the bet type and the level or cost a line changes', () => {
    expect(oddsPathOf('betTypes.K3_SUM.payoutThousandths.SUM_4')).toEqual({ betType: 'K3_SUM', level: 'SUM_4' });
    expect(oddsPathOf('betTypes.5D_SUM_TWO_SIDES.costUnits')).toEqual({ betType: '5D_SUM_TWO_SIDES', cost: true });
  });

  it('leave other paths alone', () => {
    expect(oddsPathOf('stakeFeeBasisPoints')).toBeNull();
    expect(oddsPathOf('betTypes.3')).toBeNull();
    expect(oddsPathOf('betTypes.K3_SUM.payoutThousandths')).toBeNull();
  });
});
