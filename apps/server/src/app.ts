import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import { sql } from 'drizzle-orm';
import type { Environment } from './config/env.js';
import type { Database } from './db/client.js';
import { describeSite, listDomainRoutes } from './flows/describe-site.js';
import { createBrandAccessResolver } from './flows/resolve-brand-access.js';
import { brandOf, registerBrandContext } from './http/brand-context.js';
import { ok } from './http/envelope.js';
import { registerErrorHandler } from './http/error-handler.js';
import { needsOperator, registerOperatorAuth } from './http/operator-auth.js';
import { collectRoutes, registerApiDocs } from './http/openapi.js';
import { routeDocs } from './http/route-docs.js';
import { readFileSync } from 'node:fs';
import { registerRequestLanguage } from './http/request-language.js';
import { registerRefuseInvalidText } from './http/refuse-invalid-text.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticWeb } from './http/static-web.js';
import { accountHandlers } from './http/account-handlers.js';
import { registerMemberAuth } from './http/member-auth.js';
import { authenticateMember } from './flows/authenticate-member.js';
import { createOutboxDelivery } from './jobs/deliver-outbox.js';
import { createMemberService, memberRoutes } from './modules/member/index.js';
import { createVerificationService, verificationRoutes } from './modules/verification/index.js';
import { createWalletService, walletRoutes } from './modules/wallet/index.js';
import { createMemberEvents } from './lib/member-events.js';
import { depositRoutes, sandboxProviderRoutes } from './modules/deposit/index.js';
import { depositHandlers, findSandboxPayment } from './http/deposit-handlers.js';
import { createProofStore, withdrawalRoutes } from './modules/withdrawal/index.js';
import { withdrawalHandlers } from './http/withdrawal-handlers.js';
import { startAutoConfirmWithdrawals } from './jobs/auto-confirm-withdrawals.js';
import { getMemberBalance, listMemberTransactions, publishMemberBalance } from './flows/member-wallet.js';
import { consolidateFunds, listMemberWallets, reconcileWallets, transferVendorWallet } from './flows/vendor-wallets.js';
import { adjustBalance } from './flows/adjust-balance.js';
import { auditOperatorAction } from './flows/audit-operator-action.js';
import { requireOperator } from './http/operator-auth.js';
import { DomainError } from './lib/domain-error.js';
import { currencySymbols, isSwitchEnabled } from '@croupier/contracts';
import { requireMember } from './http/member-auth.js';
import type { MessageSender } from './modules/verification/index.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import { createLoggerOptions } from './lib/logger-options.js';
import { createTtlCache } from './lib/ttl-cache.js';
import type { RegistrationFieldRule } from '@croupier/contracts';
import { createGeoService, geoRoutes } from './modules/geo/index.js';
import { createMerchantService, merchantRoutes } from './modules/merchant/index.js';
import { createOperatorService, operatorRoutes } from './modules/operator/index.js';
import { logInOperator } from './flows/log-in-operator.js';
import { systemRoutes } from './modules/system/index.js';
import { createGamesService, gamesRoutes } from './modules/games/index.js';
import { gamesHandlers } from './http/games-handlers.js';
import type { GameEngineLauncher } from './flows/launch-game.js';
import { seamlessLauncher } from './flows/open-vendor-game.js';
import { createSeamlessService, seamlessRoutes } from './modules/seamless/index.js';
import { seamlessAnswerCodes } from './http/seamless-answer-codes.js';
import { lotteryHandlers } from './http/lottery-handlers.js';
import { createDrandBeacon, createLocalBeacon, lotteryRoutes } from './modules/lottery/index.js';
import { startLotteryJobs } from './jobs/run-lottery.js';
import { startVendorTransferSweeper } from './jobs/resolve-vendor-transfers.js';

