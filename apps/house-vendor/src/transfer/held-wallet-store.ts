import type { HeldWalletJournal } from './held-wallet-journal.js';

/** A transfer by the platform, as it was answered; the first answer to a reference is its answer for good. */
export type TransferResult =
  { status: 'done'; balanceMinor: number } | { status: 'failed'; code: 'INSUFFICIENT_FUNDS'; balanceMinor: number };

export type MoveKind = 'bet' | 'win' | 'bet_win' | 'rollback';

/** A game move, as it was answered (refusals that depend on the balance are answers too, kept like the rest). */
export type MoveResult =
  | { ok: true; balanceMinor: number }
  | { ok: false; code: 'INSUFFICIENT_FUNDS' | 'INVALID_STATE'; balanceMinor: number };

/**
 * One line of the journal. Each carries its result (the balance after it), so replaying the journal rebuilds the
 * store without running any rule again.
 */
export type HeldWalletRecord =
  | {
      type: 'transfer';
      at: string;
      reference: string;
      operation: 'deposit' | 'withdraw';
      playerId: string;
      currency: string;
      amountMinor: number;
      result: TransferResult;
    }
  | { type: 'closed'; at: string; reference: string }
  | {
      type: 'move';
      at: string;
      transactionId: string;
      kind: MoveKind;
      playerId: string;
      currency: string;
      roundId: string;
      /** The launch's game; absent from journals written before the round feed. */
      gameCode?: string;
      betMinor: number;
      winMinor: number;
      referenceTransactionId: string | null;
      result: MoveResult;
    };

type TransferRecord = Extract<HeldWalletRecord, { type: 'transfer' }>;
type MoveRecord = Extract<HeldWalletRecord, { type: 'move' }>;

export type TransferRequest = { reference: string; playerId: string; currency: string; amountMinor: number };

/** A transfer's answer: its result, or a refusal that was not recorded (the reference belongs to something else). */
export type TransferAnswer = TransferResult | { status: 'failed'; code: 'DUPLICATE_TRANSACTION' | 'REFERENCE_CLOSED' };

export type MoveRequest = {
  transactionId: string;
  playerId: string;
  currency: string;
  roundId: string;
  gameCode?: string;
  betMinor: number;
  winMinor: number;
  referenceTransactionId: string | null;
};

export type MoveAnswer = MoveResult | { ok: false; code: 'DUPLICATE_TRANSACTION' | 'TRANSACTION_ROLLED_BACK' };

const accountOf = (playerId: string, currency: string) => `${playerId}\u0000${currency}`;
const roundKeyOf = (record: { playerId: string; currency: string; roundId: string }) =>
  `${record.playerId}\u0000${record.currency}\u0000${record.roundId}`;

/** A round as the round feed tells it: its stake and win so far, and `position`, the journal line of its last change. */
export type HeldRound = {
  position: number;
  roundId: string;
  playerId: string;
  currency: string;
  gameCode: string;
  stakeMinor: number;
  winMinor: number;
  status: 'open' | 'settled' | 'cancelled';
  startedAt: string;
  settledAt: string | null;
};

/**
 * The house vendor's wallet in transfer mode: each player's game money in minor units, per currency, moved in and
 * out by the platform (exactly once per transfer reference) and by play (exactly once per transaction id, with the
 * platform's seamless rules: a refusal is an answer too, a rollback of an unseen id refuses its late original).
 * Every change is written to the journal before it takes effect; a failed write changes nothing.
 */
