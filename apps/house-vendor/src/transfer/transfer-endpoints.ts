import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  seamlessHeaders,
  transferBalanceRequestSchema,
  transferMoveRequestSchema,
  transferRoundsRequestSchema,
  transferStatusRequestSchema,
} from '@croupier/contracts';
import type { TransferWalletOperation } from '@croupier/contracts';
import { isFreshTimestamp, verifyRequestSignature } from '@croupier/contracts/signing';
import { minorOfText, textOfMinor } from '../play/money-text.js';
import type { HeldWalletStore, TransferAnswer } from './held-wallet-store.js';

/** The vendor code the platform names when it calls the house vendor in transfer mode. */
export const transferVendorCode = 'HOUSE_TW';

export type SignedTransferRequest = {
  vendorCode: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
};

export type TransferEndpointAnswer = { status: number; body: Record<string, unknown> };

const maxBodyBytes = 16 * 1024;

const failure = (status: number, code: string, message: string, value: unknown = null): TransferEndpointAnswer => ({
  status,
  body: { success: false, message, value, code },
});
const success = (value: unknown): TransferEndpointAnswer => ({
  status: 200,
  body: { success: true, message: '', value },
});

const refusalOf: Record<Exclude<TransferAnswer, { status: 'done' }>['code'], { status: number; message: string }> = {
  INSUFFICIENT_FUNDS: { status: 400, message: 'Insufficient balance.' },
  DUPLICATE_TRANSACTION: { status: 409, message: 'This reference was used for another transfer.' },
  REFERENCE_CLOSED: { status: 409, message: 'This reference was closed by a status request before it arrived.' },
};

function parse<Schema extends z.ZodType>(schema: Schema, body: string): z.output<Schema> | undefined {
  try {
    const result = schema.safeParse(JSON.parse(body));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The house vendor's transfer wallet API (the contracts' transfer-wallet calls): the platform moves a player's game
 * money in and out, asks what became of a reference, and reads the balance. Every request is verified first: the
 * signature in constant time (a wrong vendor code is the same refusal), then the timestamp (30 s either way).
 */
export function createTransferEndpoints(dependencies: {
  store: HeldWalletStore;
  secret: string;
  vendorCode?: string;
  now?: () => number;
}) {
  const { store } = dependencies;
  const vendorCode = dependencies.vendorCode ?? transferVendorCode;
  const now = dependencies.now ?? Date.now;

  function verify(request: SignedTransferRequest): TransferEndpointAnswer | undefined {
    const signed = verifyRequestSignature({
      secret: dependencies.secret,
      timestamp: request.timestamp ?? '',
      body: request.body,
      signature: request.signature ?? '',
    });
    if (!signed || request.vendorCode !== vendorCode) return failure(401, 'SIGNATURE_INVALID', 'Invalid signature.');
    if (!isFreshTimestamp(request.timestamp, now()))
      return failure(401, 'TIMESTAMP_STALE', 'The request is too old; try again.');
    return undefined;
  }

  function move(operation: 'deposit' | 'withdraw', body: string): TransferEndpointAnswer {
    const request = parse(transferMoveRequestSchema, body);
    const amountMinor = request ? minorOfText(request.amount) : null;
    if (!request || amountMinor === null) return failure(400, 'VALIDATION_FAILED', 'Some fields are not valid.');
    const transfer = { ...request, amountMinor };
    const answer = operation === 'deposit' ? store.deposit(transfer) : store.withdraw(transfer);
    const value = {
      reference: request.reference,
      status: answer.status,
      currency: request.currency,
      ...('balanceMinor' in answer ? { balance: textOfMinor(answer.balanceMinor) } : {}),
    };
    if (answer.status === 'done') return success(value);
    const refusal = refusalOf[answer.code];
    return failure(refusal.status, answer.code, refusal.message, value);
  }

  /** The answer to one signed request: verified, parsed, applied at most once. */
  function answer(operation: TransferWalletOperation, request: SignedTransferRequest): TransferEndpointAnswer {
    const refusal = verify(request);
    if (refusal) return refusal;
    switch (operation) {
      case 'deposit':
      case 'withdraw':
        return move(operation, request.body);
      case 'status': {
        const parsed = parse(transferStatusRequestSchema, request.body);
        if (!parsed) return failure(400, 'VALIDATION_FAILED', 'Some fields are not valid.');
        const known = store.status(parsed.reference);
        return success({
          reference: parsed.reference,
          status: known.status,
          ...(known.balanceMinor === null ? {} : { balance: textOfMinor(known.balanceMinor) }),
        });
      }
      case 'balance': {
        const parsed = parse(transferBalanceRequestSchema, request.body);
        if (!parsed) return failure(400, 'VALIDATION_FAILED', 'Some fields are not valid.');
        return success({
          balance: textOfMinor(store.balanceOf(parsed.playerId, parsed.currency)),
          currency: parsed.currency,
        });
      }
      case 'rounds': {
        const parsed = parse(transferRoundsRequestSchema, request.body);
        if (!parsed) return failure(400, 'VALIDATION_FAILED', 'Some fields are not valid.');
        const rounds = store.roundsAfter(parsed.after, parsed.limit);
        return success({
          rounds: rounds.map(({ stakeMinor, winMinor, ...round }) => ({
            ...round,
            stake: textOfMinor(stakeMinor),
            win: textOfMinor(winMinor),
          })),
          next: rounds.at(-1)?.position ?? parsed.after,
        });
      }
    }
  }

  /** Serves a request of the vendor's HTTP server; the body is read as text, since the signature covers its bytes. */
  async function serve(operation: TransferWalletOperation, request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBodyBytes) tooLarge = true;
      else chunks.push(chunk);
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const result = tooLarge
      ? failure(400, 'VALIDATION_FAILED', 'The request is too large.')
      : answer(operation, {
          vendorCode: header(seamlessHeaders.vendor),
          timestamp: header(seamlessHeaders.timestamp),
          signature: header(seamlessHeaders.signature),
          body: Buffer.concat(chunks).toString('utf8'),
        });
    response.writeHead(result.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(JSON.stringify(result.body));
  }

  return { answer, serve };
}

export type TransferEndpoints = ReturnType<typeof createTransferEndpoints>;
