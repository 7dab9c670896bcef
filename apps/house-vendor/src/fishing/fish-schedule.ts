import { createSeededRandom } from '../random/random-source.js';
import { fieldHeight, fishPosition, isOnField, travelDurationMs } from './fishing-field.js';
import type { FishSpawn } from './fishing-field.js';
import type { FishingGame, Species } from './fishing-math.js';

/** A new spawn slot opens this often; each places one fish or a small school. */
export const spawnSlotMs = 900;
/** A boss swims in on a fixed beat of the schedule (every minute), never in answer to anyone's results. */
export const bossEverySlots = 66;

/**
 * The fish of one room: a pure function of the room's secret seed, its name and the clock. Every vendor instance
 * that holds a player of the room computes the same fish from the same seed without sharing memory, and the
 * schedule reads no result, balance or player: who wins cannot change what swims by.
 */
export function createFishSchedule(game: FishingGame, roomSeed: string) {
  const spawnable = game.species.filter((species) => species.kind !== 'boss' && species.spawnWeight > 0);
  // Weights in tenths, so the draw stays an exact integer draw.
  const weights = spawnable.map((species) => Math.round(species.spawnWeight * 10));
  const totalWeight = weights.reduce((total, weight) => total + weight, 0);
  const longest = Math.max(...game.species.map((species) => travelDurationMs(species.speed))) + 1_000;
  const cache = new Map<number, FishSpawn[]>();

  function speciesAt(pick: number): Species {
    let rest = pick;
    for (let index = 0; index < spawnable.length; index += 1) {
      if (rest < weights[index]!) return spawnable[index]!;
      rest -= weights[index]!;
    }
    return spawnable.at(-1)!;
  }

  function spawnsOfSlot(slot: number): FishSpawn[] {
    const cached = cache.get(slot);
    if (cached) return cached;
    const random = createSeededRandom(`${roomSeed}:slot:${slot}`);
    const species = slot % bossEverySlots === 0 ? game.boss : speciesAt(random.nextInt(totalWeight));
    const school = species.kind === 'normal' && species.multiplier <= 3 ? 3 : 1;
    const fromLeft = random.nextInt(2) === 0;
    const margin = species.radius + 60;
    const y = margin + random.nextInt(fieldHeight - 2 * margin);
    const amplitude = 20 + random.nextInt(90);
    const waves = 0.5 + random.nextInt(4) / 2;
    const phase = random.nextInt(628) / 100;
    const spawns: FishSpawn[] = [];
    for (let member = 0; member < school; member += 1) {
      spawns.push({
        id: `${slot}.${member}`,
        speciesId: species.id,
        spawnAt: slot * spawnSlotMs + member * 350,
        durationMs: travelDurationMs(species.speed),
        fromLeft,
        y: Math.min(fieldHeight - margin, Math.max(margin, y + (member - 1) * 46 * (member % 2 === 0 ? 1 : -1))),
        amplitude,
        waves,
        phase,
        radius: species.radius,
      });
    }
    cache.set(slot, spawns);
    if (cache.size > 400) cache.delete(cache.keys().next().value!);
    return spawns;
  }

  return {
    spawnsOfSlot,
    /** Every fish swimming (spawned and not yet gone) at `at`, captured or not. */
    swimmingAt(at: number): FishSpawn[] {
      const last = Math.floor(at / spawnSlotMs);
      const first = Math.floor((at - longest) / spawnSlotMs);
      const swimming: FishSpawn[] = [];
      for (let slot = first; slot <= last; slot += 1)
        for (const fish of spawnsOfSlot(slot)) if (fishPosition(fish, at)) swimming.push(fish);
      return swimming;
    },
    /** On the visible field at `at`. */
    visibleAt(at: number): FishSpawn[] {
      return this.swimmingAt(at).filter((fish) => isOnField(fishPosition(fish, at)));
    },
    find(id: string): FishSpawn | undefined {
      const slot = Number(id.split('.')[0]);
      if (!Number.isSafeInteger(slot)) return undefined;
      return spawnsOfSlot(slot).find((fish) => fish.id === id);
    },
  };
}

export type FishSchedule = ReturnType<typeof createFishSchedule>;
