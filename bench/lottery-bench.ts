// Prints figures, never passes or fails. Part 1: the return to player of every lottery bet type under the
// default odds tables, exact: by enumerating every result where the result space is small (WinGo, 5D, K3, SSC,
// 11X5, PK10, Lao), by closed form for the large ones (Vietnam, Thai, 4D) with a Monte Carlo check through the real
// evaluators on derived results. Part 2: a chi-square test at 99% of derived results (1,000,000 per in-house family
// by default) from day-long seed chains, as the live draw makes them.
// LOTTERY_BENCH_RESULTS and LOTTERY_BENCH_MONTE_CARLO change the sample sizes; LOTTERY_BENCH_FAMILIES=PK10,SSC
// limits the run to some families.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type {
  BetType,
  DrawResult,
  DrawShape,
  FamilyCode,
  PreparedSelection,
} from '../apps/server/src/modules/lottery/index.js';
import {
  createSeedChain,
  deriveDrawResult,
  findDefaultOddsTable,
  fullSeries,
  listBetTypes,
  lotteryFamilies,
  quotePrizeGroup,
} from '../apps/server/src/modules/lottery/index.js';

const chiSquareResults = Number(process.env.LOTTERY_BENCH_RESULTS ?? '1000000');
const monteCarloResults = Number(process.env.LOTTERY_BENCH_MONTE_CARLO ?? '100000');
const onlyFamilies = process.env.LOTTERY_BENCH_FAMILIES?.split(',');
const unitPriceMinor = 200n;
const drawsPerDay = 1440;

// ---------------------------------------------------------------------------------------------------------------
// Result spaces

type Visit = (result: DrawResult) => void;

function visitDigitTuples(count: number, visit: Visit) {
  const digits = new Array<number>(count).fill(0);
  const result: DrawResult = { kind: 'digits', digits };
  for (let index = 0; index < 10 ** count; index += 1) {
    let rest = index;
    for (let position = count - 1; position >= 0; position -= 1) {
      digits[position] = rest % 10;
      rest = Math.floor(rest / 10);
    }
    visit(result);
  }
}

function visitDice(visit: Visit) {
  const dice = [1, 1, 1];
  const result: DrawResult = { kind: 'dice', dice };
  for (let index = 0; index < 216; index += 1) {
    dice[0] = Math.floor(index / 36) + 1;
    dice[1] = (Math.floor(index / 6) % 6) + 1;
    dice[2] = (index % 6) + 1;
    visit(result);
  }
}

/** Every ordered draw of `count` different balls from 1..max. */
function visitOrderedSamples(count: number, max: number, visit: Visit) {
  const numbers = new Array<number>(count).fill(0);
  const used = new Array<boolean>(max + 1).fill(false);
  const result: DrawResult = { kind: 'sample', numbers };
  const place = (position: number) => {
    if (position === count) {
      visit(result);
      return;
    }
    for (let ball = 1; ball <= max; ball += 1) {
      if (used[ball]) continue;
      used[ball] = true;
      numbers[position] = ball;
      place(position + 1);
      used[ball] = false;
    }
  };
  place(0);
}

const enumerations: Partial<Record<FamilyCode, { size: number; visit: (visit: Visit) => void }>> = {
  WINGO: { size: 10, visit: (visit) => visitDigitTuples(1, visit) },
  '5D': { size: 100_000, visit: (visit) => visitDigitTuples(5, visit) },
  K3: { size: 216, visit: visitDice },
  SSC: { size: 100_000, visit: (visit) => visitDigitTuples(5, visit) },
  '11X5': { size: 55_440, visit: (visit) => visitOrderedSamples(5, 11, visit) },
  PK10: { size: 3_628_800, visit: (visit) => visitOrderedSamples(10, 10, visit) },
  LA: { size: 10_000, visit: (visit) => visitDigitTuples(4, visit) },
};

// ---------------------------------------------------------------------------------------------------------------
// Closed forms: expected hits per level of a whole selection, for the families too large to enumerate

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let index = 1; index <= k; index += 1) value = (value * (n - index + 1)) / index;
  return value;
};
const permutationsOf = (text: string) => {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let value = [...text].reduce((product, _, index) => product * (index + 1), 1);
  for (const count of counts.values()) for (let index = 2; index <= count; index += 1) value /= index;
  return value;
};

