import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DividendFacts, SalaryFacts } from './agent-contracts.amounts.js';
import {
  dailySalaryAmount,
  dividendAmount,
  hourlySalaryAmount,
  realtimeSalaryAmount,
  salaryTierIndex,
} from './agent-contracts.amounts.js';
import { periodOfKey } from './agent-contracts.periods.js';
import type { ContractLineInput } from './agent-contracts.settlement.js';
import { adjustmentOf, planPostings, settleRun } from './agent-contracts.settlement.js';
import type { AccountFacts, AccountNode } from './agent-contracts.team.js';
import { dividendTeamFacts, realtimeTeamFacts, salaryTeamFacts } from './agent-contracts.team.js';
import type {
  DailySalaryTerms,
  DividendTerms,
  HourlySalaryTerms,
  RealtimeSalaryTerms,
  SalaryTier,
} from './agent-contracts.terms.js';
import { contractsTerminatedByAcceptance, dominanceProblems, termsProblems } from './agent-contracts.terms.js';

const zone = 'Asia/Bangkok';

// ---------------------------------------------------------------------------------------------------------------
// Terms: tiers built from rising steps, so they satisfy invariant 6 by construction

const risingSteps = (length: number, maximumStep: number) =>
  fc.array(fc.integer({ min: 1, max: maximumStep }), { minLength: length, maxLength: length }).map((steps) => {
    let total = 0;
    return steps.map((step) => (total += step));
  });

const salaryTiersArbitrary = fc.integer({ min: 1, max: 4 }).chain((count) =>
  fc
    .tuple(risingSteps(count, 400_000), risingSteps(count, 8), risingSteps(count, 12_000), fc.boolean(), fc.boolean())
    .map(([bets, actives, values, fixed, usesActive]): SalaryTier[] =>
      bets.map((bet, index) => ({
        minValidBetMinor: BigInt(bet) * 100n,
        minActiveMembers: usesActive ? (actives[index] ?? 0) : 0,
        pay: fixed
          ? { type: 'fixed', amountMinor: BigInt(values[index] ?? 0) * 100n }
          : { type: 'percent', ratePpm: Math.min(values[index] ?? 0, 1_000_000) },
      })),
    ),
);

const dailyArbitrary = salaryTiersArbitrary.map((tiers): DailySalaryTerms => ({
  kind: 'daily_salary',
  activeMemberMinValidBetMinor: 1_000n,
  manualReceive: null,
  tiers,
}));

const hourlyArbitrary = fc
  .tuple(salaryTiersArbitrary, fc.constantFrom(100n, 1_000n, 5_000n, 100_000n))
  .map(([tiers, unitValueMinor]): HourlySalaryTerms => ({
    kind: 'hourly_salary',
    slot: 'hour',
    unitValueMinor,
    activeMemberMinValidBetMinor: 1_000n,
    tiers,
  }));

const realtimeArbitrary = fc.integer({ min: 1, max: 4 }).chain((count) =>
  fc
    .tuple(risingSteps(count, 300_000), risingSteps(count, 6_000), risingSteps(count, 6_000))
    .map(([stakes, losses, wins]): RealtimeSalaryTerms => ({
      kind: 'realtime_salary',
      tiers: stakes.map((stake, index) => ({
        minDrawStakeMinor: BigInt(stake),
        lossRatePpm: losses[index] ?? 0,
        winRatePpm: wins[index] ?? 0,
      })),
    })),
);

/** A downline offer derived from the upline's: some tiers, thresholds raised, pay scaled down; usually dominated. */
function lowered<T extends DailySalaryTerms | HourlySalaryTerms>(upline: T) {
  return fc
    .tuple(
      fc.subarray([...upline.tiers], { minLength: 1 }),
      fc.integer({ min: 0, max: 50_000 }),
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 1, max: 100 }),
      fc.integer({ min: 1, max: 10 }),
    )
    .map(([tiers, raise, moreActive, scale, unitFactor]): T => ({
      ...upline,
      ...(upline.kind === 'hourly_salary' ? { unitValueMinor: upline.unitValueMinor * BigInt(unitFactor) } : {}),
      tiers: tiers.map((tier) => ({
        minValidBetMinor: tier.minValidBetMinor + BigInt(raise),
        minActiveMembers: tier.minActiveMembers > 0 ? tier.minActiveMembers + moreActive : 0,
        pay:
          tier.pay.type === 'percent'
            ? { type: 'percent', ratePpm: Math.floor((tier.pay.ratePpm * scale) / 100) }
            : { type: 'fixed', amountMinor: (tier.pay.amountMinor * BigInt(scale)) / 100n },
      })),
    }));
}

