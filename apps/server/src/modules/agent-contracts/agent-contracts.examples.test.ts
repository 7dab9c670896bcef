import { describe, expect, it } from 'vitest';
import type { DrawStake } from './agent-contracts.amounts.js';
import { nextPeriod, periodContaining, periodOfKey } from './agent-contracts.periods.js';
import type { ContractLineInput, RunResult } from './agent-contracts.settlement.js';
import { planPostings, settleRun } from './agent-contracts.settlement.js';
import type { AccountFacts, AccountNode } from './agent-contracts.team.js';
import { dividendTeamFacts, realtimeTeamFacts } from './agent-contracts.team.js';
import type {
  DailySalaryTerms,
  DividendTerms,
  HourlySalaryTerms,
  RealtimeSalaryTerms,
} from './agent-contracts.terms.js';

// The reference's worked examples (agent-contracts.md, B1–B4), in minor units: 1.00 is 100n.
const baht = (major: number) => BigInt(Math.round(major * 100));
const percent = (value: number) => Math.round(value * 10_000);
const zone = 'Asia/Bangkok';

function byReceiver(result: RunResult) {
  return Object.fromEntries(result.lines.map((line) => [line.receiverAccountId, line]));
}

describe('B1: the 3-level semimonthly dividend', () => {
  const dividend = (tiers: [number, number, number][]): DividendTerms => ({
    kind: 'dividend',
    period: 'semimonthly',
    carryMode: 'loss_carried',
    activeMemberMinValidBetMinor: baht(1_000),
    tiers: tiers.map(([validBet, active, rate]) => ({
      minValidBetMinor: baht(validBet),
      minNetLossMinor: 0n,
      minActiveMembers: active,
      minPeriodicValidBetMinor: 0n,
      pay: { type: 'percent', ratePpm: percent(rate) },
    })),
  });
  const platformToA = dividend([
    [500_000, 10, 35],
    [1_000_000, 25, 40],
  ]);
  const aToB = dividend([
    [300_000, 5, 25],
    [800_000, 20, 30],
  ]);
  const bToC = dividend([
    [200_000, 5, 15],
    [500_000, 10, 20],
  ]);

  // The players: each direct team is `count` active members with `validBet` in all, whose company net loss is
  // `netLoss`; everyone stakes and wins level except the first member, who carries the team's whole loss.
  const accounts: AccountNode[] = [
    { accountId: 'A', parentAccountId: null, role: 'agent' },
    { accountId: 'B', parentAccountId: 'A', role: 'agent' },
    { accountId: 'C', parentAccountId: 'B', role: 'agent' },
  ];
  function members(parent: string, count: number, validBet: number, netLoss: number): AccountFacts[] {
    return Array.from({ length: count }, (_, index) => {
      accounts.push({ accountId: `${parent}-m${index}`, parentAccountId: parent, role: 'member' });
      const bet = index === 0 ? baht(validBet) - baht(10_000) * BigInt(count - 1) : baht(10_000);
      return {
        accountId: `${parent}-m${index}`,
        betMinor: bet,
        validBetMinor: bet,
        winMinor: index === 0 ? bet - baht(netLoss) : bet,
        playerRebateMinor: 0n,
        bonusMinor: 0n,
        salaryPaidInMinor: 0n,
      };
    });
  }
  const cTeam = members('C', 12, 500_000, 50_000);
  const bDirect = members('B', 8, 300_000, 30_000);
  const aDirect = members('A', 10, 200_000, 20_000);
  const firstHalf = periodOfKey('semimonthly:2026-11-01', zone);

  function run(facts: AccountFacts[], carry: Partial<Record<'A' | 'B' | 'C', bigint>> = {}) {
    const line = (receiver: 'A' | 'B' | 'C', issuer: string | null, terms: DividendTerms): ContractLineInput => ({
      contractId: `dividend-${receiver}`,
      receiverAccountId: receiver,
      issuerContractId: issuer,
      terms,
      facts: dividendTeamFacts(accounts, facts, receiver, terms.activeMemberMinValidBetMinor),
      previousCarryOutMinor: carry[receiver] ?? 0n,
    });
    return settleRun({
      period: firstHalf,
      timeZone: zone,
      lines: [line('C', 'dividend-B', bToC), line('A', null, platformToA), line('B', 'dividend-A', aToB)],
    });
  }

  it('team totals are the reference table: C 50,000 / 500k / 12, B 80,000 / 800k / 20, A 100,000 / 1,000k / 30', () => {
    const facts = [...cTeam, ...bDirect, ...aDirect];
    expect(dividendTeamFacts(accounts, facts, 'C', baht(1_000))).toMatchObject({
      netLossMinor: baht(50_000),
      validBetMinor: baht(500_000),
      activeMembers: 12,
    });
    expect(dividendTeamFacts(accounts, facts, 'B', baht(1_000))).toMatchObject({
      netLossMinor: baht(80_000),
      validBetMinor: baht(800_000),
      activeMembers: 20,
    });
    expect(dividendTeamFacts(accounts, facts, 'A', baht(1_000))).toMatchObject({
      netLossMinor: baht(100_000),
      validBetMinor: baht(1_000_000),
      activeMembers: 30,
    });
  });

  it('pays C 10,000, B 24,000 and A 40,000; nets 10,000, 14,000, 16,000; the platform pays 40,000', () => {
    const result = run([...cTeam, ...bDirect, ...aDirect]);
    const { A, B, C } = byReceiver(result);
    expect([C?.grossMinor, C?.downlineGrossMinor, C?.netMinor]).toEqual([baht(10_000), 0n, baht(10_000)]);
    expect([B?.grossMinor, B?.downlineGrossMinor, B?.netMinor]).toEqual([baht(24_000), baht(10_000), baht(14_000)]);
    expect([A?.grossMinor, A?.downlineGrossMinor, A?.netMinor]).toEqual([baht(40_000), baht(24_000), baht(16_000)]);
    expect([A?.tierIndex, B?.tierIndex, C?.tierIndex]).toEqual([1, 1, 1]);
    expect(result.platformCostMinor).toBe(baht(40_000));
    expect(result.lines.reduce((sum, line) => sum + line.netMinor, 0n)).toBe(baht(40_000));
    // The rate-difference view gives the same nets.
    expect(A?.netMinor).toBe(baht(0.4 * 20_000 + 0.1 * 80_000));
    expect(B?.netMinor).toBe(baht(0.3 * 30_000 + 0.1 * 50_000));
    expect(
      result.obligations.map((obligation) => [obligation.payer, obligation.payeeAccountId, obligation.amountMinor]),
    ).toEqual([
      [{ kind: 'platform' }, 'A', baht(40_000)],
      [{ kind: 'agent', accountId: 'A' }, 'B', baht(24_000)],
      [{ kind: 'agent', accountId: 'B' }, 'C', baht(10_000)],
    ]);
    expect(B?.contributions).toEqual([{ contractId: 'dividend-C', receiverAccountId: 'C', grossMinor: baht(10_000) }]);
  });

  // Next period: A's direct players win 90,000 (instead of losing 20,000), so A's team is 80,000 − 90,000.
  const aDirectWinning = aDirect.map((facts, index) =>
    index === 0 ? { ...facts, winMinor: facts.winMinor + baht(110_000) } : facts,
  );

  it('the negative top period: A earns 0, carries −10,000, still owes B 24,000 (net −24,000); Σ net = 0', () => {
    const result = run([...cTeam, ...bDirect, ...aDirectWinning]);
    const { A, B, C } = byReceiver(result);
    expect(A?.baseMinor).toBe(baht(-10_000));
    expect(A?.grossMinor).toBe(0n);
    expect(A?.carryOutMinor).toBe(baht(-10_000));
    expect(A?.netMinor).toBe(baht(-24_000));
    expect([B?.grossMinor, C?.grossMinor]).toEqual([baht(24_000), baht(10_000)]);
    expect(result.platformCostMinor).toBe(0n);
    expect(result.lines.reduce((sum, line) => sum + line.netMinor, 0n)).toBe(0n);
  });

  it('with 15,000 in A’s wallet, A→B posts 15,000 and 9,000 stays owed; B still pays C in full', () => {
    const result = run([...cTeam, ...bDirect, ...aDirectWinning]);
    const { postings, balancesMinor } = planPostings(result.obligations, new Map([['A', baht(15_000)]]));
    expect(postings.map((posting) => [posting.payeeAccountId, posting.postedMinor, posting.owedMinor])).toEqual([
      ['B', baht(15_000), baht(9_000)],
      ['C', baht(10_000), 0n],
    ]);
    expect(Object.fromEntries(balancesMinor)).toEqual({ A: 0n, B: baht(5_000), C: baht(10_000) });
  });

  it('third period: A team net loss 60,000 less the carried 10,000 is a base of 50,000, paid 20,000; carry resets', () => {
    // A's direct players win 20,000: 80,000 − 20,000 = 60,000.
    const aDirectThird = aDirect.map((facts, index) =>
      index === 0 ? { ...facts, winMinor: facts.winMinor + baht(40_000) } : facts,
    );
    const result = run([...cTeam, ...bDirect, ...aDirectThird], { A: baht(-10_000) });
    const { A } = byReceiver(result);
    expect([A?.carryInMinor, A?.baseMinor, A?.grossMinor, A?.carryOutMinor]).toEqual([
      baht(-10_000),
      baht(50_000),
      baht(20_000),
      0n,
    ]);
  });
});

