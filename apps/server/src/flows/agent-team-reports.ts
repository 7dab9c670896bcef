import {
  agentIncomeTypes,
  buildPage,
  formatMinor,
  pageOffset,
  readableReference,
  teamTransactionTypes,
} from '@croupier/contracts';
import type {
  Language,
  RevenueReport,
  TeamOverview,
  TeamPeriod,
  TeamProfitLoss,
  teamBetQuerySchema,
  teamProfitLossQuerySchema,
  teamTransactionQuerySchema,
} from '@croupier/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import {
  findTeamMemberByUsername,
  listTeamBets,
  listTeamProfitLoss,
  listTeamTransactions,
  sumAgentIncomeByDay,
  sumTeamOverview,
  teamPeriodDays,
  teamRangeDays,
} from '../modules/agent-team/index.js';
import { findGameNamesByCode } from '../modules/games/index.js';
import { findCatalogueGame, lotteryGameName } from '../modules/lottery/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { instantsOf } from './shared/brand-days.js';

/** Team reports read a listing database (the read replica in the app, decision 0021): never a money decision. */
type Dependencies = { db: Database; clock: Clock };

const minor = (text: string) => BigInt(text);

/** The agent a report is about: the caller in the agent centre, the agent an operator opened in the console. */
export type ReportedAgent = Pick<Member, 'id'>;

/**
 * The team overview (agentTeamOverview) of one period: members, new and active ones, deposits, withdrawals and play
 * of the agent's team (itself left out).
 */
export async function describeAgentTeam(
  dependencies: Dependencies,
  input: { merchant: Merchant; agent: ReportedAgent; period: TeamPeriod },
): Promise<TeamOverview> {
  const query = teamPeriodDays(input.period, dependencies.clock.now(), input.merchant.timeZone);
  return { period: input.period, ...(await describeAgentTeamOverDays(dependencies, { ...input, query })) };
}

/**
 * The team overview over brand-local days, the last seven when unset (the console's per-agent report; the agent
 * centre's named periods come through describeAgentTeam, each a range of at most a month).
 */
export async function describeAgentTeamOverDays(
  dependencies: Dependencies,
  input: {
    merchant: Merchant;
    agent: ReportedAgent;
    query: { startDate?: string | undefined; endDate?: string | undefined };
  },
): Promise<Omit<TeamOverview, 'period'>> {
  const { merchant } = input;
  const days = teamRangeDays(input.query, dependencies.clock.now(), merchant.timeZone);
  const row = await sumTeamOverview(dependencies.db, {
    merchantId: merchant.id,
    agentId: input.agent.id,
    currency: merchant.currency,
    ...instantsOf(days, merchant),
  });
  return {
    ...days,
    currency: merchant.currency,
    balance: formatMinor(minor(row.balance_minor)),
    directMembers: row.direct_members,
    teamMembers: row.team_members,
    teamAgents: row.team_agents,
    newMembers: row.new_members,
    activeMembers: row.active_members,
    depositors: row.depositors,
    deposits: formatMinor(minor(row.deposit_minor)),
    withdrawers: row.withdrawers,
    withdrawals: formatMinor(minor(row.withdrawal_minor)),
    stake: formatMinor(minor(row.stake_minor)),
    validBet: formatMinor(minor(row.valid_bet_minor)),
    payout: formatMinor(minor(row.payout_minor)),
    profitLoss: formatMinor(minor(row.payout_minor) - minor(row.stake_minor)),
  };
}

/**
 * The team member a report is narrowed to, by username: `null` for the whole team, `undefined` when the name is no
 * member of the team (the report is then empty, so a name outside the team tells nothing).
 */
async function narrowedMember(db: Database, agent: Member, username: string | undefined) {
  if (!username) return null;
  return (await findTeamMemberByUsername(db, agent.id, username))?.id;
}

