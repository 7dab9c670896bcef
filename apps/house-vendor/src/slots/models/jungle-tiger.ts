import { twentyLines } from '../slot-lines.js';
import type { SlotModel } from '../slot-types.js';
import { cardRank } from './card-ranks.js';
import { reelStrips } from './reel-strips.js';

/**
 * Jungle Tiger, high volatility. Every symbol lands in blocks, so wins come seldom and across many lines at
 * once; a tiger wild stacked three high on reel 3 can fill the middle reel. Three or more paw prints start 8 free
 * spins with every win x5 (no retriggers).
 */
export const jungleTiger: SlotModel = {
  id: 'jungle-tiger',
  volatility: 'high',
  statedRtpPercent: 95.57,
  rows: 3,
  lines: twentyLines,
  symbols: [
    { id: 'tiger', kind: 'wild', glyph: '🐯', icon: 'tiger', colour: '#F97316', pays: { 3: 250, 4: 2500, 5: 10000 } },
    { id: 'paw', kind: 'scatter', glyph: '🐾', icon: 'paw', colour: '#A3E635', pays: { 3: 5, 4: 25, 5: 250 } },
    { id: 'eagle', kind: 'regular', glyph: '🦅', icon: 'eagle', colour: '#E2B86B', pays: { 3: 25, 4: 250, 5: 4000 } },
    { id: 'orchid', kind: 'regular', glyph: '🌺', icon: 'flower', colour: '#E879F9', pays: { 3: 20, 4: 125, 5: 1500 } },
    { id: 'drum', kind: 'regular', glyph: '🥁', icon: 'drum', colour: '#F59E0B', pays: { 3: 15, 4: 100, 5: 400 } },
    { id: 'leaf', kind: 'regular', glyph: '🌿', icon: 'leaf', colour: '#22C55E', pays: { 3: 10, 4: 75, 5: 300 } },
    cardRank('ace', { 3: 5, 4: 30, 5: 125 }),
    cardRank('king', { 3: 5, 4: 30, 5: 125 }),
    cardRank('queen', { 3: 5, 4: 25, 5: 100 }),
    cardRank('jack', { 3: 5, 4: 25, 5: 100 }),
  ],
  reels: reelStrips([
    'leaf leaf queen queen orchid orchid ace ace paw jack jack tiger queen queen drum drum king king leaf leaf ace ace orchid eagle eagle eagle queen queen jack jack ace ace drum king king',
    'drum drum eagle eagle eagle king king ace ace paw leaf leaf orchid orchid jack jack queen queen king king drum tiger jack jack ace ace king king leaf leaf orchid queen queen jack jack',
    'leaf leaf paw ace ace queen queen king king jack jack drum drum orchid orchid ace ace leaf leaf king king eagle eagle eagle queen queen drum jack jack tiger tiger tiger ace ace king king orchid',
    'paw queen queen tiger ace ace drum drum jack jack leaf leaf orchid orchid king king queen queen eagle eagle eagle jack jack ace ace drum leaf leaf queen queen jack jack orchid king king',
    'queen queen ace ace leaf leaf king king jack jack drum drum orchid orchid queen queen eagle eagle eagle ace ace king king tiger jack jack leaf leaf queen ace king drum orchid jack paw',
  ]),
  freeSpins: {
    triggerCount: 3,
    awards: [
      { count: 3, spins: 8 },
      { count: 4, spins: 8 },
      { count: 5, spins: 8 },
    ],
    multiplier: 5,
    retrigger: false,
    maxSpinsPerRound: 8,
  },
  stakeOptionsMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
};
