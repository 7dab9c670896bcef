import type { SiteSettings, WhitelabelNode } from '@croupier/contracts';
import { randomBytes } from 'node:crypto';
import { accountTypes } from '@croupier/contracts';
import { insertChannelIfAbsent } from '../modules/deposit/index.js';
import { seedWithdrawalPolicy } from '../modules/withdrawal/index.js';
import { and, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../lib/password-hasher.js';
import type { GeoService } from '../modules/geo/index.js';
import { upsertAccountPolicy, upsertRegistrationRules } from '../modules/member/index.js';
import { findMerchantIdByCode, insertMerchantIfAbsent } from '../modules/merchant/index.js';
import { member } from '../modules/member/member.tables.js';
import { operatorAccount } from '../modules/operator/operator.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { seedDemoContent } from '../modules/content/index.js';
import { seedDemoPromotions } from '../modules/promotions/index.js';
import { seedDemoRebate } from '../modules/rebate/index.js';
import { seedDemoMissions } from '../modules/missions/index.js';
import { seedDemoReferral } from '../modules/referral/index.js';
import { seedDemoVip } from '../modules/vip/index.js';
import { seedTwoPersonThresholds } from '../modules/money-review/index.js';
import { bannerPath, seedDemoGames } from '../modules/games/index.js';
import { seedDemoPoints } from '../modules/points/index.js';
import type { DemoLotteryGame } from '../modules/games/index.js';
import { catalogueGames, lotteryGameNames } from '../modules/lottery/index.js';
import { saveVendor } from '../modules/seamless/index.js';
import { systemClock } from '../lib/clock.js';
import type { Database } from './client.js';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

export const demoWhitelabel: WhitelabelNode[] = [
  node('REG3', true, [node('MOBILENUMREG3', false), node('REGMOBVERF3', false), node('REGSMSVERF3', false)]),
  node('PASS3', true, [node('CHNGPASSVERIF3', false), node('MOBILENUMPASSREG3', true), node('PASSEXPIRY3', false)]),
  node('COMM3', true, [node('MOBVERFLOGIN3', true), node('FREEPLAY3', true)]),
  node('AGENTPOLICY3', true),
  node('MANPLAYREB3', true),
  node('FUNDTRANS3', true),
  node('INBOX3', true),
  node('PTSYS3', true),
];

/**
 * Documentation address ranges (RFC 5737) placed in countries, so a demo or a test can present itself
 * from a country with `X-Forwarded-For` through a trusted proxy. Real deployments import a full table.
 */
export const demoCountryRanges = [
  { network: '203.0.113.0/24', countryCode: 'US' },
  { network: '198.51.100.0/24', countryCode: 'TH' },
  { network: '192.0.2.0/24', countryCode: 'PH' },
] as const;

export type SeedOptions = {
  port: number;
  /** Seeds the sandbox payment channel too (its provider page pays any deposit); true unless set. */
  sandboxPayments?: boolean;
  /** The house vendor's address and signing secret; a fresh secret when unset (its games then cannot settle). */
  houseVendor?: { url: string; secret?: string | undefined };
  /** The sportsbook's (vendor HOUSE_SB) address and signing secret; a fresh secret when unset. */
  sportsbook?: { url: string; secret?: string | undefined };
};

/** Creates the demo brands and reference data unless they exist; safe to run on every start. */
export async function seedDemoData(
  db: Database,
  geo: GeoService,
  options: SeedOptions,
): Promise<{ created: string[] }> {
  const created: string[] = [];
  const demoSettings: SiteSettings = {
    // No live chat until the customer-service issue brings one: a chat entry pointing at the help centre is not a way
    // to reach anyone, so the service buttons list the brand's real channels only.
    customerService: [],
    contactChannels: [
      {
        kind: 'LINE',
        value: '@croupier',
        labels: { th: 'แชท LINE', en: 'LINE chat', 'pt-BR': 'Chat no LINE', fil: 'Chat sa LINE' },
      },
      {
        kind: 'TELEGRAM',
        value: '@croupier_support',
        labels: { th: 'Telegram', en: 'Telegram', 'pt-BR': 'Telegram', fil: 'Telegram' },
      },
      {
        kind: 'EMAIL',
        value: 'support@croupier.example',
        labels: { th: 'อีเมล', en: 'E-mail', 'pt-BR': 'E-mail', fil: 'E-mail' },
      },
    ],
    resources: [
      { resourceType: 'APP_ANDROID', labelNameEn: 'Android app', url: '/down' },
      { resourceType: 'APP_IOS', labelNameEn: 'iOS app', url: '/down' },
    ],
    mainDomain: `http://localhost:${options.port}`,
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
    // The house vendor's transfer-mode code: the wallet page's vendor wallet is money the house vendor holds.
    transferWalletVendors: ['HOUSE_TW'],
  };
  if (
    await insertMerchantIfAbsent(
      db,
      {
        code: 'demo',
        name: 'Croupier',
        currency: 'THB',
        timeZone: 'Asia/Bangkok',
        defaultLanguage: 'th',
        languages: ['th', 'en', 'pt-BR', 'fil'],
        whitelabel: demoWhitelabel,
        siteSettings: demoSettings,
        regionMode: 'block',
        // Jurisdictions a Curaçao licensee commonly refuses.
        regionCountries: ['US', 'GB', 'FR', 'NL', 'ES', 'AU'],
      },
      [
        { host: '127.0.0.1', lineUrl: `http://127.0.0.1:${options.port}`, sortOrder: 1 },
        { host: 'localhost', lineUrl: `http://localhost:${options.port}`, sortOrder: 2 },
      ],
    )
  ) {
    created.push('demo');
  }
  if (
    await insertMerchantIfAbsent(
      db,
      {
        code: 'lucky',
        name: 'Lucky Star',
        currency: 'PHP',
        timeZone: 'Asia/Manila',
        defaultLanguage: 'fil',
        languages: ['fil', 'en'],
        whitelabel: [node('REG3', true), node('COMM3', true, [node('FREEPLAY3', false)]), node('MANPLAYREB3', true)],
        siteSettings: { ...demoSettings, mainDomain: `http://lucky.localhost:${options.port}`, resources: [] },
        regionMode: 'allow',
        regionCountries: ['PH'],
      },
      [{ host: 'lucky.localhost', lineUrl: `http://lucky.localhost:${options.port}`, sortOrder: 1 }],
    )
  ) {
    created.push('lucky');
  }
  for (const range of demoCountryRanges) await geo.saveCountryRange(range, 'demo');
  await seedDemoAccounts(db);
  // Withdrawal and deposit defaults are seeded below this line by their modules.
  await seedWithdrawalPolicy(db, await findMerchantIdByCode(db, 'demo'));
  await seedTwoPersonThresholds(db, await findMerchantIdByCode(db, 'demo'));
  await seedDemoPaymentChannels(db, options.sandboxPayments ?? true);
  // The game catalogue is seeded below this line by the games module.
  for (const brand of [
    { code: 'demo', name: 'Croupier', seed: 20_260_101, currency: 'THB' },
    { code: 'lucky', name: 'Lucky Star', seed: 77, currency: 'PHP' },
  ]) {
    const merchantId = await findMerchantIdByCode(db, brand.code);
    if (merchantId) {
      await seedDemoGames(db, {
        lotteryGames: demoLotteryGames(),
        houseVendorUrl: options.houseVendor?.url,
        merchantId,
        seed: brand.seed,
        clock: systemClock,
      });
      await seedDemoContent(db, { merchantId, brandName: brand.name, bannerUrl: bannerPath });
      await seedDemoPromotions(db, { merchantId, brandName: brand.name, currency: brand.currency });
      await seedDemoRebate(db, { merchantId });
      if (brand.code === 'demo') await seedDemoMissions(db, { merchantId });
      await seedDemoReferral(db, { merchantId });
      await seedDemoPoints(db, { merchantId });
      if (brand.code === 'demo') await seedDemoVip(db, { merchantId });
    }
  }
  // The house vendor settles through the seamless wallet API; its address and secret follow the environment.
  const houseSecret = options.houseVendor?.secret ?? randomBytes(32).toString('hex');
  await saveVendor(db, {
    code: 'HOUSE',
    name: 'Croupier House',
    walletModel: 'seamless',
    secret: houseSecret,
    allowedSources: ['127.0.0.1/32', '::1/128'],
    launchUrl: `${options.houseVendor?.url ?? 'http://127.0.0.1:8081'}/play`,
    apiUrl: options.houseVendor?.url ?? 'http://127.0.0.1:8081',
  });
  // The same process in transfer mode: it holds the player's game money, moved in and out by the platform.
  await saveVendor(db, {
    code: 'HOUSE_TW',
    name: 'Croupier House (transfer wallet)',
    walletModel: 'transfer',
    secret: houseSecret,
    allowedSources: ['127.0.0.1/32', '::1/128'],
    launchUrl: `${options.houseVendor?.url ?? 'http://127.0.0.1:8081'}/play`,
    apiUrl: options.houseVendor?.url ?? 'http://127.0.0.1:8081',
  });
  // The sportsbook (decision 0055) is a seamless vendor of its own, with its own secret.
  const sportsbookUrl = options.sportsbook?.url ?? 'http://127.0.0.1:8082';
  await saveVendor(db, {
    code: 'HOUSE_SB',
    name: 'Croupier Sportsbook',
    walletModel: 'seamless',
    secret: options.sportsbook?.secret ?? randomBytes(32).toString('hex'),
    allowedSources: ['127.0.0.1/32', '::1/128'],
    launchUrl: `${sportsbookUrl}/play`,
    apiUrl: sportsbookUrl,
  });
  const operators = createOperatorService({ db, clock: systemClock });
  for (const operator of demoOperators) await operators.createOperator(operator);
  return { created };
}

/** The demo brand's registration form: what shows, what is required, and the accepted pattern kinds. */
export const demoRegistrationRules = [
  { field: 'mobileNum', show: true, required: false, acceptedPattern: 'DIGITS', minLength: 9, maxLength: 10 },
  { field: 'email', show: true, required: false, acceptedPattern: 'EMAIL', minLength: 6, maxLength: 64 },
  {
    field: 'payeeName',
    show: true,
    required: false,
    acceptedPattern: 'THAI_ENGLISH_SPACES',
    minLength: 2,
    maxLength: 50,
  },
  { field: 'line', show: true, required: false, acceptedPattern: 'NO_SPACES', minLength: 3, maxLength: 30 },
  { field: 'qqNum', show: false, required: false, acceptedPattern: 'DIGITS', minLength: 5, maxLength: 12 },
  { field: 'captcha', show: false, required: false, acceptedPattern: '*', minLength: 4, maxLength: 4 },
] as const;

/** The demo console account; change its password before anything real runs on the platform. */
export const demoOperator = { username: 'operator', password: 'Operator@2026', roles: ['admin'] } as const;
/** A second console account, so that the two-person rules (confirming a lottery result) can be tried. */
export const demoChecker = { username: 'checker', password: 'Checker@2026', roles: ['finance'] } as const;
const demoOperators = [demoOperator, demoChecker];

export const demoAccounts = [
  {
    username: 'demo',
    password: 'Demo@2026',
    type: accountTypes.member,
    mobileNum: '0812345678',
    email: 'demo@example.com',
  },
  {
    username: 'agent',
    password: 'Agent@2026',
    type: accountTypes.agent,
    mobileNum: '0898765432',
    email: 'agent@example.com',
    affiliateCode: 'AGENT01',
  },
] as const;

async function seedDemoAccounts(db: Database) {
  const merchantId = await findMerchantIdByCode(db, 'demo');
  if (!merchantId) return;
  await upsertAccountPolicy(db, { merchantId });
  await upsertRegistrationRules(
    db,
    demoRegistrationRules.map((rule, index) => ({ ...rule, merchantId, sortOrder: index })),
  );
  for (const account of demoAccounts) {
    await db
      .insert(member)
      .values({
        merchantId,
        username: account.username,
        nickname: account.username,
        type: account.type,
        passwordHash: await hashPassword(account.password),
        mobileNum: account.mobileNum,
        countryDialingCode: '66',
        email: account.email,
        affiliateCode: 'affiliateCode' in account ? account.affiliateCode : null,
      })
      .onConflictDoNothing();
  }
  await creditDemoStartingBalance(db, merchantId);
}

/** The demo member's first 10,000.00 THB, posted through the ledger like any deposit (once, by its key). */
async function creditDemoStartingBalance(db: Database, merchantId: string) {
  const [demo] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.merchantId, merchantId), eq(member.username, 'demo')));
  if (!demo) return;
  const wallet = createWalletService({ db });
  const cashIn = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
  const main = await wallet.mainWallet(merchantId, 'THB', demo.id);
  await wallet.transfer({
    merchantId,
    currency: 'THB',
    idempotencyKey: 'seed:demo:starting-balance',
    type: 'deposit',
    // Part of the request: a data folder seeded before keeps this very text, and a replay must match it.
    reference: 'demo starting balance',
    debitAccountId: cashIn.id,
    creditAccountId: main.id,
    amountMinor: 1_000_000n,
  });
}

