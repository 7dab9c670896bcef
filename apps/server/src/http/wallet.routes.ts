import {
  adjustmentResultSchema,
  adjustmentBodySchema,
  balanceSchema,
  consolidatedFundsSchema,
  isSwitchEnabled,
  merchantWalletSchema,
  pageSchema,
  reconciliationSchema,
  transactionEntrySchema,
  transactionHistoryQuerySchema,
  vendorWalletTransferBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadReplica } from '../db/client.js';
import { adjustBalance } from '../flows/adjust-balance.js';
import { getMemberBalance, listMemberTransactions } from '../flows/member-wallet.js';
import type { WalletDependencies } from '../flows/shared/member-balance.js';
import {
  consolidateFunds,
  listMemberWallets,
  reconcileWallets,
  transferVendorWallet,
} from '../flows/vendor-wallets.js';
import type { WalletModelOf } from '../flows/vendor-wallets.js';
import type { PostTransfer } from '../modules/wallet/index.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { brandOf } from './brand-context.js';
import { createLiveStreamRegistry } from './live-streams.js';
import { ok } from './envelope.js';
import { requireMember, requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import { idempotencyHeadersSchema, requestKeyOf } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers, jsonOrForm } from './route-schemas.js';

/** Seconds between keep-alive comments, under common proxy idle limits. */
const heartbeatSeconds = 25;

/** The member's wallets (balance, history, live stream, vendor wallets) and the console's adjustments and checks. */
export function walletRoutes(
  dependencies: WalletDependencies & {
    readReplica: ReadReplica;
    clock: Clock;
    merchants: MerchantService;
    guards: RouteGuards;
    walletModelOf?: WalletModelOf;
    postTransfer?: PostTransfer;
  },
): FastifyPluginAsyncZod {
  const { events } = dependencies;
  return async (app) => {
    const streams = createLiveStreamRegistry();
    // Before the server stops listening: an open stream would hold the shutdown until the browser left.
    app.addHook('preClose', async () => streams.closeAll());

    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/v2/wallets/balance',
        { schema: { summary: "The member's balance", response: answers(balanceSchema) }, config: { member: 'any' } },
        async (request) =>
          ok(
            await getMemberBalance(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireMember(request).member,
            }),
          ),
      );

      player.get(
        '/wps/relay/ODSFE2_MemTransDet',
        {
          schema: {
            summary: "The member's transactions, newest first",
            querystring: transactionHistoryQuerySchema,
            response: answers(pageSchema(transactionEntrySchema)),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listMemberTransactions(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              types: request.query.type,
              startDate: request.query.startDate,
              endDate: request.query.endDate,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
              language: request.language,
            }),
          ),
      );

      // Live balance for the open site. The token travels in the Authorization header (the web reads the
      // stream with fetch), never in the URL where logs would keep it.
      player.get(
        '/wps/events',
        {
          schema: {
            summary: 'Live balance (server-sent events: `balance` and later events)',
            produces: ['text/event-stream'],
          },
          config: { member: 'any' },
        },
        async (request, reply) => {
          const { member, sessionId } = requireMember(request);
          const first = await getMemberBalance(dependencies, { merchant: brandOf(request).merchant, member });
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
          const unsubscribe = events.subscribe(member.id, (event) => {
            send(event.type, event);
            // The member's sessions have ended: the page's next call (its reconnect) is refused and logs it out.
            if (event.type === 'session-ended') end();
          });
          const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatSeconds * 1000);
          heartbeat.unref();
          end = () => {
            release();
            clearInterval(heartbeat);
            unsubscribe();
            if (!response.writableEnded) response.end();
          };
          request.raw.on('close', end);
        },
      );

      player.get(
        '/wps/relay/GCS_merchantWallet',
        {
          schema: { summary: 'The main wallet and each vendor wallet', response: answers(merchantWalletSchema) },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listMemberWallets(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
            }),
          ),
      );

      player.post(
        '/wps/relay/GCS_walletTransfer',
        {
          schema: {
            summary: 'Move money between the main wallet and a vendor wallet (or recover all); send an Idempotency-Key',
            consumes: jsonOrForm,
            headers: idempotencyHeadersSchema,
            body: vendorWalletTransferBodySchema,
            response: answers(merchantWalletSchema),
          },
          config: { member: 'real' },
        },
        async (request) => {
          const { body } = request;
          return ok(
            await transferVendorWallet(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              loginSessionId: requireRealMember(request).sessionId,
              requestKey: requestKeyOf(request.headers),
              move: 'recoverAll' in body ? { recoverAll: true } : { ...body, amountMinor: body.amount },
            }),
          );
        },
      );

      player.get(
        '/wps/member/info/funds/consolidated',
        {
          schema: { summary: "The member's consolidated funds", response: answers(consolidatedFundsSchema) },
          config: { member: 'real' },
        },
        async (request) => {
          const { merchant } = brandOf(request);
          if (!isSwitchEnabled(merchant.whitelabel, 'AGENTPOLICY3')) throw new DomainError('OPERATION_NOT_ENABLED');
          return ok(await consolidateFunds(dependencies, { merchant, member: requireRealMember(request).member }));
        },
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      operator.post(
        '/bo/wallets/adjustments',
        {
          schema: {
            summary:
              "Credit or debit a member's wallet with a reason (audited; above the brand's threshold a second operator confirms); send an Idempotency-Key to retry safely",
            headers: idempotencyHeadersSchema,
            body: adjustmentBodySchema,
            response: answers(adjustmentResultSchema),
          },
          config: { permission: 'wallet.adjust', brand: brandIn('body', 'merchant') },
        },
        async (request) =>
          ok(
            await adjustBalance(dependencies, {
              merchant: await dependencies.merchants.resolveMerchant({ code: request.body.merchant }),
              username: request.body.username,
              direction: request.body.direction,
              amountMinor: request.body.amount,
              reason: request.body.reason,
              operator: requireOperator(request, 'wallet.adjust'),
              requestKey: requestKeyOf(request.headers),
            }),
          ),
      );

      operator.get(
        '/bo/reconciliation',
        {
          schema: {
            summary:
              'Check that the ledger balances, and each transfer-model vendor wallet against the vendor (audited)',
            response: answers(reconciliationSchema),
          },
          config: { permission: 'wallet.reconcile', brand: 'platform' },
        },
        async (request) =>
          ok(
            await reconcileWallets(
              { db: dependencies.db, clock: dependencies.clock },
              { operator: requireOperator(request, 'wallet.reconcile') },
            ),
          ),
      );
    });
  };
}
