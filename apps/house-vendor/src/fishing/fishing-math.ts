import Fraction from 'fraction.js';

/**
 * The fishing games' math (reference house-games §1.4–§1.5). One rule for every target: a bullet resolved against a
 * target whose award is W stakes (fixed, drawn after capture from published weights, or known from the screen at the
 * moment of resolution) captures it with probability p = R / E[W], as an exact fraction. Then p × E[W] = R for every
 * species, bullet value, room and player, whatever happened before. Nothing here can see a player, a balance or a
 * past result: the capture decision takes the game's RTP, the expected award and a random source, and nothing else.
 */

/** A target kind. `multiplier` is its own pay in stakes (a special fish adds the fish it takes along). */
export type Species =
  | { id: string; kind: 'normal'; multiplier: number; radius: number; speed: number; spawnWeight: number }
  | {
      id: string;
      kind: 'boss';
      /** The wheel a captured boss spins: multipliers and their weights, published in the rules. */
      wheel: readonly { multiplier: number; weight: number }[];
      radius: number;
      speed: number;
      spawnWeight: number;
    }
  | {
      id: string;
      /** bomb: every fish inside `reach`; chain: the `limit` nearest fish; drill: fish on a straight line. */
      kind: 'bomb' | 'chain' | 'drill';
      multiplier: number;
      /** Most fish it takes along, so W and therefore the smallest p stay bounded. */
      limit: number;
      /** Blast radius (bomb), link length (chain) or drill width (drill), in field units. */
      reach: number;
      radius: number;
      speed: number;
      spawnWeight: number;
    };

export type FishingGame = {
  id: string;
  /** The RTP per resolved bullet in basis points (9600 = 96.00 %), the same for every target. */
  rtpBasisPoints: number;
  species: readonly Species[];
  /** Spawned on a fixed schedule (every `bossEverySlots` spawn slots), never because of anyone's results. */
  boss: Extract<Species, { kind: 'boss' }>;
  theme: 'reef' | 'river';
};

/** The random source's one method (random-source.ts); named here so the page can import this file too. */
type RandomSource = { nextInt(bound: number): number };

/** An exact probability `numerator / denominator`, drawn as `nextInt(denominator) < numerator`. */
export type CaptureChance = { numerator: number; denominator: number };

const basisPoints = 10_000;
/** The random source draws integers below 2^32; every chance's denominator must fit. */
const largestDenominator = 2 ** 32;

function awardFraction(numerator: bigint | number, denominator: bigint | number = 1): Fraction {
  return new Fraction(BigInt(numerator), BigInt(denominator));
}

/** The RTP as an exact fraction of one. */
export function rtpOf(game: FishingGame): Fraction {
  return awardFraction(game.rtpBasisPoints, basisPoints);
}

/** E[W] of a boss: its wheel's mean, exactly. */
export function bossExpectedAward(boss: Extract<Species, { kind: 'boss' }>): Fraction {
  const totalWeight = boss.wheel.reduce((total, slice) => total + slice.weight, 0);
  const weighted = boss.wheel.reduce((total, slice) => total + slice.multiplier * slice.weight, 0);
  return awardFraction(weighted, totalWeight);
}

/**
 * p = R / E[W] as an exact reduced fraction. E[W] below R would need p above one: such a target cannot be offered,
 * so the tables are checked by the tests and this refuses rather than silently paying less.
 */
export function captureChance(game: FishingGame, expectedAward: Fraction): CaptureChance {
  const chance = rtpOf(game).div(expectedAward);
  const numerator = Number(chance.n);
  const denominator = Number(chance.d);
  if (chance.s < 0n || numerator > denominator || denominator > largestDenominator)
    throw new RangeError(`no exact capture chance for E[W] = ${expectedAward.toFraction()}`);
  return { numerator, denominator };
}

