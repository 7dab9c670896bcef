import { twentyLines } from '../slot-lines.js';
import type { SlotModel } from '../slot-types.js';
import { cardRank } from './card-ranks.js';
import { reelStrips } from './reel-strips.js';

/**
 * Mekong Dragon, high volatility. Few wins, big ones: dragon wilds stacked three high on reels 2 to 4, stacked
 * boats and card symbols that land in blocks, and 12, 20 or 30 free spins at x3 from three or more pearls, with
 * retriggers up to 150 free spins a round. Five dragons on a line pay 10,000 line bets.
 */
export const mekongDragon: SlotModel = {
  id: 'mekong-dragon',
  volatility: 'high',
  statedRtpPercent: 96.24,
  rows: 3,
  lines: twentyLines,
  symbols: [
    { id: 'dragon', kind: 'wild', glyph: '🐉', icon: 'dragon', colour: '#F0506E', pays: { 3: 200, 4: 1500, 5: 10000 } },
    { id: 'pearl', kind: 'scatter', glyph: '🔮', icon: 'pearl', colour: '#C7D2FE', pays: { 3: 2, 4: 20, 5: 200 } },
    { id: 'boat', kind: 'regular', glyph: '⛵', icon: 'boat', colour: '#F59E0B', pays: { 3: 30, 4: 200, 5: 2000 } },
    { id: 'catfish', kind: 'regular', glyph: '🐟', icon: 'fish', colour: '#38BDF8', pays: { 3: 40, 4: 200, 5: 1000 } },
    { id: 'jade', kind: 'regular', glyph: '💠', icon: 'jade', colour: '#10B981', pays: { 3: 25, 4: 100, 5: 500 } },
    { id: 'coin', kind: 'regular', glyph: '🪙', icon: 'coin', colour: '#FACC15', pays: { 3: 20, 4: 75, 5: 300 } },
    cardRank('ace', { 3: 5, 4: 25, 5: 100 }),
    cardRank('king', { 3: 5, 4: 25, 5: 100 }),
    cardRank('queen', { 3: 5, 4: 25, 5: 100 }),
    cardRank('jack', { 3: 5, 4: 25, 5: 100 }),
    cardRank('ten', { 3: 5, 4: 20, 5: 75 }),
  ],
  reels: reelStrips([
    'queen queen queen coin ten catfish king jade ace ace ace pearl dragon queen queen queen coin ten jade ace ace ace catfish boat boat boat queen queen queen jack coin ten jade ace ace ace',
    'jade boat boat boat king king king ten pearl coin catfish jack jack jack jade queen king king king ace ten coin dragon dragon dragon jack jack jack jade king king king catfish ten coin jack jack jack',
    'ace ace ace queen queen queen pearl coin jade ten ace ace ace catfish queen queen queen coin jade ten boat boat boat jack ace ace ace king queen queen queen coin dragon dragon dragon jade ten catfish',
    'pearl coin queen jade dragon dragon dragon king king king ten jack jack jack coin catfish ace jade boat boat boat king king king ten jack jack jack coin jade king king king ten jack jack jack catfish',
    'queen queen queen ten jade ten coin jack jack jack catfish boat boat boat ten ace ace ace king king king queen dragon jade coin ten jack catfish ten jade coin ace ace pearl king king',
  ]),
  freeSpins: {
    triggerCount: 3,
    awards: [
      { count: 3, spins: 12 },
      { count: 4, spins: 20 },
      { count: 5, spins: 30 },
    ],
    multiplier: 3,
    retrigger: true,
    maxSpinsPerRound: 150,
  },
  stakeOptionsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
};
