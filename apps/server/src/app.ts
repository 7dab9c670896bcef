import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import formBody from '@fastify/formbody';
import type { RegistrationFieldRule } from '@croupier/contracts';
import { currencySymbols } from '@croupier/contracts';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Environment } from './config/env.js';
import type { Database, ReadReplica } from './db/client.js';
import { postgresPoolOf, readsFromPrimary } from './db/client.js';
import { createSportsbookConsole } from './flows/sportsbook-console.js';
import { authenticateMember } from './flows/authenticate-member.js';
import { publishMemberBalance } from './flows/member-wallet.js';
import type { GameEngineLauncher } from './flows/launch-game.js';
import { seamlessLauncher } from './flows/open-vendor-game.js';
import { createBrandAccessResolver } from './flows/resolve-brand-access.js';
import { accountRoutes } from './http/account.routes.js';
import { agentCentreRoutes } from './http/agent-centre.routes.js';
import { registerApiDocs } from './http/api-docs.js';
import { depositRoutes } from './http/deposit.routes.js';
import { moneyQueueRoutes } from './http/money-queue.routes.js';
import { registerErrorHandler } from './http/error-handler.js';
import { contentRoutes, createPublishedContent } from './http/content.routes.js';
import { createHomeHeroLookup } from './http/home-hero.js';
import { gamesRoutes } from './http/games.routes.js';
import { brandSettingsRoutes } from './http/brand-settings.routes.js';
import { catalogueConsoleRoutes } from './http/catalogue-console.routes.js';
import { geoRoutes } from './http/geo.routes.js';
import { lotteryConsoleRoutes } from './http/lottery-console.routes.js';
import { lotteryRoutes } from './http/lottery.routes.js';
import { merchantRoutes } from './http/merchant.routes.js';
import { moneyReviewRoutes } from './http/money-review.routes.js';
import { operatorAccountRoutes } from './http/operator-accounts.routes.js';
import { operatorSessionRoutes } from './http/operator-session.routes.js';
import { operatorRoutes } from './http/operator.routes.js';
import { consoleSessionRoutes } from './http/console-session.routes.js';
import { dashboardRoutes } from './http/dashboard.routes.js';
import { reconciliationRoutes } from './http/reconciliation.routes.js';
import { debtsRoutes } from './http/debts.routes.js';
import { agentSettlementRoutes } from './http/agent-settlement.routes.js';
import { agentContractsRoutes } from './http/agent-contracts.routes.js';
import { testControlRoutes } from './http/test-controls.routes.js';
import { auditLogRoutes } from './http/audit-log.routes.js';
import { playersRoutes } from './http/players.routes.js';
import { responsibleGamingConsoleRoutes } from './http/responsible-gaming-console.routes.js';
import { sportsbookConsoleRoutes } from './http/sportsbook-console.routes.js';
import { registerRefuseInvalidText } from './http/refuse-invalid-text.js';
import { registerRequestLanguage } from './http/request-language.js';
import { responsibleGamingProtectionRoutes } from './http/responsible-gaming-protection.routes.js';
import { bonusPortFor } from './flows/shared/bonus-port.js';
import { createRouteGuards } from './http/route-guards.js';
import { sandboxProviderRoutes } from './http/sandbox-provider.routes.js';
import { seamlessAnswerCodes } from './http/seamless-answer-codes.js';
import { seamlessRoutes } from './http/seamless.routes.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticConsole, registerStaticWeb } from './http/static-web.js';
import { systemRoutes } from './http/system.routes.js';
import { verificationRoutes } from './http/verification.routes.js';
import { walletRoutes } from './http/wallet.routes.js';
import { twoFactorRoutes } from './http/two-factor.routes.js';
import { socialLoginRoutes } from './http/social-login.routes.js';
import { affiliateRoutes } from './http/affiliate.routes.js';
import { memberMessagesRoutes } from './http/member-messages.routes.js';
import { feedbackRoutes } from './http/feedback.routes.js';
import { liveChatRoutes } from './http/live-chat.routes.js';
import { promotionsConsoleRoutes } from './http/promotions-console.routes.js';
import { bonusConsoleRoutes } from './http/bonus-console.routes.js';
import { promotionsRoutes } from './http/promotions.routes.js';
import { raffleRoutes } from './http/raffle.routes.js';
import { bonusRoutes } from './http/bonus.routes.js';
import { rebateRoutes } from './http/rebate.routes.js';
import { missionsRoutes } from './http/missions.routes.js';
import { referralRoutes } from './http/referral.routes.js';
import { pointsRoutes } from './http/points.routes.js';
import { vipRoutes } from './http/vip.routes.js';
import { agentTransfersRoutes } from './http/agent-transfers.routes.js';
import { withdrawalRoutes } from './http/withdrawal.routes.js';
import { responsibleGamingRoutes } from './http/responsible-gaming.routes.js';
import { startAutoConfirmWithdrawals } from './jobs/auto-confirm-withdrawals.js';
import { createOutboxDelivery } from './jobs/deliver-outbox.js';
import { createJobLeadership } from './jobs/scheduled-job.js';
import { startCatalogueImportResumer } from './jobs/resume-catalogue-imports.js';
import { startCounterPruning } from './jobs/prune-counters.js';
import { startLedgerSummary } from './jobs/summarize-ledger.js';
import { startSettledBetSummary } from './jobs/summarize-settled-bets.js';
import { startBonusEngine } from './jobs/run-bonus-engine.js';
import { startMissions } from './jobs/run-missions.js';
import { startJackpotFeed } from './jobs/feed-jackpots.js';
import { jackpotOfLaunch, payJackpot } from './flows/jackpot.js';
import { jackpotRoutes } from './http/jackpot.routes.js';
import { appManifestRoutes } from './http/app-manifest.routes.js';
import { startReferralJob } from './jobs/run-referral.js';
import { startPointsJob } from './jobs/run-points.js';
import { startVipLadder } from './jobs/run-vip-ladder.js';
import { startAgentSettlement } from './jobs/settle-agent-contracts.js';
import { startVendorRoundReader } from './jobs/read-vendor-rounds.js';
import { startVendorTransferSweeper } from './jobs/resolve-vendor-transfers.js';
import { startLotteryJobs } from './jobs/run-lottery.js';
import type { Clock } from './lib/clock.js';
import { adjustableClock, systemClock } from './lib/clock.js';
import { createLoggerOptions } from '@croupier/contracts/logger-options';
import { createCacheInvalidation } from './lib/cache-invalidation.js';
import { chooseRelay } from './lib/event-relays.js';
import { createInstanceBus } from './lib/instance-messages.js';
import { createMemberEvents } from './lib/member-events.js';
import { createLiveChatEvents } from './lib/live-chat-events.js';
import { createTtlCache } from './lib/ttl-cache.js';
import { createGamesService } from './modules/games/index.js';
import { createGeoService } from './modules/geo/index.js';
import { createDrandBeacon, createLocalBeacon } from './modules/lottery/index.js';
import { createMemberService } from './modules/member/index.js';
import { createMerchantService } from './modules/merchant/index.js';
import { createSecurityService } from './modules/security/index.js';
import { createAuditLogService, createOperatorService } from './modules/operator/index.js';
import { createSeamlessService, findVendorByCode } from './modules/seamless/index.js';
import type { MessageSender } from './modules/verification/index.js';
import { createVerificationService } from './modules/verification/index.js';
import { createLedgerGroupCommit, createWalletService } from './modules/wallet/index.js';
import { createProofStore } from './modules/withdrawal/index.js';

