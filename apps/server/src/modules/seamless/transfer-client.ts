import {
  formatMinor,
  parseMinor,
  seamlessHeaders,
  transferBalanceAnswerSchema,
  transferMoveAnswerSchema,
  transferRoundsAnswerSchema,
  transferStatusAnswerSchema,
  transferWalletPaths,
} from '@croupier/contracts';
import type { TransferRoundsAnswer, TransferStatus, TransferWalletOperation } from '@croupier/contracts';
import { signRequest } from '@croupier/contracts/signing';

/** A transfer-model vendor as the platform calls it. */
export type TransferVendor = { code: string; apiUrl: string; secret: string };

/** How a deposit or withdrawal ended for the platform: done, refused (nothing moved), or lost (ask `status`). */
export type TransferMoveOutcome =
  | { status: 'done'; balanceMinor: bigint }
  | { status: 'refused'; code: string; balanceMinor: bigint | null }
  | { status: 'lost' };

/** The vendor's word on a reference, or `lost` when that question went unanswered too. */
export type TransferStatusOutcome = { status: TransferStatus; balanceMinor: bigint | null } | { status: 'lost' };

export type TransferMove = { reference: string; playerId: string; currency: string; amountMinor: bigint };

type Reply = { kind: 'done'; value: unknown } | { kind: 'refused'; code: string; value: unknown } | { kind: 'lost' };

const envelopeOf = (json: unknown) =>
  (json && typeof json === 'object' ? json : {}) as { success?: unknown; code?: unknown; value?: unknown };

const balanceOf = (value: unknown): bigint | null => {
  const balance = (value as { balance?: unknown } | null)?.balance;
  if (typeof balance !== 'string') return null;
  try {
    return parseMinor(balance);
  } catch {
    return null;
  }
};

/**
 * The platform's client of a transfer-model vendor's API (the transfer wallet API of the contracts): signed JSON
 * POSTs with a timeout. It never throws for the vendor's sake: a 2xx answer is done, a 4xx answer is a refusal,
 * and anything else (timeout, transport error, 5xx, an answer it cannot read) is `lost`, for the caller to settle
 * with `status`.
 */
export function createTransferClient(
  vendor: TransferVendor,
  options: {
    /** Deposits and withdrawals: long enough for a slow vendor, since a lost answer costs a status round trip. */
    moveTimeoutMs?: number;
    /** Status and balance: the wallet page waits for these. */
    readTimeoutMs?: number;
    fetch?: typeof fetch;
    /** The signing clock: the vendor checks it against its own, so it is the real time unless a test says not. */
    now?: () => number;
  } = {},
) {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = vendor.apiUrl.replace(/\/+$/, '');

  async function post(operation: TransferWalletOperation, body: unknown, timeoutMs: number): Promise<Reply> {
    const raw = JSON.stringify(body);
    const timestamp = String(now());
    let status: number;
    let text: string;
    try {
      const response = await send(`${base}${transferWalletPaths[operation]}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [seamlessHeaders.vendor]: vendor.code,
          [seamlessHeaders.timestamp]: timestamp,
          [seamlessHeaders.signature]: signRequest(vendor.secret, timestamp, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch {
      return { kind: 'lost' };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const envelope = envelopeOf(json);
    if (status >= 200 && status < 300 && envelope.success === true) return { kind: 'done', value: envelope.value };
    // A 4xx means the request was not taken, whoever answered it; a 2xx that says it failed is not that clear.
    if (status >= 400 && status < 500)
      return {
        kind: 'refused',
        code: typeof envelope.code === 'string' ? envelope.code : `HTTP_${status}`,
        value: envelope.value,
      };
    return { kind: 'lost' };
  }

  async function move(operation: 'deposit' | 'withdraw', input: TransferMove): Promise<TransferMoveOutcome> {
    const reply = await post(
      operation,
      {
        reference: input.reference,
        playerId: input.playerId,
        currency: input.currency,
        amount: formatMinor(input.amountMinor),
      },
      options.moveTimeoutMs ?? 10_000,
    );
    if (reply.kind === 'refused') return { status: 'refused', code: reply.code, balanceMinor: balanceOf(reply.value) };
    if (reply.kind === 'lost') return { status: 'lost' };
    const answer = transferMoveAnswerSchema.safeParse(reply.value);
    if (!answer.success || answer.data.reference !== input.reference || answer.data.status !== 'done')
      return { status: 'lost' };
    return { status: 'done', balanceMinor: parseMinor(answer.data.balance) };
  }

  return {
    /** Moves money into the player's wallet at the vendor. */
    deposit: (input: TransferMove) => move('deposit', input),
    /** Moves money out of the player's wallet at the vendor; refused with INSUFFICIENT_FUNDS when it is short. */
    withdraw: (input: TransferMove) => move('withdraw', input),

    async status(reference: string): Promise<TransferStatusOutcome> {
      const reply = await post('status', { reference }, options.readTimeoutMs ?? 3_000);
      if (reply.kind !== 'done') return { status: 'lost' };
      const answer = transferStatusAnswerSchema.safeParse(reply.value);
      if (!answer.success || answer.data.reference !== reference) return { status: 'lost' };
      return {
        status: answer.data.status,
        balanceMinor: answer.data.balance === undefined ? null : parseMinor(answer.data.balance),
      };
    },

    /** The player's balance at the vendor, or null when the vendor does not answer. */
    async balance(input: { playerId: string; currency: string }): Promise<bigint | null> {
      const reply = await post('balance', input, options.readTimeoutMs ?? 3_000);
      if (reply.kind !== 'done') return null;
      const answer = transferBalanceAnswerSchema.safeParse(reply.value);
      return answer.success && answer.data.currency === input.currency ? parseMinor(answer.data.balance) : null;
    },

    /** The vendor's round feed after a position it gave, or null when it does not answer (ask again later). */
    async rounds(input: { after: number; limit: number }): Promise<TransferRoundsAnswer | null> {
      const reply = await post('rounds', input, options.readTimeoutMs ?? 3_000);
      if (reply.kind !== 'done') return null;
      const answer = transferRoundsAnswerSchema.safeParse(reply.value);
      return answer.success ? answer.data : null;
    },
  };
}

export type TransferClient = ReturnType<typeof createTransferClient>;
