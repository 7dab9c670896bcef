import { twentyLines } from '../slot-lines.js';
import type { SlotModel } from '../slot-types.js';
import { reelStrips } from './reel-strips.js';

/**
 * Fruit Fiesta, low volatility. Six fruits spread evenly over the reels pay often and modestly; three or more
 * lucky sevens anywhere pay and start 8 free spins with every win x2 (no retriggers).
 */
export const fruitFiesta: SlotModel = {
  id: 'fruit-fiesta',
  volatility: 'low',
  statedRtpPercent: 95.03,
  rows: 3,
  lines: twentyLines,
  symbols: [
    { id: 'star', kind: 'wild', glyph: '⭐', icon: 'star', colour: '#EC4899', pays: { 3: 50, 4: 200, 5: 1000 } },
    { id: 'seven', kind: 'scatter', glyph: '7️⃣', icon: 'seven', colour: '#F0506E', pays: { 3: 2, 4: 10, 5: 50 } },
    {
      id: 'watermelon',
      kind: 'regular',
      glyph: '🍉',
      icon: 'watermelon',
      colour: '#22C55E',
      pays: { 3: 25, 4: 100, 5: 300 },
    },
    { id: 'grapes', kind: 'regular', glyph: '🍇', icon: 'grapes', colour: '#8B5CF6', pays: { 3: 20, 4: 60, 5: 200 } },
    { id: 'mango', kind: 'regular', glyph: '🥭', icon: 'mango', colour: '#FBBF24', pays: { 3: 12, 4: 40, 5: 150 } },
    { id: 'orange', kind: 'regular', glyph: '🍊', icon: 'orange', colour: '#FB923C', pays: { 3: 10, 4: 25, 5: 100 } },
    { id: 'lemon', kind: 'regular', glyph: '🍋', icon: 'lemon', colour: '#FDE047', pays: { 3: 10, 4: 25, 5: 80 } },
    { id: 'cherry', kind: 'regular', glyph: '🍒', icon: 'cherry', colour: '#DC2626', pays: { 3: 5, 4: 15, 5: 60 } },
  ],
  reels: reelStrips([
    'orange lemon mango grapes cherry orange lemon watermelon mango grapes seven star cherry lemon orange mango lemon grapes cherry watermelon orange mango lemon cherry grapes orange mango lemon watermelon cherry',
    'watermelon orange mango lemon cherry grapes seven orange lemon mango watermelon cherry grapes orange lemon mango cherry star lemon orange grapes watermelon mango cherry lemon orange grapes mango cherry lemon',
    'cherry lemon grapes mango orange cherry lemon seven watermelon grapes mango orange lemon cherry mango lemon grapes watermelon orange cherry lemon mango orange cherry grapes lemon watermelon star mango orange',
    'cherry seven mango grapes lemon orange watermelon cherry star mango lemon grapes orange cherry mango lemon watermelon orange cherry grapes mango lemon orange cherry lemon mango grapes watermelon orange lemon',
    'lemon cherry orange watermelon mango lemon grapes cherry orange mango lemon cherry watermelon grapes orange star lemon mango cherry orange lemon grapes mango watermelon cherry lemon orange mango seven grapes',
  ]),
  freeSpins: {
    triggerCount: 3,
    awards: [
      { count: 3, spins: 8 },
      { count: 4, spins: 8 },
      { count: 5, spins: 8 },
    ],
    multiplier: 2,
    retrigger: false,
    maxSpinsPerRound: 8,
  },
  stakeOptionsMinor: [20, 40, 100, 200, 500, 1000, 2000, 5000],
};
