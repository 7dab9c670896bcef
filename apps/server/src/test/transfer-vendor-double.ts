import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  formatMinor,
  parseMinor,
  seamlessHeaders,
  transferBalanceRequestSchema,
  transferMoveRequestSchema,
  transferRoundsRequestSchema,
  transferStatusRequestSchema,
} from '@croupier/contracts';
import type { TransferRound, TransferWalletOperation } from '@croupier/contracts';
import { isFreshTimestamp, verifyRequestSignature } from '@croupier/contracts/signing';

/**
 * What the double does with the next request of an operation:
 * `refuse` answers a 4xx and records the refusal; `drop-before-apply` hangs up without doing anything;
 * `drop-after-apply` does the move and hangs up; `refuse-and-drop` records a refusal and hangs up;
 * `hold-before-apply` and `hold-after-apply` tell `onHold` listeners, then never answer (the caller is meant to die:
 * the first never applies the move, the second has applied it).
 */
export type TransferVendorFault =
  'refuse' | 'drop-before-apply' | 'drop-after-apply' | 'refuse-and-drop' | 'hold-before-apply' | 'hold-after-apply';

type Result = { status: 'done' | 'failed'; code?: string; httpStatus: number; value: Record<string, unknown> };

/**
 * A small but real transfer-model vendor for server tests: node:http, the transfer wallet API of the contracts,
 * signatures verified in constant time, a balance per player, every reference answered once. Faults are queued
 * per operation to play lost answers and refusals.
 */