describe('B2: daily salary, same chain, one day', () => {
  const daily = (tiers: [number, number, number][]): DailySalaryTerms => ({
    kind: 'daily_salary',
    activeMemberMinValidBetMinor: baht(1_000),
    manualReceive: null,
    tiers: tiers.map(([validBet, active, rate]) => ({
      minValidBetMinor: baht(validBet),
      minActiveMembers: active,
      pay: { type: 'percent', ratePpm: percent(rate) },
    })),
  });
  const day = periodOfKey('daily:2026-11-26', zone);
  function run(cActive: number) {
    const line = (
      receiver: string,
      issuer: string | null,
      terms: DailySalaryTerms,
      validBet: number,
      active: number,
    ) => ({
      contractId: `daily-${receiver}`,
      receiverAccountId: receiver,
      issuerContractId: issuer,
      terms,
      facts: { kind: 'daily_salary' as const, validBetMinor: baht(validBet), activeMembers: active },
    });
    return settleRun({
      period: day,
      timeZone: zone,
      lines: [
        line(
          'A',
          null,
          daily([
            [100_000, 5, 1.0],
            [300_000, 10, 1.5],
            [500_000, 20, 2.0],
          ]),
          500_000,
          25,
        ),
        line(
          'B',
          'daily-A',
          daily([
            [100_000, 5, 0.8],
            [300_000, 10, 1.2],
            [500_000, 20, 1.6],
          ]),
          300_000,
          15,
        ),
        line(
          'C',
          'daily-B',
          daily([
            [100_000, 5, 0.5],
            [200_000, 8, 0.8],
          ]),
          120_000,
          cActive,
        ),
      ],
    });
  }

  it('gross A 10,000, B 3,600 (tier 2), C 600 (tier 1); nets 6,400, 3,000, 600; the platform pays 10,000', () => {
    const result = run(6);
    const { A, B, C } = byReceiver(result);
    expect([A?.grossMinor, B?.grossMinor, C?.grossMinor]).toEqual([baht(10_000), baht(3_600), baht(600)]);
    expect([A?.tierIndex, B?.tierIndex, C?.tierIndex]).toEqual([2, 1, 0]);
    expect([A?.netMinor, B?.netMinor, C?.netMinor]).toEqual([baht(6_400), baht(3_000), baht(600)]);
    expect(result.platformCostMinor).toBe(baht(10_000));
  });

  it('with only 4 active, C is not reached (0) and B keeps 3,600', () => {
    const { B, C } = byReceiver(run(4));
    expect(C?.status).toBe('not_reached');
    expect(C?.grossMinor).toBe(0n);
    expect(B?.netMinor).toBe(baht(3_600));
  });
});

