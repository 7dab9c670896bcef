import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error.js';
import type { PromotionRow } from './promotions.repository.js';
import {
  brandDay,
  checkProfile,
  depositRewardMinor,
  periodKeyOf,
  sanitizeTermsHtml,
  termsHashOf,
  textIn,
} from './promotions.service.js';

describe('periods of a take', () => {
  // 2026-11-29 20:30 UTC is already Monday 30 November in Bangkok (UTC+7), and still Sunday in São Paulo (UTC-3).
  const lateSunday = new Date('2026-11-29T20:30:00Z');

  it("counts days, weeks and months in the brand's zone", () => {
    expect(periodKeyOf('once', lateSunday, 'Asia/Bangkok')).toBe('once');
    expect(periodKeyOf('daily', lateSunday, 'Asia/Bangkok')).toBe('2026-11-30');
    expect(periodKeyOf('daily', lateSunday, 'America/Sao_Paulo')).toBe('2026-11-29');
    expect(periodKeyOf('weekly', lateSunday, 'Asia/Bangkok')).toBe('2026-W49');
    expect(periodKeyOf('weekly', lateSunday, 'America/Sao_Paulo')).toBe('2026-W48');
    expect(periodKeyOf('monthly', new Date('2026-11-30T17:30:00Z'), 'Asia/Bangkok')).toBe('2026-12');
    expect(periodKeyOf('monthly', new Date('2026-11-30T17:30:00Z'), 'Asia/Manila')).toBe('2026-12');
    expect(periodKeyOf('monthly', new Date('2026-11-30T15:30:00Z'), 'Asia/Manila')).toBe('2026-11');
  });

  it('gives ISO weeks across a year end, and weekdays 1 Monday to 7 Sunday', () => {
    expect(periodKeyOf('weekly', new Date('2027-01-01T05:00:00Z'), 'Asia/Bangkok')).toBe('2026-W53');
    expect(periodKeyOf('weekly', new Date('2025-12-29T05:00:00Z'), 'Asia/Bangkok')).toBe('2026-W01');
    expect(brandDay(lateSunday, 'Asia/Bangkok')).toEqual({ day: '2026-11-30', weekday: 1 });
    expect(brandDay(lateSunday, 'America/Sao_Paulo')).toEqual({ day: '2026-11-29', weekday: 7 });
  });
});

describe('rewards', () => {
  it('matches a deposit by percent rounded down to the minor unit, capped; or a fixed amount', () => {
    const match = { kind: 'percent_of_deposit', percent: 100, capMinor: '100000' } as const;
    // The reference's worked example: 1,500.00 deposited, 100 % up to 1,000.00 gives 1,000.00.
    expect(depositRewardMinor(match, 150_000n)).toBe(100_000n);
    expect(depositRewardMinor(match, 50_000n)).toBe(50_000n);
    expect(depositRewardMinor({ kind: 'percent_of_deposit', percent: 15, capMinor: '100000' }, 333n)).toBe(49n);
    expect(depositRewardMinor({ kind: 'fixed', amountMinor: '5000' }, 150_000n)).toBe(5_000n);
  });
});

describe("the brand's bonus profile", () => {
  const refusal = (run: () => void) => {
    try {
      run();
      return null;
    } catch (error) {
      return error instanceof DomainError ? error.code : 'other';
    }
  };

  it('holds strict offers to 10× turnover and 7 days, loose ones to 50× and 1 day', () => {
    expect(refusal(() => checkProfile('strict', { turnoverMultiplier: 10, expiryDays: 7 }))).toBeNull();
    expect(refusal(() => checkProfile('strict', { turnoverMultiplier: 11, expiryDays: 7 }))).toBe(
      'PROMOTION_TERMS_OUTSIDE_PROFILE',
    );
    expect(refusal(() => checkProfile('strict', { turnoverMultiplier: 1, expiryDays: 6 }))).toBe(
      'PROMOTION_TERMS_OUTSIDE_PROFILE',
    );
    expect(refusal(() => checkProfile('loose', { turnoverMultiplier: 30, expiryDays: 1 }))).toBeNull();
    expect(refusal(() => checkProfile('loose', { turnoverMultiplier: 51, expiryDays: 1 }))).toBe(
      'PROMOTION_TERMS_OUTSIDE_PROFILE',
    );
  });
});

describe('terms', () => {
  const offer = {
    id: '7c0e8d5e-8d0b-4a55-9a53-1a7f1f3c0001',
    version: 1,
    type: 'FREE_BONUS',
    reward: { kind: 'fixed', amountMinor: '5000' },
    terms: {
      turnoverMultiplier: 1,
      basis: 'bonus',
      productFamily: 'casino',
      maxBetMinor: null,
      maxWinMultiplier: null,
      expiryDays: 7,
    },
    termsHtml: { en: '<p>Play fair.</p>', th: '<p>เล่นอย่างยุติธรรม</p>' },
  } as unknown as PromotionRow;
  const table = [{ scope: 'category' as const, reference: 'RNG', percent: 100 }];

  it('hash the same snapshot alike, whatever order its languages were saved in, and any change differently', () => {
    const hash = termsHashOf(offer, table);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(termsHashOf({ ...offer, termsHtml: { th: '<p>เล่นอย่างยุติธรรม</p>', en: '<p>Play fair.</p>' } }, table)).toBe(
      hash,
    );
    expect(termsHashOf({ ...offer, version: 2 }, table)).not.toBe(hash);
    expect(termsHashOf({ ...offer, termsHtml: { ...offer.termsHtml, en: '<p>Play.</p>' } }, table)).not.toBe(hash);
    expect(termsHashOf(offer, [{ ...table[0]!, percent: 10 }])).not.toBe(hash);
  });

  it('keep a terms page to its allow-list: no script, style, handler, image or unsafe link', () => {
    expect(
      sanitizeTermsHtml(
        '<h3 onclick="x()">Rules</h3><script>steal()</script><style>p{}</style><img src="https://x/y.png">' +
          '<p style="color:red">Bet <em>small</em></p><a href="https://example.com/rg">help</a><iframe src="x"></iframe>',
      ),
    ).toBe(
      '<h3>Rules</h3><p>Bet <em>small</em></p><a href="https://example.com/rg" target="_blank" rel="noopener noreferrer">help</a>',
    );
  });

  it("read in the caller's language, else English, else any", () => {
    expect(textIn({ th: 'ไทย', en: 'English' }, 'th')).toBe('ไทย');
    expect(textIn({ th: 'ไทย', en: 'English' }, 'fil')).toBe('English');
    expect(textIn({ th: 'ไทย' }, 'pt-BR')).toBe('ไทย');
  });
});
