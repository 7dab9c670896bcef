import { describe, expect, it } from 'vitest';
import { helpOrganisationsFor } from './help-organisations';
import { usedShare } from './limit-text';

describe('helpOrganisationsFor', () => {
  it('lists the organisations of the language only', () => {
    const thai = helpOrganisationsFor('th').map((organisation) => organisation.name);
    expect(thai).toContain('Gamblers Anonymous');
    expect(thai).not.toContain('GamCare');
    expect(helpOrganisationsFor('pt-BR').map((organisation) => organisation.name)).toContain('Jogadores Anônimos');
    for (const language of ['th', 'en', 'pt-BR', 'fil'] as const) {
      expect(helpOrganisationsFor(language).length).toBeGreaterThan(0);
    }
  });
});

describe('usedShare', () => {
  it('is the part of the limit used, capped at the whole', () => {
    expect(usedShare('250.00', '1000.00')).toBe(0.25);
    expect(usedShare('0.00', '1000.00')).toBe(0);
    expect(usedShare('1200.00', '1000.00')).toBe(1);
    expect(usedShare(null, '1000.00')).toBe(0);
  });
});
