import { describe, expect, it } from 'vitest';
import type { DividendFacts } from './agent-contracts.amounts.js';
import { carryInOf, dividendAmount, percentOf } from './agent-contracts.amounts.js';
import { ContractEngineError, periodOfKey } from './agent-contracts.periods.js';
import type { ContractLineInput } from './agent-contracts.settlement.js';
import { adjustmentOf, planPostings, settleRun, simulateDraftOffer } from './agent-contracts.settlement.js';
import { transitionOf } from './agent-contracts.status.js';
import type { AccountNode } from './agent-contracts.team.js';
import { HierarchyError, pathsOf, salaryTeamFacts, teamOf } from './agent-contracts.team.js';
import type {
  DailySalaryTerms,
  DividendTerms,
  HourlySalaryTerms,
  RealtimeSalaryTerms,
} from './agent-contracts.terms.js';
import { contractsTerminatedByAcceptance, dominanceProblems, termsProblems } from './agent-contracts.terms.js';

// The pure invariants of the reference's section (c); the numbers name them. Invariants 4, 5, 8 (the unique
// index), 11 (one run per period), 19 and the ledger halves of 16 and 20 need the database (decision 0071).

const zone = 'Asia/Bangkok';

function errorCodeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return error instanceof ContractEngineError || error instanceof HierarchyError ? error.code : 'other error';
  }
  return undefined;
}
const percent = (value: number) => Math.round(value * 10_000);

const daily = (tiers: [bigint, number, number][]): DailySalaryTerms => ({
  kind: 'daily_salary',
  activeMemberMinValidBetMinor: 100_000n,
  manualReceive: null,
  tiers: tiers.map(([validBet, active, rate]) => ({
    minValidBetMinor: validBet,
    minActiveMembers: active,
    pay: { type: 'percent', ratePpm: percent(rate) },
  })),
});

const dividend = (carryMode: DividendTerms['carryMode'], ratePct = 20): DividendTerms => ({
  kind: 'dividend',
  period: 'semimonthly',
  carryMode,
  activeMemberMinValidBetMinor: 0n,
  tiers: [
    {
      minValidBetMinor: 0n,
      minNetLossMinor: 0n,
      minActiveMembers: 0,
      minPeriodicValidBetMinor: 0n,
      pay: { type: 'percent', ratePpm: percent(ratePct) },
    },
  ],
});
const dividendFacts = (netLossMinor: bigint): DividendFacts => ({
  kind: 'dividend',
  validBetMinor: 1_000_000n,
  netLossMinor,
  activeMembers: 5,
  periodicValidBetsMinor: [],
});

describe('hierarchy (1–3)', () => {
  const accounts: AccountNode[] = [
    { accountId: 'top', parentAccountId: null, role: 'agent' },
    { accountId: 'mid', parentAccountId: 'top', role: 'agent' },
    { accountId: 'low', parentAccountId: 'mid', role: 'agent' },
    { accountId: 'player', parentAccountId: 'low', role: 'member' },
    { accountId: 'other', parentAccountId: 'top', role: 'member' },
  ];

  it('1. the path is the ancestor list and the team is the closure, self included', () => {
    const paths = pathsOf(accounts);
    expect(paths.get('player')).toEqual(['top', 'mid', 'low', 'player']);
    expect(teamOf(paths, 'mid').sort()).toEqual(['low', 'mid', 'player']);
    expect(teamOf(paths, 'top')).toHaveLength(5);
  });

  it('2. cycles are refused; depth is one more than the parent’s', () => {
    const paths = pathsOf(accounts);
    for (const account of accounts) {
      if (account.parentAccountId === null) continue;
      expect(paths.get(account.accountId)?.length).toBe((paths.get(account.parentAccountId)?.length ?? 0) + 1);
    }
    expect(
      errorCodeOf(() =>
        pathsOf([
          { accountId: 'a', parentAccountId: 'b', role: 'agent' },
          { accountId: 'b', parentAccountId: 'a', role: 'agent' },
        ]),
      ),
    ).toBe('HIERARCHY_CYCLE');
  });

  it('3. a member has no descendants', () => {
    expect(
      errorCodeOf(() => pathsOf([...accounts, { accountId: 'child', parentAccountId: 'player', role: 'member' }])),
    ).toBe('MEMBER_HAS_DOWNLINE');
  });

  it('23. active members never exceed the team’s members and only members count', () => {
    const facts = accounts.map((account) => ({
      accountId: account.accountId,
      betMinor: 500_000n,
      validBetMinor: 400_000n,
      winMinor: 0n,
      playerRebateMinor: 0n,
      bonusMinor: 0n,
      salaryPaidInMinor: 0n,
    }));
    const team = salaryTeamFacts('daily_salary', accounts, facts, 'top', 100_000n);
    expect(team.activeMembers).toBe(2);
    expect(team.validBetMinor).toBeLessThanOrEqual(facts.reduce((sum, own) => sum + own.betMinor, 0n));
    expect(salaryTeamFacts('daily_salary', accounts, facts, 'top', 400_001n).activeMembers).toBe(0);
  });
});

