import type { VendorSession, WalletAnswer } from '@croupier/contracts';
import { minorOfText, textOfMinor } from '../play/money-text.js';
import type { WalletClient, WalletReply } from '@croupier/contracts/vendor-wallet-client';
import type { HeldWalletStore, MoveAnswer } from './held-wallet-store.js';

type RefusalCode =
  | 'INSUFFICIENT_FUNDS'
  | 'VALIDATION_FAILED'
  | 'SESSION_NOT_FOUND'
  | 'DUPLICATE_TRANSACTION'
  | 'TRANSACTION_ROLLED_BACK'
  | 'INVALID_STATE';

/** The platform's statuses and words for the same refusals, so play code reads them as it reads the platform's. */
const refusals: Record<RefusalCode, { status: number; message: string }> = {
  INSUFFICIENT_FUNDS: { status: 400, message: 'Insufficient balance.' },
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.' },
  SESSION_NOT_FOUND: { status: 401, message: 'Game session not found.' },
  DUPLICATE_TRANSACTION: { status: 409, message: 'This transaction id was used for another request.' },
  TRANSACTION_ROLLED_BACK: { status: 409, message: 'This transaction was rolled back.' },
  INVALID_STATE: { status: 409, message: 'This cannot be done in the current state.' },
};

function refused(
  code: RefusalCode,
  value: unknown = null,
): { ok: false; status: number; code: string; message: string; value: unknown } {
  return { ok: false, code, value, ...refusals[code] };
}

/** Launch tokens remembered for their player and currency; the oldest are forgotten first. */
const rememberedLaunches = 50_000;

/**
 * The seamless wallet client's twin for play on held money: launches are still authenticated by the platform (as
 * the transfer-mode vendor), but bets, wins and rollbacks settle in the held-wallet store, exactly once per
 * transaction id and refused as the platform refuses. Slot and table play cannot tell the two apart.
 */
export function createHeldWalletClient(dependencies: {
  store: HeldWalletStore;
  /** The platform's wallet API, signed with the transfer-mode vendor code: authenticates launches only. */
  platform: WalletClient;
}): WalletClient {
  const { store, platform } = dependencies;
  const launches = new Map<string, { playerId: string; currency: string; gameCode: string }>();

  function answerOf(answer: MoveAnswer, reply: { currency: string; transactionId: string }): WalletReply<WalletAnswer> {
    if (answer.ok)
      return {
        ok: true,
        value: {
          balance: textOfMinor(answer.balanceMinor),
          currency: reply.currency,
          transactionId: reply.transactionId,
        },
      };
    return refused(
      answer.code,
      'balanceMinor' in answer ? { balance: textOfMinor(answer.balanceMinor), currency: reply.currency } : null,
    );
  }

  async function authenticate(token: string): Promise<WalletReply<VendorSession>> {
    const reply = await platform.authenticate(token);
    if (!reply.ok || reply.value.mode !== 'real' || reply.value.playerId === null) return reply;
    const { playerId, currency, gameCode } = reply.value;
    launches.delete(token);
    launches.set(token, { playerId, currency, gameCode });
    if (launches.size > rememberedLaunches) launches.delete(launches.keys().next().value ?? '');
    return {
      ok: true,
      value: {
        ...reply.value,
        walletModel: 'transfer',
        balance: textOfMinor(store.balanceOf(playerId, currency)),
      },
    };
  }

  /**
   * A game move of a launch, with its game for the round feed. A launch this process has not seen (it restarted
   * while the page stayed open) is asked of the platform first, so its rounds still name their game.
   */
  async function moveOf(input: {
    token: string;
    transactionId: string;
    playerId: string;
    currency: string;
    roundId: string;
  }) {
    if (!launches.has(input.token)) await authenticate(input.token);
    return {
      transactionId: input.transactionId,
      playerId: input.playerId,
      currency: input.currency,
      roundId: input.roundId,
      gameCode: launches.get(input.token)?.gameCode ?? '',
    };
  }

  return {
    authenticate,

    async balance({ token, playerId }) {
      if (!launches.has(token)) {
        const reply = await authenticate(token);
        if (!reply.ok) return reply;
      }
      const launch = launches.get(token);
      if (!launch || launch.playerId !== playerId) return refused('SESSION_NOT_FOUND');
      return {
        ok: true,
        value: { balance: textOfMinor(store.balanceOf(playerId, launch.currency)), currency: launch.currency },
      };
    },

    async bet(input) {
      const betMinor = minorOfText(input.amount);
      if (betMinor === null) return refused('VALIDATION_FAILED');
      return answerOf(store.bet({ ...(await moveOf(input)), betMinor }), input);
    },

    async win(input) {
      const winMinor = minorOfText(input.amount);
      if (winMinor === null) return refused('VALIDATION_FAILED');
      return answerOf(store.win({ ...(await moveOf(input)), winMinor, referenceTransactionId: null }), input);
    },

    async betWin(input) {
      const betMinor = minorOfText(input.bet);
      const winMinor = minorOfText(input.win);
      if (betMinor === null || winMinor === null) return refused('VALIDATION_FAILED');
      return answerOf(store.betWin({ ...(await moveOf(input)), betMinor, winMinor }), input);
    },

    async rollback(input) {
      // The currency of the page's launch, or of the move undone when the page is long gone.
      const currency = launches.get(input.token)?.currency ?? store.currencyOfMove(input.referenceTransactionId);
      if (!currency) return refused('SESSION_NOT_FOUND');
      const answer = store.rollback({
        transactionId: input.transactionId,
        playerId: input.playerId,
        currency,
        roundId: input.roundId,
        referenceTransactionId: input.referenceTransactionId,
      });
      return answerOf(answer, { currency, transactionId: input.transactionId });
    },
  };
}