export async function startTransferVendorDouble(options: { vendorCode: string; secret: string }) {
  const balances = new Map<string, bigint>();
  const references = new Map<string, { hash: string; account: string | null; result: Result }>();
  const faults = new Map<TransferWalletOperation, TransferVendorFault[]>();
  const calls: { operation: string; body: unknown }[] = [];
  const holdListeners: ((operation: TransferWalletOperation) => void)[] = [];
  let refusedSignatures = 0;
  // The round feed: each round where its last change put it.
  const rounds = new Map<string, TransferRound>();
  let position = 0;
  const accountOf = (playerId: string, currency: string) => `${playerId}|${currency}`;

  function send(response: ServerResponse, httpStatus: number, body: unknown) {
    response.writeHead(httpStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }
  const answer = (response: ServerResponse, result: Result) =>
    send(response, result.httpStatus, {
      success: result.status === 'done',
      message: '',
      value: result.value,
      ...(result.code ? { code: result.code } : {}),
    });

  function verified(request: IncomingMessage, raw: string): 'ok' | 'SIGNATURE_INVALID' | 'TIMESTAMP_STALE' {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : '';
    };
    const timestamp = header(seamlessHeaders.timestamp);
    const signature = header(seamlessHeaders.signature);
    const signed = verifyRequestSignature({ secret: options.secret, timestamp, body: raw, signature });
    if (!signed || header(seamlessHeaders.vendor) !== options.vendorCode) return 'SIGNATURE_INVALID';
    if (!isFreshTimestamp(timestamp, Date.now())) return 'TIMESTAMP_STALE';
    return 'ok';
  }

  function move(operation: 'deposit' | 'withdraw', body: unknown, fault: TransferVendorFault | undefined): Result {
    const request = transferMoveRequestSchema.parse(body);
    const hash = createHash('sha256')
      .update(JSON.stringify([operation, body]))
      .digest('hex');
    const known = references.get(request.reference);
    if (known)
      return known.hash === hash
        ? known.result
        : { status: 'failed', code: 'DUPLICATE_TRANSACTION', httpStatus: 409, value: {} };
    const account = accountOf(request.playerId, request.currency);
    const before = balances.get(account) ?? 0n;
    const amountMinor = parseMinor(request.amount);
    const after = operation === 'deposit' ? before + amountMinor : before - amountMinor;
    const value = { reference: request.reference, currency: request.currency };
    let result: Result;
    if (fault === 'refuse' || fault === 'refuse-and-drop')
      result = {
        status: 'failed',
        code: 'VENDOR_REFUSED',
        httpStatus: 422,
        value: { ...value, status: 'failed', balance: formatMinor(before) },
      };
    else if (after < 0n)
      result = {
        status: 'failed',
        code: 'INSUFFICIENT_FUNDS',
        httpStatus: 400,
        value: { ...value, status: 'failed', balance: formatMinor(before) },
      };
    else {
      balances.set(account, after);
      result = { status: 'done', httpStatus: 200, value: { ...value, status: 'done', balance: formatMinor(after) } };
    }
    references.set(request.reference, { hash, account, result });
    return result;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    const operation = (request.url ?? '').replace('/transfer/', '') as TransferWalletOperation;
    const verdict = verified(request, raw);
    if (verdict !== 'ok') {
      refusedSignatures += 1;
      return send(response, 401, { success: false, message: verdict, value: null, code: verdict });
    }
    const body: unknown = JSON.parse(raw);
    calls.push({ operation, body });
    const fault = faults.get(operation)?.shift();
    if (fault === 'drop-before-apply') return request.socket.destroy();
    if (fault === 'hold-before-apply' || fault === 'hold-after-apply') {
      if (fault === 'hold-after-apply' && (operation === 'deposit' || operation === 'withdraw'))
        move(operation, body, undefined);
      for (const listener of holdListeners) listener(operation);
      return;
    }
    switch (operation) {
      case 'deposit':
      case 'withdraw': {
        const result = move(operation, body, fault);
        if (fault === 'drop-after-apply' || fault === 'refuse-and-drop') return request.socket.destroy();
        return answer(response, result);
      }
      case 'status': {
        const { reference } = transferStatusRequestSchema.parse(body);
        const known = references.get(reference);
        if (!known) {
          // Closed from now on: the move, should it still arrive, is refused.
          references.set(reference, {
            hash: 'closed',
            account: null,
            result: { status: 'failed', code: 'REFERENCE_CLOSED', httpStatus: 409, value: { reference } },
          });
          return answer(response, { status: 'done', httpStatus: 200, value: { reference, status: 'unknown' } });
        }
        const balance = known.account === null ? undefined : formatMinor(balances.get(known.account) ?? 0n);
        return answer(response, {
          status: 'done',
          httpStatus: 200,
          value: { reference, status: known.result.status, ...(balance ? { balance } : {}) },
        });
      }
      case 'rounds': {
        const { after, limit } = transferRoundsRequestSchema.parse(body);
        const changed = [...rounds.values()].filter((round) => round.position > after).slice(0, limit);
        return answer(response, {
          status: 'done',
          httpStatus: 200,
          value: { rounds: changed, next: changed.at(-1)?.position ?? after },
        });
      }
      case 'balance': {
        const { playerId, currency } = transferBalanceRequestSchema.parse(body);
        return answer(response, {
          status: 'done',
          httpStatus: 200,
          value: { balance: formatMinor(balances.get(accountOf(playerId, currency)) ?? 0n), currency },
        });
      }
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 400, { success: false, message: '', value: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    refusedSignatures: () => refusedSignatures,
    /** Called when a request is held (see the `hold-*` faults). */
    onHold(listener: (operation: TransferWalletOperation) => void) {
      holdListeners.push(listener);
    },
    failNext(operation: TransferWalletOperation, ...queued: TransferVendorFault[]) {
      faults.set(operation, [...(faults.get(operation) ?? []), ...queued]);
    },
    balanceOf: (playerId: string, currency: string) => balances.get(accountOf(playerId, currency)) ?? 0n,
    /** The player plays a round at the vendor: the stake is taken, the win paid, the round goes into the feed. */
    playRound(
      playerId: string,
      currency: string,
      round: { roundId: string; gameCode: string; stakeMinor: bigint; winMinor: bigint; at?: Date },
    ) {
      const account = accountOf(playerId, currency);
      const before = balances.get(account) ?? 0n;
      if (before < round.stakeMinor) throw new Error('the double has not got the stake');
      balances.set(account, before - round.stakeMinor + round.winMinor);
      position += 1;
      const at = (round.at ?? new Date()).toISOString();
      rounds.delete(round.roundId);
      rounds.set(round.roundId, {
        position,
        roundId: round.roundId,
        playerId,
        currency,
        gameCode: round.gameCode,
        stake: formatMinor(round.stakeMinor),
        win: formatMinor(round.winMinor),
        status: 'settled',
        startedAt: at,
        settledAt: at,
      });
    },
    /** The player won or lost at the vendor. */
    setBalance(playerId: string, currency: string, minor: bigint) {
      balances.set(accountOf(playerId, currency), minor);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Held requests would keep the server open.
        server.closeAllConnections();
      }),
  };
}

export type TransferVendorDouble = Awaited<ReturnType<typeof startTransferVendorDouble>>;