describe('terms (6) and dominance (7)', () => {
  it('6. thresholds and rates rise strictly; one rate type; a fixed tier needs a base floor', () => {
    expect(
      termsProblems(
        daily([
          [100n, 1, 1],
          [200n, 2, 2],
        ]),
      ),
    ).toEqual([]);
    expect(
      termsProblems(
        daily([
          [100n, 1, 1],
          [100n, 2, 2],
        ]),
      ).map((problem) => problem.code),
    ).toEqual(['THRESHOLD_NOT_INCREASING']);
    expect(
      termsProblems(
        daily([
          [100n, 1, 2],
          [200n, 2, 2],
        ]),
      ).map((problem) => problem.code),
    ).toEqual(['RATE_NOT_INCREASING']);
    expect(termsProblems(daily([[100n, 1, 200]])).map((problem) => problem.code)).toEqual(['RATE_OUT_OF_RANGE']);
    expect(termsProblems({ ...daily([]), tiers: [] })).toEqual([{ code: 'NO_TIERS' }]);
    const mixed = daily([
      [100n, 1, 1],
      [200n, 2, 2],
    ]);
    const [first, second] = mixed.tiers;
    if (!first || !second) throw new Error('two tiers');
    expect(
      termsProblems({ ...mixed, tiers: [first, { ...second, pay: { type: 'fixed', amountMinor: 5n } }] }).map(
        (problem) => problem.code,
      ),
    ).toEqual(['MIXED_RATE_TYPES']);
    expect(
      termsProblems({
        ...mixed,
        tiers: [{ ...first, minValidBetMinor: 0n, pay: { type: 'fixed', amountMinor: 5n } }],
      }).map((problem) => problem.code),
    ).toEqual(['FIXED_TIER_WITHOUT_BASE_THRESHOLD']);
    const periodic: DividendTerms = {
      ...dividend('none'),
      tiers: [{ ...(dividend('none').tiers[0] as DividendTerms['tiers'][number]), minPeriodicValidBetMinor: 10n }],
    };
    expect(termsProblems(periodic).map((problem) => problem.code)).toEqual(['PERIODIC_BET_NOT_MONTHLY']);
    expect(termsProblems({ ...periodic, period: 'monthly' })).toEqual([]);
    const realtime: RealtimeSalaryTerms = {
      kind: 'realtime_salary',
      tiers: [
        { minDrawStakeMinor: 100n, lossRatePpm: 100, winRatePpm: 50 },
        { minDrawStakeMinor: 200n, lossRatePpm: 100, winRatePpm: 50 },
      ],
    };
    expect(termsProblems(realtime)).toEqual([]);
  });

  it('7. every downline tier needs an upline tier that qualifies whenever it does and pays at least as much', () => {
    const upline = daily([
      [100n, 5, 1],
      [300n, 10, 1.5],
      [500n, 20, 2],
    ]);
    expect(
      dominanceProblems(
        upline,
        daily([
          [100n, 5, 0.8],
          [300n, 10, 1.2],
          [500n, 20, 1.6],
        ]),
      ),
    ).toEqual([]);
    expect(dominanceProblems(upline, daily([[100n, 5, 1]]))).toEqual([]);
    // 1.2% from 200 would beat the upline's 1% there.
    expect(
      dominanceProblems(
        upline,
        daily([
          [100n, 5, 0.8],
          [200n, 10, 1.2],
        ]),
      ),
    ).toEqual([{ code: 'TIER_NOT_DOMINATED', tier: 1 }]);
    // A lower threshold than any upline tier is never dominated.
    expect(dominanceProblems(upline, daily([[50n, 5, 0.1]]))).toEqual([{ code: 'TIER_NOT_DOMINATED', tier: 0 }]);
    // Fixed amounts compare at the downline's threshold: 1% of 300 is 3.
    const fixed = (amountMinor: bigint) => ({
      ...daily([[300n, 10, 0]]),
      tiers: [{ minValidBetMinor: 300n, minActiveMembers: 10, pay: { type: 'fixed' as const, amountMinor } }],
    });
    expect(dominanceProblems(daily([[100n, 5, 1]]), fixed(3n))).toEqual([]);
    expect(dominanceProblems(daily([[100n, 5, 1]]), fixed(4n))).toHaveLength(1);
    expect(dominanceProblems(fixed(4n), daily([[300n, 10, 0.0001]]))).toHaveLength(1);
    expect(dominanceProblems(upline, dividend('none')).map((problem) => problem.code)).toEqual(['KIND_MISMATCH']);
  });

  it('7. hourly: the downline’s unit value is a multiple of the upline’s', () => {
    const hourly = (unitValueMinor: bigint, slot: HourlySalaryTerms['slot'] = 'hour'): HourlySalaryTerms => ({
      kind: 'hourly_salary',
      slot,
      unitValueMinor,
      activeMemberMinValidBetMinor: 0n,
      tiers: [{ minValidBetMinor: 1_000n, minActiveMembers: 1, pay: { type: 'percent', ratePpm: 3_000 } }],
    });
    expect(dominanceProblems(hourly(100n), hourly(1_000n))).toEqual([]);
    expect(dominanceProblems(hourly(1_000n), hourly(100n)).map((problem) => problem.code)).toEqual([
      'UNIT_VALUE_NOT_MULTIPLE',
    ]);
    expect(dominanceProblems(hourly(100n), hourly(100n, 'half_hour')).map((problem) => problem.code)).toEqual([
      'PERIOD_MISMATCH',
    ]);
  });
});