function closedFormHits(shape: DrawShape, code: string, picks: string[]): Record<string, number> {
  const tiers = shape.kind === 'prize-tiers' ? shape.tiers : [];
  const numbersWith = (width: number) =>
    tiers.reduce((total, tier) => total + (tier.digits >= width ? tier.count : 0), 0);
  const lo = numbersWith(2);
  const n = picks.length;
  const allOf = (size: number) =>
    Array.from({ length: size + 1 }, (_, j) => (-1) ** j * choose(size, j) * ((100 - j) / 100) ** lo).reduce(
      (sum, term) => sum + term,
      0,
    );
  const fourD = (levels: string[], weight: number) =>
    Object.fromEntries(
      levels.map((level) => [level, ((level === 'SPECIAL' || level === 'CONSOLATION' ? 10 : 1) * weight) / 10_000]),
    );
  const boxWeight = picks.reduce((total, pick) => total + permutationsOf(pick), 0);
  const table: Record<string, () => Record<string, number>> = {
    VN_LO_2: () => ({ LO: (n * lo) / 100 }),
    VN_LO_3: () => ({ LO: (n * numbersWith(3)) / 1000 }),
    VN_LO_4: () => ({ LO: (n * numbersWith(4)) / 10_000 }),
    VN_DE: () => ({ WIN: n / 100 }),
    VN_DAU: () => ({ WIN: n / 10 }),
    VN_DUOI: () => ({ WIN: n / 10 }),
    VN_BA_CANG: () => ({ WIN: n / 1000 }),
    VN_BON_CANG: () => ({ WIN: n / 10_000 }),
    VN_XIEN_2: () => ({ WIN: choose(n, 2) * allOf(2) }),
    VN_XIEN_3: () => ({ WIN: choose(n, 3) * allOf(3) }),
    VN_XIEN_4: () => ({ WIN: choose(n, 4) * allOf(4) }),
    VN_LO_TRUOT_4: () => ({ WIN: choose(n, 4) * 0.96 ** lo }),
    VN_LO_TRUOT_8: () => ({ WIN: choose(n, 8) * 0.92 ** lo }),
    VN_LO_TRUOT_10: () => ({ WIN: choose(n, 10) * 0.9 ** lo }),
    VN_SUM_BIG_SMALL: () => ({ WIN: n * 0.45, SUM_NINE: n * 0.1 }),
    VN_SUM_ODD_EVEN: () => ({ WIN: n * 0.5 }),
    TH_THREE_TOP: () => ({ WIN: n / 1000 }),
    TH_THREE_TOD: () => ({ WIN: boxWeight / 1000 }),
    TH_TWO_TOP: () => ({ WIN: n / 100 }),
    TH_TWO_BOTTOM: () => ({ WIN: n / 100 }),
    TH_RUN_TOP: () => ({ WIN: n * (1 - 0.9 ** 3) }),
    TH_RUN_BOTTOM: () => ({ WIN: n * (1 - 0.9 ** 2) }),
    TH_THREE_FRONT: () => ({ WIN: (2 * n) / 1000 }),
    TH_THREE_BACK: () => ({ WIN: (2 * n) / 1000 }),
    '4D_BIG': () => fourD(['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'], n),
    '4D_SMALL': () => fourD(['FIRST', 'SECOND', 'THIRD'], n),
    '4D_4A': () => fourD(['FIRST'], n),
    '4D_3A': () => ({ FIRST: n / 1000 }),
    '4D_BIG_BOX': () => fourD(['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'], boxWeight),
    '4D_SMALL_BOX': () => fourD(['FIRST', 'SECOND', 'THIRD'], boxWeight),
  };
  const form = table[code];
  if (!form) throw new Error(`no closed form for ${code}`);
  return form();
}

// ---------------------------------------------------------------------------------------------------------------
// Returns from expected hits

type Subject = { betType: BetType; selection: PreparedSelection; hits: Record<string, number> };

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;

