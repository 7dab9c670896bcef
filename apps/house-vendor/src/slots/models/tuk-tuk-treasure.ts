import { twentyLines } from '../slot-lines.js';
import type { SlotModel } from '../slot-types.js';
import { cardRank } from './card-ranks.js';
import { reelStrips } from './reel-strips.js';

/**
 * Tuk-Tuk Treasure, medium volatility. Tuk-tuk wilds ride reels 2 to 4 only (they never start a line, so they
 * have no pay of their own); three or more treasure chests pay up to 100 stakes and start 12 free spins with every
 * win x2, retriggering up to 60 free spins a round.
 */
export const tukTukTreasure: SlotModel = {
  id: 'tuk-tuk-treasure',
  volatility: 'medium',
  statedRtpPercent: 95.54,
  rows: 3,
  lines: twentyLines,
  symbols: [
    { id: 'tuk-tuk', kind: 'wild', glyph: '🛺', icon: 'tuk-tuk', colour: '#16C784', pays: {} },
    { id: 'chest', kind: 'scatter', glyph: '🧰', icon: 'chest', colour: '#D97706', pays: { 3: 5, 4: 20, 5: 100 } },
    {
      id: 'gold-bar',
      kind: 'regular',
      glyph: '🧈',
      icon: 'gold-bar',
      colour: '#FACC15',
      pays: { 3: 50, 4: 250, 5: 1500 },
    },
    { id: 'map', kind: 'regular', glyph: '🗺️', icon: 'map', colour: '#60A5FA', pays: { 3: 40, 4: 150, 5: 750 } },
    {
      id: 'compass',
      kind: 'regular',
      glyph: '🧭',
      icon: 'compass',
      colour: '#F87171',
      pays: { 3: 25, 4: 100, 5: 400 },
    },
    { id: 'key', kind: 'regular', glyph: '🗝️', icon: 'key', colour: '#FCD34D', pays: { 3: 20, 4: 75, 5: 250 } },
    cardRank('ace', { 3: 8, 4: 30, 5: 100 }),
    cardRank('king', { 3: 8, 4: 25, 5: 100 }),
    cardRank('queen', { 3: 5, 4: 20, 5: 80 }),
    cardRank('jack', { 3: 5, 4: 20, 5: 75 }),
    cardRank('ten', { 3: 5, 4: 15, 5: 75 }),
  ],
  reels: reelStrips([
    'ten key queen queen compass ace ace gold-bar map ten king king chest key compass queen queen ace ace ten jack jack gold-bar map key compass queen ten ace ace',
    'map chest compass tuk-tuk ten key king king gold-bar ace ace jack jack ten queen queen compass map tuk-tuk key king king jack jack ten gold-bar compass tuk-tuk key king king ten jack',
    'ten key compass jack jack ace ace ten queen queen tuk-tuk map compass key gold-bar ten ace ace queen queen tuk-tuk chest compass key ten king king ace map queen queen tuk-tuk gold-bar',
    'ten key tuk-tuk king king compass jack jack ten queen queen map ace ace tuk-tuk key king king gold-bar ten chest compass jack jack key tuk-tuk ten map king compass jack jack gold-bar',
    'jack jack ace ace key ten queen queen king king compass key map ten gold-bar chest ace ace jack jack compass ten king king queen queen key map ten gold-bar compass',
  ]),
  freeSpins: {
    triggerCount: 3,
    awards: [
      { count: 3, spins: 12 },
      { count: 4, spins: 12 },
      { count: 5, spins: 12 },
    ],
    multiplier: 2,
    retrigger: true,
    maxSpinsPerRound: 60,
  },
  stakeOptionsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
};
