import { describe, expect, it } from 'vitest';
import { featurePageMessages } from './feature-messages.js';
import { rangeText } from './feature-rules-view.js';

describe('feature slot rules', () => {
  it('writes a pay range as one size, a span, or open-ended at the largest', () => {
    expect(rangeText(4, 4, 9)).toBe('4');
    expect(rangeText(6, 7, 9)).toBe('6–7');
    expect(rangeText(8, 9, 9)).toBe('8+');
    expect(rangeText(12, 15, 15)).toBe('12+');
  });

  it('has every text in th, en, pt-BR and fil, Thai in Thai script', () => {
    const keys = Object.keys(featurePageMessages.en);
    for (const language of ['th', 'pt-BR', 'fil'] as const)
      expect(Object.keys(featurePageMessages[language]).sort()).toEqual([...keys].sort());
    for (const key of keys.filter((name) => name.startsWith('feature.') && !name.startsWith('feature.jackpot')))
      expect(featurePageMessages.th[key as keyof typeof featurePageMessages.th], key).toMatch(/[\u0E00-\u0E7F]/);
  });
});