export type AppConfig = Pick<Environment, 'TRUSTED_PROXIES' | 'WEB_DIST_DIR' | 'LOG_LEVEL'> &
  Partial<Pick<Environment, 'CONSOLE_DIST_DIR'>> &
  Partial<Pick<Environment, 'MONEY_BATCH_SIZE' | 'MONEY_CALLS_IN_FLIGHT'>> & {
    /** Live events cross instances through Redis when set, else through PostgreSQL LISTEN/NOTIFY (decision 0020). */
    REDIS_URL?: string | undefined;
    HOUSE_VENDOR_PORT?: number;
    /** Where browsers reach the house vendor (its game pages are framed by the site). */
    HOUSE_VENDOR_URL?: string | undefined;
    SPORTSBOOK_PORT?: number;
    /** Where browsers reach the sportsbook (vendor HOUSE_SB; its player app is framed by the site like a game). */
    SPORTSBOOK_URL?: string | undefined;
    /** Where player uploads (deposit slips, withdrawal proofs) are kept; a temporary folder when unset. */
    UPLOAD_DIR?: string;
    /** Runs the lottery's clockwork (schedule, close, draw, settle) in this process; tests drive it by hand. */
    LOTTERY_JOBS?: boolean;
    /**
     * Runs the transfer-wallet background work in this process: the sweeper (pending vendor transfers resolved by
     * status) and the vendors' round feeds read into the betting record; tests drive both.
     */
    VENDOR_TRANSFER_SWEEPER?: boolean;
    /**
     * Sums the ledger into the dashboard's summary tables (decision 0031) and the settled-bet stream into the members'
     * play (decision 0072) in this process; tests drive both by hand.
     */
    LEDGER_SUMMARY?: boolean;
    DRAND_URL?: string | undefined;
    /** Serves the sandbox payment provider (its page pays any deposit); off unless set (SANDBOX_PAYMENTS). */
    SANDBOX_PAYMENTS?: boolean;
    /** New console accounts must enrol a second factor (decision 0026); off unless set. */
    OPERATOR_TWO_FACTOR_REQUIRED?: boolean;
    /** Serves the end-to-end suite's controls under /test (decision 0076); off unless set, refused in production. */
    TEST_CONTROLS?: boolean;
  };