/** PromptPay to the brand's id (reviewed by an operator) and the sandbox provider (signed callbacks). */
async function seedDemoPaymentChannels(db: Database, sandboxPayments: boolean) {
  const merchantId = await findMerchantIdByCode(db, 'demo');
  if (!merchantId) return;
  await insertChannelIfAbsent(db, {
    merchantId,
    code: 'promptpay',
    kind: 'promptpay',
    name: 'PromptPay QR',
    minMinor: 10_000n,
    maxMinor: 5_000_000n,
    settings: { promptPayId: '0812345678' },
    sortOrder: 1,
  });
  if (!sandboxPayments) return;
  await insertChannelIfAbsent(db, {
    merchantId,
    code: 'sandbox',
    kind: 'sandbox',
    name: 'Sandbox Pay',
    minMinor: 5_000n,
    maxMinor: 10_000_000n,
    // A secret per installation, made at the first start; never printed.
    settings: { webhookSecret: randomBytes(32).toString('hex') },
    sortOrder: 2,
  });
}

/** The lottery's games as catalogue tiles: the lobby's lottery vendors list exactly these (and launch their pages). */
export function demoLotteryGames(): DemoLotteryGame[] {
  return catalogueGames.map((game) => {
    const names = lotteryGameNames(game);
    return {
      code: game.code,
      family: game.family,
      names: { en: names.en, th: names.th },
      isHot: ['WINGO_1', 'TH_GLO', 'VN_N'].includes(game.code),
      lines: game.prizeModes,
    };
  });
}

/**
 * The demo accounts whose published password (README, this file) still logs in, as `operator <name>` or
 * `member <brand>/<name>`: production refuses to start while any is left.
 */
export async function findDemoCredentialsInUse(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const operator of demoOperators) {
    const [row] = await db
      .select({ passwordHash: operatorAccount.passwordHash })
      .from(operatorAccount)
      .where(eq(operatorAccount.username, operator.username));
    if (row && (await verifyPassword(row.passwordHash, operator.password))) found.push(`operator ${operator.username}`);
  }
  const merchantId = await findMerchantIdByCode(db, 'demo');
  if (!merchantId) return found;
  for (const account of demoAccounts) {
    const [row] = await db
      .select({ passwordHash: member.passwordHash })
      .from(member)
      .where(and(eq(member.merchantId, merchantId), eq(member.username, account.username)));
    if (row && (await verifyPassword(row.passwordHash, account.password)))
      found.push(`member demo/${account.username}`);
  }
  return found;
}