/** Fixed odds: expected return over cost, per level rate x expected hits, the stake fee off wins (not ties). */
function fixedOddsReturn(family: FamilyCode, subject: Subject, expectedHits: Record<string, number>): number {
  const table = findDefaultOddsTable(family, 'fixed-odds');
  if (table?.pricing !== 'fixed-odds') throw new Error(`${family} has no fixed-odds table`);
  const entry = table.betTypes[subject.betType.code];
  if (!entry) throw new Error(`${subject.betType.code} is not priced`);
  const fee = 1 - table.stakeFeeBasisPoints / 10_000;
  const returned = Object.entries(expectedHits).reduce((total, [level, hits]) => {
    const rate = (entry.payoutThousandths[level] ?? 0) / 1000;
    return total + hits * rate * (subject.betType.tieLevels.includes(level) ? entry.costUnits : fee);
  }, 0);
  return returned / (subject.selection.betCount * entry.costUnits);
}

/** Exact fixed-odds return from enumeration totals, as a rational printed to 4 decimals. */
function exactFixedOddsReturn(family: FamilyCode, subject: Subject, size: number): string {
  const table = findDefaultOddsTable(family, 'fixed-odds');
  if (table?.pricing !== 'fixed-odds') throw new Error(`${family} has no fixed-odds table`);
  const entry = table.betTypes[subject.betType.code];
  if (!entry) throw new Error(`${subject.betType.code} is not priced`);
  const fee = BigInt(10_000 - table.stakeFeeBasisPoints);
  let numerator = 0n;
  for (const [level, hits] of Object.entries(subject.hits)) {
    const rate = BigInt(entry.payoutThousandths[level] ?? 0);
    const tie = subject.betType.tieLevels.includes(level);
    numerator += BigInt(hits) * rate * (tie ? 10_000n * BigInt(entry.costUnits) : fee);
  }
  const denominator = BigInt(size) * 1000n * 10_000n * BigInt(subject.selection.betCount * entry.costUnits);
  return formatRatio(numerator, denominator);
}

