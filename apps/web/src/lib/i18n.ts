import { defaultLanguage, languageSchema, languages } from '@croupier/contracts';
import type { ErrorCode, Language } from '@croupier/contracts';
import { createInstance } from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type accounts from '../locales/th/accounts.json';
import type agent from '../locales/th/agent.json';
import type chat from '../locales/th/chat.json';
import type appDownload from '../locales/th/app-download.json';
import type common from '../locales/th/common.json';
import type contracts from '../locales/th/contracts.json';
import type content from '../locales/th/content.json';
import type deposit from '../locales/th/deposit.json';
import type feedback from '../locales/th/feedback.json';
import type games from '../locales/th/games.json';
import type home from '../locales/th/home.json';
import type jackpot from '../locales/th/jackpot.json';
import type lottery from '../locales/th/lottery.json';
import type member from '../locales/th/member.json';
import type missions from '../locales/th/missions.json';
import type vip from '../locales/th/vip.json';
import type points from '../locales/th/points.json';
import type referral from '../locales/th/referral.json';
import type promotions from '../locales/th/promotions.json';
import type records from '../locales/th/records.json';
import type responsible from '../locales/th/responsible.json';
import type social from '../locales/th/social.json';
import type speed from '../locales/th/speed.json';
import type system from '../locales/th/system.json';
import type wallet from '../locales/th/wallet.json';
import type withdrawal from '../locales/th/withdrawal.json';
import { readStoredLanguage } from './language-storage';

/** The namespaces of the first page, in every language. */
const namespaces = ['common', 'home', 'speed', 'games', 'content', 'jackpot'] as const;

declare module 'i18next' {
  // Typing keys against the Thai bundles (the fallback) turns a misspelt key into a compile error.
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common & { errors: Record<ErrorCode, string> };
      accounts: typeof accounts;
      agent: typeof agent;
      chat: typeof chat;
      'app-download': typeof appDownload;
      contracts: typeof contracts;
      home: typeof home;
      speed: typeof speed;
      system: typeof system;
      member: typeof member;
      wallet: typeof wallet;
      deposit: typeof deposit;
      withdrawal: typeof withdrawal;
      games: typeof games;
      records: typeof records;
      content: typeof content;
      jackpot: typeof jackpot;
      lottery: typeof lottery;
      responsible: typeof responsible;
      promotions: typeof promotions;
      missions: typeof missions;
      vip: typeof vip;
      points: typeof points;
      social: typeof social;
      referral: typeof referral;
      feedback: typeof feedback;
    };
  }
}

type Bundle = Record<string, unknown>;

/**
 * Thai, the default and the fallback, ships the first page's namespaces inside the first page load so the site never
 * waits for them; every other language is its own small chunks, fetched when chosen (while the startup calls are in flight for a returning
 * visitor). The glob paths are literal because the bundler reads them; `th` is `defaultLanguage`.
 */
const defaultBundles = import.meta.glob<Bundle>(
  [
    '../locales/th/common.json',
    '../locales/th/home.json',
    '../locales/th/speed.json',
    '../locales/th/games.json',
    '../locales/th/content.json',
    '../locales/th/jackpot.json',
  ],
  { eager: true, import: 'default' },
);
const laterBundles = {
  ...import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/th/*.json'], { import: 'default' }),
  // The texts of the screens after the first page belong to those screens' chunks, so even Thai fetches them then.
  ...import.meta.glob<Bundle>(
    [
      '../locales/th/*.json',
      '!../locales/th/common.json',
      '!../locales/th/home.json',
      '!../locales/th/speed.json',
      '!../locales/th/games.json',
      '!../locales/th/content.json',
      '!../locales/th/jackpot.json',
    ],
    { import: 'default' },
  ),
};

/**
 * Namespaces that are not loaded at start-up in any language: the screens that use them load them first (see
 * `loadLazyNamespace` and `lazyScreen`), and a language change afterwards brings them along. The account popups,
 * the member centre, the agent centre, the status pages, the lottery and the responsible-gaming page are not part of the
 * first page.
 */
export const lazyNamespaces = [
  'lottery',
  'accounts',
  'member',
  'wallet',
  'deposit',
  'withdrawal',
  'records',
  'system',
  'responsible',
  'agent',
  'contracts',
  'promotions',
  'missions',
  'vip',
  'points',
  'social',
  'chat',
  'app-download',
  'referral',
  'feedback',
] as const;
export type LazyNamespace = (typeof lazyNamespaces)[number];

/** Loads lazy namespaces for the current language; the screen's chunk waits for them so no key ever flashes. */
export async function loadLazyNamespace(namespace: LazyNamespace | readonly LazyNamespace[]): Promise<void> {
  await i18n.loadNamespaces(typeof namespace === 'string' ? namespace : [...namespace]);
}

function isBundle(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type ErrorTexts = Record<ErrorCode, string>;

/**
 * The server's error texts, each language its own chunk: fetched with that language's texts, and Thai's right after
 * the first page's code (a failure's text is never needed before the first call has answered).
 */
const errorTextsOf: Record<Language, () => Promise<ErrorTexts>> = {
  th: async () => (await import('@croupier/contracts/error-messages/th')).thaiErrorMessages,
  en: async () => (await import('@croupier/contracts/error-messages/en')).englishErrorMessages,
  'pt-BR': async () => (await import('@croupier/contracts/error-messages/pt-br')).portugueseErrorMessages,
  fil: async () => (await import('@croupier/contracts/error-messages/fil')).filipinoErrorMessages,
};

/**
 * A bundle as i18next gets it. The server's error texts live once, in the contracts package, and join the common
 * namespace here; the bundles add only the web's own failures.
 */
function withErrorTexts(namespace: string, bundle: Bundle, errorTexts: ErrorTexts | undefined): Bundle {
  return namespace === 'common' && errorTexts
    ? { ...bundle, errors: { ...errorTexts, ...(isBundle(bundle.errors) ? bundle.errors : {}) } }
    : bundle;
}

async function errorTextsFor(language: string, namespace: string): Promise<ErrorTexts | undefined> {
  const parsed = languageSchema.safeParse(language);
  return namespace === 'common' && parsed.success ? errorTextsOf[parsed.data]() : undefined;
}

const resources: Record<string, Record<string, Bundle>> = {};
for (const [path, bundle] of Object.entries(defaultBundles)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  // A copy: the error texts added later must not change the imported JSON module itself.
  resources[language] = { ...resources[language], [namespace]: structuredClone(bundle) };
}

/** Reads `locales/<language>/<namespace>.json` of the languages that are not in the first page load. */
const laterBundleLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = laterBundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    Promise.all([load(), errorTextsFor(language, namespace)]).then(
      ([bundle, errorTexts]) => callback(null, withErrorTexts(namespace, bundle, errorTexts)),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The one i18next instance of the web; Thai is the default and the fallback for any missing text. */
export const i18n = createInstance();
void i18n
  .use(laterBundleLoader)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: readStoredLanguage() ?? defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    // Until a chosen language has arrived its texts fall back to Thai instead of suspending; the startup gate waits
    // for it, so a returning visitor never sees the switch.
    react: { useSuspense: false },
  });
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

/** Thai's error texts join its common namespace once they arrive; the web's own texts of the same code stay. */
export const defaultErrorTextsLoaded: Promise<void> = errorTextsOf.th().then(
  (errorTexts) => {
    i18n.addResourceBundle(defaultLanguage, 'common', { errors: errorTexts }, true, false);
  },
  () => undefined,
);
