/**
 * Small statistics for the RNG and RTP checks: the normal quantile, the chi-square critical value and running
 * moments of a sample. Pure functions, shared by the tests and the RTP bench.
 */

/** A polynomial's value at `x`, coefficients from the highest power down (Horner's rule). */
function polynomial(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((value, coefficient) => value * x + coefficient, 0);
}

// Acklam's rational approximation: one ratio of polynomials for the centre, another for both tails.
const centreNumerator = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
];
const centreDenominator = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572, 1,
];
const tailNumerator = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const tailDenominator = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416, 1];
const tailProbability = 0.02425;

/** The standard normal quantile (Acklam's approximation, relative error below 1.2e-9). */
export function normalQuantile(probability: number): number {
  if (!(probability > 0 && probability < 1)) throw new RangeError(`probability ${probability} is not in (0, 1)`);
  const tail = (root: number) => polynomial(tailNumerator, root) / polynomial(tailDenominator, root);
  if (probability < tailProbability) return tail(Math.sqrt(-2 * Math.log(probability)));
  if (probability > 1 - tailProbability) return -tail(Math.sqrt(-2 * Math.log(1 - probability)));
  const centred = probability - 0.5;
  const squared = centred * centred;
  return (centred * polynomial(centreNumerator, squared)) / polynomial(centreDenominator, squared);
}

/**
 * The value a chi-square statistic with `degreesOfFreedom` stays under with probability `confidence`, by the
 * Wilson–Hilferty cube-root approximation (within a fraction of a percent from about 10 degrees of freedom).
 */
export function chiSquareCriticalValue(degreesOfFreedom: number, confidence: number): number {
  const spread = 2 / (9 * degreesOfFreedom);
  return degreesOfFreedom * (1 - spread + normalQuantile(confidence) * Math.sqrt(spread)) ** 3;
}

/** Pearson's statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>): number {
  let total = 0;
  for (let index = 0; index < counts.length; index += 1) total += counts[index]!;
  const expected = total / counts.length;
  let statistic = 0;
  for (let index = 0; index < counts.length; index += 1) statistic += (counts[index]! - expected) ** 2 / expected;
  return statistic;
}

/** Count, mean and spread of a stream of values, kept as sums so partial samples merge. */
export type SampleMoments = { count: number; sum: number; sumOfSquares: number };

export function mergeMoments(left: SampleMoments, right: SampleMoments): SampleMoments {
  return {
    count: left.count + right.count,
    sum: left.sum + right.sum,
    sumOfSquares: left.sumOfSquares + right.sumOfSquares,
  };
}

export function describeMoments(moments: SampleMoments, confidence = 0.99) {
  const mean = moments.sum / moments.count;
  const variance = Math.max(0, moments.sumOfSquares / moments.count - mean * mean);
  const standardDeviation = Math.sqrt(variance);
  const halfWidth = (normalQuantile(0.5 + confidence / 2) * standardDeviation) / Math.sqrt(moments.count);
  return { mean, standardDeviation, low: mean - halfWidth, high: mean + halfWidth };
}