/** The draw: a uniform integer below the denominator, a capture when it is below the numerator. */
export function drawCapture(chance: CaptureChance, random: RandomSource): { draw: number; captured: boolean } {
  const draw = random.nextInt(chance.denominator);
  return { draw, captured: draw < chance.numerator };
}

/** A captured boss's wheel: a weighted draw over the published slices. */
export function spinBossWheel(boss: Extract<Species, { kind: 'boss' }>, random: RandomSource): number {
  const totalWeight = boss.wheel.reduce((total, slice) => total + slice.weight, 0);
  let pick = random.nextInt(totalWeight);
  for (const slice of boss.wheel) {
    if (pick < slice.weight) return slice.multiplier;
    pick -= slice.weight;
  }
  throw new RangeError('wheel weights do not sum');
}

export const bossWheel = [
  { multiplier: 300, weight: 30 },
  { multiplier: 400, weight: 25 },
  { multiplier: 500, weight: 20 },
  { multiplier: 600, weight: 12 },
  { multiplier: 800, weight: 8 },
  { multiplier: 1000, weight: 5 },
] as const;

const normal = (id: string, multiplier: number, radius: number, speed: number, spawnWeight: number): Species => ({
  id,
  kind: 'normal',
  multiplier,
  radius,
  speed,
  spawnWeight,
});

const reefBoss: Extract<Species, { kind: 'boss' }> = {
  id: 'kraken',
  kind: 'boss',
  wheel: bossWheel,
  radius: 120,
  speed: 55,
  spawnWeight: 0,
};

const riverBoss: Extract<Species, { kind: 'boss' }> = {
  id: 'river-dragon',
  kind: 'boss',
  wheel: [
    { multiplier: 250, weight: 40 },
    { multiplier: 400, weight: 30 },
    { multiplier: 600, weight: 18 },
    { multiplier: 888, weight: 10 },
    { multiplier: 1200, weight: 2 },
  ],
  radius: 130,
  speed: 50,
  spawnWeight: 0,
};

/** The games, by the vendor's id (`fish:<id>`). */
export const fishingGames: Readonly<Record<string, FishingGame>> = {
  'coral-reef': {
    id: 'coral-reef',
    rtpBasisPoints: 9600,
    theme: 'reef',
    boss: reefBoss,
    species: [
      normal('minnow', 2, 26, 150, 30),
      normal('clownfish', 3, 30, 140, 24),
      normal('pufferfish', 5, 36, 120, 18),
      normal('angelfish', 8, 40, 115, 12),
      normal('lionfish', 10, 44, 105, 10),
      normal('turtle', 20, 56, 80, 6),
      normal('manta', 30, 70, 85, 4),
      normal('shark', 50, 82, 95, 3),
      normal('golden-shark', 100, 86, 100, 1.5),
      normal('whale', 200, 110, 60, 0.8),
      { id: 'bomb-crab', kind: 'bomb', multiplier: 20, limit: 12, reach: 260, radius: 46, speed: 90, spawnWeight: 1.5 },
      {
        id: 'lightning-eel',
        kind: 'chain',
        multiplier: 15,
        limit: 5,
        reach: 420,
        radius: 46,
        speed: 110,
        spawnWeight: 1.5,
      },
      {
        id: 'drill-lobster',
        kind: 'drill',
        multiplier: 25,
        limit: 8,
        reach: 70,
        radius: 48,
        speed: 95,
        spawnWeight: 1.2,
      },
      reefBoss,
    ],
  },
  'river-dragon': {
    id: 'river-dragon',
    rtpBasisPoints: 9700,
    theme: 'river',
    boss: riverBoss,
    species: [
      normal('shrimp', 2, 24, 155, 30),
      normal('carp', 3, 32, 135, 24),
      normal('catfish', 4, 36, 120, 18),
      normal('koi', 6, 38, 120, 14),
      normal('arowana', 12, 46, 110, 9),
      normal('river-turtle', 25, 58, 75, 5),
      normal('crocodile', 40, 84, 80, 3),
      normal('golden-carp', 80, 60, 105, 1.5),
      normal('giant-catfish', 150, 104, 60, 0.8),
      {
        id: 'firecracker-frog',
        kind: 'bomb',
        multiplier: 18,
        limit: 10,
        reach: 240,
        radius: 42,
        speed: 100,
        spawnWeight: 1.5,
      },
      {
        id: 'thunder-gar',
        kind: 'chain',
        multiplier: 12,
        limit: 6,
        reach: 400,
        radius: 44,
        speed: 115,
        spawnWeight: 1.5,
      },
      { id: 'drill-crab', kind: 'drill', multiplier: 22, limit: 8, reach: 70, radius: 46, speed: 95, spawnWeight: 1.2 },
      riverBoss,
    ],
  },
};

