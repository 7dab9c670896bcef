import type { MarketType, MatchFacts, OutcomeId, OutcomeResult, Specifiers } from '../domain/sportsbook-model.js';
import { anyOtherScore, correctScoreLimit } from './market-catalogue.js';
import { halvesOf, lineQuartersOf, mapNumberOf, oppositeHalves, scoreSpecifierOf, type Halves } from './lines.js';
import { MarketsError } from './markets-error.js';

/**
 * The one results function (decision 0055): outcome results as UOF sends them, derived from the match facts alone,
 * for the simulator's settlement, an operator's typed facts and a resettlement alike. `undefined` means the facts do
 * not decide the market yet. A result is `result` 1 won / 0 lost, with `voidFactor` 0.5 for a quarter line's half
 * (1 + 0.5 = half won, 0 + 0.5 = half lost) and `voidFactor` 1 for a whole stake returned (a whole-line push, a map
 * that was never played, meron or wala on a drawn fight).
 */

type Score = { home: number; away: number };
type FootballFacts = Extract<MatchFacts, { sport: 'football' }>;
type EsportsFacts = Extract<MatchFacts, { sport: 'esports' }>;

function resultOfHalves(outcomeId: OutcomeId, halves: Halves): OutcomeResult {
  if (halves.win === 2) return { outcomeId, result: 1 };
  if (halves.lose === 2) return { outcomeId, result: 0 };
  if (halves.push === 2) return { outcomeId, result: 0, voidFactor: 1 };
  return halves.win === 1 ? { outcomeId, result: 1, voidFactor: 0.5 } : { outcomeId, result: 0, voidFactor: 0.5 };
}

const won = (outcomeId: OutcomeId): OutcomeResult => ({ outcomeId, result: 1 });
const lost = (outcomeId: OutcomeId): OutcomeResult => ({ outcomeId, result: 0 });
const refunded = (outcomeId: OutcomeId): OutcomeResult => ({ outcomeId, result: 0, voidFactor: 1 });
const oneOf = (outcomes: OutcomeId[], winner: OutcomeId): OutcomeResult[] =>
  outcomes.map((outcome) => (outcome === winner ? won(outcome) : lost(outcome)));

/** Handicap from the home side: home's margin plus the line, quarter lines split in two. */
function handicapResults(homeMargin: number, hcpQuarters: number): OutcomeResult[] {
  const home = halvesOf(4 * homeMargin + hcpQuarters);
  return [resultOfHalves('home', home), resultOfHalves('away', oppositeHalves(home))];
}

function totalResults(total: number, lineQuarters: number): OutcomeResult[] {
  const over = halvesOf(4 * total - lineQuarters);
  return [resultOfHalves('over', over), resultOfHalves('under', oppositeHalves(over))];
}

const oddEvenResults = (total: number): OutcomeResult[] => oneOf(['odd', 'even'], total % 2 === 1 ? 'odd' : 'even');
const threeWayOf = (score: Score): OutcomeId => (score.home > score.away ? '1' : score.home < score.away ? '2' : 'X');

function checkScore(score: Score | undefined, what: string): void {
  if (score === undefined) return;
  if (![score.home, score.away].every((goals) => Number.isSafeInteger(goals) && goals >= 0)) {
    throw new MarketsError('INVALID_FACTS', `${what} is not a score`);
  }
}

function correctScoreResults(score: Score): OutcomeResult[] {
  const winner =
    score.home <= correctScoreLimit && score.away <= correctScoreLimit ? `${score.home}:${score.away}` : anyOtherScore;
  const results: OutcomeResult[] = [];
  for (let home = 0; home <= correctScoreLimit; home += 1) {
    for (let away = 0; away <= correctScoreLimit; away += 1) {
      const outcome = `${home}:${away}`;
      results.push(outcome === winner ? won(outcome) : lost(outcome));
    }
  }
  results.push(winner === anyOtherScore ? won(anyOtherScore) : lost(anyOtherScore));
  return results;
}

function footballResults(type: MarketType, specifiers: Specifiers, facts: FootballFacts): OutcomeResult[] | undefined {
  const { halfTime, fullTime } = facts;
  checkScore(halfTime, 'halfTime');
  checkScore(fullTime, 'fullTime');
  if (halfTime && fullTime && (fullTime.home < halfTime.home || fullTime.away < halfTime.away)) {
    throw new MarketsError('INVALID_FACTS', 'the full-time score is below the half-time score');
  }
  const atFullTime = (settle: (score: Score) => OutcomeResult[]) => (fullTime ? settle(fullTime) : undefined);
  switch (type) {
    case '1h_1x2':
      return halfTime && oneOf(['1', 'X', '2'], threeWayOf(halfTime));
    case '1h_ah':
      return halfTime && handicapResults(halfTime.home - halfTime.away, lineQuartersOf(specifiers, 'hcp'));
    case '1h_ou':
      return halfTime && totalResults(halfTime.home + halfTime.away, lineQuartersOf(specifiers, 'total'));
    case '1h_oe':
      return halfTime && oddEvenResults(halfTime.home + halfTime.away);
    case 'ht_ft': {
      if (!halfTime || !fullTime) return undefined;
      const winner = `${threeWayOf(halfTime)}/${threeWayOf(fullTime)}`;
      return oneOf(
        ['1', 'X', '2'].flatMap((first) => ['1', 'X', '2'].map((second) => `${first}/${second}`)),
        winner,
      );
    }
    case 'ft_1x2':
      return atFullTime((score) => oneOf(['1', 'X', '2'], threeWayOf(score)));
    case 'ft_ah':
      return atFullTime((score) => handicapResults(score.home - score.away, lineQuartersOf(specifiers, 'hcp')));
    case 'ft_ah_rest':
      return atFullTime((score) => {
        const from = scoreSpecifierOf(specifiers);
        if (score.home < from.home || score.away < from.away) {
          throw new MarketsError('INVALID_FACTS', `the full-time score is below the market's score ${specifiers}`);
        }
        const homeMargin = score.home - from.home - (score.away - from.away);
        return handicapResults(homeMargin, lineQuartersOf(specifiers, 'hcp'));
      });
    case 'ft_ou':
      return atFullTime((score) => totalResults(score.home + score.away, lineQuartersOf(specifiers, 'total')));
    case 'ft_oe':
      return atFullTime((score) => oddEvenResults(score.home + score.away));
    case 'ft_cs':
      return atFullTime(correctScoreResults);
    case 'outright':
    case 'esp_match':
    case 'esp_map_winner':
    case 'esp_map_hcp':
    case 'esp_total_maps':
    case 'esp_map_total':
    case 'esp_map_oe':
    case 'cf_winner':
      throw new MarketsError('FACTS_DO_NOT_MATCH_MARKET', `${type} is not settled from football facts`);
  }
}

