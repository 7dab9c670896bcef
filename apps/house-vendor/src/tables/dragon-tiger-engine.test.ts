import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import { dealDragonTiger, dragonTigerResult, drawDragonTiger } from './dragon-tiger-engine.js';
import type { Card } from './table-types.js';

function cardOf(rank: number, suit: Card['suit'] = 'diamonds'): Card {
  return { rank, suit };
}

describe('dealDragonTiger', () => {
  it('ranks the ace lowest and the king highest, ignoring suits', () => {
    expect(dealDragonTiger(cardOf(1), cardOf(2)).winner).toBe('tiger');
    expect(dealDragonTiger(cardOf(13), cardOf(12)).winner).toBe('dragon');
    expect(dealDragonTiger(cardOf(13), cardOf(1)).winner).toBe('dragon');
    expect(dealDragonTiger(cardOf(7, 'spades'), cardOf(7, 'hearts')).winner).toBe('tie');
  });
});

describe('dragonTigerResult', () => {
  it('pays the higher card and takes half of dragon and tiger bets on a tie', () => {
    const dragonWins = dealDragonTiger(cardOf(10), cardOf(4));
    expect(dragonTigerResult(dragonWins, 'dragon')).toBe('win');
    expect(dragonTigerResult(dragonWins, 'tiger')).toBe('lose');
    expect(dragonTigerResult(dragonWins, 'tie')).toBe('lose');
    const tie = dealDragonTiger(cardOf(5), cardOf(5, 'clubs'));
    expect(dragonTigerResult(tie, 'dragon')).toBe('half-loss');
    expect(dragonTigerResult(tie, 'tiger')).toBe('half-loss');
    expect(dragonTigerResult(tie, 'tie')).toBe('win');
  });
});

describe('drawDragonTiger', () => {
  it('replays from its seed', () => {
    expect(drawDragonTiger(createSeededRandom('dt 1'))).toEqual(drawDragonTiger(createSeededRandom('dt 1')));
  });

  it('ties as often as two cards of an eight-deck shoe share a rank (31 in 415)', () => {
    const random = createSeededRandom('dragon tiger ties');
    const rounds = 100_000;
    let ties = 0;
    for (let round = 0; round < rounds; round += 1) if (drawDragonTiger(random).winner === 'tie') ties += 1;
    const chance = 31 / 415;
    expect(Math.abs(ties / rounds - chance)).toBeLessThan(4.5 * Math.sqrt((chance * (1 - chance)) / rounds));
  });
});