export function findFishingGame(id: string): FishingGame | undefined {
  return Object.hasOwn(fishingGames, id) ? fishingGames[id] : undefined;
}

export function findSpecies(game: FishingGame, id: string): Species | undefined {
  return game.species.find((species) => species.id === id);
}

/** E[W] of a fixed-award target before the screen is known (the boss's wheel mean, or its own pay). */
export function ownExpectedAward(species: Species): Fraction {
  return species.kind === 'boss' ? bossExpectedAward(species) : awardFraction(species.multiplier);
}

/**
 * Rooms differ only by their bullet values (reference §1.7), never by odds. Values are in minor units; a room's
 * cannon levels are multiples of its base.
 */
export const fishingRooms = [
  { id: 'novice', baseMinor: 10 },
  { id: 'standard', baseMinor: 100 },
  { id: 'expert', baseMinor: 1_000 },
] as const;
export type FishingRoomId = (typeof fishingRooms)[number]['id'];
export const cannonLevels = [1, 2, 5, 10] as const;
export const magazineSizes = [20, 50, 100, 200] as const;

export function bulletValuesOf(roomId: FishingRoomId): number[] {
  const room = fishingRooms.find((candidate) => candidate.id === roomId);
  return room ? cannonLevels.map((level) => level * room.baseMinor) : [];
}

/** Every bullet value any room offers, in minor units (the bench measures each). */
export function allBulletValues(): number[] {
  return [...new Set(fishingRooms.flatMap((room) => bulletValuesOf(room.id)))].sort((a, b) => a - b);
}

/** What the page shows in its rules: the stated RTP, every target's pay, the rooms' bullet values. */
export type FishingGameSummary = {
  gameId: string;
  theme: FishingGame['theme'];
  /** The RTP per resolved bullet, e.g. "96.00". */
  rtpPercent: string;
  species: (
    | { id: string; kind: 'normal'; multiplier: number }
    | { id: string; kind: 'boss'; wheel: { multiplier: number; weight: number }[]; expectedAward: string }
    | { id: string; kind: 'bomb' | 'chain' | 'drill'; multiplier: number; limit: number }
  )[];
  rooms: { id: FishingRoomId; bulletValuesMinor: number[] }[];
  magazineSizes: number[];
};

export function summarizeFishingGame(game: FishingGame): FishingGameSummary {
  return {
    gameId: game.id,
    theme: game.theme,
    rtpPercent: (game.rtpBasisPoints / 100).toFixed(2),
    species: game.species.map((species) =>
      species.kind === 'boss'
        ? {
            id: species.id,
            kind: 'boss',
            wheel: species.wheel.map((slice) => ({ ...slice })),
            expectedAward: bossExpectedAward(species).toFraction(),
          }
        : species.kind === 'normal'
          ? { id: species.id, kind: 'normal', multiplier: species.multiplier }
          : { id: species.id, kind: species.kind, multiplier: species.multiplier, limit: species.limit },
    ),
    rooms: fishingRooms.map((room) => ({ id: room.id, bulletValuesMinor: bulletValuesOf(room.id) })),
    magazineSizes: [...magazineSizes],
  };
}
