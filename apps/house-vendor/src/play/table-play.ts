import { randomUUID } from 'node:crypto';
import { drawOutcome, settleBets, totalReturnMinor } from '../tables/table-engine.js';
import { defaultTableConfig } from '../tables/table-config.js';
import type { TableConfig } from '../tables/table-config.js';
import { parseTableBets, validateBets } from '../tables/table-bet-validation.js';
import { acceptsBets, roundAt, roundByNumber } from '../tables/table-timetable.js';
import { hedgedMinorOfPlacement } from '../tables/table-hedge.js';
import { buildTableView } from '../tables/table-view.js';
import { tableKinds } from '../tables/table-types.js';
import type { TableBet, TableBetMinor, TableHistoryEntry, TableKind, TableOutcome } from '../tables/table-types.js';
import type { PlaceTableBetsAnswer, TableStateAnswer } from './play-contract.js';
import { PlayError } from './play-error.js';
import { sendStakeMove } from './stake-move.js';
import { minorOfText, textOfMinor } from './money-text.js';
import type { PlaySession } from './session-store.js';
import { walletOfSession } from './session-wallet.js';
import type { PlayDependencies } from './session-wallet.js';

type Seat = { session: PlaySession; bets: TableBetMinor[]; returnMinor: number | null };
type Round = { number: number; id: string; outcome: TableOutcome | null; seats: Map<string, Seat>; settled: boolean };
type Table = { config: TableConfig; rounds: Map<number, Round>; history: TableHistoryEntry[] };

const keptRounds = 4;
const keptHistory = 50;

export function tableKindOf(session: PlaySession): TableKind {
  const kind = tableKinds.find((candidate) => candidate === session.vendorGameId);
  if (!kind) throw new PlayError('NOT_FOUND');
  return kind;
}

const betsAsText = (bets: readonly TableBetMinor[]): TableBet[] =>
  bets.map((bet) => ({ spot: bet.spot, amount: textOfMinor(bet.amountMinor) }));

/**
 * The shared live tables: one of each kind, rounds on the wall-clock timetable. Bets are debited as they are
 * placed; when betting closes the round is drawn, and when the reveal ends every seat is paid its return (a win
 * of 0 closes a lost round). `tick` drives it; the server calls it a few times a second.
 */
