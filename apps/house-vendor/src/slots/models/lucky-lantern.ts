import { twentyLines } from '../slot-lines.js';
import type { SlotModel } from '../slot-types.js';
import { cardRank } from './card-ranks.js';
import { reelStrips } from './reel-strips.js';

/**
 * Lucky Lantern, low volatility. Frequent small wins, lantern wilds on every reel; three or more
 * firecrackers pay and start 10, 12 or 15 free spins, retriggering up to 50 free spins a round (no multiplier).
 */
export const luckyLantern: SlotModel = {
  id: 'lucky-lantern',
  volatility: 'low',
  statedRtpPercent: 95.15,
  rows: 3,
  lines: twentyLines,
  symbols: [
    { id: 'lantern', kind: 'wild', glyph: '🏮', icon: 'lantern', colour: '#F0506E', pays: { 3: 40, 4: 200, 5: 1000 } },
    {
      id: 'firecracker',
      kind: 'scatter',
      glyph: '🧨',
      icon: 'firecracker',
      colour: '#FB7185',
      pays: { 3: 2, 4: 10, 5: 40 },
    },
    { id: 'koi', kind: 'regular', glyph: '🎏', icon: 'koi', colour: '#FB923C', pays: { 3: 25, 4: 100, 5: 400 } },
    { id: 'ingot', kind: 'regular', glyph: '💰', icon: 'ingot', colour: '#FACC15', pays: { 3: 20, 4: 60, 5: 250 } },
    { id: 'knot', kind: 'regular', glyph: '🎀', icon: 'knot', colour: '#E11D48', pays: { 3: 15, 4: 50, 5: 150 } },
    cardRank('ace', { 3: 10, 4: 25, 5: 100 }),
    cardRank('king', { 3: 10, 4: 20, 5: 80 }),
    cardRank('queen', { 3: 8, 4: 20, 5: 60 }),
    cardRank('jack', { 3: 8, 4: 15, 5: 60 }),
  ],
  reels: reelStrips([
    'queen knot ace koi lantern ace queen king jack ingot knot queen ace koi firecracker ace queen knot king jack queen ingot ace lantern queen koi ace knot king jack queen ace ingot',
    'ingot jack ace king koi queen knot jack king lantern jack ingot king ace firecracker knot koi jack queen king jack king knot ingot ace jack koi lantern king queen jack knot king',
    'ace queen king firecracker jack ace knot king queen ingot koi ace jack king knot lantern ace queen king ingot koi jack ace knot king queen ace jack king knot koi ingot lantern',
    'king jack knot lantern queen ingot jack ace koi knot king queen jack queen ace ingot king knot jack lantern koi firecracker queen jack ace knot king queen ingot jack koi queen ace',
    'ace king jack knot queen ingot ace lantern koi king jack queen knot ace king ingot jack queen koi ace knot king lantern jack queen firecracker ace ingot king knot koi jack queen',
  ]),
  freeSpins: {
    triggerCount: 3,
    awards: [
      { count: 3, spins: 10 },
      { count: 4, spins: 12 },
      { count: 5, spins: 15 },
    ],
    multiplier: 1,
    retrigger: true,
    maxSpinsPerRound: 50,
  },
  stakeOptionsMinor: [20, 40, 100, 200, 500, 1000, 2000, 5000],
};
