import { describe, expect, it } from 'vitest';
import { createMoneyFormat } from '../shared/money.js';
import { betPresets, cardFace, historyText } from './holdem-format.js';
import { createHoldemTranslator } from './holdem-messages.js';

describe('Hold’em page formatting', () => {
  it('draws cards with suit symbols and colours', () => {
    expect(cardFace('Th')).toEqual({ rank: '10', suit: '♥', red: true });
    expect(cardFace('As')).toEqual({ rank: 'A', suit: '♠', red: false });
  });

  it('offers min, half pot, pot and all-in inside the legal range, without duplicates', () => {
    const legal = {
      seat: 1,
      canCheck: false,
      callAmount: 1_000,
      canRaise: true,
      minRaiseTo: 4_000,
      maxRaiseTo: 50_000,
      isBet: false,
    };
    // Pot 3,000 with a 2,000 bet to call 1,000 more: after calling the pot is 4,000.
    expect(betPresets(legal, 3_000, 2_000)).toEqual([
      { key: 'holdem.slider.min', to: 4_000 },
      { key: 'holdem.slider.pot', to: 6_000 },
      { key: 'holdem.slider.max', to: 50_000 },
    ]);
    expect(betPresets({ ...legal, maxRaiseTo: 4_000 }, 3_000, 2_000)).toEqual([
      { key: 'holdem.slider.min', to: 4_000 },
    ]);
  });

  it('writes history lines in the player’s language with money and card symbols', () => {
    const money = createMoneyFormat('en-US', 'THB', 2);
    const translate = createHoldemTranslator('en');
    expect(
      historyText(
        { key: 'holdem.history.action.raise', values: { name: 'Alice', amount: 4_000, to: 6_000 } },
        translate,
        money,
      ),
    ).toBe('Alice: raises to 60.00');
    expect(
      historyText(
        { key: 'holdem.history.shows', values: { name: 'Bob', cards: 'Ah Td', category: 'twoPair' } },
        translate,
        money,
      ),
    ).toBe('Bob: shows [A♥ 10♦] (two pair)');
    expect(
      historyText({ key: 'holdem.history.net', values: { name: 'Bob', net: 1_500, stack: 101_500 } }, translate, money),
    ).toBe('Bob: +15.00 (now 1,015.00)');
    expect(
      historyText(
        { key: 'holdem.history.totalPot', values: { total: 12_000, rake: 600 } },
        createHoldemTranslator('th'),
        money,
      ),
    ).toBe('กองรวม 120.00 | ค่าธรรมเนียม 6.00');
  });
});