export type AppConfig = Pick<Environment, 'TRUSTED_PROXIES' | 'WEB_DIST_DIR' | 'LOG_LEVEL'> & {
  HOUSE_VENDOR_PORT?: number;
  /** Where browsers reach the house vendor (its game pages are framed by the site). */
  HOUSE_VENDOR_URL?: string | undefined;
  /** Where player uploads (deposit slips, withdrawal proofs) are kept; a temporary folder when unset. */
  UPLOAD_DIR?: string;
  /** Runs the lottery's clockwork (schedule, close, draw, settle) in this process; tests drive it by hand. */
  LOTTERY_JOBS?: boolean;
  /** Runs the transfer-wallet sweeper (pending vendor transfers resolved by status) in this process; tests drive it. */
  VENDOR_TRANSFER_SWEEPER?: boolean;
  DRAND_URL?: string | undefined;
  /** Serves the sandbox payment provider (its page pays any deposit); off unless set (SANDBOX_PAYMENTS). */
  SANDBOX_PAYMENTS?: boolean;
};

export type AppDependencies = {
  db: Database;
  config: AppConfig;
  clock?: Clock;
  /** A pino logger to share with the process; `false` for silence (tests); unset for a new one at LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** Where SMS and e-mails go; a channel without a sender keeps its messages in the outbox table. */
  senders?: readonly MessageSender[];
};

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
  description: string;
};

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** The composition root: wires modules, flows and the HTTP layer. Tests call it and use inject(). */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { db, config } = dependencies;
  const clock = dependencies.clock ?? systemClock;

  const logging = dependencies.logger
    ? { loggerInstance: dependencies.logger }
    : {
        logger: dependencies.logger === false ? false : createLoggerOptions(config.LOG_LEVEL),
      };
  const app = Fastify({
    ...logging,
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? [...config.TRUSTED_PROXIES] : false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Before any route: every route Fastify registers goes into the OpenAPI document served at /docs.
  const registeredRoutes = collectRoutes(app);

  const merchants = createMerchantService({ db, clock });
  const geo = createGeoService({ db, clock });
  const resolveBrandAccess = createBrandAccessResolver({ merchants, geo, clock });
  const fieldRules = createTtlCache<RegistrationFieldRule[]>({ clock, ttlMs: 2_000 });
  const listFieldRules = (merchantId: string) =>
    fieldRules.get(merchantId, () => createMemberService({ db, clock }).listFieldRules(merchantId));

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerRequestLanguage(app);
  // Before the operator, member and brand hooks: none of them may meet text no query can hold.
  registerRefuseInvalidText(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    connectSourcesForHost: async (host) => {
      try {
        return await merchants.listServerLines(await merchants.resolveMerchant({ host }));
      } catch {
        return [];
      }
    },
    frameSources: config.HOUSE_VENDOR_URL
      ? [new URL(config.HOUSE_VENDOR_URL).origin]
      : config.HOUSE_VENDOR_PORT
        ? [`http://127.0.0.1:${config.HOUSE_VENDOR_PORT}`]
        : [],
  });
  const operators = createOperatorService({ db, clock });
  registerOperatorAuth(app, operators);
  registerBrandContext(app, resolveBrandAccess);
  await app.register(formBody);
  // A POST without a body but with a JSON content type (common from browsers and tools) means "no input".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  const outbox = createOutboxDelivery({
    db,
    clock,
    senders: dependencies.senders ?? [],
    onError: (error) => app.log.error({ err: error }, 'outbox delivery failed'),
  });
  outbox.start();
  app.addHook('onClose', async () => {
    await outbox.stop();
  });
  const accounts = { db, clock, onMessagesQueued: outbox.kick };
  const idleMinutes = createTtlCache<number>({ clock, ttlMs: 2_000 });
  const idleMinutesOf = (merchantId: string) =>
    idleMinutes.get(
      merchantId,
      async () => (await createMemberService({ db, clock }).getAccountPolicy(merchantId)).sessionIdleMinutes,
    );
  registerMemberAuth(app, (input) => authenticateMember({ ...accounts, idleMinutesOf }, input));

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return ok({ status: 'ok' });
    } catch {
      return reply.status(503).send({ success: false, message: 'database unavailable', value: { status: 'down' } });
    }
  });

  await app.register(
    systemRoutes({
      describeSite: (request) => describeSite(merchants, listFieldRules, brandOf(request)),
      listDomainRoutes: (request) => listDomainRoutes(merchants, brandOf(request)),
      whitelabelOf: (request) => brandOf(request).merchant.whitelabel,
    }),
  );
  await app.register(memberRoutes(accountHandlers(accounts)));
  await app.register(
    verificationRoutes({
      verification: createVerificationService({ db, clock }),
      merchantIdOf: async (code) => (await merchants.resolveMerchant({ code })).id,
    }),
  );
  const events = createMemberEvents();
  const wallets = { db, events };
  await app.register(
    walletRoutes({
      balance: (request) =>
        getMemberBalance(wallets, { merchant: brandOf(request).merchant, member: requireMember(request).member }),
      history: (request, query) =>
        listMemberTransactions(wallets, {
          merchant: brandOf(request).merchant,
          member: requireMember(request).member,
          types: query.type,
          startDate: query.startDate,
          endDate: query.endDate,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        }),
      reconcile: (operator) => reconcileWallets({ db, clock }, { operator }),
      events,
      merchantWallet: (request) =>
        listMemberWallets(wallets, { merchant: brandOf(request).merchant, member: requireMember(request).member }),
      transferVendorWallet: (request, body, requestKey) =>
        transferVendorWallet(wallets, {
          merchant: brandOf(request).merchant,
          member: requireMember(request).member,
          requestKey,
          move: 'recoverAll' in body ? { recoverAll: true } : { ...body, amountMinor: body.amount },
        }),
      consolidated: async (request) => {
        const { merchant } = brandOf(request);
        if (!isSwitchEnabled(merchant.whitelabel, 'AGENTPOLICY3')) throw new DomainError('OPERATION_NOT_ENABLED');
        return consolidateFunds(wallets, { merchant, member: requireMember(request).member });
      },
      adjust: async (request, body, requestKey) =>
        adjustBalance(
          { ...wallets, clock },
          {
            merchant: await merchants.resolveMerchant({ code: body.merchant }),
            username: body.username,
            direction: body.direction,
            amountMinor: body.amount,
            reason: body.reason,
            operator: requireOperator(request, 'wallet.adjust'),
            requestKey,
          },
        ),
    }),
  );
  await app.register(
    operatorRoutes({
      operators,
      logIn: (input) => logInOperator({ db, clock }, input),
    }),
  );
  // Withdrawals: registered by the withdrawal module below this line.
  const withdrawalDependencies = {
    db,
    clock,
    events,
    proofs: createProofStore(path.join(config.UPLOAD_DIR ?? path.join(tmpdir(), 'croupier-uploads'), 'withdrawals')),
    onError: (error: unknown) => app.log.error({ err: error }, 'withdrawal follow-up failed'),
  };
  await app.register(withdrawalRoutes(withdrawalHandlers(withdrawalDependencies)));
  const withdrawalAutoConfirm = startAutoConfirmWithdrawals({
    db,
    clock,
    onError: (error) => app.log.error({ err: error }, 'withdrawal auto-confirm failed'),
  });
  app.addHook('onClose', async () => withdrawalAutoConfirm.stop());
  // Deposits: registered by the deposit module below this line.
  const depositDependencies = {
    db,
    clock,
    events,
    uploadDirectory: config.UPLOAD_DIR ?? path.join(tmpdir(), 'croupier-uploads'),
    sandboxPayments: config.SANDBOX_PAYMENTS ?? false,
  };
  const merchantByCode = (code: string) => merchants.resolveMerchant({ code });
  await app.register(depositRoutes(depositHandlers(depositDependencies, merchantByCode)));
  // The sandbox provider pays any deposit for whoever asks: only for the embedded demo or when asked for.
  if (depositDependencies.sandboxPayments) {
    await app.register(
      sandboxProviderRoutes({
        findPayment: (merchantCode, reference) =>
          findSandboxPayment(depositDependencies, merchantByCode, merchantCode, reference),
        now: () => clock.now(),
      }),
    );
  }
  // Games: registered by the games module below this line.
  const games = createGamesService({ db, clock });
  // Game vendors settle through the seamless wallet API; each vendor with a launcher opens its games.
  const seamless = createSeamlessService({ db, clock, codes: seamlessAnswerCodes() });
  await app.register(
    seamlessRoutes({
      seamless,
      onMoneyAnswer: (answer) => {
        if (answer.memberId && answer.balance !== null && answer.currency)
          events.publish(answer.memberId, {
            type: 'balance',
            balance: answer.balance,
            currency: answer.currency,
            currencySymbol: currencySymbols[answer.currency] ?? answer.currency,
            playMoney: false,
          });
      },
    }),
  );
  const gameEngines: Readonly<Partial<Record<string, GameEngineLauncher>>> = {
    HOUSE: seamlessLauncher({ seamless, wallet: createWalletService({ db }), vendorCode: 'HOUSE' }),
    HOUSE_TW: seamlessLauncher({ seamless, wallet: createWalletService({ db }), vendorCode: 'HOUSE_TW' }),
  };
  await app.register(gamesRoutes(gamesHandlers({ db, clock, games, engines: gameEngines, merchantByCode })));
  // Lottery: registered by the lottery module below this line.
  await app.register(lotteryRoutes(lotteryHandlers({ db, clock, events, merchantByCode, games })));
  if (config.LOTTERY_JOBS) {
    const members = createMemberService({ db, clock });
    const lotteryJobs = startLotteryJobs({
      db,
      beacon: config.DRAND_URL ? createDrandBeacon({ db, url: config.DRAND_URL }) : createLocalBeacon(db),
      onBalanceMoved: async (merchantId, memberId) => {
        if (events.listenerCount(memberId) === 0) return;
        const merchant = (await merchants.mapMerchantsByIds([merchantId])).get(merchantId);
        if (!merchant) return;
        await publishMemberBalance(wallets, { merchant, member: await members.getMember(merchantId, memberId) });
      },
      onError: (error) => app.log.error({ err: error }, 'lottery cycle failed'),
    });
    app.addHook('onClose', async () => lotteryJobs.stop());
  }
  if (config.VENDOR_TRANSFER_SWEEPER) {
    const members = createMemberService({ db, clock });
    const sweeper = startVendorTransferSweeper({
      db,
      onResolved: async (transfer) => {
        if (events.listenerCount(transfer.memberId) === 0) return;
        const merchant = (await merchants.mapMerchantsByIds([transfer.merchantId])).get(transfer.merchantId);
        if (!merchant) return;
        const member = await members.getMember(transfer.merchantId, transfer.memberId);
        await publishMemberBalance(wallets, { merchant, member });
      },
      onError: (error) => app.log.error({ err: error }, 'vendor transfer sweep failed'),
    });
    app.addHook('onClose', async () => sweeper.stop());
  }
  const audited = { db, clock };
  await app.register(
    merchantRoutes({
      setMaintenance: async (operator, code, change) => {
        const updated = await auditOperatorAction(
          audited,
          {
            operator,
            action: 'merchant.maintenance.set',
            target: code,
            detail: () => ({ maintenance: change.maintenance, maintenanceEnd: change.maintenanceEnd?.toISOString() }),
          },
          (transaction) => createMerchantService({ db: transaction, clock }).setMaintenance(code, change),
        );
        merchants.invalidate();
        return updated;
      },
    }),
  );
  await app.register(
    geoRoutes({
      saveCountryRange: async (operator, range) => {
        await auditOperatorAction(
          audited,
          { operator, action: 'geo.range.save', target: range.network, detail: () => range },
          (transaction) => createGeoService({ db: transaction, clock }).saveCountryRange(range),
        );
        geo.forgetCountries();
      },
    }),
  );
  registerApiDocs(app, {
    info: { title: rootPackage.name, version: rootPackage.version, description: rootPackage.description },
    routes: registeredRoutes,
    docs: routeDocs,
    defaultAuth: (url) => (needsOperator(url) ? 'operator' : 'none'),
  });
  await registerStaticWeb(app, config.WEB_DIST_DIR);

  return app;
}
