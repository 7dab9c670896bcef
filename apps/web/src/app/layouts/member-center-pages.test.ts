import { describe, expect, it } from 'vitest';
import { memberCenterPageOf, memberCenterPages, visibleMemberCenterPages } from './member-center-pages';

describe('member centre pages', () => {
  it('lists the fifteen pages of the spec, the two lottery pages, responsible gaming, the affiliate application and the red envelopes', () => {
    expect(memberCenterPages).toHaveLength(20);
    expect(memberCenterPages).toContain('redEnvelope');
    expect(memberCenterPages).toContain('affiliateApplication');
    expect(memberCenterPages).toContain('responsibleGaming');
    expect(memberCenterPages).toContain('lotteryRecords');
    expect(memberCenterPages).toContain('lotteryPrizeTable');
  });

  it('reads ?page= without regard to case and falls back to the security centre', () => {
    const visible = visibleMemberCenterPages(true);
    expect(memberCenterPageOf('depositv2', visible)).toBe('depositv2');
    expect(memberCenterPageOf('DepositV2', visible)).toBe('depositv2');
    expect(memberCenterPageOf(null, visible)).toBe('securityCenter');
    expect(memberCenterPageOf('nonsense', visible)).toBe('securityCenter');
  });

  it('shows manual rebate only where the brand switches it on', () => {
    expect(visibleMemberCenterPages(false)).not.toContain('manualRebate');
    expect(memberCenterPageOf('manualRebate', visibleMemberCenterPages(false))).toBe('securityCenter');
    expect(visibleMemberCenterPages(true)).toContain('manualRebate');
  });
});
