import { rouletteSpotCovers, rouletteSpotIds } from '../../src/tables/roulette-wheel.js';
import type { TableOutcome } from '../../src/tables/table-types.js';
import type { MessageKey } from './table-messages.js';

export type OutcomeTone = 'player' | 'banker' | 'tie' | 'dragon' | 'tiger' | 'red' | 'black' | 'green';

/** What the page announces for a round and which spots to light. */
export type OutcomeSummary = {
  headline: MessageKey;
  /** Shown after the headline, e.g. the roulette number. */
  detail: string | null;
  tone: OutcomeTone;
  winningSpots: ReadonlySet<string>;
  /** Spots whose bets come back whole or in half, not lost. */
  returnedSpots: ReadonlySet<string>;
};

export function summarizeOutcome(outcome: TableOutcome): OutcomeSummary {
  switch (outcome.kind) {
    case 'baccarat': {
      const winning = new Set<string>([outcome.winner]);
      if (outcome.playerPair) winning.add('player-pair');
      if (outcome.bankerPair) winning.add('banker-pair');
      return {
        headline:
          outcome.winner === 'player' ? 'result.player' : outcome.winner === 'banker' ? 'result.banker' : 'result.tie',
        detail: `${outcome.playerTotal} – ${outcome.bankerTotal}`,
        tone: outcome.winner,
        winningSpots: winning,
        returnedSpots: new Set(outcome.winner === 'tie' ? ['player', 'banker'] : []),
      };
    }
    case 'roulette':
      return {
        headline: `color.${outcome.color}`,
        detail: String(outcome.number),
        tone: outcome.color,
        winningSpots: new Set(rouletteSpotIds.filter((spot) => rouletteSpotCovers(spot, outcome.number))),
        returnedSpots: new Set(),
      };
    case 'dragon-tiger':
      return {
        headline:
          outcome.winner === 'dragon' ? 'result.dragon' : outcome.winner === 'tiger' ? 'result.tiger' : 'result.tie',
        detail: null,
        tone: outcome.winner === 'tie' ? 'tie' : outcome.winner,
        winningSpots: new Set([outcome.winner]),
        returnedSpots: new Set(outcome.winner === 'tie' ? ['dragon', 'tiger'] : []),
      };
  }
}

/** One bead of the history strip. */
export type RoadBead = {
  roundId: string;
  label: MessageKey | null;
  text: string | null;
  tone: OutcomeTone;
  marks: ('player-pair' | 'banker-pair')[];
};

/** The history strip, oldest on the left so the newest sits where the eye ends: by the live round. */
export function roadBeads(history: readonly { roundId: string; outcome: TableOutcome }[]): RoadBead[] {
  return history.toReversed().map(({ roundId, outcome }): RoadBead => {
    switch (outcome.kind) {
      case 'baccarat': {
        const marks: RoadBead['marks'] = [];
        if (outcome.playerPair) marks.push('player-pair');
        if (outcome.bankerPair) marks.push('banker-pair');
        return { roundId, label: `road.${outcome.winner}`, text: null, tone: outcome.winner, marks };
      }
      case 'roulette':
        return { roundId, label: null, text: String(outcome.number), tone: outcome.color, marks: [] };
      case 'dragon-tiger':
        return {
          roundId,
          label: outcome.winner === 'tie' ? 'road.dragonTigerTie' : `road.${outcome.winner}`,
          text: null,
          tone: outcome.winner,
          marks: [],
        };
    }
  });
}
