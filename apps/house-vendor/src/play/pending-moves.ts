import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';

/** A rollback of a move whose answer never came, or a win the platform has not confirmed yet. */
export type PendingMove =
  | { kind: 'rollback'; token: string; playerId: string; referenceTransactionId: string; roundId: string }
  | {
      kind: 'win';
      token: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      currency: string;
      amount: string;
    }
  | { kind: 'jackpot'; token: string; playerId: string; transactionId: string; roundId: string; currency: string };

const keyOf = (move: PendingMove) =>
  move.kind === 'rollback' ? `rollback:${move.referenceTransactionId}` : move.transactionId;

/**
 * Moves that must reach the platform whatever happens: a player never loses a win, and a bet whose answer was
 * lost is undone. Each keeps one transaction id across retries, so the platform applies it once.
 */
export function createPendingMoves(wallet: WalletClient, onError: (error: unknown) => void) {
  const pending = new Map<string, PendingMove>();
  const balanceListeners = new Map<string, (balance: string) => void>();
  let running: Promise<void> | undefined;

  async function deliver(move: PendingMove) {
    if (move.kind === 'jackpot') {
      if (!wallet.jackpotWin) throw new Error('this wallet pays no jackpot');
      const { kind: _kind, ...input } = move;
      return wallet.jackpotWin(input);
    }
    return move.kind === 'rollback'
      ? wallet.rollback({
          token: move.token,
          playerId: move.playerId,
          roundId: move.roundId,
          referenceTransactionId: move.referenceTransactionId,
          transactionId: keyOf(move),
        })
      : wallet.win({
          token: move.token,
          playerId: move.playerId,
          transactionId: move.transactionId,
          roundId: move.roundId,
          currency: move.currency,
          amount: move.amount,
        });
  }

  async function flush() {
    for (const [key, move] of pending) {
      try {
        const reply = await deliver(move);
        // Answered (applied, or refused for good): nothing more to try. Only silence is retried.
        if (reply.ok || reply.status < 500) {
          pending.delete(key);
          const balance = reply.ok ? reply.value.balance : (reply.value as { balance?: string } | null)?.balance;
          if (balance) balanceListeners.get(key)?.(balance);
          balanceListeners.delete(key);
        }
        if (!reply.ok) onError(new Error(`${move.kind} ${key} refused: ${reply.code}`));
      } catch (error) {
        if (!(error instanceof WalletUnavailableError)) onError(error);
      }
    }
  }

  function run() {
    running ??= flush().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /**
     * `onBalance` hears the wallet's balance once the move is applied: a seat paid at the end of a round shows
     * the money it won, not the balance its bet left.
     */
    add(move: PendingMove, onBalance?: (balance: string) => void) {
      pending.set(keyOf(move), move);
      if (onBalance) balanceListeners.set(keyOf(move), onBalance);
      void run();
    },
    /** Tries every pending move once more (a timer calls it); resolves when that pass ends. */
    retry: async () => {
      if (pending.size > 0) await run();
    },
    size: () => pending.size,
  };
}

export type PendingMoves = ReturnType<typeof createPendingMoves>;
