import type { DividendFacts, DrawStake, RealtimeFacts, SalaryFacts } from './agent-contracts.amounts.js';
import { netLossOf } from './agent-contracts.amounts.js';

/**
 * Team facts from one account's own facts (reference §3, issue #18's base decision): a team is the receiver and
 * everyone below it. The database computes the same sums over its closure table; this is the reference version the
 * simulation and the tests use, and what the SQL must agree with.
 */

export interface AccountNode {
  readonly accountId: string;
  /** Null for a top-level agent. */
  readonly parentAccountId: string | null;
  readonly role: 'member' | 'agent';
}

/** One account's own play over a window (not its team's). */
export interface AccountFacts {
  readonly accountId: string;
  readonly betMinor: bigint;
  /** Settled, non-void stake times the game's inclusion percentage. */
  readonly validBetMinor: bigint;
  readonly winMinor: bigint;
  readonly playerRebateMinor: bigint;
  readonly bonusMinor: bigint;
  readonly salaryPaidInMinor: bigint;
  /** Valid bet per sub-cycle of the month (1–7, 8–14, 15–21, 22–end), for monthly dividends. */
  readonly periodicValidBetsMinor?: readonly bigint[];
}

export class HierarchyError extends Error {
  constructor(readonly code: 'UNKNOWN_PARENT' | 'HIERARCHY_CYCLE' | 'MEMBER_HAS_DOWNLINE' | 'DUPLICATE_ACCOUNT') {
    super(code);
    this.name = 'HierarchyError';
  }
}

/**
 * Invariants 1–3: every account's ancestors, root first (the `path`), from parent links. Refuses cycles, unknown
 * parents and members with a downline.
 */
export function pathsOf(accounts: readonly AccountNode[]): Map<string, readonly string[]> {
  const byId = new Map<string, AccountNode>();
  for (const account of accounts) {
    if (byId.has(account.accountId)) throw new HierarchyError('DUPLICATE_ACCOUNT');
    byId.set(account.accountId, account);
  }
  const paths = new Map<string, readonly string[]>();
  for (const account of accounts) {
    const chain: string[] = [];
    const seen = new Set<string>();
    let current: AccountNode | undefined = account;
    while (current) {
      if (seen.has(current.accountId)) throw new HierarchyError('HIERARCHY_CYCLE');
      seen.add(current.accountId);
      chain.push(current.accountId);
      const parentId: string | null = current.parentAccountId;
      if (parentId === null) break;
      const parent = byId.get(parentId);
      if (!parent) throw new HierarchyError('UNKNOWN_PARENT');
      if (parent.role === 'member') throw new HierarchyError('MEMBER_HAS_DOWNLINE');
      current = parent;
    }
    paths.set(account.accountId, chain.reverse());
  }
  return paths;
}

/** Every account of the team of `accountId`: itself and all its descendants. */
export function teamOf(paths: ReadonlyMap<string, readonly string[]>, accountId: string): string[] {
  return [...paths.entries()].filter(([, path]) => path.includes(accountId)).map(([id]) => id);
}

interface Totals {
  betMinor: bigint;
  validBetMinor: bigint;
  netLossMinor: bigint;
  activeMembers: number;
  periodicValidBetsMinor: bigint[];
}

function totalsOf(
  accounts: readonly AccountNode[],
  facts: readonly AccountFacts[],
  receiverAccountId: string,
  activeMemberMinValidBetMinor: bigint,
): Totals {
  const paths = pathsOf(accounts);
  const team = new Set(teamOf(paths, receiverAccountId));
  const roles = new Map(accounts.map((account) => [account.accountId, account.role]));
  const totals: Totals = {
    betMinor: 0n,
    validBetMinor: 0n,
    netLossMinor: 0n,
    activeMembers: 0,
    periodicValidBetsMinor: [],
  };
  for (const own of facts) {
    if (!team.has(own.accountId)) continue;
    totals.betMinor += own.betMinor;
    totals.validBetMinor += own.validBetMinor;
    totals.netLossMinor += netLossOf(own);
    if (
      roles.get(own.accountId) === 'member' &&
      own.validBetMinor >= activeMemberMinValidBetMinor &&
      own.validBetMinor > 0n
    ) {
      totals.activeMembers += 1;
    }
    (own.periodicValidBetsMinor ?? []).forEach((bet, index) => {
      totals.periodicValidBetsMinor[index] = (totals.periodicValidBetsMinor[index] ?? 0n) + bet;
    });
  }
  return totals;
}

export function dividendTeamFacts(
  accounts: readonly AccountNode[],
  facts: readonly AccountFacts[],
  receiverAccountId: string,
  activeMemberMinValidBetMinor: bigint,
): DividendFacts {
  const totals = totalsOf(accounts, facts, receiverAccountId, activeMemberMinValidBetMinor);
  return {
    kind: 'dividend',
    validBetMinor: totals.validBetMinor,
    netLossMinor: totals.netLossMinor,
    activeMembers: totals.activeMembers,
    periodicValidBetsMinor: totals.periodicValidBetsMinor,
  };
}

export function salaryTeamFacts(
  kind: 'daily_salary' | 'hourly_salary',
  accounts: readonly AccountNode[],
  facts: readonly AccountFacts[],
  receiverAccountId: string,
  activeMemberMinValidBetMinor: bigint,
): SalaryFacts {
  const totals = totalsOf(accounts, facts, receiverAccountId, activeMemberMinValidBetMinor);
  return { kind, validBetMinor: totals.validBetMinor, activeMembers: totals.activeMembers };
}

export function realtimeTeamFacts(
  accounts: readonly AccountNode[],
  draws: readonly DrawStake[],
  receiverAccountId: string,
): RealtimeFacts {
  const team = new Set(teamOf(pathsOf(accounts), receiverAccountId));
  return { kind: 'realtime_salary', draws: draws.filter((draw) => team.has(draw.playerAccountId)) };
}
