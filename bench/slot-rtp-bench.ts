// Prints figures, never passes or fails: each house slot (line and ways games) played for millions of paid spins
// through its own engine with live (crypto) randomness, the measured return (and hit rate, where a ways game states
// one) next to the exact figures the model states.
import { performance } from 'node:perf_hooks';
import { createCryptoRandom } from '../apps/house-vendor/src/random/random-source.js';
import { betUnitsOf, listSlotModels, playSpin, slotModels } from '../apps/house-vendor/src/slots/index.js';
import type { SlotModelId } from '../apps/house-vendor/src/slots/index.js';
import { playClusterRound } from '../apps/house-vendor/src/slots/cluster-engine.js';
import { featureSlotModels, listFeatureSlotModels } from '../apps/house-vendor/src/slots/feature-catalogue.js';
import type { FeatureSlotModelId } from '../apps/house-vendor/src/slots/feature-catalogue.js';
import { playHoldAndWinRound } from '../apps/house-vendor/src/slots/hold-and-win-engine.js';
import type { SampleMoments } from '../apps/house-vendor/src/slots/slot-statistics.js';
import {
  measureAgainstStated,
  percent,
  rtpWorkerCount,
  runWorkerTasks,
  serveWorkerTasks,
  taskSizes,
} from './rtp-workers.js';

const workerRole = 'slot-rtp-worker';
/** Spins per task: small enough to share the work evenly between workers, large enough to keep messages rare. */
const spinsPerTask = 1_000_000;

/** A reel game's spins, or a cluster or hold-and-win game's rounds (`buy`: bought features, measured per price). */
type Task = { modelId: SlotModelId | FeatureSlotModelId; spins: number; buy?: boolean };
type TaskResult = {
  modelId: SlotModelId | FeatureSlotModelId;
  buy?: boolean;
  /** Wins in stakes per paid spin. */
  moments: SampleMoments;
  hits: number;
  features: number;
  freeSpins: number;
  maxWinStakes: number;
  milliseconds: number;
};

/** Rounds of a cluster or hold-and-win game, each win in stakes (in prices for a bought feature). */
function simulateFeatureGame(task: Task & { modelId: FeatureSlotModelId }): TaskResult {
  const model = featureSlotModels[task.modelId];
  const stake = model.stakeOptionsMinor[0] ?? model.betUnits;
  const random = createCryptoRandom();
  const started = performance.now();
  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  let features = 0;
  let maxWinStakes = 0;
  for (let round = 0; round < task.spins; round += 1) {
    // The return is measured per amount paid (the price, for a buy); the largest win in stakes.
    let win: number;
    let winStakes: number;
    if (model.engine === 'cluster') {
      const outcome = playClusterRound(model, stake, random);
      win = outcome.totalWinMinor / stake;
      winStakes = win;
      if (outcome.steps.length > 1) features += 1;
    } else {
      const outcome = playHoldAndWinRound(model, stake, random, task.buy ? 'buy' : 'base');
      win = outcome.totalWinMinor / outcome.stakeMinor;
      winStakes = outcome.totalWinMinor / stake;
      if (outcome.feature) features += 1;
    }
    sum += win;
    sumOfSquares += win * win;
    if (win > 0) hits += 1;
    if (winStakes > maxWinStakes) maxWinStakes = winStakes;
  }
  return {
    modelId: task.modelId,
    buy: task.buy,
    moments: { count: task.spins, sum, sumOfSquares },
    hits,
    features,
    freeSpins: 0,
    maxWinStakes,
    milliseconds: performance.now() - started,
  };
}

function isFeatureTask(task: Task): task is Task & { modelId: FeatureSlotModelId } {
  return task.modelId in featureSlotModels;
}

function simulate(task: Task): TaskResult {
  if (isFeatureTask(task)) return simulateFeatureGame(task);
  const model = slotModels[task.modelId as SlotModelId];
  const stake = model.stakeOptionsMinor[0] ?? betUnitsOf(model);
  const random = createCryptoRandom();
  const started = performance.now();
  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  let features = 0;
  let freeSpins = 0;
  let maxWinStakes = 0;
  for (let spin = 0; spin < task.spins; spin += 1) {
    const outcome = playSpin(model, stake, random);
    const win = outcome.totalWinMinor / stake;
    sum += win;
    sumOfSquares += win * win;
    if (win > 0) hits += 1;
    if (outcome.freeSpins.played > 0) {
      features += 1;
      freeSpins += outcome.freeSpins.played;
    }
    if (win > maxWinStakes) maxWinStakes = win;
  }
  return {
    modelId: task.modelId,
    moments: { count: task.spins, sum, sumOfSquares },
    hits,
    features,
    freeSpins,
    maxWinStakes,
    milliseconds: performance.now() - started,
  };
}

serveWorkerTasks(workerRole, simulate);

/**
 * Measured RTP per slot model with its 99% confidence interval, against the stated (exact) RTP. A fair engine
 * lands outside its interval about one model in a hundred by chance alone; far outside on every run is a bug.
 */
