import type {
  Balance,
  MerchantWallet,
  ReconciliationReport,
  TransactionEntry,
  consolidatedFundsSchema,
} from '@croupier/contracts';
import {
  adjustmentBodySchema,
  transactionHistoryQuerySchema,
  vendorWalletTransferBodySchema,
} from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requireMember, requireRealMember } from '../../http/member-auth.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';
import { createLiveStreamRegistry } from '../../http/live-streams.js';
import { requestKeyOf } from '../../http/request-key.js';
import type { MemberEvents } from '../../lib/member-events.js';

export type WalletRouteDependencies = {
  balance: (request: FastifyRequest) => Promise<Balance>;
  history: (
    request: FastifyRequest,
    query: z.output<typeof transactionHistoryQuerySchema>,
  ) => Promise<{ content: TransactionEntry[]; pageNum: number; totalPages: number; total: number }>;
  reconcile: (operator: ReturnType<typeof requireOperator>) => Promise<ReconciliationReport>;
  events: MemberEvents;
  merchantWallet: (request: FastifyRequest) => Promise<MerchantWallet>;
  transferVendorWallet: (
    request: FastifyRequest,
    body: z.output<typeof vendorWalletTransferBodySchema>,
    requestKey: string,
  ) => Promise<MerchantWallet>;
  consolidated: (request: FastifyRequest) => Promise<z.output<typeof consolidatedFundsSchema>>;
  adjust: (
    request: FastifyRequest,
    body: z.output<typeof adjustmentBodySchema>,
    requestKey: string,
  ) => Promise<{ transferId: string; replayed: boolean; balance: string }>;
};

/** Seconds between keep-alive comments, under common proxy idle limits. */
const heartbeatSeconds = 25;

export function walletRoutes(dependencies: WalletRouteDependencies) {
  return async function register(app: FastifyInstance) {
    const streams = createLiveStreamRegistry();
    // Before the server stops listening: an open stream would hold the shutdown until the browser left.
    app.addHook('preClose', async () => streams.closeAll());

    app.get('/wps/v2/wallets/balance', async (request) => {
      requireMember(request);
      return ok(await dependencies.balance(request));
    });

    app.get('/wps/relay/ODSFE2_MemTransDet', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.history(request, parseInput(transactionHistoryQuerySchema, request.query)));
    });

    // Live balance for the open site. The token travels in the Authorization header (the web reads the
    // stream with fetch), never in the URL where logs would keep it.
    app.get('/wps/events', async (request, reply) => {
      const { member, sessionId } = requireMember(request);
      const first = await dependencies.balance(request);
      let end = () => {};
      // Refused over the cap (429) before the answer is taken over.
      const release = streams.open({ sessionId, address: request.ip }, () => end());
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('balance', { type: 'balance', ...first });
      const unsubscribe = dependencies.events.subscribe(member.id, (event) => send(event.type, event));
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatSeconds * 1000);
      heartbeat.unref();
      end = () => {
        release();
        clearInterval(heartbeat);
        unsubscribe();
        if (!response.writableEnded) response.end();
      };
      request.raw.on('close', end);
    });

    app.get('/wps/relay/GCS_merchantWallet', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.merchantWallet(request));
    });

    app.post('/wps/relay/GCS_walletTransfer', async (request) => {
      requireRealMember(request);
      const body = parseInput(vendorWalletTransferBodySchema, request.body);
      return ok(await dependencies.transferVendorWallet(request, body, requestKeyOf(request)));
    });

    app.get('/wps/member/info/funds/consolidated', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.consolidated(request));
    });

    app.post('/bo/wallets/adjustments', async (request) => {
      requireOperator(request, 'wallet.adjust');
      const body = parseInput(adjustmentBodySchema, request.body);
      return ok(await dependencies.adjust(request, body, requestKeyOf(request)));
    });

    app.get('/bo/reconciliation', async (request) =>
      ok(await dependencies.reconcile(requireOperator(request, 'wallet.reconcile'))),
    );
  };
}