describe('contract states (9) and acceptance of lower terms (10)', () => {
  it('9. only the allowed transitions, by the allowed actor', () => {
    expect(transitionOf('P', 'accept', 'receiver')).toEqual({ status: 'A', version: 'pending_becomes_current' });
    expect(transitionOf('P', 'accept', 'issuer')).toBeNull();
    expect(transitionOf('E', 'reject', 'receiver')).toEqual({ status: 'A', version: 'pending_dropped' });
    expect(transitionOf('A', 'terminate', 'issuer')).toEqual({ status: 'V', version: 'keep' });
    expect(transitionOf('V', 'confirm_termination', 'receiver')?.status).toBe('C');
    expect(transitionOf('V', 'reject_termination', 'receiver')?.status).toBe('A');
    expect(transitionOf('A', 'upline_change', 'system')?.status).toBe('C');
    expect(transitionOf('C', 'accept', 'receiver')).toBeNull();
    expect(transitionOf('R', 'modify', 'issuer')).toBeNull();
    expect(transitionOf('A', 'accept', 'receiver')).toBeNull();
  });

  it('10. accepting a lower contract terminates every sub-contract it no longer dominates, and all below those', () => {
    const lowered = daily([
      [100n, 5, 0.6],
      [300n, 10, 1.0],
    ]);
    const terminated = contractsTerminatedByAcceptance('B', lowered, [
      { contractId: 'B→C1', issuerAccountId: 'B', receiverAccountId: 'C1', terms: daily([[100n, 5, 0.5]]) },
      { contractId: 'B→C2', issuerAccountId: 'B', receiverAccountId: 'C2', terms: daily([[100n, 5, 0.8]]) },
      { contractId: 'C2→D', issuerAccountId: 'C2', receiverAccountId: 'D', terms: daily([[100n, 5, 0.1]]) },
      { contractId: 'D→E', issuerAccountId: 'D', receiverAccountId: 'E', terms: daily([[100n, 5, 0.05]]) },
      { contractId: 'C1→F', issuerAccountId: 'C1', receiverAccountId: 'F', terms: daily([[100n, 5, 0.4]]) },
      { contractId: 'B→G dividend', issuerAccountId: 'B', receiverAccountId: 'G', terms: dividend('none', 50) },
    ]);
    expect(terminated).toEqual(['B→C2', 'C2→D', 'D→E']);
  });
});