export type AppDependencies = {
  db: Database;
  /**
   * Where the member's records and history and the console's reports read (decision 0021): a streaming replica's
   * handle, or unset for the primary. Never for a money decision.
   */
  readReplica?: ReadReplica;
  config: AppConfig;
  clock?: Clock;
  /** A pino logger to share with the process; `false` for silence (tests); unset for a new one at LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** Where SMS and e-mails go; a channel without a sender keeps its messages in the outbox table. */
  senders?: readonly MessageSender[];
  /** More player-API routes, registered behind the player guards (tests add probes this way). */
  playerRoutes?: FastifyPluginAsync;
};

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
  description: string;
};

/**
 * Group commit settings (decision 0023). The embedded database has one connection: one call at a time, the
 * rest batched behind it. PostgreSQL: four calls at once (about the cores of a small database server), sharing what
 * waits, so the database and the server overlap instead of taking turns; never more than half the pool, so other
 * requests still find a connection.
 */
function moneyGroupCommit(db: Database, config: AppConfig) {
  const pool = postgresPoolOf(db);
  const fromPool = pool ? Math.max(1, Math.min(4, Math.floor((pool.options.max ?? 10) / 2))) : 1;
  return {
    maxBatchSize: config.MONEY_BATCH_SIZE ?? 64,
    maxCallsInFlight: config.MONEY_CALLS_IN_FLIGHT ?? fromPool,
  };
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** The composition root: wires modules, flows and the HTTP layer. Tests call it and use inject(). */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { db, config } = dependencies;
  const readReplica = dependencies.readReplica ?? readsFromPrimary(db);
  const clock = dependencies.clock ?? systemClock;
  // The agent contracts' periods are days and months: the end-to-end suite moves their clock alone (decision 0076).
  const testAgentClock = config.TEST_CONTROLS ? adjustableClock(clock) : null;
  const agentClock = testAgentClock ?? clock;

  const logging = dependencies.logger
    ? { loggerInstance: dependencies.logger }
    : {
        logger: dependencies.logger === false ? false : createLoggerOptions(config.LOG_LEVEL),
      };
  const app = Fastify({
    ...logging,
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? [...config.TRUSTED_PROXIES] : false,
    bodyLimit: 1024 * 1024,
    // A cold start on a busy 2-core machine took @fastify/static past the default 10 s (it reads the built site's
    // folders), which stopped the whole process; a slow start is not a broken one.
    pluginTimeout: 60_000,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: the OpenAPI document is generated from every route's declared schemas.
  await registerApiDocs(app, {
    title: rootPackage.name,
    version: rootPackage.version,
    description: rootPackage.description,
  });

  const merchants = createMerchantService({ db, clock });
  const geo = createGeoService({ db, clock });
  const operators = createOperatorService({ db, clock });
  const fieldRules = createTtlCache<RegistrationFieldRule[]>({ clock, ttlMs: 2_000 });
  const listFieldRules = (merchantId: string) =>
    fieldRules.get(merchantId, () => createMemberService({ db, clock }).listFieldRules(merchantId));
  // Instances tell each other balances and changed caches through one relay chosen at boot (decisions 0020, 0022).
  const bus = createInstanceBus({
    relay: await chooseRelay({
      db,
      redisUrl: config.REDIS_URL,
      log: {
        warn: (message, error) => app.log.warn({ err: error }, message),
        info: (message) => app.log.info(message),
      },
    }),
  });
  await bus.start();
  app.addHook('onClose', async () => bus.close());
  const caches = createCacheInvalidation(bus);
  caches.register('merchants', merchants.invalidate);
  caches.register('countries', geo.forgetCountries);
  caches.register('registration-rules', fieldRules.clear);

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerRequestLanguage(app);
  // Before the operator, member and brand hooks: none of them may meet text no query can hold.
  registerRefuseInvalidText(app);
  registerErrorHandler(app);
  const houseVendorOrigins = config.HOUSE_VENDOR_URL
    ? [new URL(config.HOUSE_VENDOR_URL).origin]
    : config.HOUSE_VENDOR_PORT
      ? [`http://127.0.0.1:${config.HOUSE_VENDOR_PORT}`]
      : [];
  const sportsbookOrigins = config.SPORTSBOOK_URL
    ? [new URL(config.SPORTSBOOK_URL).origin]
    : config.SPORTSBOOK_PORT
      ? [`http://127.0.0.1:${config.SPORTSBOOK_PORT}`]
      : [];
  registerSecurityHeaders(app, {
    connectSourcesForHost: async (host) => {
      try {
        return await merchants.listServerLines(await merchants.resolveMerchant({ host }));
      } catch {
        return [];
      }
    },
    frameSources: [...houseVendorOrigins, ...sportsbookOrigins],
    // The house vendor serves its games' icons (decision 0054).
    imageSources: houseVendorOrigins,
  });
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

  // Scheduled work runs on one instance at a time, each job on whichever instance holds its lock (decision 0020).
  const leadership = createJobLeadership({
    db,
    onWarning: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', async () => leadership.close());
  const outbox = createOutboxDelivery({
    db,
    clock,
    leadership,
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
  caches.register('account-policy', idleMinutes.clear);
  const resolveBrandAccess = createBrandAccessResolver({ merchants, geo, clock });
  const guards = createRouteGuards(app, {
    resolveBrandAccess,
    authenticate: (input) => authenticateMember({ ...accounts, idleMinutesOf }, input),
    operators,
  });
  const events = createMemberEvents({ bus });
  const uploadDirectory = config.UPLOAD_DIR ?? path.join(tmpdir(), 'croupier-uploads');

  await app.register(systemRoutes({ db, merchants, listFieldRules, guards }));
  await app.register(accountRoutes({ ...accounts, bonus: bonusPortFor(clock), guards }));
  await app.register(twoFactorRoutes({ ...accounts, caches, guards }));
  await app.register(socialLoginRoutes({ ...accounts, guards }));
  await app.register(
    verificationRoutes({ verification: createVerificationService({ db, clock }), merchants, clock, guards }),
  );
  // Whether a vendor's wallet is a transfer-model one, for the player's wallet transfer; forgotten with the vendors.
  const walletModels = createTtlCache<string | null>({ clock, ttlMs: 5_000 });
  const walletModelOf = async (vendorCode: string) =>
    (await walletModels.get(vendorCode, async () => (await findVendorByCode(db, vendorCode))?.walletModel ?? null)) ??
    undefined;
  caches.register('vendors', walletModels.clear);
  // The player's ledger-only moves share calls and commits like the bets (decision 0023).
  const postTransfer = createLedgerGroupCommit(db, {
    ...moneyGroupCommit(db, config),
    onBatchFailed: (error, size) =>
      app.log.warn({ err: error, size }, 'a batch of ledger transfers failed; each runs on its own'),
  });
  await app.register(walletRoutes({ db, readReplica, clock, events, merchants, guards, walletModelOf, postTransfer }));
  await app.register(agentCentreRoutes({ db, readReplica, clock, guards }));
  await app.register(operatorRoutes({ db, clock, operators, guards }));
  await app.register(consoleSessionRoutes({ merchants, guards }));
  // A report over the summary tables: read from the replica, like the audit log.
  await app.register(dashboardRoutes({ db: readReplica, merchants, guards }));
  await app.register(reconciliationRoutes({ db, clock, guards }));
  await app.register(debtsRoutes({ db, clock, merchants, guards }));
  await app.register(agentSettlementRoutes({ db, clock: agentClock, merchants, guards }));
  await app.register(agentContractsRoutes({ db, readReplica, clock: agentClock, merchants, guards }));
  if (testAgentClock) await app.register(testControlRoutes({ db, clock, agentClock: testAgentClock }));
  await app.register(playersRoutes({ db, readReplica, clock, merchants, geo, guards }));
  await app.register(responsibleGamingConsoleRoutes({ db, readReplica, clock, merchants, guards }));
  // A report: read from the replica, where an action just taken may show a moment later.
  await app.register(auditLogRoutes({ auditLog: createAuditLogService({ db: readReplica }), clock, guards }));
  await app.register(operatorSessionRoutes({ db, clock, guards }));
  await app.register(
    operatorAccountRoutes({
      db,
      clock,
      operators,
      guards,
      twoFactorRequired: config.OPERATOR_TWO_FACTOR_REQUIRED ?? false,
    }),
  );
  const withdrawalDependencies = {
    db,
    clock,
    events,
    proofs: createProofStore(path.join(uploadDirectory, 'withdrawals')),
    onError: (error: unknown) => app.log.error({ err: error }, 'withdrawal follow-up failed'),
  };
  await app.register(withdrawalRoutes({ ...withdrawalDependencies, guards }));
  await app.register(agentTransfersRoutes({ ...withdrawalDependencies, guards }));
  await app.register(affiliateRoutes({ db, readReplica, clock, merchants, guards }));
  await app.register(memberMessagesRoutes({ db, clock, merchants, guards }));
  // Live chat (decision 0085): its streams hear every instance's messages through the same bus.
  await app.register(
    liveChatRoutes({
      db,
      clock,
      merchants,
      guards,
      chatEvents: createLiveChatEvents({ bus }),
      security: createSecurityService({ db, clock }),
    }),
  );
  await app.register(feedbackRoutes({ db, clock, merchants, guards, security: createSecurityService({ db, clock }) }));
  const bonus = bonusPortFor(clock);
  await app.register(promotionsRoutes({ db, clock, bonus, events, guards }));
  await app.register(raffleRoutes({ db, clock, bonus, events, guards }));
  await app.register(promotionsConsoleRoutes({ db, clock, merchants, bonus, events, guards }));
  await app.register(bonusRoutes({ db, clock, guards }));
  await app.register(bonusConsoleRoutes({ db, clock, merchants, guards }));
  await app.register(rebateRoutes({ db, clock, guards }));
  await app.register(missionsRoutes({ db, clock, guards }));
  await app.register(jackpotRoutes({ db, clock, guards }));
  await app.register(appManifestRoutes({ guards }));
  await app.register(referralRoutes({ ...accounts, guards }));
  await app.register(pointsRoutes({ db, clock, guards }));
  await app.register(vipRoutes({ db, clock, guards }));
  await app.register(responsibleGamingRoutes({ db, clock, guards }));
  const withdrawalAutoConfirm = startAutoConfirmWithdrawals({
    db,
    leadership,
    clock,
    onError: (error) => app.log.error({ err: error }, 'withdrawal auto-confirm failed'),
  });
  app.addHook('onClose', async () => withdrawalAutoConfirm.stop());
  const counterPruning = startCounterPruning({
    db,
    leadership,
    clock,
    onError: (error) => app.log.error({ err: error }, 'counter pruning failed'),
  });
  app.addHook('onClose', async () => counterPruning.stop());
  if (config.LEDGER_SUMMARY) {
    const ledgerSummary = startLedgerSummary({
      db,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'ledger summary failed'),
    });
    app.addHook('onClose', async () => ledgerSummary.stop());
    const settledBetSummary = startSettledBetSummary({
      db,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'settled-bet summary failed'),
    });
    app.addHook('onClose', async () => settledBetSummary.stop());
    const agentSettlement = startAgentSettlement({
      db,
      clock: agentClock,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'agent contract settlement failed'),
    });
    app.addHook('onClose', async () => agentSettlement.stop());
    const bonusEngine = startBonusEngine({
      db,
      clock,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'bonus engine failed'),
    });
    app.addHook('onClose', async () => bonusEngine.stop());
    const missions = startMissions({
      db,
      clock,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'missions job failed'),
    });
    app.addHook('onClose', async () => missions.stop());
    const jackpotFeed = startJackpotFeed({
      db,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'jackpot contributions failed'),
    });
    app.addHook('onClose', async () => jackpotFeed.stop());
    const referralJob = startReferralJob({
      db,
      clock,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'referral payout failed'),
    });
    app.addHook('onClose', async () => referralJob.stop());
    const pointsJob = startPointsJob({
      db,
      clock,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'points job failed'),
    });
    app.addHook('onClose', async () => pointsJob.stop());
    const vipLadder = startVipLadder({
      db,
      clock,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'VIP ladder failed'),
    });
    app.addHook('onClose', async () => vipLadder.stop());
  }
  const deposits = { db, clock, events, uploadDirectory, merchants, sandboxPayments: config.SANDBOX_PAYMENTS ?? false };
  await app.register(depositRoutes({ ...deposits, guards }));
  await app.register(moneyReviewRoutes({ ...withdrawalDependencies, ...deposits, guards }));
  await app.register(moneyQueueRoutes({ ...withdrawalDependencies, ...deposits, guards }));
  // The sandbox provider pays any deposit for whoever asks: only for the embedded demo or when asked for.
  if (deposits.sandboxPayments) await app.register(sandboxProviderRoutes(deposits));
  // Game vendors settle through the seamless wallet API; each vendor with a launcher opens its games.
  const seamless = createSeamlessService({
    db,
    clock,
    codes: seamlessAnswerCodes(),
    groupCommit: moneyGroupCommit(db, config),
    onBatchFailed: (error, size) =>
      app.log.warn({ err: error, size }, 'a batch of money requests failed; each runs on its own'),
  });
  caches.register('vendors', seamless.forgetVendors);
  await app.register(
    seamlessRoutes({
      seamless,
      jackpot: {
        ofLaunch: (vendor, session) =>
          jackpotOfLaunch(db, {
            brand: session.brand,
            currency: session.currency,
            vendorCode: vendor.code,
            vendorGameId: session.vendorGameId,
            mode: session.mode,
          }),
        pay: (vendor, body) => payJackpot({ db, seamless }, vendor, body),
        onPaid: (paid) =>
          events.publish(paid.memberId, {
            type: 'balance',
            balance: paid.answer.balance,
            currency: paid.currency,
            currencySymbol: currencySymbols[paid.currency] ?? paid.currency,
            playMoney: false,
          }),
      },
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
  const engines: Readonly<Partial<Record<string, GameEngineLauncher>>> = {
    HOUSE: seamlessLauncher({ seamless, wallet: createWalletService({ db }), vendorCode: 'HOUSE' }),
    HOUSE_TW: seamlessLauncher({ seamless, wallet: createWalletService({ db }), vendorCode: 'HOUSE_TW' }),
    HOUSE_SB: seamlessLauncher({ seamless, wallet: createWalletService({ db }), vendorCode: 'HOUSE_SB' }),
  };
  const games = createGamesService({ db, clock });
  await app.register(gamesRoutes({ db, readReplica, clock, games, engines, merchants, guards }));
  await app.register(
    catalogueConsoleRoutes({
      db,
      clock,
      caches,
      merchants,
      guards,
      onImportFailed: (error) => app.log.error({ err: error }, 'catalogue import failed'),
    }),
  );
  const importResumer = startCatalogueImportResumer({
    db,
    clock,
    leadership,
    onError: (error) => app.log.error({ err: error }, 'catalogue import resume failed'),
  });
  app.addHook('onClose', async () => importResumer.stop());
  const published = createPublishedContent({ db, clock, caches });
  await app.register(contentRoutes({ db, clock, caches, merchants, guards, published }));
  await app.register(lotteryRoutes({ db, readReplica, clock, events, merchants, games, guards }));
  await app.register(
    responsibleGamingProtectionRoutes({
      ...accounts,
      events,
      guards,
      walletModelOf,
      postTransfer,
      onRecallFailed: (error) => app.log.warn({ err: error }, 'recalling vendor wallets after a protection failed'),
    }),
  );
  await app.register(lotteryConsoleRoutes({ db, readReplica, clock, merchants, guards }));
  await app.register(
    sportsbookConsoleRoutes({ db, clock, sportsbook: createSportsbookConsole({ db, clock }), guards }),
  );
  if (config.LOTTERY_JOBS) {
    const members = createMemberService({ db, clock });
    const lotteryJobs = startLotteryJobs({
      db,
      leadership,
      beacon: config.DRAND_URL ? createDrandBeacon({ db, url: config.DRAND_URL }) : createLocalBeacon(db),
      onBalanceMoved: async (merchantId, memberId) => {
        if (!events.mayHaveListeners(memberId)) return;
        const merchant = (await merchants.mapMerchantsByIds([merchantId])).get(merchantId);
        if (!merchant) return;
        await publishMemberBalance({ db, events }, { merchant, member: await members.getMember(merchantId, memberId) });
      },
      onError: (error) => app.log.error({ err: error }, 'lottery cycle failed'),
    });
    app.addHook('onClose', async () => lotteryJobs.stop());
  }
  if (config.VENDOR_TRANSFER_SWEEPER) {
    const members = createMemberService({ db, clock });
    const sweeper = startVendorTransferSweeper({
      db,
      leadership,
      onResolved: async (transfer) => {
        if (!events.mayHaveListeners(transfer.memberId)) return;
        const merchant = (await merchants.mapMerchantsByIds([transfer.merchantId])).get(transfer.merchantId);
        if (!merchant) return;
        const member = await members.getMember(transfer.merchantId, transfer.memberId);
        await publishMemberBalance({ db, events }, { merchant, member });
      },
      onError: (error) => app.log.error({ err: error }, 'vendor transfer sweep failed'),
    });
    app.addHook('onClose', async () => sweeper.stop());
    const roundReader = startVendorRoundReader({
      db,
      leadership,
      onError: (error) => app.log.error({ err: error }, 'vendor round feed read failed'),
    });
    app.addHook('onClose', async () => roundReader.stop());
  }
  await app.register(merchantRoutes({ db, clock, caches, guards }));
  await app.register(geoRoutes({ db, clock, caches, guards }));
  await app.register(brandSettingsRoutes({ db, clock, caches, guards }));
  const { playerRoutes } = dependencies;
  if (playerRoutes)
    await guards.player(app, async (player) => {
      await player.register(playerRoutes);
    });
  await registerStaticWeb(app, config.WEB_DIST_DIR, {
    homeHero: createHomeHeroLookup({ resolveBrandAccess, published, clock }),
  });
  if (config.CONSOLE_DIST_DIR) await registerStaticConsole(app, config.CONSOLE_DIST_DIR);

  return app;
}
