import Fraction from 'fraction.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import { flyBullet, seatPositions } from './fishing-field.js';
import { createFishSchedule } from './fish-schedule.js';
import {
  allBulletValues,
  bossExpectedAward,
  captureChance,
  drawCapture,
  fishingGames,
  ownExpectedAward,
  rtpOf,
} from './fishing-math.js';
import type { Species } from './fishing-math.js';
import { resolveShot } from './fishing-shot.js';

const games = Object.values(fishingGames);

/** The largest award a special fish can reach: its own pay and its limit of the dearest other fish. */
function largestAward(species: readonly Species[], special: { id: string; multiplier: number; limit: number }) {
  const others = species
    .filter((other) => other.kind !== 'boss' && other.id !== special.id)
    .map((other) => (other as { multiplier: number }).multiplier)
    .sort((first, second) => second - first);
  // Several fish of one species can swim together, so the dearest may be taken `limit` times.
  return special.multiplier + special.limit * (others[0] ?? 0);
}

describe('fishing math', () => {
  it.each(games.flatMap((game) => game.species.map((species) => [game.id, species.id, game, species] as const)))(
    '%s %s: p × E[W] = R exactly, for every bullet value',
    (_game, _species, game, species) => {
      const expected = ownExpectedAward(species);
      const chance = captureChance(game, expected);
      expect(chance.numerator).toBeLessThanOrEqual(chance.denominator);
      const p = new Fraction(BigInt(chance.numerator), BigInt(chance.denominator));
      expect(p.mul(expected).equals(rtpOf(game))).toBe(true);
      // The win is W × b in minor units, so the return per bullet is R × b exactly at every bullet value.
      for (const bulletValue of allBulletValues())
        expect(p.mul(expected).mul(bulletValue).equals(rtpOf(game).mul(bulletValue))).toBe(true);
    },
  );

  it('states the boss wheels exactly (the reef kraken averages 476 stakes)', () => {
    expect(bossExpectedAward(fishingGames['coral-reef']!.boss).toFraction()).toBe('476');
    expect(captureChance(fishingGames['coral-reef']!, new Fraction(476))).toEqual({ numerator: 6, denominator: 2975 });
  });

  it('gives every bomb, chain and drill an exact chance up to its largest award', () => {
    for (const game of games)
      for (const species of game.species) {
        if (species.kind !== 'bomb' && species.kind !== 'chain' && species.kind !== 'drill') continue;
        const largest = largestAward(game.species, species);
        for (let award = species.multiplier; award <= largest; award += 1) {
          const chance = captureChance(game, new Fraction(award));
          expect(
            new Fraction(BigInt(chance.numerator), BigInt(chance.denominator)).mul(award).equals(rtpOf(game)),
          ).toBe(true);
        }
      }
  });

  it('refuses a target that would need a chance above one', () => {
    expect(() => captureChance(fishingGames['coral-reef']!, new Fraction(1, 2))).toThrow(RangeError);
  });

  it('resolves a bomb, chain or drill with p × W = R for the W it journals, on random screens', () => {
    const game = fishingGames['coral-reef']!;
    const schedule = createFishSchedule(game, 'property-room');
    let resolved = 0;
    fc.assert(
      fc.property(fc.integer({ min: 60_000, max: 10_000_000 }), fc.integer({ min: 0, max: 3 }), (at, seat) => {
        const alive = schedule.swimmingAt(at);
        const special = alive.find((fish) => ['bomb-crab', 'lightning-eel', 'drill-lobster'].includes(fish.speciesId));
        if (!special) return;
        const flight = flyBullet({ origin: seatPositions[seat]!, angle: 0, firedAt: at, targetId: special.id, alive });
        if (!flight.hitFishId) return;
        const record = resolveShot({
          game,
          index: 1,
          flight,
          alive: schedule.swimmingAt(flight.impactAt),
          serverSeed: 'seed',
          clientSeed: 'client',
          roundId: 'round',
          bulletValueMinor: 100,
        });
        resolved += 1;
        const award = new Fraction(record.expectedAward!);
        const p = new Fraction(BigInt(record.chance!.numerator), BigInt(record.chance!.denominator));
        expect(p.mul(award).equals(rtpOf(game))).toBe(true);
        if (record.outcome === 'capture') expect(record.multiplier).toBe(Number(award.n));
      }),
      { numRuns: 400 },
    );
    expect(resolved).toBeGreaterThan(20);
  });

  it('captures at the stated rate (a seeded million draws at the small fish)', () => {
    const game = fishingGames['coral-reef']!;
    const chance = captureChance(game, new Fraction(2));
    const random = createSeededRandom('capture-rate');
    let captures = 0;
    const draws = 1_000_000;
    for (let index = 0; index < draws; index += 1) if (drawCapture(chance, random).captured) captures += 1;
    const p = chance.numerator / chance.denominator;
    const spread = Math.sqrt(draws * p * (1 - p));
    expect(Math.abs(captures - draws * p)).toBeLessThan(4 * spread);
  });
});
