import { describe, expect, it } from 'vitest';
import { p2pErrorCodes } from '../../src/p2p/p2p-tables.js';
import { findDictionaryGaps } from '../shared/i18n.js';
import { createPvpTranslator, pvpErrorCodes, pvpErrorKey, pvpMessages } from './pvp-messages.js';

describe('Pok Deng page texts', () => {
  it('has every key in th, en, pt-BR and fil with the same placeholders', () => {
    expect(findDictionaryGaps(pvpMessages)).toEqual([]);
  });

  it('has a sentence for every refusal the table layer sends', () => {
    for (const code of [...p2pErrorCodes, 'HAND_RUNNING', 'NOT_YOUR_TURN', 'INVALID_ACTION'])
      expect(pvpErrorCodes as readonly string[]).toContain(code);
    expect(createPvpTranslator('en')(pvpErrorKey('SEAT_TAKEN'))).toBe('This seat is taken.');
    expect(pvpErrorKey('SOMETHING_ELSE')).toBe('error.pvp.UNKNOWN');
  });
});