const salaryFactsArbitrary = (kind: SalaryFacts['kind']) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 200_000_000n }), fc.integer({ min: 0, max: 40 }))
    .map(([validBetMinor, activeMembers]): SalaryFacts => ({ kind, validBetMinor, activeMembers }));

describe('dominance (invariant 7): a dominated offer never pays more than the upline on the same facts', () => {
  it('daily salary, percent and fixed', () => {
    fc.assert(
      fc.property(
        dailyArbitrary.chain((upline) =>
          fc.tuple(
            fc.constant(upline),
            fc.oneof(lowered(upline), dailyArbitrary),
            fc.array(salaryFactsArbitrary('daily_salary'), { maxLength: 20 }),
          ),
        ),
        ([upline, downline, factsList]) => {
          fc.pre(termsProblems(downline).length === 0);
          if (dominanceProblems(upline, downline).length > 0) return;
          const probes = [
            ...factsList,
            ...downline.tiers.map((tier) => ({
              kind: 'daily_salary' as const,
              validBetMinor: tier.minValidBetMinor,
              activeMembers: tier.minActiveMembers,
            })),
          ];
          for (const facts of probes) {
            expect(dailySalaryAmount(downline, facts).grossMinor).toBeLessThanOrEqual(
              dailySalaryAmount(upline, facts).grossMinor,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an undominated percent tier really pays a higher rate than the upline at its own thresholds', () => {
    fc.assert(
      fc.property(dailyArbitrary, dailyArbitrary, (upline, downline) => {
        fc.pre(
          upline.tiers.every((tier) => tier.pay.type === 'percent') &&
            downline.tiers.every((tier) => tier.pay.type === 'percent'),
        );
        for (const problem of dominanceProblems(upline, downline)) {
          const tier = downline.tiers[problem.tier ?? -1];
          if (!tier || tier.pay.type !== 'percent') throw new Error('a percent tier');
          const facts = {
            kind: 'daily_salary' as const,
            validBetMinor: tier.minValidBetMinor,
            activeMembers: tier.minActiveMembers,
          };
          const chosen = salaryTierIndex(upline.tiers, facts);
          const upperPay = chosen === null ? undefined : upline.tiers[chosen]?.pay;
          expect(upperPay === undefined || (upperPay.type === 'percent' && upperPay.ratePpm < tier.pay.ratePpm)).toBe(
            true,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('hourly salary, with unit values', () => {
    fc.assert(
      fc.property(
        hourlyArbitrary.chain((upline) =>
          fc.tuple(
            fc.constant(upline),
            fc.oneof(lowered(upline), hourlyArbitrary),
            fc.array(salaryFactsArbitrary('hourly_salary'), { maxLength: 20 }),
          ),
        ),
        ([upline, downline, factsList]) => {
          fc.pre(termsProblems(downline).length === 0);
          if (dominanceProblems(upline, downline).length > 0) return;
          for (const facts of factsList) {
            expect(hourlySalaryAmount(downline, facts).grossMinor).toBeLessThanOrEqual(
              hourlySalaryAmount(upline, facts).grossMinor,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('real-time salary, on loss and win rates', () => {
    fc.assert(
      fc.property(
        realtimeArbitrary,
        realtimeArbitrary,
        fc.array(fc.tuple(fc.bigInt({ min: 0n, max: 2_000_000n }), fc.boolean()), { maxLength: 20 }),
        (upline, downline, stakes) => {
          if (dominanceProblems(upline, downline).length > 0) return;
          const draws = stakes.map(([stakeMinor, lost], index) => ({
            playerAccountId: 'p',
            lotteryCode: 'L',
            drawNumber: String(index),
            stakeMinor,
            resultMinor: lost ? -stakeMinor : stakeMinor,
          }));
          const down = realtimeSalaryAmount(downline, draws).rows;
          const up = realtimeSalaryAmount(upline, draws).rows;
          down.forEach((row, index) => expect(row.amountMinor).toBeLessThanOrEqual(up[index]?.amountMinor ?? 0n));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('dividend, over four thresholds, percent and fixed', () => {
    const dividendArbitrary = fc.integer({ min: 1, max: 3 }).chain((count) =>
      fc
        .tuple(
          risingSteps(count, 500_000),
          risingSteps(count, 200_000),
          risingSteps(count, 6),
          risingSteps(count, 100_000),
          risingSteps(count, 150_000),
          fc.boolean(),
          fc.boolean(),
        )
        .map(([bets, losses, actives, periodic, values, fixed, usesPeriodic]): DividendTerms => ({
          kind: 'dividend',
          period: 'monthly',
          carryMode: 'loss_carried',
          activeMemberMinValidBetMinor: 0n,
          tiers: bets.map((bet, index) => ({
            minValidBetMinor: BigInt(bet),
            minNetLossMinor: BigInt(losses[index] ?? 0),
            minActiveMembers: actives[index] ?? 0,
            minPeriodicValidBetMinor: usesPeriodic ? BigInt(periodic[index] ?? 0) : 0n,
            pay: fixed
              ? { type: 'fixed', amountMinor: BigInt(values[index] ?? 0) }
              : { type: 'percent', ratePpm: Math.min(values[index] ?? 0, 1_000_000) },
          })),
        })),
    );
    const factsArbitrary = fc
      .tuple(
        fc.bigInt({ min: 0n, max: 3_000_000n }),
        fc.bigInt({ min: -500_000n, max: 1_500_000n }),
        fc.integer({ min: 0, max: 25 }),
        fc.array(fc.bigInt({ min: 0n, max: 800_000n }), { minLength: 4, maxLength: 4 }),
      )
      .map(([validBetMinor, netLossMinor, activeMembers, periodicValidBetsMinor]): DividendFacts => ({
        kind: 'dividend',
        validBetMinor,
        netLossMinor,
        activeMembers,
        periodicValidBetsMinor,
      }));
    const lowerDividend = (upline: DividendTerms) =>
      fc
        .tuple(
          fc.subarray([...upline.tiers], { minLength: 1 }),
          fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 4, maxLength: 4 }),
          fc.integer({ min: 1, max: 100 }),
        )
        .map(([tiers, [bet = 0, loss = 0, active = 0, periodic = 0], scale]): DividendTerms => ({
          ...upline,
          tiers: tiers.map((tier) => ({
            minValidBetMinor: tier.minValidBetMinor + BigInt(bet),
            minNetLossMinor: tier.minNetLossMinor + BigInt(loss),
            minActiveMembers: tier.minActiveMembers + (active % 3),
            minPeriodicValidBetMinor:
              tier.minPeriodicValidBetMinor > 0n ? tier.minPeriodicValidBetMinor + BigInt(periodic) : 0n,
            pay:
              tier.pay.type === 'percent'
                ? { type: 'percent', ratePpm: Math.floor((tier.pay.ratePpm * scale) / 100) }
                : { type: 'fixed', amountMinor: (tier.pay.amountMinor * BigInt(scale)) / 100n },
          })),
        }));
    let dominatedPairs = 0;
    fc.assert(
      fc.property(
        dividendArbitrary.chain((upline) =>
          fc.tuple(
            fc.constant(upline),
            fc.oneof(lowerDividend(upline), dividendArbitrary),
            fc.array(factsArbitrary, { maxLength: 20 }),
          ),
        ),
        ([upline, downline, factsList]) => {
          if (termsProblems(downline).length > 0 || dominanceProblems(upline, downline).length > 0) return;
          dominatedPairs += 1;
          for (const facts of factsList) {
            expect(dividendAmount(downline, facts, 0n).grossMinor).toBeLessThanOrEqual(
              dividendAmount(upline, facts, 0n).grossMinor,
            );
          }
        },
      ),
      { numRuns: 1_000 },
    );
    expect(dominatedPairs).toBeGreaterThan(200);
  });

  it('accepting lowered terms leaves every remaining sub-contract dominated (invariant 10)', () => {
    fc.assert(
      fc.property(
        dailyArbitrary.chain((accepted) =>
          fc.tuple(fc.constant(accepted), fc.array(dailyArbitrary, { minLength: 1, maxLength: 6 })),
        ),
        ([accepted, offers]) => {
          const subContracts = offers.map((terms, index) => ({
            contractId: `c${index}`,
            issuerAccountId: 'me',
            receiverAccountId: `d${index}`,
            terms,
          }));
          const terminated = new Set(contractsTerminatedByAcceptance('me', accepted, subContracts));
          for (const contract of subContracts) {
            expect(terminated.has(contract.contractId)).toBe(dominanceProblems(accepted, contract.terms).length > 0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Random hierarchies, contract forests and bets

interface World {
  accounts: AccountNode[];
  facts: AccountFacts[];
  /** Agents holding a contract, each with its issuer's agent (null: the platform). */
  contracted: { agentId: string; issuerAgentId: string | null }[];
  kind: 'dividend' | 'daily_salary' | 'realtime_salary';
  termsChoice: number[];
  carries: bigint[];
}

const worldArbitrary: fc.Arbitrary<World> = fc
  .record({
    parents: fc.array(fc.integer({ min: -1, max: 40 }), { minLength: 1, maxLength: 14 }),
    // Mostly contracted, so that trees are deep.
    contractChance: fc.array(
      fc.integer({ min: 0, max: 9 }).map((draw) => draw < 8),
      { minLength: 14, maxLength: 14 },
    ),
    members: fc.array(
      fc.record({
        parent: fc.nat(),
        bet: fc.bigInt({ min: 0n, max: 5_000_000n }),
        winShare: fc.integer({ min: 0, max: 200 }),
        rebate: fc.bigInt({ min: 0n, max: 50_000n }),
      }),
      { maxLength: 60 },
    ),
    kind: fc.constantFrom<World['kind']>('dividend', 'daily_salary', 'realtime_salary'),
    termsChoice: fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
    carries: fc.array(fc.bigInt({ min: -3_000_000n, max: 3_000_000n }), { minLength: 14, maxLength: 14 }),
  })
  .map(({ parents, contractChance, members, kind, termsChoice, carries }) => {
    const accounts: AccountNode[] = parents.map((parent, index) => ({
      accountId: `agent${index}`,
      // An agent's parent is an earlier agent, or none: no cycles by construction.
      parentAccountId: index === 0 || parent < 0 ? null : `agent${parent % index}`,
      role: 'agent',
    }));
    const facts: AccountFacts[] = members.map((member, index) => {
      accounts.push({
        accountId: `member${index}`,
        parentAccountId: `agent${member.parent % parents.length}`,
        role: 'member',
      });
      return {
        accountId: `member${index}`,
        betMinor: member.bet,
        validBetMinor: member.bet,
        winMinor: (member.bet * BigInt(member.winShare)) / 100n,
        playerRebateMinor: member.rebate,
        bonusMinor: 0n,
        salaryPaidInMinor: 0n,
      };
    });
    const holds = new Set<string>();
    const contracted: World['contracted'] = [];
    accounts.forEach((account, index) => {
      if (account.role !== 'agent' || !contractChance[index]) return;
      if (account.parentAccountId === null) {
        holds.add(account.accountId);
        contracted.push({ agentId: account.accountId, issuerAgentId: null });
      } else if (holds.has(account.parentAccountId)) {
        holds.add(account.accountId);
        contracted.push({ agentId: account.accountId, issuerAgentId: account.parentAccountId });
      }
    });
    return { accounts, facts, contracted, kind, termsChoice, carries };
  });

const dividendTermsFor = (choice: number): DividendTerms => ({
  kind: 'dividend',
  period: 'semimonthly',
  carryMode: (['none', 'loss_carried', 'loss_carried_monthly_reset', 'full'] as const)[choice % 4] ?? 'none',
  activeMemberMinValidBetMinor: 100_000n,
  tiers: [
    {
      minValidBetMinor: 100_000n,
      minNetLossMinor: 0n,
      minActiveMembers: 1,
      minPeriodicValidBetMinor: 0n,
      pay: { type: 'percent', ratePpm: 50_000 + (choice % 7) * 10_000 },
    },
    {
      minValidBetMinor: 3_000_000n,
      minNetLossMinor: 200_000n,
      minActiveMembers: 3,
      minPeriodicValidBetMinor: 0n,
      pay: { type: 'percent', ratePpm: 130_000 + (choice % 5) * 37_777 },
    },
  ],
});
const dailyTermsFor = (choice: number): DailySalaryTerms => ({
  kind: 'daily_salary',
  activeMemberMinValidBetMinor: 100_000n,
  manualReceive: null,
  tiers:
    choice % 3 === 0
      ? [
          {
            minValidBetMinor: 500_000n,
            minActiveMembers: 1,
            pay: { type: 'fixed', amountMinor: 1_000n + BigInt(choice % 11) * 777n },
          },
        ]
      : [
          {
            minValidBetMinor: 100_000n,
            minActiveMembers: 1,
            pay: { type: 'percent', ratePpm: 3_333 + (choice % 13) * 1_001 },
          },
          {
            minValidBetMinor: 2_000_000n,
            minActiveMembers: 2,
            pay: { type: 'percent', ratePpm: 30_000 + (choice % 5) * 999 },
          },
        ],
});

const realtimeTermsFor = (choice: number): RealtimeSalaryTerms => ({
  kind: 'realtime_salary',
  tiers: [
    { minDrawStakeMinor: 10_000n, lossRatePpm: 2_000 + (choice % 9) * 333, winRatePpm: 1_000 + (choice % 4) * 250 },
    { minDrawStakeMinor: 1_000_000n, lossRatePpm: 9_000 + (choice % 3) * 777, winRatePpm: 4_000 + (choice % 6) * 111 },
  ],
});

/** Each member's play as stakes on one of three draws, the result its win minus its stake. */
function drawsOf(world: World) {
  return world.facts.map((own, index) => ({
    playerAccountId: own.accountId,
    lotteryCode: 'TH-GOV',
    drawNumber: String(index % 3),
    stakeMinor: own.betMinor,
    resultMinor: own.winMinor - own.betMinor,
  }));
}

function linesOf(world: World): ContractLineInput[] {
  return world.contracted.map(({ agentId, issuerAgentId }, index) => {
    const choice = world.termsChoice[index] ?? 0;
    const common = {
      contractId: `contract-${agentId}`,
      receiverAccountId: agentId,
      issuerContractId: issuerAgentId && `contract-${issuerAgentId}`,
    };
    if (world.kind === 'dividend') {
      const terms = dividendTermsFor(choice);
      return {
        ...common,
        terms,
        facts: dividendTeamFacts(world.accounts, world.facts, agentId, terms.activeMemberMinValidBetMinor),
        previousCarryOutMinor: world.carries[index] ?? 0n,
      };
    }
    if (world.kind === 'realtime_salary') {
      return {
        ...common,
        terms: realtimeTermsFor(choice),
        facts: realtimeTeamFacts(world.accounts, drawsOf(world), agentId),
      };
    }
    const terms = dailyTermsFor(choice);
    return {
      ...common,
      terms,
      facts: salaryTeamFacts('daily_salary', world.accounts, world.facts, agentId, terms.activeMemberMinValidBetMinor),
    };
  });
}

const periodKeys: Record<World['kind'], string> = {
  dividend: 'semimonthly:2026-12-01',
  daily_salary: 'daily:2026-11-26',
  realtime_salary: 'five_minutes:2026-11-27T20:10',
};
const periodFor = (world: World) => periodOfKey(periodKeys[world.kind], zone);

describe('settlement over random hierarchies, tiers and bets', () => {
  it('conserves: per tree Σ net = top gross, the platform pays exactly the tops; gross ≥ 0; downline gross = Σ children', () => {
    // Counted so the test fails if the generator stops producing the cases that matter.
    const seen = { negativeNet: 0, paidBelowTop: 0, salary: 0, realtime: 0 };
    fc.assert(
      fc.property(worldArbitrary, (world) => {
        const result = settleRun({ period: periodFor(world), timeZone: zone, lines: linesOf(world) });
        const byId = new Map(result.lines.map((line) => [line.contractId, line]));
        const topOf = (contractId: string): string => {
          const line = byId.get(contractId);
          return line?.issuerContractId ? topOf(line.issuerContractId) : contractId;
        };
        const netPerTree = new Map<string, bigint>();
        for (const line of result.lines) {
          expect(line.grossMinor).toBeGreaterThanOrEqual(0n);
          if (line.status === 'not_reached') expect(line.grossMinor).toBe(0n);
          const children = result.lines.filter((child) => child.issuerContractId === line.contractId);
          expect(line.downlineGrossMinor).toBe(children.reduce((sum, child) => sum + child.grossMinor, 0n));
          expect(line.netMinor).toBe(line.grossMinor - line.downlineGrossMinor);
          const top = topOf(line.contractId);
          netPerTree.set(top, (netPerTree.get(top) ?? 0n) + line.netMinor);
        }
        for (const [top, net] of netPerTree) expect(net).toBe(byId.get(top)?.grossMinor);
        expect(result.lines.reduce((sum, line) => sum + line.netMinor, 0n)).toBe(result.platformCostMinor);
        expect(result.obligations.every((obligation) => obligation.amountMinor > 0n)).toBe(true);
        const platformPaid = result.obligations.filter((obligation) => obligation.payer.kind === 'platform');
        expect(platformPaid.reduce((sum, obligation) => sum + obligation.amountMinor, 0n)).toBe(
          result.platformCostMinor,
        );
        if (result.lines.some((line) => line.netMinor < 0n)) seen.negativeNet += 1;
        if (result.lines.some((line) => line.depth > 0 && line.grossMinor > 0n)) seen.paidBelowTop += 1;
        if (world.kind === 'daily_salary' && result.platformCostMinor > 0n) seen.salary += 1;
        if (world.kind === 'realtime_salary' && result.lines.some((line) => line.depth > 0 && line.grossMinor > 0n))
          seen.realtime += 1;
      }),
      { numRuns: 300 },
    );
    expect(seen.negativeNet).toBeGreaterThan(5);
    expect(seen.paidBelowTop).toBeGreaterThan(20);
    expect(seen.salary).toBeGreaterThan(5);
    expect(seen.realtime).toBeGreaterThan(5);
  });

  it('is deterministic: the same facts in any order settle to the same result', () => {
    fc.assert(
      fc.property(worldArbitrary, fc.nat(), (world, seed) => {
        const lines = linesOf(world);
        const shuffled = lines
          .map((line, index) => ({ line, key: (index * 7919 + seed) % 104_729 }))
          .sort((left, right) => left.key - right.key)
          .map(({ line }) => line);
        expect(settleRun({ period: periodFor(world), timeZone: zone, lines: shuffled })).toEqual(
          settleRun({ period: periodFor(world), timeZone: zone, lines }),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('posts top-down, never overdraws a wallet, and moves money without creating any but the platform’s', () => {
    fc.assert(
      fc.property(
        worldArbitrary,
        fc.array(fc.bigInt({ min: 0n, max: 500_000n }), { minLength: 14, maxLength: 14 }),
        (world, wallets) => {
          const result = settleRun({ period: periodFor(world), timeZone: zone, lines: linesOf(world) });
          const balances = new Map(
            world.accounts
              .filter((account) => account.role === 'agent')
              .map((account, index) => [account.accountId, wallets[index] ?? 0n]),
          );
          const { postings, balancesMinor } = planPostings(result.obligations, balances);
          const paidAt = new Map<string, number>();
          postings.forEach((posting, index) => {
            expect(posting.postedMinor).toBeGreaterThanOrEqual(0n);
            expect(posting.postedMinor + posting.owedMinor).toBe(posting.amountMinor);
            if (posting.payer.kind === 'platform') expect(posting.owedMinor).toBe(0n);
            else if (paidAt.has(posting.payer.accountId))
              expect(paidAt.get(posting.payer.accountId)).toBeLessThan(index);
            paidAt.set(posting.payeeAccountId, index);
          });
          for (const balance of balancesMinor.values()) expect(balance).toBeGreaterThanOrEqual(0n);
          const before = [...balances.values()].reduce((sum, balance) => sum + balance, 0n);
          const after = [...balancesMinor.values()].reduce((sum, balance) => sum + balance, 0n);
          expect(after - before).toBe(result.platformCostMinor);
        },
      ),
      { numRuns: 150 },
    );
  });
  it('late facts: the adjustment is exactly rerun − posted per contract, and conserves', () => {
    fc.assert(
      fc.property(worldArbitrary, fc.nat(), fc.bigInt({ min: -2_000_000n, max: 2_000_000n }), (world, pick, change) => {
        fc.pre(world.facts.length > 0);
        const posted = settleRun({ period: periodFor(world), timeZone: zone, lines: linesOf(world) });
        const target = pick % world.facts.length;
        const late: World = {
          ...world,
          facts: world.facts.map((own, index) =>
            index === target ? { ...own, winMinor: own.winMinor + change > 0n ? own.winMinor + change : 0n } : own,
          ),
        };
        const rerun = settleRun({ period: periodFor(late), timeZone: zone, lines: linesOf(late) });
        const adjustment = adjustmentOf(posted, rerun);
        const deltas = new Map(adjustment.lines.map((line) => [line.contractId, line]));
        for (const line of posted.lines) {
          const after = rerun.lines.find((candidate) => candidate.contractId === line.contractId);
          expect(line.grossMinor + (deltas.get(line.contractId)?.grossDeltaMinor ?? 0n)).toBe(after?.grossMinor);
          expect(line.netMinor + (deltas.get(line.contractId)?.netDeltaMinor ?? 0n)).toBe(after?.netMinor);
        }
        expect(adjustment.lines.reduce((sum, line) => sum + line.netDeltaMinor, 0n)).toBe(
          adjustment.platformCostDeltaMinor,
        );
      }),
      { numRuns: 100 },
    );
  });
});