export function createHeldWalletStore(journal: HeldWalletJournal, now: () => Date = () => new Date()) {
  const balances = new Map<string, number>();
  const transfers = new Map<string, TransferRecord | { type: 'closed' }>();
  const moves = new Map<string, { record: MoveRecord; rolledBack: boolean }>();
  const rolledBackUnseen = new Set<string>();
  // In the order of their last change (a changed round is taken out and put back at the end).
  const rounds = new Map<string, HeldRound>();
  let position = 0;

  /** A move that took effect changes its round: stake and win add up, a rollback takes its original's back. */
  function changeRound(record: MoveRecord, original: MoveRecord | undefined) {
    const key = roundKeyOf(record);
    const known = rounds.get(key);
    const round: HeldRound = known ?? {
      position,
      roundId: record.roundId,
      playerId: record.playerId,
      currency: record.currency,
      gameCode: record.gameCode ?? original?.gameCode ?? '',
      stakeMinor: 0,
      winMinor: 0,
      status: 'open',
      startedAt: record.at,
      settledAt: null,
    };
    if (record.kind === 'rollback') {
      round.stakeMinor -= original?.betMinor ?? 0;
      round.winMinor -= original?.winMinor ?? 0;
      if (round.stakeMinor === 0 && round.winMinor === 0) round.status = 'cancelled';
    } else {
      round.stakeMinor += record.betMinor;
      round.winMinor += record.winMinor;
      if (!round.gameCode && record.gameCode) round.gameCode = record.gameCode;
      if (record.kind !== 'bet') {
        round.status = 'settled';
        round.settledAt = record.at;
      } else if (round.status === 'cancelled') round.status = 'open';
    }
    round.position = position;
    rounds.delete(key);
    rounds.set(key, round);
  }

  function apply(record: HeldWalletRecord) {
    position += 1;
    switch (record.type) {
      case 'closed':
        transfers.set(record.reference, { type: 'closed' });
        return;
      case 'transfer':
        transfers.set(record.reference, record);
        if (record.result.status === 'done')
          balances.set(accountOf(record.playerId, record.currency), record.result.balanceMinor);
        return;
      case 'move': {
        moves.set(record.transactionId, { record, rolledBack: false });
        if (!record.result.ok) return;
        balances.set(accountOf(record.playerId, record.currency), record.result.balanceMinor);
        if (record.kind === 'rollback' && record.referenceTransactionId !== null) {
          const target = moves.get(record.referenceTransactionId);
          if (target) {
            // The same rule as `decide`: only a move that took effect has anything to take back.
            if (!target.rolledBack && target.record.result.ok) changeRound(record, target.record);
            target.rolledBack = true;
          } else rolledBackUnseen.add(record.referenceTransactionId);
          return;
        }
        changeRound(record, undefined);
        return;
      }
    }
  }

  function commit<Record extends HeldWalletRecord>(record: Record): Record {
    journal.append(record);
    apply(record);
    return record;
  }

  for (const record of journal.replay()) apply(record);

  const balanceOf = (playerId: string, currency: string) => balances.get(accountOf(playerId, currency)) ?? 0;

  function transfer(operation: 'deposit' | 'withdraw', request: TransferRequest): TransferAnswer {
    const known = transfers.get(request.reference);
    if (known?.type === 'closed') return { status: 'failed', code: 'REFERENCE_CLOSED' };
    if (known) {
      const same =
        known.operation === operation &&
        known.playerId === request.playerId &&
        known.currency === request.currency &&
        known.amountMinor === request.amountMinor;
      return same ? known.result : { status: 'failed', code: 'DUPLICATE_TRANSACTION' };
    }
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
      throw new RangeError('a transfer moves a positive amount of minor units');
    const before = balanceOf(request.playerId, request.currency);
    const after = operation === 'deposit' ? before + request.amountMinor : before - request.amountMinor;
    if (!Number.isSafeInteger(after)) throw new RangeError('the balance would leave the safe integer range');
    const result: TransferResult =
      after < 0
        ? { status: 'failed', code: 'INSUFFICIENT_FUNDS', balanceMinor: before }
        : { status: 'done', balanceMinor: after };
    return commit({ type: 'transfer', at: now().toISOString(), operation, ...request, result }).result;
  }

  /** The outcome of a game move with the rules of the platform's seamless wallet. */
  function decide(kind: MoveKind, request: MoveRequest): MoveResult {
    const balance = balanceOf(request.playerId, request.currency);
    const refuse = (code: 'INSUFFICIENT_FUNDS' | 'INVALID_STATE'): MoveResult => ({
      ok: false,
      code,
      balanceMinor: balance,
    });
    const settled = (after: number): MoveResult => {
      if (!Number.isSafeInteger(after)) throw new RangeError('the balance would leave the safe integer range');
      return after < 0 ? refuse('INSUFFICIENT_FUNDS') : { ok: true, balanceMinor: after };
    };
    if (kind !== 'rollback') {
      // The stake is taken before any win is paid, as the platform does: a win never funds its own bet.
      if (balance < request.betMinor) return refuse('INSUFFICIENT_FUNDS');
      return settled(balance - request.betMinor + request.winMinor);
    }
    const target = request.referenceTransactionId === null ? undefined : moves.get(request.referenceTransactionId);
    // An unseen target is refused when it comes; a refused or rolled back one moved nothing: nothing to undo.
    if (!target || target.rolledBack) return settled(balance);
    const original = target.record;
    if (original.kind === 'rollback') return refuse('INVALID_STATE');
    if (!original.result.ok) return settled(balance);
    if (original.playerId !== request.playerId || original.currency !== request.currency)
      return refuse('INVALID_STATE');
    return settled(balance + original.betMinor - original.winMinor);
  }

  function move(kind: MoveKind, request: MoveRequest): MoveAnswer {
    if (rolledBackUnseen.has(request.transactionId)) return { ok: false, code: 'TRANSACTION_ROLLED_BACK' };
    const known = moves.get(request.transactionId);
    if (known) {
      const { record } = known;
      const same =
        record.kind === kind &&
        record.playerId === request.playerId &&
        record.currency === request.currency &&
        record.roundId === request.roundId &&
        record.betMinor === request.betMinor &&
        record.winMinor === request.winMinor &&
        record.referenceTransactionId === request.referenceTransactionId;
      return same ? record.result : { ok: false, code: 'DUPLICATE_TRANSACTION' };
    }
    if (![request.betMinor, request.winMinor].every((amount) => Number.isSafeInteger(amount) && amount >= 0))
      throw new RangeError('amounts are non-negative minor units');
    const result = decide(kind, request);
    return commit({ type: 'move', at: now().toISOString(), kind, ...request, result }).result;
  }

  return {
    balanceOf,
    deposit: (request: TransferRequest) => transfer('deposit', request),
    withdraw: (request: TransferRequest) => transfer('withdraw', request),

    /**
     * What became of a reference. One never seen is closed here and now (`unknown`), so the move, should it still
     * arrive, is refused: the platform may then undo it on its side without paying twice.
     */
    status(reference: string): { status: 'done' | 'failed' | 'unknown'; balanceMinor: number | null } {
      const known = transfers.get(reference);
      if (!known) {
        commit({ type: 'closed', at: now().toISOString(), reference });
        return { status: 'unknown', balanceMinor: null };
      }
      if (known.type === 'closed') return { status: 'failed', balanceMinor: null };
      return { status: known.result.status, balanceMinor: balanceOf(known.playerId, known.currency) };
    },

    bet: (request: Omit<MoveRequest, 'winMinor' | 'referenceTransactionId'>) =>
      move('bet', { ...request, winMinor: 0, referenceTransactionId: null }),
    win: (request: Omit<MoveRequest, 'betMinor'>) => move('win', { ...request, betMinor: 0 }),
    betWin: (request: Omit<MoveRequest, 'referenceTransactionId'>) =>
      move('bet_win', { ...request, referenceTransactionId: null }),
    rollback: (request: Omit<MoveRequest, 'betMinor' | 'winMinor'> & { referenceTransactionId: string }) =>
      move('rollback', { ...request, betMinor: 0, winMinor: 0 }),
    /** Rounds changed after journal line `after`, in the order of their last change (the round feed). */
    roundsAfter(after: number, limit: number): HeldRound[] {
      const found: HeldRound[] = [];
      for (const round of rounds.values()) {
        if (round.position <= after) continue;
        found.push({ ...round });
        if (found.length >= limit) break;
      }
      return found;
    },
    /** The currency a player's move was made in, for a rollback whose session is gone. */
    currencyOfMove: (transactionId: string) => moves.get(transactionId)?.record.currency,
  };
}

export type HeldWalletStore = ReturnType<typeof createHeldWalletStore>;