/** Team betting (personalHistoryCopy for the team): settled bets of team members, newest first. */
export async function listAgentTeamBets(
  dependencies: Dependencies,
  input: { merchant: Merchant; agent: Member; query: z.output<typeof teamBetQuerySchema>; language: Language },
) {
  const { merchant, query } = input;
  const memberId = await narrowedMember(dependencies.db, input.agent, query.username);
  if (memberId === undefined) return buildPage([], query, 0);
  const days = teamRangeDays(query, dependencies.clock.now(), merchant.timeZone);
  const rows = await listTeamBets(dependencies.db, {
    merchantId: merchant.id,
    agentId: input.agent.id,
    memberId: memberId ?? undefined,
    ...instantsOf(days, merchant),
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  const names = await findGameNamesByCode(dependencies.db, merchant.id, [
    ...new Set(rows.filter((row) => row.source === 'round').map((row) => row.game_code)),
  ]);
  const gameName = (row: (typeof rows)[number]) => {
    if (row.source === 'lottery') {
      const lottery = findCatalogueGame({ gameCode: row.game_code });
      return lottery ? lotteryGameName(lottery, input.language) : row.game_code;
    }
    const named = names.get(row.game_code);
    return named?.[input.language] ?? named?.en ?? row.game_code;
  };
  return buildPage(
    rows.map((row) => ({
      username: row.username,
      gameName: gameName(row),
      gameType: row.game_type,
      stake: formatMinor(minor(row.stake_total_minor)),
      validBet: formatMinor(minor(row.valid_bet_total_minor)),
      payout: formatMinor(minor(row.payout_total_minor)),
      profitLoss: formatMinor(minor(row.payout_total_minor) - minor(row.stake_total_minor)),
      voided: row.event_type === 'VOIDED',
      settledAt: row.settled_at,
    })),
    query,
    rows[0]?.total ?? 0,
  );
}

/** Team profit and loss (palStatementsAgentCopy): each member's stake, valid bet, payout and P&L over the days. */
export async function summarizeAgentTeamProfitLoss(
  dependencies: Dependencies,
  input: { merchant: Merchant; agent: Member; query: z.output<typeof teamProfitLossQuerySchema> },
): Promise<TeamProfitLoss> {
  const { merchant, query } = input;
  const days = teamRangeDays(query, dependencies.clock.now(), merchant.timeZone);
  const memberId = await narrowedMember(dependencies.db, input.agent, query.username);
  const figures = (stake: string, validBet: string, payout: string) => ({
    stake: formatMinor(minor(stake)),
    validBet: formatMinor(minor(validBet)),
    payout: formatMinor(minor(payout)),
    profitLoss: formatMinor(minor(payout) - minor(stake)),
  });
  if (memberId === undefined) {
    return { ...days, rows: buildPage([], query, 0), totals: figures('0', '0', '0') };
  }
  const { rows, totals } = await listTeamProfitLoss(dependencies.db, {
    agentId: input.agent.id,
    currency: merchant.currency,
    memberId: memberId ?? undefined,
    ...instantsOf(days, merchant),
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return {
    ...days,
    rows: buildPage(
      rows.map((row) => ({
        username: row.username,
        level: row.depth,
        ...figures(row.stake_minor, row.valid_bet_minor, row.payout_minor),
      })),
      query,
      rows[0]?.total ?? 0,
    ),
    totals: figures(totals.stake, totals.validBet, totals.payout),
  };
}

/**
 * The revenue report (agentRevenueReport, "my income"): per brand-local day, the agent's salary and dividend pay as
 * the ledger holds it on its wallet, net of what it paid its downlines under the same types.
 */
export async function reportAgentRevenue(
  dependencies: Dependencies,
  input: {
    merchant: Merchant;
    agent: ReportedAgent;
    query: { startDate?: string | undefined; endDate?: string | undefined };
  },
): Promise<RevenueReport> {
  const { merchant } = input;
  const days = teamRangeDays(input.query, dependencies.clock.now(), merchant.timeZone);
  const rows = await sumAgentIncomeByDay(dependencies.db, {
    agentId: input.agent.id,
    currency: merchant.currency,
    timeZone: merchant.timeZone,
    types: agentIncomeTypes,
    ...instantsOf(days, merchant),
  });
  const byDay = new Map<string, { salary: bigint; dividend: bigint }>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? { salary: 0n, dividend: 0n };
    if (row.type === 'agent_salary') day.salary += minor(row.net_minor);
    else day.dividend += minor(row.net_minor);
    byDay.set(row.day, day);
  }
  const line = (salary: bigint, dividend: bigint) => ({
    salary: formatMinor(salary),
    dividend: formatMinor(dividend),
    total: formatMinor(salary + dividend),
  });
  const sorted = [...byDay.entries()].sort(([first], [second]) => second.localeCompare(first));
  const salary = sorted.reduce((sum, [, day]) => sum + day.salary, 0n);
  const dividend = sorted.reduce((sum, [, day]) => sum + day.dividend, 0n);
  return {
    ...days,
    days: sorted.map(([day, figures]) => ({ day, ...line(figures.salary, figures.dividend) })),
    totals: line(salary, dividend),
  };
}

/** Downline transaction details: team members' cash, transfers and pay (never bets), newest first. */
export async function listAgentTeamTransactions(
  dependencies: Dependencies,
  input: { merchant: Merchant; agent: Member; query: z.output<typeof teamTransactionQuerySchema> },
) {
  const { merchant, query } = input;
  const memberId = await narrowedMember(dependencies.db, input.agent, query.username);
  if (memberId === undefined) return buildPage([], query, 0);
  const days = teamRangeDays(query, dependencies.clock.now(), merchant.timeZone);
  const rows = await listTeamTransactions(dependencies.db, {
    agentId: input.agent.id,
    memberId: memberId ?? undefined,
    types: query.type ? [query.type] : teamTransactionTypes,
    ...instantsOf(days, merchant),
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return buildPage(
    rows.map((row) => ({
      username: row.username,
      type: row.type,
      amount: formatMinor(minor(row.amount_minor)),
      balanceAfter: row.balance_after_minor === null ? null : formatMinor(minor(row.balance_after_minor)),
      reference: readableReference(row.reference),
      createdAt: row.created_at,
    })),
    query,
    rows[0]?.total ?? 0,
  );
}
