import type { WhitelabelNode } from '@croupier/contracts';
import {
  ArrowDownToLine,
  CalendarDays,
  Clock3,
  HandCoins,
  Zap,
  ArrowUpFromLine,
  Coins,
  Gift,
  Headset,
  LayoutDashboard,
  Mail,
  Megaphone,
  ReceiptText,
  TrendingUp,
  UserPlus,
  UsersRound,
  WalletCards,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/**
 * The agent centre's pages (spec §2, reference §1.1) in the original's menu order, the four contract pages included,
 * then the agent layout's deposit, withdraw, messages and customer service; `/agentHome?page=` names one.
 */
export const agentCentrePages = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentRedRain',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'depositv2',
  'withdraw',
  'messageV2',
  'customerService',
] as const;
export type AgentCentrePage = (typeof agentCentrePages)[number];

export const defaultAgentCentrePage: AgentCentrePage = 'agentTeamOverview';

export const agentCentreIcons: Record<AgentCentrePage, LucideIcon> = {
  agentTeamOverview: LayoutDashboard,
  agentAnnouncement: Megaphone,
  registerCenter: UserPlus,
  downlineManagmentView: UsersRound,
  personalHistoryCopy: ReceiptText,
  palStatementsAgentCopy: TrendingUp,
  agentRevenueReport: Coins,
  agentDownlineTransactionDetailsCopy: WalletCards,
  agentRedRain: Gift,
  agentDividendRecordCopy2: HandCoins,
  agentDailyWages2: CalendarDays,
  agentHourSalary: Clock3,
  agentRealtimeSalary: Zap,
  depositv2: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  messageV2: Mail,
  customerService: Headset,
};

/**
 * The white-label modules of the original's agent menu (reference §1.1): the registration centre answers to any of
 * three. Overview, announcements and transaction details are always shown there; the rest are shown unless the brand's
 * tree carries their module switched off, so a brand that never configured the agent modules gets the whole centre.
 */
const pageSwitches: Partial<Record<AgentCentrePage, readonly string[]>> = {
  registerCenter: ['AGEREGDOWN3', 'CREATEAFF3', 'AFFMAN3'],
  downlineManagmentView: ['DOWNMAN'],
  personalHistoryCopy: ['TRANSBETREPMEM3'],
  palStatementsAgentCopy: ['AGETEAMPNL3'],
  agentRevenueReport: ['AGEREV3'],
  agentRedRain: ['AGENTRANSMULTDOWN3'],
  agentDividendRecordCopy2: ['DIVIDEND'],
  agentDailyWages2: ['DAYSAL', 'DAYSALMR'],
  agentHourSalary: ['HOURSAL3'],
  agentRealtimeSalary: ['REALTIMESAL3'],
};

/** The contract pages, each shown only to an agent that holds a contract of its kind (reference §1.1). */
export const contractPages = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'daily_salary',
  agentHourSalary: 'hourly_salary',
  agentRealtimeSalary: 'realtime_salary',
} as const;
export type ContractKind = (typeof contractPages)[keyof typeof contractPages];
const isContractPage = (page: AgentCentrePage): page is keyof typeof contractPages => page in contractPages;

/** The switch's state in the tree: on, off, or absent. */
function switchState(tree: readonly WhitelabelNode[], modId: string): 'on' | 'off' | 'absent' {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1' ? 'on' : 'off';
    const inside = switchState(node.childrenNodes, modId);
    if (inside !== 'absent') return inside;
  }
  return 'absent';
}

/** The pages the brand's switches and the agent's held contracts leave in the agent menu. */
export function visibleAgentCentrePages(
  tree: readonly WhitelabelNode[],
  heldContracts: ReadonlySet<ContractKind> = new Set(),
): AgentCentrePage[] {
  return agentCentrePages.filter((page) => {
    if (isContractPage(page) && !heldContracts.has(contractPages[page])) return false;
    const switches = pageSwitches[page];
    if (!switches) return true;
    const states = switches.map((modId) => switchState(tree, modId));
    return states.includes('on') || states.every((state) => state === 'absent');
  });
}

/** The page `?page=` names when it is one of `pages`, else the overview. */
export function agentCentrePageOf(value: string | null, pages: readonly AgentCentrePage[]): AgentCentrePage {
  const found = pages.find((page) => page === value);
  return (
    found ?? (pages.includes(defaultAgentCentrePage) ? defaultAgentCentrePage : (pages[0] ?? defaultAgentCentrePage))
  );
}