/** A ratio as a percentage rounded half up to 4 decimals. */
function formatRatio(numerator: bigint, denominator: bigint): string {
  const scaled = (numerator * 1_000_000n * 2n + denominator) / (2n * denominator);
  const text = scaled.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}%`;
}

function describeOdds(family: FamilyCode, betType: BetType, levels: string[]): string {
  const table = findDefaultOddsTable(family, betType.pricing);
  if (table?.pricing === 'fixed-odds') {
    const entry = table.betTypes[betType.code];
    const cost = entry && entry.costUnits > 1 ? ` (cost ${entry.costUnits})` : '';
    const fee = table.stakeFeeBasisPoints ? ` -${table.stakeFeeBasisPoints / 100}% fee` : '';
    return `${levels.map((level) => `${level} ${(entry?.payoutThousandths[level] ?? 0) / 1000}`).join(', ')}${cost}${fee}`;
  }
  const quotes = (series: number) => quotePrizeGroup(betType, series, unitPriceMinor).WIN ?? 0n;
  const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
  return `per 2: ${money(quotes(1800))} @1800, ${money(quotes(1960))} @1960`;
}

// ---------------------------------------------------------------------------------------------------------------
// Part 1

type RtpRow = { family: string; 'bet type': string; selection: string; odds: string; RTP: string; method: string };

function subjectsOf(family: FamilyCode): Subject[] {
  return listBetTypes(family).flatMap((betType) =>
    betType.sampleSelections.map((text) => ({ betType, selection: betType.prepare(text), hits: {} })),
  );
}

function levelsShown(subject: Subject, hits: Record<string, number>): string[] {
  const levels = subject.betType.levels.filter((level) => (hits[level] ?? 0) > 0);
  return levels.length > 0 ? levels : [...subject.betType.levels];
}

function enumerateFamily(family: FamilyCode, rows: RtpRow[]) {
  const enumeration = enumerations[family];
  if (!enumeration) return;
  const subjects = subjectsOf(family);
  enumeration.visit((result) => {
    for (const subject of subjects) {
      for (const hit of subject.selection.evaluate(result)) {
        subject.hits[hit.level] = (subject.hits[hit.level] ?? 0) + hit.count;
      }
    }
  });
  for (const subject of subjects) {
    const { betType, selection } = subject;
    const base = { family, 'bet type': betType.code, selection: selection.normalized };
    const odds = describeOdds(family, betType, levelsShown(subject, subject.hits));
    if (betType.pricing === 'fixed-odds') {
      rows.push({
        ...base,
        odds,
        RTP: exactFixedOddsReturn(family, subject, enumeration.size),
        method: `all ${enumeration.size.toLocaleString('en')}`,
      });
      continue;
    }
    const declared = betType.winProbabilities?.WIN;
    const wins = BigInt(subject.hits.WIN ?? 0);
    const bets = BigInt(enumeration.size * selection.betCount);
    const matches = declared !== undefined && wins * declared.denominator === bets * declared.numerator;
    const returnAt = (series: number) =>
      formatRatio(wins * (quotePrizeGroup(betType, series, unitPriceMinor).WIN ?? 0n), bets * unitPriceMinor);
    rows.push({
      ...base,
      odds,
      RTP: `${returnAt(1800)} @1800, ${returnAt(1960)} @1960`,
      method: `all ${enumeration.size.toLocaleString('en')}, P ${matches ? '= declared' : 'DIFFERS'}`,
    });
  }
}

/** What one draw returns on a subject, per unit of cost (the Monte Carlo sample). */
function drawReturn(family: FamilyCode, subject: Subject, hits: { level: string; count: number }[]): number {
  const perLevel: Record<string, number> = {};
  for (const hit of hits) perLevel[hit.level] = (perLevel[hit.level] ?? 0) + hit.count;
  return fixedOddsReturn(family, subject, perLevel);
}

function closedFormFamily(family: FamilyCode, rows: RtpRow[], chainSeed: string) {
  const shape = lotteryFamilies[family].shape;
  const subjects = subjectsOf(family);
  const moments = subjects.map(() => ({ sum: 0, squares: 0 }));
  const chain = createSeedChain(chainSeed, Math.max(1, monteCarloResults));
  for (let index = 0; index < monteCarloResults; index += 1) {
    const result = deriveDrawResult({
      seed: chain.seeds[index] ?? '',
      gameCode: `${family}_BENCH`,
      numero: String(index + 1),
      beacon: `round-${index}`,
      shape,
    });
    subjects.forEach((subject, position) => {
      const hits = subject.selection.evaluate(result);
      if (hits.length === 0) return;
      const value = drawReturn(family, subject, hits);
      const moment = moments[position];
      if (!moment) return;
      moment.sum += value;
      moment.squares += value * value;
    });
  }
  subjects.forEach((subject, position) => {
    const picks = subject.selection.normalized.split(',');
    const exact = closedFormHits(shape, subject.betType.code, picks);
    const { sum, squares } = moments[position] ?? { sum: 0, squares: 0 };
    const mean = sum / monteCarloResults;
    const standardError = Math.sqrt(Math.max(0, squares / monteCarloResults - mean * mean) / monteCarloResults);
    rows.push({
      family,
      'bet type': subject.betType.code,
      selection: subject.selection.normalized,
      odds: describeOdds(family, subject.betType, levelsShown(subject, exact)),
      RTP: percent(fixedOddsReturn(family, subject, exact)),
      method: `closed form; simulated ${percent(mean)} ± ${(standardError * 100).toFixed(2)}%`,
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Part 2: chi-square

function logGamma(value: number): number {
  const coefficients = [
    676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (value < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * value)) - logGamma(1 - value);
  const shifted = value - 1;
  let sum = 0.99999999999980993;
  coefficients.forEach((coefficient, index) => (sum += coefficient / (shifted + index + 1)));
  const t = shifted + coefficients.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Upper regularized incomplete gamma Q(a, x), by series below a + 1 and a continued fraction above. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1_000_000; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (term < sum * 1e-15) break;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 1_000_000; n += 1) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * h;
}

const chiSquarePValue = (statistic: number, degrees: number) => upperGamma(degrees / 2, statistic / 2);

function criticalValue(degrees: number, level = 0.01): number {
  let low = 0;
  let high = degrees + 20 * Math.sqrt(2 * degrees) + 50;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (chiSquarePValue(middle, degrees) > level) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

type Tally = {
  name: string;
  counts: Float64Array;
  cells: number;
  expected: (cell: number) => number;
  degrees: number;
  add: (cell: number) => void;
};

/** A tally over categories equally likely under a fair draw (cells of probability 0 are left out). */
function uniformTally(name: string, size: number, valid: (cell: number) => boolean, draws: number, groups = 1): Tally {
  let cells = 0;
  for (let cell = 0; cell < size; cell += 1) if (valid(cell)) cells += 1;
  const perGroup = cells / groups;
  const counts = new Float64Array(size);
  return {
    name,
    counts,
    add: (cell) => {
      counts[cell] = (counts[cell] ?? 0) + 1;
    },
    cells,
    expected: (cell) => (valid(cell) ? draws / perGroup : 0),
    degrees: cells - groups,
  };
}

type ChiRow = {
  family: string;
  test: string;
  cells: number;
  df: number;
  'chi-square': string;
  'critical 99%': string;
  'p-value': string;
  'at 99%': string;
};

function chiSquareRow(family: string, tally: Tally): ChiRow {
  let statistic = 0;
  for (let cell = 0; cell < tally.counts.length; cell += 1) {
    const expected = tally.expected(cell);
    if (expected === 0) continue;
    const difference = (tally.counts[cell] ?? 0) - expected;
    statistic += (difference * difference) / expected;
  }
  const pValue = chiSquarePValue(statistic, tally.degrees);
  return {
    family,
    test: tally.name,
    cells: tally.cells,
    df: tally.degrees,
    'chi-square': statistic.toFixed(1),
    'critical 99%': criticalValue(tally.degrees).toFixed(1),
    'p-value': pValue.toFixed(4),
    'at 99%': pValue >= 0.01 ? 'uniform' : 'REJECTED',
  };
}

const distinctDigits = (cell: number, width: number, base: number, low: number) => {
  const seen = new Set<number>();
  for (let position = 0; position < width; position += 1) {
    const value = Math.floor(cell / base ** position) % base;
    if (value < low || seen.has(value)) return false;
    seen.add(value);
  }
  return true;
};

type InHouseFamily = 'WINGO' | '5D' | 'K3' | 'SSC' | '11X5' | 'PK10' | 'VN_FAST';

function talliesFor(family: InHouseFamily, draws: number): { tallies: Tally[]; count: (result: DrawResult) => void } {
  const always = () => true;
  switch (family) {
    case 'WINGO': {
      const digit = uniformTally('digit 0-9', 10, always, draws);
      return {
        tallies: [digit],
        count: (result) => {
          if (result.kind === 'digits') digit.add(result.digits[0] ?? 0);
        },
      };
    }
    case '5D':
    case 'SSC': {
      const joint = uniformTally('all 5 digits jointly', 100_000, always, draws);
      const positions = uniformTally('digit per position (5 x 10)', 50, always, draws, 5);
      return {
        tallies: [joint, positions],
        count: (result) => {
          if (result.kind !== 'digits') return;
          let cell = 0;
          result.digits.forEach((digit, position) => {
            cell = cell * 10 + digit;
            positions.add(position * 10 + digit);
          });
          joint.add(cell);
        },
      };
    }
    case 'K3': {
      const joint = uniformTally('3 dice jointly (ordered)', 216, always, draws);
      return {
        tallies: [joint],
        count: (result) => {
          if (result.kind === 'dice') joint.add(result.dice.reduce((cell, die) => cell * 6 + die - 1, 0));
        },
      };
    }
    case '11X5': {
      const joint = uniformTally('5 balls jointly (ordered)', 11 ** 5, (cell) => distinctDigits(cell, 5, 11, 0), draws);
      return {
        tallies: [joint],
        count: (result) => {
          if (result.kind === 'sample') joint.add(result.numbers.reduce((cell, ball) => cell * 11 + ball - 1, 0));
        },
      };
    }
    case 'PK10': {
      const valid = (cell: number) => distinctDigits(cell, 4, 10, 0);
      const front = uniformTally('places 1-4 jointly', 10_000, valid, draws);
      const back = uniformTally('places 7-10 jointly', 10_000, valid, draws);
      return {
        tallies: [front, back],
        count: (result) => {
          if (result.kind !== 'sample') return;
          const encode = (cars: number[]) => cars.reduce((cell, car) => cell * 10 + car - 1, 0);
          front.add(encode(result.numbers.slice(0, 4)));
          back.add(encode(result.numbers.slice(6)));
        },
      };
    }
    case 'VN_FAST': {
      const positions = 107;
      const digits = uniformTally(`digit per position (${positions} x 10)`, positions * 10, always, draws, positions);
      const endings = uniformTally('last two of all 27 numbers', 100, always, draws * 27);
      const special = uniformTally('special prize last two', 100, always, draws);
      return {
        tallies: [digits, endings, special],
        count: (result) => {
          if (result.kind !== 'prize-tiers') return;
          let position = 0;
          for (const tier of result.tiers) {
            for (const number of tier.numbers) {
              for (const character of number) digits.add(position++ * 10 + Number(character));
              endings.add(Number(number.slice(-2)));
            }
          }
          special.add(Number(result.tiers[0]?.numbers[0]?.slice(-2) ?? 0));
        },
      };
    }
  }
}

function chiSquareFamily(family: InHouseFamily, draws: number): ChiRow[] {
  const shape = lotteryFamilies[family].shape;
  const { tallies, count } = talliesFor(family, draws);
  const gameCode = `${family}_1`;
  for (let day = 0; day * drawsPerDay < draws; day += 1) {
    const finalSeed = createHash('sha256').update(`lottery-bench:${family}:${day}`).digest('hex');
    const chain = createSeedChain(finalSeed, drawsPerDay);
    const numeroDay = String(20_260_101 + day);
    for (let sequence = 1; sequence <= drawsPerDay && day * drawsPerDay + sequence <= draws; sequence += 1) {
      const numero = `${numeroDay}${String(sequence).padStart(4, '0')}`;
      count(
        deriveDrawResult({ seed: chain.seeds[sequence - 1] ?? '', gameCode, numero, beacon: `drand-${numero}`, shape }),
      );
    }
  }
  return tallies.map((tally) => chiSquareRow(family, tally));
}

// ---------------------------------------------------------------------------------------------------------------

const started = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const chosen = <Family extends FamilyCode>(families: readonly Family[]) =>
  families.filter((family) => !onlyFamilies || onlyFamilies.includes(family));

const rtpRows: RtpRow[] = [];
for (const family of chosen(['WINGO', '5D', 'K3', 'SSC', '11X5', 'PK10', 'LA'])) {
  const familyStarted = performance.now();
  enumerateFamily(family, rtpRows);
  console.log(`enumerated ${family} in ${seconds(familyStarted)} s`);
}
for (const family of chosen(['VN_N', 'VN_S', 'TH', '4D'])) {
  const familyStarted = performance.now();
  closedFormFamily(family, rtpRows, createHash('sha256').update(`lottery-bench-rtp:${family}`).digest('hex'));
  console.log(
    `closed forms and ${monteCarloResults.toLocaleString('en')} simulated draws of ${family} in ${seconds(familyStarted)} s`,
  );
}
console.log(
  `\nReturn to player of every bet type under the default tables (prize groups: a 2.00 bet, prizes floored to 0.01;` +
    ` VN_FAST is priced as VN_N and VN_C as VN_S; series ${fullSeries} returns 100%)`,
);
console.table(rtpRows);
console.log(`part 1: ${seconds(started)} s`);

const chiStarted = performance.now();
const chiRows: ChiRow[] = [];
for (const family of chosen(['WINGO', '5D', 'K3', 'SSC', '11X5', 'PK10', 'VN_FAST'])) {
  const familyStarted = performance.now();
  chiRows.push(...chiSquareFamily(family, chiSquareResults));
  console.log(`derived ${chiSquareResults.toLocaleString('en')} ${family} results in ${seconds(familyStarted)} s`);
}
console.log(
  `\nChi-square of ${chiSquareResults.toLocaleString('en')} derived results per in-house family (day chains of ${drawsPerDay})`,
);
console.table(chiRows);
console.log(`part 2: ${seconds(chiStarted)} s; total ${seconds(started)} s`);
