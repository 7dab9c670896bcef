import { twentyLines } from '../slot-lines.js';
import type { SlotModel } from '../slot-types.js';
import { cardRank } from './card-ranks.js';
import { reelStrips } from './reel-strips.js';

/**
 * Golden Temple, medium volatility. Golden-stupa wilds stand stacked three high on reels 2 to 4 and join many
 * lines at once; three or more lotus scatters start 10, 15 or 20 free spins with every win x3, and lotuses during
 * free spins add as many again, up to 100 free spins a round.
 */
export const goldenTemple: SlotModel = {
  id: 'golden-temple',
  volatility: 'medium',
  statedRtpPercent: 95.89,
  rows: 3,
  lines: twentyLines,
  symbols: [
    { id: 'stupa', kind: 'wild', glyph: '🛕', icon: 'stupa', colour: '#F5B301', pays: { 3: 75, 4: 300, 5: 1500 } },
    { id: 'lotus', kind: 'scatter', glyph: '🪷', icon: 'lotus', colour: '#F472B6', pays: { 3: 2, 4: 10, 5: 100 } },
    {
      id: 'elephant',
      kind: 'regular',
      glyph: '🐘',
      icon: 'elephant',
      colour: '#A78BFA',
      pays: { 3: 40, 4: 200, 5: 1000 },
    },
    { id: 'crown', kind: 'regular', glyph: '👑', icon: 'crown', colour: '#FBBF24', pays: { 3: 30, 4: 125, 5: 500 } },
    { id: 'bell', kind: 'regular', glyph: '🔔', icon: 'bell', colour: '#FB923C', pays: { 3: 15, 4: 75, 5: 250 } },
    { id: 'gem', kind: 'regular', glyph: '💎', icon: 'gem', colour: '#22D3EE', pays: { 3: 15, 4: 50, 5: 150 } },
    cardRank('ace', { 3: 5, 4: 40, 5: 100 }),
    cardRank('king', { 3: 5, 4: 30, 5: 100 }),
    cardRank('queen', { 3: 5, 4: 25, 5: 80 }),
    cardRank('jack', { 3: 5, 4: 20, 5: 75 }),
    cardRank('ten', { 3: 5, 4: 20, 5: 75 }),
  ],
  reels: reelStrips([
    'king ace jack bell ten king ace gem lotus crown stupa elephant queen king ace ten bell king ace jack gem ten king ace bell crown elephant king queen ace ten gem',
    'jack elephant bell gem king ten ace queen jack lotus queen ten jack crown gem bell queen jack elephant king ten stupa stupa stupa ace queen jack gem bell queen ten jack crown queen',
    'jack queen bell ten king ace gem lotus crown elephant jack queen king ace ten bell gem king ace ten jack queen crown king ace bell elephant gem stupa stupa stupa ten ace king',
    'gem jack ten lotus queen king bell jack stupa stupa stupa ten queen crown elephant ace gem jack bell king queen ten jack ace gem queen bell ten crown elephant king jack queen ace',
    'king ten ace gem bell jack crown queen elephant king ten ace jack gem bell queen stupa king ten ace jack crown elephant queen ten king gem bell ace jack queen lotus',
  ]),
  freeSpins: {
    triggerCount: 3,
    awards: [
      { count: 3, spins: 10 },
      { count: 4, spins: 15 },
      { count: 5, spins: 20 },
    ],
    multiplier: 3,
    retrigger: true,
    maxSpinsPerRound: 100,
  },
  stakeOptionsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
};
