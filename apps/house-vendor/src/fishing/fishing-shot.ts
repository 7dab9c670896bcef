import Fraction from 'fraction.js';
import { createSeededRandom } from '../random/random-source.js';
import { fishTakenAlong } from './fishing-field.js';
import type { BulletFlight, FishSpawn } from './fishing-field.js';
import { captureChance, drawCapture, findSpecies, ownExpectedAward, spinBossWheel } from './fishing-math.js';
import type { FishingGame } from './fishing-math.js';
import type { ShotRecord } from './fishing-journal.js';

/**
 * The stream of one bullet: HMAC-SHA256 keyed by the round's server seed (committed at purchase, revealed at close)
 * over the player's own client seed, the round and the bullet's index (reference §4.4). Each player's bullets draw
 * from their own round's seeds only, so nobody else's play can move them; the server fixed its seed before it knew
 * the player's, and anyone holding both can replay every decision.
 */
export function shotRandom(serverSeed: string, clientSeed: string, roundId: string, index: number) {
  return createSeededRandom(`${serverSeed}:${clientSeed}:${roundId}:${index}`);
}

/**
 * Resolves one bullet at its impact. A bullet that hit nothing, or whose fish was caught first by someone else, is
 * refunded (not a wager). Otherwise E[W] is fixed first (a bomb, chain or drill counts the fish it would take along
 * right now), then the capture is drawn with p = R / E[W].
 */
export function resolveShot(input: {
  game: FishingGame;
  index: number;
  flight: BulletFlight;
  /** The room's fish that are swimming and not captured at impact time. */
  alive: readonly FishSpawn[];
  serverSeed: string;
  clientSeed: string;
  roundId: string;
  bulletValueMinor: number;
}): ShotRecord {
  const { game, flight } = input;
  const base = { index: input.index, multiplier: 0, takenAlong: [] as string[], winMinor: 0 };
  const fish = flight.hitFishId ? input.alive.find((candidate) => candidate.id === flight.hitFishId) : undefined;
  const species = fish ? findSpecies(game, fish.speciesId) : undefined;
  if (!fish || !species)
    return {
      ...base,
      fishId: flight.hitFishId,
      speciesId: null,
      outcome: 'refund',
      expectedAward: null,
      chance: null,
      draw: null,
    };
  let expectedAward = ownExpectedAward(species);
  let takenAlong: { fish: FishSpawn; multiplier: number }[] = [];
  if (species.kind === 'bomb' || species.kind === 'chain' || species.kind === 'drill') {
    const candidates = input.alive.flatMap((other) => {
      const otherSpecies = other.id === fish.id ? undefined : findSpecies(game, other.speciesId);
      return otherSpecies && otherSpecies.kind !== 'boss' ? [{ fish: other, multiplier: otherSpecies.multiplier }] : [];
    });
    takenAlong = fishTakenAlong({
      kind: species.kind,
      centre: flight.impact,
      heading: flight.heading,
      reach: species.reach,
      limit: species.limit,
      at: flight.impactAt,
      candidates,
    });
    expectedAward = new Fraction(species.multiplier + takenAlong.reduce((total, item) => total + item.multiplier, 0));
  }
  const chance = captureChance(game, expectedAward);
  const random = shotRandom(input.serverSeed, input.clientSeed, input.roundId, input.index);
  const { draw, captured } = drawCapture(chance, random);
  const record = {
    ...base,
    fishId: fish.id,
    speciesId: species.id,
    expectedAward: expectedAward.toFraction(),
    chance,
    draw,
  };
  if (!captured) return { ...record, outcome: 'miss' };
  const multiplier = species.kind === 'boss' ? spinBossWheel(species, random) : Number(expectedAward.n);
  return {
    ...record,
    outcome: 'capture',
    multiplier,
    takenAlong: takenAlong.map((item) => item.fish.id),
    winMinor: multiplier * input.bulletValueMinor,
  };
}