export async function benchmarkSlotRtp(): Promise<void> {
  const spinsPerModel = Number(process.env.BENCH_RTP_SPINS ?? 10_000_000);
  const workerCount = rtpWorkerCount();
  const models = listSlotModels();
  const featureModels = listFeatureSlotModels();
  const featureTasks: Task[] = featureModels.flatMap((model) =>
    (model.engine === 'hold-and-win' ? [false, true] : [false]).flatMap((buy) =>
      taskSizes(spinsPerModel, spinsPerTask).map((spins) => ({ modelId: model.id as FeatureSlotModelId, buy, spins })),
    ),
  );
  const tasks: Task[] = models.flatMap((model) =>
    taskSizes(spinsPerModel, spinsPerTask).map((spins) => ({ modelId: model.id, spins })),
  );
  console.log(
    `\nSlot RTP: ${spinsPerModel.toLocaleString('en')} paid spins per model, crypto randomness, ${workerCount} worker threads`,
  );
  const started = performance.now();
  const results = await runWorkerTasks<Task, TaskResult>(
    import.meta.url,
    workerRole,
    [...tasks, ...featureTasks],
    workerCount,
  );
  const seconds = (performance.now() - started) / 1000;
  const rows = models.map((model) => {
    const own = results.filter((result) => result.modelId === model.id);
    const stated = model.statedRtpPercent / 100;
    const { count, measured, inside, interval } = measureAgainstStated(
      own.map((result) => result.moments),
      stated,
    );
    const features = own.reduce((total, result) => total + result.features, 0);
    const freeSpins = own.reduce((total, result) => total + result.freeSpins, 0);
    const hitRate = own.reduce((total, result) => total + result.hits, 0) / count;
    const statedHitRate = model.statedHitRatePercent === undefined ? undefined : model.statedHitRatePercent / 100;
    // The hit count is binomial: its 99% interval is the rate +- 2.576 standard errors.
    const hitHalfWidth =
      statedHitRate === undefined ? 0 : 2.576 * Math.sqrt((statedHitRate * (1 - statedHitRate)) / count);
    return {
      model: model.id,
      shape: model.ways ? `${model.rows ** model.reels.length} ways` : `${model.lines.length} lines`,
      volatility: model.volatility,
      spins: count.toLocaleString('en'),
      'measured RTP': percent(measured.mean),
      'hit rate': percent(hitRate),
      'stated hit rate':
        statedHitRate === undefined
          ? '-'
          : `${percent(statedHitRate)} ${Math.abs(hitRate - statedHitRate) <= hitHalfWidth ? 'inside' : 'OUTSIDE'} 99%`,
      'SD per spin (stakes)': measured.standardDeviation.toFixed(2),
      '99% CI': interval,
      'stated RTP': percent(stated),
      inside: inside ? 'yes' : 'NO',
      'free spins 1 in': features > 0 ? (count / features).toFixed(0) : '-',
      'free spins each': features > 0 ? (freeSpins / features).toFixed(2) : '-',
      'max win (stakes)': Math.max(...own.map((result) => result.maxWinStakes)).toFixed(0),
    };
  });
  console.table(Object.fromEntries(rows.map(({ model, ...figures }) => [model, figures])));
  // Cluster and hold-and-win games (and the bought feature, per price paid) against their exact figures.
  const featureRows = featureModels.flatMap((model) =>
    (model.engine === 'hold-and-win' ? [false, true] : [false]).map((buy) => {
      const own = results.filter((result) => result.modelId === model.id && Boolean(result.buy) === buy);
      const stated =
        (buy && model.engine === 'hold-and-win' ? model.statedBuyRtpPercent : model.statedRtpPercent) / 100;
      const { count, measured, inside, interval } = measureAgainstStated(
        own.map((result) => result.moments),
        stated,
      );
      const hitRate = own.reduce((total, result) => total + result.hits, 0) / count;
      const features = own.reduce((total, result) => total + result.features, 0);
      return {
        game: buy ? `${model.id} (buy)` : model.id,
        engine: model.engine,
        rounds: count.toLocaleString('en'),
        'measured RTP': percent(measured.mean),
        '99% CI': interval,
        'stated RTP': percent(stated),
        inside: inside ? 'yes' : 'NO',
        'hit rate': percent(hitRate),
        'stated hit rate': buy ? '-' : `${model.statedHitRatePercent.toFixed(2)}%`,
        'SD (stakes, prices for a buy)': measured.standardDeviation.toFixed(2),
        'stated SD': buy ? '-' : model.statedStandardDeviation.toFixed(2),
        'tumbles / features 1 in': features > 0 ? (count / features).toFixed(1) : '-',
        'max win (stakes)': Math.max(...own.map((result) => result.maxWinStakes)).toFixed(0),
      };
    }),
  );
  console.table(Object.fromEntries(featureRows.map(({ game, ...figures }) => [game, figures])));
  const spins = (rows.length + featureRows.length) * spinsPerModel;
  console.log(
    `${spins.toLocaleString('en')} paid spins in ${seconds.toFixed(1)} s (${Math.round(spins / seconds).toLocaleString('en')} per second)`,
  );
}
