import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/responsible-gaming.json';
import th from '../locales/th/responsible-gaming.json';
import { harmMarkerRuleValues } from './harm-marker-rule';

describe('harm marker rules', () => {
  it('are said with the thresholds the server uses, in Thai and English', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { 'responsible-gaming': en }, th: { 'responsible-gaming': th } },
    });
    const rule = (marker: 'deposit_velocity' | 'loss_chasing' | 'night_play', lng: string) =>
      i18n.t(`markers.rules.${marker}`, { ns: 'responsible-gaming', lng, ...harmMarkerRuleValues(marker) });
    expect(rule('deposit_velocity', 'en')).toBe('5 or more deposits within 24 hours');
    expect(rule('night_play', 'en')).toBe('50% or more of the stakes between 00:00 and 06:00, over at least 20 bets');
    expect(rule('loss_chasing', 'th')).toContain('60 นาที');
    for (const lng of ['en', 'th']) expect(rule('loss_chasing', lng)).not.toMatch(/\{\{/);
  });
});
