// Prints figures, never passes or fails: every fishing target of every game shot millions of times at every bullet
// value a room offers, with live (crypto) randomness and the games' own capture rule, the measured return per
// wagered bullet next to the stated RTP and its 99% confidence interval.
import Fraction from 'fraction.js';
import { randomFillSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { flyBullet, seatPositions } from '../apps/house-vendor/src/fishing/fishing-field.js';
import { createFishSchedule } from '../apps/house-vendor/src/fishing/fish-schedule.js';
import {
  allBulletValues,
  captureChance,
  fishingGames,
  ownExpectedAward,
} from '../apps/house-vendor/src/fishing/fishing-math.js';
import type { CaptureChance, FishingGame } from '../apps/house-vendor/src/fishing/fishing-math.js';
import { resolveShot } from '../apps/house-vendor/src/fishing/fishing-shot.js';
import type { SampleMoments } from '../apps/house-vendor/src/slots/slot-statistics.js';
import {
  measureAgainstStated,
  percent,
  rtpWorkerCount,
  runWorkerTasks,
  serveWorkerTasks,
  taskSizes,
} from './rtp-workers.js';

const workerRole = 'fishing-rtp-worker';
const shotsPerTask = 10_000_000;

type Task = { gameId: string; speciesId: string; bulletValueMinor: number; shots: number };
type TaskResult = Task & { moments: SampleMoments; captures: number; milliseconds: number };

/**
 * The awards a bomb, chain or drill really carries: resolved on the games' own rooms at many moments, so the bench
 * shoots at the screens players see. The capture rule gives each its own p = R / W.
 */
const sampledAwards = new Map<string, number[]>();
function specialAwards(game: FishingGame, speciesId: string): number[] {
  const known = sampledAwards.get(`${game.id}:${speciesId}`);
  if (known) return known;
  const schedule = createFishSchedule(game, `bench-room-${speciesId}`);
  const awards: number[] = [];
  for (let at = 60_000; awards.length < 2_000 && at < 200_000_000; at += 1_333) {
    const target = schedule.visibleAt(at).find((fish) => fish.speciesId === speciesId);
    if (!target) continue;
    const alive = schedule.swimmingAt(at);
    const flight = flyBullet({
      origin: seatPositions[awards.length % 4]!,
      angle: -1,
      firedAt: at,
      targetId: target.id,
      alive,
    });
    if (!flight.hitFishId) continue;
    const record = resolveShot({
      game,
      index: 0,
      flight,
      alive: schedule.swimmingAt(flight.impactAt),
      serverSeed: 'award-sample',
      clientSeed: 'bench',
      roundId: 'bench',
      bulletValueMinor: 1,
    });
    if (record.expectedAward) awards.push(Number(new Fraction(record.expectedAward).n));
  }
  sampledAwards.set(`${game.id}:${speciesId}`, awards);
  return awards;
}

/**
 * Crypto randomness read straight from a filled block of 32-bit words, with the same rejection rule as the vendor's
 * RandomSource (words at or above the largest multiple of the bound are drawn again), inlined for speed.
 */
function createWordPool() {
  const words = new Uint32Array(64 * 1024);
  let offset = words.length;
  return {
    nextInt(bound: number, limit: number): number {
      for (;;) {
        if (offset === words.length) {
          randomFillSync(words);
          offset = 0;
        }
        const word = words[offset]!;
        offset += 1;
        if (word < limit) return word % bound;
      }
    },
  };
}
const range = 2 ** 32;

function simulate(task: Task): TaskResult {
  const game = fishingGames[task.gameId]!;
  const species = game.species.find((candidate) => candidate.id === task.speciesId)!;
  const random = createWordPool();
  const bullet = task.bulletValueMinor;
  // Each shot's target: a fixed award, the boss's wheel, or a sampled screen's award for a special fish.
  const awards =
    species.kind === 'bomb' || species.kind === 'chain' || species.kind === 'drill'
      ? specialAwards(game, species.id)
      : [];
  const chances: CaptureChance[] = awards.length
    ? awards.map((award) => captureChance(game, new Fraction(award)))
    : [captureChance(game, ownExpectedAward(species))];
  const limits = chances.map((chance) => range - (range % chance.denominator));
  const pays = awards.length ? awards : [species.kind === 'boss' ? 0 : species.multiplier];
  const wheel = species.kind === 'boss' ? species.wheel : [];
  const wheelTotal = wheel.reduce((total, slice) => total + slice.weight, 0);
  const wheelLimit = range - (range % Math.max(1, wheelTotal));
  const started = performance.now();
  let sum = 0;
  let sumOfSquares = 0;
  let captures = 0;
  let pick = 0;
  for (let shot = 0; shot < task.shots; shot += 1) {
    const chance = chances[pick]!;
    let winMinor = 0;
    if (random.nextInt(chance.denominator, limits[pick]!) < chance.numerator) {
      captures += 1;
      let multiplier = pays[pick]!;
      if (wheel.length) {
        let spin = random.nextInt(wheelTotal, wheelLimit);
        for (const slice of wheel) {
          if (spin < slice.weight) {
            multiplier = slice.multiplier;
            break;
          }
          spin -= slice.weight;
        }
      }
      winMinor = multiplier * bullet;
    }
    const stakes = winMinor / bullet;
    sum += stakes;
    sumOfSquares += stakes * stakes;
    pick = pick + 1 === chances.length ? 0 : pick + 1;
  }
  return {
    ...task,
    moments: { count: task.shots, sum, sumOfSquares },
    captures,
    milliseconds: performance.now() - started,
  };
}

serveWorkerTasks(workerRole, simulate);

/**
 * Measured RTP per game, target and bullet value with its 99% interval. With hundreds of rows, a few land outside
 * their interval by chance (one in a hundred); every row of one target outside on every run would be a bug.
 */
export async function benchmarkFishingRtp(): Promise<void> {
  const shotsPerCase = Number(process.env.BENCH_FISHING_SHOTS ?? 10_000_000);
  const workerCount = rtpWorkerCount();
  const bulletValues = allBulletValues();
  const cases = Object.values(fishingGames).flatMap((game) =>
    game.species.flatMap((species) =>
      bulletValues.map((bulletValueMinor) => ({ gameId: game.id, speciesId: species.id, bulletValueMinor })),
    ),
  );
  const tasks = cases.flatMap((entry) => taskSizes(shotsPerCase, shotsPerTask).map((shots) => ({ ...entry, shots })));
  console.log(
    `\nFishing RTP: ${shotsPerCase.toLocaleString('en')} shots per target and bullet value (${bulletValues.length} values), crypto randomness, ${workerCount} worker threads`,
  );
  const started = performance.now();
  const results = await runWorkerTasks<Task, TaskResult>(import.meta.url, workerRole, tasks, workerCount);
  const seconds = (performance.now() - started) / 1000;
  let inside = 0;
  const rows = Object.values(fishingGames).flatMap((game) =>
    game.species.map((species) => {
      const stated = game.rtpBasisPoints / 10_000;
      const perValue = bulletValues.map((bulletValueMinor) => {
        const own = results.filter(
          (result) =>
            result.gameId === game.id &&
            result.speciesId === species.id &&
            result.bulletValueMinor === bulletValueMinor,
        );
        const {
          measured,
          inside: isInside,
          interval,
        } = measureAgainstStated(
          own.map((result) => result.moments),
          stated,
        );
        if (isInside) inside += 1;
        return { bulletValueMinor, measured, isInside, interval };
      });
      const worst = perValue.reduce((far, entry) =>
        Math.abs(entry.measured.mean - stated) > Math.abs(far.measured.mean - stated) ? entry : far,
      );
      return [
        `${game.id} ${species.id}`,
        {
          'stated RTP': percent(stated),
          'measured (each bullet value)': perValue.map((entry) => (entry.measured.mean * 100).toFixed(2)).join(' '),
          'inside 99% CI': `${perValue.filter((entry) => entry.isInside).length}/${perValue.length}`,
          'widest CI': worst.interval,
          'SD per shot': worst.measured.standardDeviation.toFixed(2),
        },
      ] as const;
    }),
  );
  console.table(Object.fromEntries(rows));
  const shots = cases.length * shotsPerCase;
  console.log(
    `${inside}/${cases.length} target × bullet value cases inside their 99% interval (about 1 in 100 falls outside by chance); ${shots.toLocaleString('en')} shots in ${seconds.toFixed(1)} s (${Math.round(shots / seconds).toLocaleString('en')} per second); bullet values ${bulletValues.join(', ')} minor units`,
  );
}
