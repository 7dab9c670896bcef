import type { TableConfig } from './table-config.js';
import { roundAt } from './table-timetable.js';
import type { TableHistoryEntry, TableOutcome, TableView } from './table-types.js';

export const tableHistoryLength = 20;

/**
 * The table as every player sees it at `nowMs`. `outcome` is the current round's draw if there is one; it is
 * withheld while bets are open, so a draw made early can never leak to a player who could still bet on it.
 */
export function buildTableView(
  config: TableConfig,
  nowMs: number,
  rounds: { outcome: TableOutcome | null; history: readonly TableHistoryEntry[] },
): TableView {
  const round = roundAt(config, nowMs);
  return {
    tableId: config.tableId,
    kind: config.kind,
    roundId: round.roundId,
    roundNumber: round.roundNumber,
    phase: round.phase,
    phaseEndsAt: new Date(round.phaseEndsAtMs).toISOString(),
    serverTime: new Date(nowMs).toISOString(),
    outcome: round.phase === 'betting' ? null : rounds.outcome,
    history: rounds.history
      .filter((entry) => entry.roundNumber < round.roundNumber)
      .toSorted((first, second) => second.roundNumber - first.roundNumber)
      .slice(0, tableHistoryLength),
  };
}