describe('B3: hourly salary', () => {
  const terms: HourlySalaryTerms = {
    kind: 'hourly_salary',
    slot: 'half_hour',
    unitValueMinor: baht(1_000),
    activeMemberMinValidBetMinor: baht(100),
    tiers: [{ minValidBetMinor: baht(10_000), minActiveMembers: 3, pay: { type: 'percent', ratePpm: percent(0.3) } }],
  };

  it('a team bet of 23,456 in 20:00–20:30 counts as 23,000 and pays 69.00, in the 20:30–21:00 slot', () => {
    const slot = periodContaining('half_hour', new Date('2026-11-27T13:10:00Z'), zone);
    expect(slot.key).toBe('half_hour:2026-11-27T20:00');
    expect(nextPeriod(slot, zone).key).toBe('half_hour:2026-11-27T20:30');
    const result = settleRun({
      period: slot,
      timeZone: zone,
      lines: [
        {
          contractId: 'hourly-A',
          receiverAccountId: 'A',
          issuerContractId: null,
          terms,
          facts: { kind: 'hourly_salary', validBetMinor: baht(23_456), activeMembers: 3 },
        },
      ],
    });
    expect(result.lines[0]?.baseMinor).toBe(baht(23_000));
    expect(result.lines[0]?.grossMinor).toBe(baht(69));
  });
});

