import { defaultLanguage, errorMessages, languageSchema, languages } from '@croupier/contracts';
import type { ErrorCode } from '@croupier/contracts';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type accounts from '../locales/th/accounts.json';
import type common from '../locales/th/common.json';
import type deposit from '../locales/th/deposit.json';
import type games from '../locales/th/games.json';
import type home from '../locales/th/home.json';
import type member from '../locales/th/member.json';
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
    };
  }
}

type Bundle = Record<string, unknown>;

const bundles = import.meta.glob<Bundle>('../locales/*/*.json', { eager: true, import: 'default' });

function isBundle(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every bundle by language and namespace, read from `locales/<language>/<namespace>.json`. The server's error texts
 * live once, in the contracts package, and join the common namespace here; the bundles add only the web's own failures.
 */
const resources: Record<string, Record<string, Bundle>> = {};
for (const [path, bundle] of Object.entries(bundles)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  const parsed = languageSchema.safeParse(language);
  const content =
    namespace === 'common' && parsed.success
      ? { ...bundle, errors: { ...errorMessages[parsed.data], ...(isBundle(bundle.errors) ? bundle.errors : {}) } }
      : bundle;
  resources[language] = { ...resources[language], [namespace]: content };
}

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The one i18next instance of the web; Thai is the default and the fallback for any missing text. */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage() ?? defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);
