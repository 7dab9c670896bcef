import { errorMessages } from '@croupier/contracts';
import type { ErrorCode } from '@croupier/contracts';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type auditLog from '../locales/th/audit-log.json';
import type brandSettings from '../locales/th/brand-settings.json';
import type catalogue from '../locales/th/catalogue.json';
import type common from '../locales/th/common.json';
import type adjustments from '../locales/th/adjustments.json';
import type debts from '../locales/th/debts.json';
import type agentSettlement from '../locales/th/agent-settlement.json';
import type agentContracts from '../locales/th/agent-contracts.json';
import type agents from '../locales/th/agents.json';
import type memberMessages from '../locales/th/member-messages.json';
import type liveChat from '../locales/th/live-chat.json';
import type promotions from '../locales/th/promotions.json';
import type bonus from '../locales/th/bonus.json';
import type rebate from '../locales/th/rebate.json';
import type missions from '../locales/th/missions.json';
import type jackpot from '../locales/th/jackpot.json';
import type points from '../locales/th/points.json';
import type vip from '../locales/th/vip.json';
import type feedback from '../locales/th/feedback.json';
import type referral from '../locales/th/referral.json';
import type agentReports from '../locales/th/agent-reports.json';
import type moneyApprovals from '../locales/th/money-approvals.json';
import type moneyQueue from '../locales/th/money-queue.json';
import type content from '../locales/th/content.json';
import type dashboard from '../locales/th/dashboard.json';
import type deposits from '../locales/th/deposits.json';
import type operators from '../locales/th/operators.json';
import type lottery from '../locales/th/lottery.json';
import type outbox from '../locales/th/outbox.json';
import type reconciliation from '../locales/th/reconciliation.json';
import type security from '../locales/th/security.json';
import type players from '../locales/th/players.json';
import type responsibleGaming from '../locales/th/responsible-gaming.json';
import type session from '../locales/th/session.json';
import type sportsbook from '../locales/th/sportsbook.json';
import type withdrawals from '../locales/th/withdrawals.json';

/**
 * The console's languages: Thai (the default and fallback) and English everywhere; Portuguese (Brazil) and Filipino
 * for the screens translated so far (the shell and the sportsbook), the others falling back to English.
 */
export const consoleLanguages = ['th', 'en', 'pt-BR', 'fil'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];
const languageKey = 'croupier.console.language';

declare module 'i18next' {
  // Typing keys against the Thai bundles turns a misspelt key into a compile error.
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common & { errors: Record<ErrorCode, string> };
      session: typeof session;
      'audit-log': typeof auditLog;
      outbox: typeof outbox;
      'brand-settings': typeof brandSettings;
      'money-approvals': typeof moneyApprovals;
      adjustments: typeof adjustments;
      debts: typeof debts;
      'agent-settlement': typeof agentSettlement;
      'agent-contracts': typeof agentContracts;
      agents: typeof agents;
      'member-messages': typeof memberMessages;
      'live-chat': typeof liveChat;
      feedback: typeof feedback;
      promotions: typeof promotions;
      bonus: typeof bonus;
      rebate: typeof rebate;
      missions: typeof missions;
      jackpot: typeof jackpot;
      points: typeof points;
      vip: typeof vip;
      referral: typeof referral;
      'agent-reports': typeof agentReports;
      withdrawals: typeof withdrawals;
      deposits: typeof deposits;
      'money-queue': typeof moneyQueue;
      content: typeof content;
      dashboard: typeof dashboard;
      reconciliation: typeof reconciliation;
      security: typeof security;
      operators: typeof operators;
      lottery: typeof lottery;
      catalogue: typeof catalogue;
      players: typeof players;
      'responsible-gaming': typeof responsibleGaming;
      sportsbook: typeof sportsbook;
    };
  }
}

type Bundle = Record<string, unknown>;
// Both languages are a few kilobytes: they ship with the shell, so switching never waits.
const files = import.meta.glob<Bundle>('../locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Bundle>> = {};
for (const [path, bundle] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  // The server's error texts live once, in the contracts package, and join the common namespace here.
  const known = consoleLanguages.find((candidate) => candidate === language);
  const withErrors =
    namespace === 'common' && known
      ? { ...bundle, errors: { ...errorMessages[known], ...(bundle.errors as Bundle | undefined) } }
      : bundle;
  resources[language] = { ...resources[language], [namespace]: withErrors };
}

function storedLanguage(): ConsoleLanguage {
  try {
    const stored = localStorage.getItem(languageKey);
    return consoleLanguages.find((language) => language === stored) ?? 'th';
  } catch {
    return 'th';
  }
}

export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  // A Portuguese or Filipino operator reads an untranslated screen in English rather than Thai.
  fallbackLng: { 'pt-BR': ['en', 'th'], fil: ['en', 'th'], default: ['th'] },
  supportedLngs: [...consoleLanguages],
  ns: [
    'common',
    'session',
    'audit-log',
    'outbox',
    'brand-settings',
    'money-approvals',
    'adjustments',
    'withdrawals',
    'deposits',
    'money-queue',
    'content',
    'dashboard',
    'reconciliation',
    'security',
    'operators',
    'lottery',
    'catalogue',
    'players',
  ],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});
document.documentElement.lang = i18n.language;

/** Switches the console's language and remembers the choice (a preference, not a secret: localStorage is fine). */
export async function changeLanguage(language: ConsoleLanguage) {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(languageKey, language);
  } catch {
    // Not remembered; the switch still applies to this tab.
  }
}
