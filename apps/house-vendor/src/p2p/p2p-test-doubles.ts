import { EventEmitter } from 'node:events';
import type { WalletClient, WalletReply } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import type { PlaySession } from '../play/session-store.js';

type Call = { operation: string; input: Record<string, unknown> };

/**
 * The platform's seamless wallet as the vendor sees it, one balance per player, idempotent by transaction id. It
 * keeps the rounds' bets and wins, so a test can check that every round closed and what it moved.
 */
export function walletDouble(options: { startMinor?: number } = {}) {
  const calls: Call[] = [];
  const applied = new Map<string, { playerId: string; minor: number }>();
  const balances = new Map<string, number>();
  const silent = new Set<string>();
  let refusal: string | null = null;
  const closedRounds = new Set<string>();
  const balanceOf = (playerId: string) => balances.get(playerId) ?? options.startMinor ?? 1_000_000;
  const answer = (playerId: string): WalletReply<{ balance: string; currency: string }> => ({
    ok: true,
    value: { balance: (balanceOf(playerId) / 100).toFixed(2), currency: 'THB' },
  });
  const minor = (text: string) => Math.round(Number(text) * 100);
  const client: WalletClient = {
    authenticate: async () => {
      throw new Error('not used');
    },
    balance: async (input) => answer(input.playerId),
    bet: async (input) => {
      calls.push({ operation: 'bet', input });
      if (silent.has('bet')) throw new WalletUnavailableError(new Error('timeout'));
      if (refusal)
        return {
          ok: false,
          status: 403,
          code: refusal,
          message: '',
          value: { limitKind: 'loss', limitText: '100.00', balance: (balanceOf(input.playerId) / 100).toFixed(2) },
        };
      if (closedRounds.has(input.roundId))
        return { ok: false, status: 409, code: 'ROUND_CLOSED', message: '', value: null };
      if (!applied.has(input.transactionId)) {
        const amount = minor(input.amount);
        if (amount > balanceOf(input.playerId))
          return {
            ok: false,
            status: 400,
            code: 'INSUFFICIENT_FUNDS',
            message: '',
            value: { balance: (balanceOf(input.playerId) / 100).toFixed(2) },
          };
        applied.set(input.transactionId, { playerId: input.playerId, minor: -amount });
        balances.set(input.playerId, balanceOf(input.playerId) - amount);
      }
      return answer(input.playerId);
    },
    win: async (input) => {
      calls.push({ operation: 'win', input });
      if (silent.has('win')) throw new WalletUnavailableError(new Error('timeout'));
      if (!applied.has(input.transactionId)) {
        applied.set(input.transactionId, { playerId: input.playerId, minor: minor(input.amount) });
        balances.set(input.playerId, balanceOf(input.playerId) + minor(input.amount));
        closedRounds.add(input.roundId);
      }
      return answer(input.playerId);
    },
    betWin: async () => {
      throw new Error('not used');
    },
    rollback: async (input) => {
      calls.push({ operation: 'rollback', input });
      const move = applied.get(input.referenceTransactionId);
      if (move && !applied.has(input.transactionId)) {
        applied.set(input.transactionId, { playerId: move.playerId, minor: -move.minor });
        balances.set(move.playerId, balanceOf(move.playerId) - move.minor);
      }
      return answer(input.playerId);
    },
  };
  return {
    client,
    calls,
    balanceOf,
    /** Makes an operation's answers go missing (the move still lands for bets: `landSilently`). */
    silence: (operation: 'bet' | 'win', on = true) => void (on ? silent.add(operation) : silent.delete(operation)),
    closedRounds,
    /** Makes the platform refuse every bet with this code (a responsible-gaming gate, say); null lifts it. */
    refuseBets: (code: string | null) => void (refusal = code),
  };
}

export class SocketDouble extends EventEmitter {
  readyState = 1;
  sent: Record<string, unknown>[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close');
  }
  say(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)));
  }
  last(type: string) {
    return this.sent.filter((message) => message.type === type).at(-1);
  }
}

export function pvpSession(id: string, game = 'pok-deng', mode: 'real' | 'demo' = 'real'): PlaySession {
  return {
    id,
    mode,
    walletModel: 'seamless',
    token: `token-${id}`,
    playerId: mode === 'real' ? `player-${id}` : null,
    currency: 'THB',
    language: 'en',
    gameName: 'Pok Deng',
    vendorGameId: `pvp:${game}`,
    timeZone: 'Asia/Bangkok',
    balanceMinor: 1_000_000,
    lastSeenAt: 0,
    lastSpinAt: 0,
  };
}