describe('amounts (14, 15), conservation (16, 17) and carry (18)', () => {
  it('14. dividend gross is base × rate rounded down, 0 without a tier or with base ≤ 0', () => {
    expect(dividendAmount(dividend('none', 33.3333), dividendFacts(1_000n), 0n).grossMinor).toBe(333n);
    expect(percentOf(999n, 333_333)).toBe(332n);
    expect(dividendAmount(dividend('none'), dividendFacts(0n), 0n).grossMinor).toBe(0n);
    expect(dividendAmount(dividend('none'), dividendFacts(-5n), 0n)).toMatchObject({ grossMinor: 0n, tierIndex: null });
  });

  it('17. an upline whose own team lost less than a child’s owes the child more than it gets: net < 0, the wallet is never overdrawn', () => {
    const period = periodOfKey('semimonthly:2026-11-16', zone);
    const result = settleRun({
      period,
      timeZone: zone,
      lines: [
        {
          contractId: 'A',
          receiverAccountId: 'a',
          issuerContractId: null,
          terms: dividend('loss_carried', 40),
          facts: dividendFacts(1_000n),
        },
        {
          contractId: 'B',
          receiverAccountId: 'b',
          issuerContractId: 'A',
          terms: dividend('loss_carried', 30),
          facts: dividendFacts(50_000n),
        },
      ],
    });
    expect(result.lines.map((line) => line.netMinor)).toEqual([400n - 15_000n, 15_000n]);
    const { postings, balancesMinor } = planPostings(result.obligations, new Map([['a', 100n]]));
    expect(postings.map((posting) => [posting.postedMinor, posting.owedMinor])).toEqual([
      [400n, 0n],
      [500n, 14_500n],
    ]);
    expect(balancesMinor.get('a')).toBe(0n);
  });

  it('18. carry per mode: none keeps 0, loss carries only losses, the monthly reset clears at month start, full carries unpaid profit', () => {
    const mid = periodOfKey('semimonthly:2026-11-16', zone);
    const monthStart = periodOfKey('semimonthly:2026-12-01', zone);
    expect(carryInOf('none', -500n, mid, zone)).toBe(0n);
    expect(carryInOf('loss_carried', -500n, monthStart, zone)).toBe(-500n);
    expect(carryInOf('loss_carried', 500n, mid, zone)).toBe(0n);
    expect(carryInOf('loss_carried_monthly_reset', -500n, mid, zone)).toBe(-500n);
    expect(carryInOf('loss_carried_monthly_reset', -500n, monthStart, zone)).toBe(0n);
    expect(carryInOf('full', 500n, mid, zone)).toBe(500n);
    expect(dividendAmount(dividend('none'), dividendFacts(-700n), 0n).carryOutMinor).toBe(0n);
    expect(dividendAmount(dividend('loss_carried'), dividendFacts(-700n), 0n).carryOutMinor).toBe(-700n);
    const unreachable: DividendTerms = {
      ...dividend('full'),
      tiers: [{ ...(dividend('full').tiers[0] as DividendTerms['tiers'][number]), minActiveMembers: 99 }],
    };
    expect(dividendAmount(unreachable, dividendFacts(700n), 0n).carryOutMinor).toBe(700n);
    expect(dividendAmount({ ...unreachable, carryMode: 'loss_carried' }, dividendFacts(700n), 0n).carryOutMinor).toBe(
      0n,
    );
    expect(dividendAmount(dividend('full'), dividendFacts(700n), 300n)).toMatchObject({
      baseMinor: 1_000n,
      grossMinor: 200n,
      carryOutMinor: 0n,
    });
  });
});

