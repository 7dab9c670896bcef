import type { ResultsAnswer } from '../../src/api/player-api.js';
import { eventStatuses } from '../../src/domain/sportsbook-model.js';

type ResultEvent = ResultsAnswer['events'][number];

export function isCancelledResult(event: ResultEvent): boolean {
  return event.status === eventStatuses.cancelled || event.status === eventStatuses.abandoned;
}

/** A fight's score is 1:0 for meron, 0:1 for wala and 0:0 for a draw (the simulator's cockfight facts). */
export function fightWinnerOf(event: ResultEvent): 'meron' | 'wala' | 'draw' {
  if (event.score.home > event.score.away) return 'meron';
  if (event.score.away > event.score.home) return 'wala';
  return 'draw';
}

/** The results answer is one list in start order; the page groups it by competition, keeping that order. */
export function resultsByCompetition(events: ResultEvent[]): { name: string; events: ResultEvent[] }[] {
  const groups = new Map<string, ResultEvent[]>();
  for (const event of events) groups.set(event.competitionName, [...(groups.get(event.competitionName) ?? []), event]);
  return [...groups].map(([name, list]) => ({ name, events: list }));
}