describe('B4: real-time salary', () => {
  const realtime = (loss: number, win: number): RealtimeSalaryTerms => ({
    kind: 'realtime_salary',
    tiers: [{ minDrawStakeMinor: baht(1_000), lossRatePpm: percent(loss), winRatePpm: percent(win) }],
  });
  const accounts: AccountNode[] = [
    { accountId: 'A', parentAccountId: null, role: 'agent' },
    { accountId: 'B', parentAccountId: 'A', role: 'agent' },
    { accountId: 'C', parentAccountId: 'B', role: 'agent' },
    { accountId: 'X', parentAccountId: 'C', role: 'member' },
  ];
  const batch = periodContaining('five_minutes', new Date('2026-11-27T13:12:34Z'), zone);
  function run(resultMinor: bigint) {
    // Two tickets on the same draw: the tier is set by their total, 1,500.
    const draws: DrawStake[] = [
      {
        playerAccountId: 'X',
        lotteryCode: 'TH-GOV',
        drawNumber: 'N',
        stakeMinor: baht(1_000),
        resultMinor: resultMinor / 2n,
      },
      {
        playerAccountId: 'X',
        lotteryCode: 'TH-GOV',
        drawNumber: 'N',
        stakeMinor: baht(500),
        resultMinor: resultMinor / 2n,
      },
    ];
    const line = (receiver: string, issuer: string | null, terms: RealtimeSalaryTerms): ContractLineInput => ({
      contractId: `realtime-${receiver}`,
      receiverAccountId: receiver,
      issuerContractId: issuer,
      terms,
      facts: realtimeTeamFacts(accounts, draws, receiver),
    });
    return settleRun({
      period: batch,
      timeZone: zone,
      lines: [
        line('A', null, realtime(1.2, 0.5)),
        line('B', 'realtime-A', realtime(1.0, 0.4)),
        line('C', 'realtime-B', realtime(0.8, 0.3)),
      ],
    });
  }

  it('player X stakes 1,500 on draw N and loses: C 12.00; B 15.00 net 3.00; A 18.00 net 3.00; Σ net 18.00', () => {
    expect(batch.key).toBe('five_minutes:2026-11-27T20:10');
    const result = run(-baht(1_500));
    const { A, B, C } = byReceiver(result);
    expect([C?.grossMinor, C?.netMinor]).toEqual([baht(12), baht(12)]);
    expect([B?.grossMinor, B?.netMinor]).toEqual([baht(15), baht(3)]);
    expect([A?.grossMinor, A?.netMinor]).toEqual([baht(18), baht(3)]);
    expect(result.lines.reduce((sum, line) => sum + line.netMinor, 0n)).toBe(baht(18));
    expect(C?.realtimeRows).toHaveLength(1);
    expect(C?.realtimeRows[0]).toMatchObject({ stakeMinor: baht(1_500), ratePpm: percent(0.8), amountMinor: baht(12) });
  });

  it('had X won, the win rates apply: C 4.50, B 6.00, A 7.50', () => {
    const { A, B, C } = byReceiver(run(baht(3_000)));
    expect([C?.grossMinor, B?.grossMinor, A?.grossMinor]).toEqual([baht(4.5), baht(6), baht(7.5)]);
  });
});