function esportsResults(type: MarketType, specifiers: Specifiers, facts: EsportsFacts): OutcomeResult[] | undefined {
  const { maps, bestOf } = facts;
  if (!Number.isSafeInteger(bestOf) || bestOf < 1 || bestOf % 2 === 0) {
    throw new MarketsError('INVALID_FACTS', `bestOf ${bestOf} is not an odd number of maps`);
  }
  const needed = (bestOf + 1) / 2;
  let homeMaps = 0;
  let awayMaps = 0;
  for (const map of maps) {
    if (homeMaps === needed || awayMaps === needed) {
      throw new MarketsError('INVALID_FACTS', 'a map was played after the series was decided');
    }
    if (!Number.isSafeInteger(map.total) || map.total < 0 || (map.winner !== 'home' && map.winner !== 'away')) {
      throw new MarketsError('INVALID_FACTS', 'a map needs a winner (home or away) and a whole total');
    }
    if (map.winner === 'home') homeMaps += 1;
    else awayMaps += 1;
  }
  const decided = homeMaps === needed || awayMaps === needed;
  switch (type) {
    case 'esp_match':
      return decided ? oneOf(['home', 'away'], homeMaps > awayMaps ? 'home' : 'away') : undefined;
    case 'esp_map_hcp':
      return decided ? handicapResults(homeMaps - awayMaps, lineQuartersOf(specifiers, 'hcp')) : undefined;
    case 'esp_total_maps':
      return decided ? totalResults(maps.length, lineQuartersOf(specifiers, 'total')) : undefined;
    case 'esp_map_winner':
    case 'esp_map_total':
    case 'esp_map_oe': {
      const mapNumber = mapNumberOf(specifiers);
      if (mapNumber > bestOf) throw new MarketsError('INVALID_LINE', `map ${mapNumber} is beyond best of ${bestOf}`);
      const map = maps[mapNumber - 1];
      if (!map) {
        // A map the series never reached (already decided) is void (reference §5.4); one still to come is open.
        if (!decided) return undefined;
        const outcomes =
          type === 'esp_map_winner' ? ['home', 'away'] : type === 'esp_map_oe' ? ['odd', 'even'] : ['over', 'under'];
        return outcomes.map(refunded);
      }
      if (type === 'esp_map_winner') return oneOf(['home', 'away'], map.winner);
      if (type === 'esp_map_oe') return oddEvenResults(map.total);
      return totalResults(map.total, lineQuartersOf(specifiers, 'total'));
    }
    case 'ft_1x2':
    case 'ft_ah':
    case 'ft_ah_rest':
    case 'ft_ou':
    case 'ft_oe':
    case 'ft_cs':
    case 'ht_ft':
    case '1h_1x2':
    case '1h_ah':
    case '1h_ou':
    case '1h_oe':
    case 'outright':
    case 'cf_winner':
      throw new MarketsError('FACTS_DO_NOT_MATCH_MARKET', `${type} is not settled from e-sports facts`);
  }
}

/**
 * `context.competitorIds` lists an outright's outcomes (the market's competitors) so every one gets a result; without
 * it only the winner's result is returned.
 */
export function resultsOf(
  type: MarketType,
  specifiers: Specifiers,
  facts: MatchFacts,
  context?: { competitorIds?: string[] },
): OutcomeResult[] | undefined {
  switch (facts.sport) {
    case 'football':
      return footballResults(type, specifiers, facts);
    case 'esports':
      return esportsResults(type, specifiers, facts);
    case 'cockfight': {
      if (type !== 'cf_winner')
        throw new MarketsError('FACTS_DO_NOT_MATCH_MARKET', `${type} is not a cockfight market`);
      if (facts.winner === undefined) return undefined;
      if (!['meron', 'wala', 'draw'].includes(facts.winner)) {
        throw new MarketsError('INVALID_FACTS', `${String(facts.winner)} is not a fight result`);
      }
      // On a draw meron and wala bets are returned in full (reference §5.4, §6.7); only the draw bet wins.
      if (facts.winner === 'draw') return [refunded('meron'), refunded('wala'), won('draw')];
      return oneOf(['meron', 'wala', 'draw'], facts.winner);
    }
    case 'outright': {
      if (type !== 'outright') throw new MarketsError('FACTS_DO_NOT_MATCH_MARKET', `${type} is not an outright`);
      const { winner } = facts;
      if (winner === undefined) return undefined;
      const competitors = context?.competitorIds ?? [winner];
      if (!competitors.includes(winner)) {
        throw new MarketsError('INVALID_FACTS', `the winner ${winner} is not one of the market's competitors`);
      }
      return oneOf(competitors, winner);
    }
  }
}
