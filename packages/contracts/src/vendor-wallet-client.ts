import { seamlessWalletPaths } from './index.js';
import { signedHeaders } from './signing.js';
import type { AdjustAnswer, AdjustmentReason, JackpotWinAnswer, VendorSession, WalletAnswer } from './index.js';

/**
 * A vendor's side of the platform's seamless wallet API, as any third-party vendor would write it (the house vendor and the sportsbook use it):
 * signed JSON POSTs, the same transaction id on every retry of one move, and no other way to touch money.
 */
export type WalletReply<Value> =
  { ok: true; value: Value } | { ok: false; status: number; code: string; message: string; value: unknown };

export type WalletClient = {
  authenticate(token: string): Promise<WalletReply<VendorSession>>;
  balance(input: { token: string; playerId: string }): Promise<WalletReply<{ balance: string; currency: string }>>;
  /** `hedged`: the part of the stake covered by the player's opposite bets in the round (issue #19). */
  bet(input: MoneyInput & { amount: string; hedged?: string }): Promise<WalletReply<WalletAnswer>>;
  win(input: MoneyInput & { amount: string; closeRound?: boolean }): Promise<WalletReply<WalletAnswer>>;
  betWin(input: MoneyInput & { bet: string; win: string; hedged?: string }): Promise<WalletReply<WalletAnswer>>;
  rollback(
    input: Omit<MoneyInput, 'currency'> & { referenceTransactionId: string },
  ): Promise<WalletReply<WalletAnswer>>;
  /**
   * A jackpot trigger (decision 0087): the platform pays the pool it holds, exactly once per transaction id. Only
   * the platform's seamless wallet has one; a held wallet (transfer mode) has none.
   */
  jackpotWin?(input: MoneyInput): Promise<WalletReply<JackpotWinAnswer>>;
};

/**
 * The client with the vendor adjustment call (decision 0056) as well: what `createWalletClient` gives. Games that
 * never claw money back (the house vendor, its transfer-mode wallet) take the plain `WalletClient`.
 */
export type AdjustingWalletClient = WalletClient & {
  /** A signed correction of a round's money; a take-back beyond the balance becomes a debt. */
  adjust(
    input: MoneyInput & { amount: string; reason: AdjustmentReason; referenceTransactionId: string },
  ): Promise<WalletReply<AdjustAnswer>>;
};

export type MoneyInput = { token: string; playerId: string; transactionId: string; roundId: string; currency: string };

/** A transport failure after every retry: the move may or may not have happened; the caller settles it. */
export class WalletUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the platform wallet did not answer', { cause });
  }
}

export function createWalletClient(options: {
  baseUrl: string;
  vendorCode: string;
  secret: string;
  /** Attempts per request on transport errors and 5xx answers (the same body, so at most one takes effect). */
  attempts?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): AdjustingWalletClient {
  const send = options.fetch ?? fetch;
  const attempts = options.attempts ?? 3;

  async function post<Value>(path: string, body: unknown): Promise<WalletReply<Value>> {
    const raw = JSON.stringify(body);
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      // Each attempt is signed afresh: the timestamp must be recent, the body is the same.
      const headers = signedHeaders({
        vendorCode: options.vendorCode,
        secret: options.secret,
        body: raw,
        now: Date.now(),
      });
      try {
        const response = await send(new URL(path, options.baseUrl), {
          method: 'POST',
          headers,
          body: raw,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (response.status >= 500) {
          lastError = new Error(`wallet answered ${response.status}`);
        } else {
          const answer = (await response.json()) as {
            success: boolean;
            message: string;
            value: unknown;
            code?: string;
          };
          if (answer.success) return { ok: true, value: answer.value as Value };
          return {
            ok: false,
            status: response.status,
            code: answer.code ?? 'UNKNOWN',
            message: answer.message,
            value: answer.value,
          };
        }
      } catch (error) {
        lastError = error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
    throw new WalletUnavailableError(lastError);
  }

  return {
    authenticate: (token) => post(seamlessWalletPaths.authenticate, { token }),
    balance: (input) => post(seamlessWalletPaths.balance, input),
    bet: (input) => post(seamlessWalletPaths.bet, input),
    win: (input) => post(seamlessWalletPaths.win, { ...input, closeRound: input.closeRound ?? true }),
    betWin: (input) => post(seamlessWalletPaths.betWin, input),
    rollback: (input) => post(seamlessWalletPaths.rollback, input),
    adjust: (input) => post(seamlessWalletPaths.adjust, input),
    jackpotWin: (input) => post(seamlessWalletPaths.jackpotWin, input),
  };
}
