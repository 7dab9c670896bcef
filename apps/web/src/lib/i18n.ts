import { defaultLanguage, errorMessages, languageSchema, languages } from '@croupier/contracts';
import type { ErrorCode } from '@croupier/contracts';
import { createInstance } from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type accounts from '../locales/th/accounts.json';
import type common from '../locales/th/common.json';
import type content from '../locales/th/content.json';
import type deposit from '../locales/th/deposit.json';
import type games from '../locales/th/games.json';
import type home from '../locales/th/home.json';
import type lottery from '../locales/th/lottery.json';
import type member from '../locales/th/member.json';
import type records from '../locales/th/records.json';
import type speed from '../locales/th/speed.json';
import type system from '../locales/th/system.json';
import type wallet from '../locales/th/wallet.json';
import type withdrawal from '../locales/th/withdrawal.json';
import { readStoredLanguage } from './language-storage';

const namespaces = [
  'common',
  'accounts',
  'home',
  'speed',
  'system',
  'member',
  'wallet',
  'deposit',
  'withdrawal',
  'games',
  'records',
  'content',
] as const;

declare module 'i18next' {
  // Typing keys against the Thai bundles (the fallback) turns a misspelt key into a compile error.
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common & { errors: Record<ErrorCode, string> };
      accounts: typeof accounts;
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
      lottery: typeof lottery;
    };
  }
}

type Bundle = Record<string, unknown>;

/**
 * Thai, the default and the fallback, ships inside the first page load so the site never waits for it; every other
 * language is its own small chunks, fetched when chosen (while the startup calls are in flight for a returning
 * visitor). The glob paths are literal because the bundler reads them; `th` is `defaultLanguage`.
 */
const defaultBundles = import.meta.glob<Bundle>(['../locales/th/*.json', '!../locales/th/lottery.json'], {
  eager: true,
  import: 'default',
});
const laterBundles = {
  ...import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/th/*.json'], { import: 'default' }),
  // The lottery's texts belong to the lottery pages' chunks, so even Thai fetches them with those pages.
  ...import.meta.glob<Bundle>('../locales/th/lottery.json', { import: 'default' }),
};

/**
 * Namespaces that are not loaded at start-up in any language: the screens that use them load them first (see
 * `loadLazyNamespace`), and a language change afterwards brings them along.
 */
export const lazyNamespaces = ['lottery'] as const;

/** Loads a lazy namespace for the current language; the screen's chunk waits for it so no key ever flashes. */
export async function loadLazyNamespace(namespace: (typeof lazyNamespaces)[number]): Promise<void> {
  await i18n.loadNamespaces(namespace);
}

function isBundle(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A bundle as i18next gets it. The server's error texts live once, in the contracts package, and join the common
 * namespace here; the bundles add only the web's own failures.
 */
function withErrorTexts(language: string, namespace: string, bundle: Bundle): Bundle {
  const parsed = languageSchema.safeParse(language);
  return namespace === 'common' && parsed.success
    ? { ...bundle, errors: { ...errorMessages[parsed.data], ...(isBundle(bundle.errors) ? bundle.errors : {}) } }
    : bundle;
}

const resources: Record<string, Record<string, Bundle>> = {};
for (const [path, bundle] of Object.entries(defaultBundles)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  resources[language] = { ...resources[language], [namespace]: withErrorTexts(language, namespace, bundle) };
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
    load().then(
      (bundle) => callback(null, withErrorTexts(language, namespace, bundle)),
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
