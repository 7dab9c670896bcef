import type { SlotModel } from '../slot-types.js';
import { cardRank } from './card-ranks.js';
import { reelStrips } from './reel-strips.js';

/**
 * Floating Market, a 243-ways game of medium volatility: a symbol pays anywhere on adjacent reels from the left,
 * once per way, for a stake of 25 coins. Sampan wilds ride reels 2 to 4 only (stacked, so a whole reel can stand
 * in for every symbol at once) and pay nothing of their own; three or more straw hats pay up to 50 stakes and start
 * 8, 12 or 20 free spins with every win x2, retriggering up to 60 free spins a round.
 */
export const floatingMarket: SlotModel = {
  id: 'floating-market',
  volatility: 'medium',
  statedRtpPercent: 95.8,
  statedHitRatePercent: 35.46,
  rows: 3,
  lines: [],
  ways: { betUnits: 25 },
  symbols: [
    { id: 'sampan', kind: 'wild', glyph: '🛶', icon: 'sampan', colour: '#2DD4BF', pays: {} },
    {
      id: 'straw-hat',
      kind: 'scatter',
      glyph: '👒',
      icon: 'straw-hat',
      colour: '#EAB308',
      pays: { 3: 2, 4: 10, 5: 50 },
    },
    { id: 'durian', kind: 'regular', glyph: '🍈', icon: 'durian', colour: '#84CC16', pays: { 3: 20, 4: 80, 5: 750 } },
    {
      id: 'coconut',
      kind: 'regular',
      glyph: '🥥',
      icon: 'coconut',
      colour: '#C08A4A',
      pays: { 3: 12, 4: 40, 5: 150 },
    },
    { id: 'orchid', kind: 'regular', glyph: '🌸', icon: 'orchid', colour: '#C084FC', pays: { 3: 8, 4: 30, 5: 100 } },
    {
      id: 'rambutan',
      kind: 'regular',
      glyph: '🔴',
      icon: 'rambutan',
      colour: '#EF4444',
      pays: { 3: 6, 4: 25, 5: 80 },
    },
    cardRank('ace', { 3: 5, 4: 15, 5: 50 }),
    cardRank('king', { 3: 4, 4: 10, 5: 40 }),
    cardRank('queen', { 3: 3, 4: 8, 5: 25 }),
    cardRank('jack', { 3: 2, 4: 6, 5: 20 }),
    cardRank('ten', { 3: 2, 4: 5, 5: 15 }),
  ],
  reels: reelStrips([
    'queen king ten durian rambutan ten queen coconut king rambutan queen orchid ace jack jack rambutan orchid ten rambutan queen ace straw-hat coconut king orchid ace jack ace coconut straw-hat king ten jack durian',
    'queen queen rambutan queen coconut coconut coconut ace straw-hat ten ten jack king orchid orchid king ten ace durian orchid rambutan jack king king ace ace queen durian rambutan sampan sampan sampan ten jack jack',
    'ace durian ace ten orchid sampan sampan sampan king queen queen straw-hat rambutan jack king queen durian jack queen jack ten coconut ace ten rambutan king coconut rambutan orchid straw-hat orchid coconut king ten ace jack',
    'ten rambutan jack orchid queen durian king ace jack ace queen ten orchid ten sampan sampan queen rambutan straw-hat orchid coconut ace jack coconut queen ten jack durian king coconut king rambutan king ace',
    'straw-hat ace jack ten orchid ten queen queen coconut ace rambutan jack ten rambutan ace queen coconut rambutan queen ten king durian king ace king jack rambutan jack coconut orchid durian straw-hat king orchid',
  ]),
  freeSpins: {
    triggerCount: 3,
    awards: [
      { count: 3, spins: 8 },
      { count: 4, spins: 12 },
      { count: 5, spins: 20 },
    ],
    multiplier: 2,
    retrigger: true,
    maxSpinsPerRound: 60,
  },
  stakeOptionsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
};
