// Prints figures, never passes or fails: issue #17's honesty measurement at full size. 20,000 football matches of
// the public schedule are played from a seed; one unit goes on every outcome of each main pre-match market (1X2,
// Asian handicap, over/under) at the published price and is settled by the book's own results function. The
// realised hold is set against the theoretical hold from the published fair shares, with its 99 % interval, next
// to the configured margin; then goals, home wins, draws and the 1X2 reliability deciles against the model.
// Run: npx tsx bench/sportsbook-honesty-bench.ts [matches] [seed]
import { performance } from 'node:perf_hooks';
import { resultsOf } from '../apps/sportsbook/src/markets/market-results.js';
import { measureFootballHonesty } from '../apps/sportsbook/src/simulator/football-honesty.js';

const matches = Number(process.argv[2] ?? 20_000);
const seed = process.argv[3] ?? 'sportsbook-honesty-bench';
const started = performance.now();
const figures = measureFootballHonesty({ matches, seed, results: resultsOf });
const seconds = (performance.now() - started) / 1000;
const percent = (value: number) => `${(value * 100).toFixed(2)} %`;

console.log(`Football honesty: ${figures.matches} matches from seed "${seed}" in ${seconds.toFixed(1)} s`);
console.log(
  'market   bets     realised hold  theoretical hold  99 % interval of the realised hold   configured overround  inside',
);
for (const [type, hold] of Object.entries(figures.hold)) {
  const low = hold.theoreticalHold - 2.576 * hold.standardError;
  const high = hold.theoreticalHold + 2.576 * hold.standardError;
  const inside = hold.realisedHold >= low && hold.realisedHold <= high;
  console.log(
    `${type.padEnd(8)} ${String(hold.bets).padEnd(8)} ${percent(hold.realisedHold).padEnd(14)} ${percent(hold.theoreticalHold).padEnd(17)} ${`${percent(low)} … ${percent(high)}`.padEnd(36)} ${percent(hold.configuredMargin).padEnd(21)} ${inside ? 'yes' : 'NO'}`,
  );
}
const line = (name: string, entry: { observed: number; expected: number; standardError: number }) => {
  const z = (entry.observed - entry.expected) / entry.standardError;
  console.log(
    `${name.padEnd(10)} observed ${(entry.observed / figures.matches).toFixed(4)} per match, model ${(entry.expected / figures.matches).toFixed(4)}, z = ${z.toFixed(2)}`,
  );
};
line('goals', figures.goals);
line('home wins', figures.homeWins);
line('draws', figures.draws);
console.log('1X2 reliability: decile, outcomes, mean fair probability, observed frequency, z');
for (const bucket of figures.reliability.filter((entry) => entry.outcomes > 0)) {
  const z = (bucket.observed - bucket.predicted) / bucket.standardError;
  console.log(
    `  ${bucket.bucket}  ${String(bucket.outcomes).padStart(6)}  ${bucket.predicted.toFixed(4)}  ${bucket.observed.toFixed(4)}  ${z.toFixed(2)}`,
  );
}