describe('runs (11, 13, 21) and late facts (22)', () => {
  const period = periodOfKey('daily:2026-11-26', zone);
  const line = (id: string, issuer: string | null, validBetMinor: bigint, rate: number): ContractLineInput => ({
    contractId: id,
    receiverAccountId: `agent-${id}`,
    issuerContractId: issuer,
    terms: daily([[100n, 0, rate]]),
    facts: { kind: 'daily_salary', validBetMinor, activeMembers: 1 },
  });
  const lines = [line('top', null, 1_000_000n, 2), line('mid', 'top', 600_000n, 1.5), line('low', 'mid', 100_000n, 1)];

  it('11. a rerun of the same facts gives the same lines (deterministic, whatever the input order)', () => {
    expect(settleRun({ period, timeZone: zone, lines: [...lines].reverse() })).toEqual(
      settleRun({ period, timeZone: zone, lines }),
    );
  });

  it('8, 21. one line per receiver; obligations go top-down; malformed trees are refused', () => {
    const result = settleRun({ period, timeZone: zone, lines });
    expect(result.obligations.map((obligation) => obligation.depth)).toEqual([0, 1, 2]);
    expect(
      errorCodeOf(() =>
        settleRun({
          period,
          timeZone: zone,
          lines: [...lines, { ...line('x', 'top', 1n, 1), receiverAccountId: 'agent-low' }],
        }),
      ),
    ).toBe('DUPLICATE_RECEIVER');
    expect(
      errorCodeOf(() => settleRun({ period, timeZone: zone, lines: [line('a', 'b', 1n, 1), line('b', 'a', 1n, 1)] })),
    ).toBe('CONTRACT_CYCLE');
    expect(errorCodeOf(() => settleRun({ period, timeZone: zone, lines: [line('a', 'missing', 1n, 1)] }))).toBe(
      'UNKNOWN_ISSUER_CONTRACT',
    );
    expect(
      errorCodeOf(() => settleRun({ period: periodOfKey('weekly:2026-11-22', zone), timeZone: zone, lines })),
    ).toBe('MIXED_RUN');
  });

  it('22. late facts become an adjustment: deltas per contract, conserving, the posted run untouched', () => {
    const posted = settleRun({ period, timeZone: zone, lines });
    const postedCopy = structuredClone(posted);
    const late = lines.map((entry) =>
      entry.contractId === 'low'
        ? { ...entry, facts: { kind: 'daily_salary' as const, validBetMinor: 150_000n, activeMembers: 1 } }
        : entry,
    );
    const adjustment = adjustmentOf(posted, settleRun({ period, timeZone: zone, lines: late }));
    expect(posted).toEqual(postedCopy);
    expect(adjustment.lines.map((entry) => [entry.contractId, entry.grossDeltaMinor, entry.netDeltaMinor])).toEqual([
      ['mid', 0n, -500n],
      ['low', 500n, 500n],
    ]);
    expect(adjustment.obligations).toEqual([
      {
        contractId: 'low',
        payer: { kind: 'agent', accountId: 'agent-mid' },
        payeeAccountId: 'agent-low',
        amountMinor: 500n,
        depth: 2,
      },
    ]);
    expect(adjustment.lines.reduce((sum, entry) => sum + entry.netDeltaMinor, 0n)).toBe(
      adjustment.platformCostDeltaMinor,
    );
  });

  it('the manual-receive daily salary is claimable until its window after the day ends', () => {
    const manual = { ...daily([[100n, 0, 1]]), manualReceive: { claimWindowMinutes: 12 * 60 } };
    const result = settleRun({ period, timeZone: zone, lines: [{ ...line('top', null, 1_000n, 1), terms: manual }] });
    expect(result.lines[0]?.claimDueAt?.toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });
});

describe('what would I have earned', () => {
  it('shows the draft’s gross and the issuer’s net before and after, over last period’s figures', () => {
    const period = periodOfKey('daily:2026-11-26', zone);
    const simulation = simulateDraftOffer({
      period,
      timeZone: zone,
      issuer: {
        contractId: 'mine',
        receiverAccountId: 'me',
        terms: daily([[100n, 0, 2]]),
        facts: { kind: 'daily_salary', validBetMinor: 1_000_000n, activeMembers: 3 },
      },
      otherDownlines: [
        {
          contractId: 'theirs',
          receiverAccountId: 'them',
          terms: daily([[100n, 0, 1]]),
          facts: { kind: 'daily_salary', validBetMinor: 300_000n, activeMembers: 1 },
        },
      ],
      draft: {
        receiverAccountId: 'them',
        terms: daily([[100n, 0, 1.5]]),
        facts: { kind: 'daily_salary', validBetMinor: 300_000n, activeMembers: 1 },
      },
    });
    expect(simulation).toEqual({
      dominanceProblems: [],
      draftGrossMinor: 4_500n,
      draftTierIndex: 0,
      issuerGrossMinor: 20_000n,
      issuerNetBeforeMinor: 17_000n,
      issuerNetAfterMinor: 15_500n,
    });
  });
});
