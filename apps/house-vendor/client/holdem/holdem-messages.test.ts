import { describe, expect, it } from 'vitest';
import { findDictionaryGaps } from '../shared/i18n.js';
import { handCategories } from '../../src/holdem/hand-evaluator.js';
import { auditHistory, historyLines } from '../../src/holdem/hand-history.js';
import { applyAction, startHand } from '../../src/holdem/holdem-hand.js';
import { createHoldemTranslator, holdemMessages } from './holdem-messages.js';
import type { HoldemMessageKey } from './holdem-messages.js';

describe('Hold’em messages', () => {
  it('has every text in every language, with the same placeholders', () => {
    expect(findDictionaryGaps(holdemMessages)).toEqual([]);
  });

  it('names every hand category and every history line the engine writes', () => {
    const keys = new Set(Object.keys(holdemMessages.en));
    for (const category of handCategories) expect(keys.has(`holdem.category.${category}`)).toBe(true);
    let hand = startHand({
      config: { smallBlind: 5, bigBlind: 10, seatCount: 2, rake: { rateBasisPoints: 500, caps: [] } },
      handNumber: 1,
      buttonSeat: 1,
      players: [
        { seat: 1, stack: 100 },
        { seat: 2, stack: 300 },
      ],
      posts: [
        { seat: 1, kind: 'sb' },
        { seat: 2, kind: 'bb' },
      ],
      // An unshuffled deck: this test is about the words, not the cards.
      deck: ['spades', 'hearts', 'diamonds', 'clubs'].flatMap((suit) =>
        Array.from({ length: 13 }, (_, index) => ({ rank: index + 1, suit: suit as 'spades' })),
      ),
    });
    hand = applyAction(hand, 1, { type: 'call' });
    hand = applyAction(hand, 2, { type: 'raise', to: 300 });
    hand = applyAction(hand, 1, { type: 'allIn' });
    const history = auditHistory(hand, {
      handId: 'h',
      tableId: 't',
      tableName: 'T',
      currency: 'THB',
      startedAt: '',
      endedAt: '',
      players: [],
      fairness: { algorithm: 'croupier-deck-v1', commitment: 'c', clientSeed: 'c', nonce: 1, serverSeed: 's' },
    });
    for (const line of historyLines(history, 1)) {
      expect(keys.has(line.key), line.key).toBe(true);
      const text = createHoldemTranslator('th')(line.key as HoldemMessageKey, line.values);
      expect(text, line.key).not.toMatch(/\{\w+\}/);
    }
  });
});