export function createTablePlay(dependencies: PlayDependencies) {
  const { journal, random } = dependencies;
  const now = dependencies.now ?? Date.now;
  const walletOf = (session: PlaySession) => walletOfSession(session, dependencies, dependencies.transfer);
  const tables = new Map<TableKind, Table>(
    tableKinds.map((kind) => [kind, { config: defaultTableConfig(kind), rounds: new Map(), history: [] }]),
  );

  function roundOf(table: Table, number: number): Round {
    let round = table.rounds.get(number);
    if (!round) {
      round = {
        number,
        id: roundByNumber(table.config, number, now()).roundId,
        outcome: null,
        seats: new Map(),
        settled: false,
      };
      table.rounds.set(number, round);
    }
    return round;
  }

  function draw(table: Table, round: Round) {
    if (round.outcome) return;
    round.outcome = drawOutcome(table.config.kind, random);
    table.history.push({ roundId: round.id, roundNumber: round.number, outcome: round.outcome });
    if (table.history.length > keptHistory) table.history.splice(0, table.history.length - keptHistory);
  }

  async function settle(table: Table, round: Round) {
    if (round.settled || !round.outcome) return;
    round.settled = true;
    for (const seat of round.seats.values()) {
      const settled = settleBets(table.config.kind, round.outcome, seat.bets);
      const returnMinor = totalReturnMinor(settled);
      seat.returnMinor = returnMinor;
      const session = seat.session;
      const stakeMinor = seat.bets.reduce((total, bet) => total + bet.amountMinor, 0);
      if (session.mode === 'demo') session.balanceMinor += returnMinor;
      else
        walletOf(session).pendingMoves.add(
          {
            kind: 'win',
            token: session.token,
            playerId: session.playerId ?? '',
            transactionId: `${round.id}:${session.playerId ?? session.id}:win`,
            roundId: round.id,
            currency: session.currency,
            amount: textOfMinor(returnMinor),
          },
          // The page shows the session's balance: it follows the wallet's answer to the win, as it does a bet's.
          (balance) => {
            session.balanceMinor = minorOfText(balance) ?? session.balanceMinor;
          },
        );
      await journal.record({
        at: new Date(now()).toISOString(),
        roundId: round.id,
        vendorGameId: table.config.kind,
        mode: session.mode,
        playerId: session.playerId,
        currency: session.currency,
        stakeMinor,
        winMinor: returnMinor,
        draws: { outcome: round.outcome, bets: seat.bets },
      });
    }
  }

  /** Draws rounds whose betting closed and settles rounds whose reveal ended, oldest first. */
  async function tick() {
    const at = now();
    for (const table of tables.values()) {
      const current = roundAt(table.config, at);
      roundOf(table, current.roundNumber - 1);
      roundOf(table, current.roundNumber);
      // Every round still held, oldest first: after a pause of the timer, late rounds still settle.
      for (const number of [...table.rounds.keys()].sort((first, second) => first - second)) {
        const round = roundOf(table, number);
        const phase = number < current.roundNumber ? 'settled' : current.phase;
        if (phase !== 'betting') draw(table, round);
        if (phase === 'settled') await settle(table, round);
        if (round.settled && number < current.roundNumber - keptRounds) table.rounds.delete(number);
      }
    }
    // Wins delivered a moment later are still paid; wait for the current pass before the next tick.
    await dependencies.pendingMoves.retry();
    await dependencies.transfer?.pendingMoves.retry();
  }

  function state(session: PlaySession): TableStateAnswer {
    const table = tables.get(tableKindOf(session));
    if (!table) throw new PlayError('NOT_FOUND');
    const current = roundAt(table.config, now());
    const round = table.rounds.get(current.roundNumber);
    const view = buildTableView(table.config, now(), { outcome: round?.outcome ?? null, history: table.history });
    const seat = round?.seats.get(session.id);
    return {
      ...view,
      balance: textOfMinor(session.balanceMinor),
      myBets: betsAsText(seat?.bets ?? []),
      myWin: seat?.returnMinor === null || seat?.returnMinor === undefined ? null : textOfMinor(seat.returnMinor),
    };
  }

  async function placeBets(session: PlaySession, roundId: string, bets: TableBet[]): Promise<PlaceTableBetsAnswer> {
    const table = tables.get(tableKindOf(session));
    if (!table) throw new PlayError('NOT_FOUND');
    if (!acceptsBets(table.config, roundId, now())) throw new PlayError('BETTING_CLOSED');
    const round = roundOf(table, roundAt(table.config, now()).roundNumber);
    const parsed = parseTableBets(bets);
    if (!parsed.ok) throw new PlayError('INVALID_BET', { reason: parsed.code, spot: parsed.spot ?? null });
    const seat = round.seats.get(session.id);
    const checked = validateBets(table.config, parsed.bets, seat?.bets ?? []);
    if (!checked.ok) throw new PlayError('INVALID_BET', { reason: checked.code, spot: checked.spot ?? null });
    const totalMinor = parsed.bets.reduce((total, bet) => total + bet.amountMinor, 0);
    if (session.mode === 'demo') {
      if (session.balanceMinor < totalMinor)
        throw new PlayError('INSUFFICIENT_FUNDS', { balance: textOfMinor(session.balanceMinor) });
      session.balanceMinor -= totalMinor;
    } else {
      const { wallet, pendingMoves } = walletOf(session);
      const transactionId = randomUUID();
      // The part of this stake covered by the seat's opposite bets (banker and player, red and black): the wallet
      // counts it as no valid bet (issue #19).
      const hedged = hedgedMinorOfPlacement(table.config.kind, seat?.bets ?? [], checked.bets, totalMinor);
      const move = {
        token: session.token,
        playerId: session.playerId ?? '',
        transactionId,
        roundId: round.id,
        currency: session.currency,
        amount: textOfMinor(totalMinor),
        ...(hedged > 0 ? { hedged: textOfMinor(hedged) } : {}),
      };
      await sendStakeMove(session, move, () => wallet.bet(move), pendingMoves);
      // The answer came after the round was settled (a very slow wallet): the bet cannot play, so it is undone.
      if (round.settled) {
        pendingMoves.add({ kind: 'rollback', ...move, referenceTransactionId: transactionId });
        throw new PlayError('BETTING_CLOSED');
      }
    }
    round.seats.set(session.id, { session, bets: checked.bets, returnMinor: null });
    return { balance: textOfMinor(session.balanceMinor), myBets: betsAsText(checked.bets) };
  }

  return { tick, state, placeBets, configOf: (kind: TableKind) => tables.get(kind)?.config };
}

export type TablePlay = ReturnType<typeof createTablePlay>;
