import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { ContractTerms, Period, TeamFacts } from '../../modules/agent-contracts/index.js';
import { periodicSubCycles } from '../../modules/agent-contracts/index.js';
import type { TeamTotals } from '../../modules/agent-settlement/index.js';
import { listTeamDrawStakes, sumTeamPlay } from '../../modules/agent-settlement/index.js';

/** A receiver's facts for the engine, with the team totals they came from (none for real-time salary). */
export type ReceiverFacts = { facts: TeamFacts; totals: TeamTotals | null };

/**
 * Each receiver's team facts over a window, shaped for its terms (all of one kind): what a settlement run pays on and
 * what a draft offer's simulation shows, read the same way. Play comes from the members' half-hour slots in the
 * brand's currency (decision 0072) over the closure (decision 0073); a dividend's net loss also takes off the
 * bonuses and salaries the ledger credited to the team; real-time salary reads the lottery draws first settled in
 * the window.
 */
export async function readTeamFacts(
  db: Database | Transaction,
  input: {
    merchantId: string;
    currency: string;
    product: string;
    timeZone: string;
    period: Period;
    receivers: readonly { memberId: string; terms: ContractTerms }[];
  },
): Promise<Map<string, ReceiverFacts>> {
  const { period, receivers } = input;
  const kind = receivers[0]?.terms.kind;
  if (kind === undefined) return new Map();
  if (kind === 'realtime_salary') {
    const stakes = await listTeamDrawStakes(db, {
      merchantId: input.merchantId,
      start: period.start,
      end: period.end,
      receiverIds: receivers.map((receiver) => receiver.memberId),
    });
    return new Map(
      receivers.map(({ memberId }) => [
        memberId,
        {
          facts: {
            kind: 'realtime_salary',
            draws: stakes
              .filter((stake) => stake.receiverMemberId === memberId)
              .map((stake) => ({
                playerAccountId: stake.memberId,
                lotteryCode: stake.lotteryCode,
                drawNumber: stake.drawNumber,
                stakeMinor: stake.stakeMinor,
                resultMinor: stake.resultMinor,
              })),
          },
          totals: null,
        },
      ]),
    );
  }
  const totals = await sumTeamPlay(db, {
    merchantId: input.merchantId,
    currency: input.currency,
    product: input.product,
    start: period.start,
    end: period.end,
    receivers: receivers.map(({ memberId, terms }) => ({
      memberId,
      activeMemberMinValidBetMinor: 'activeMemberMinValidBetMinor' in terms ? terms.activeMemberMinValidBetMinor : 0n,
    })),
    subWindows: period.type === 'monthly' ? periodicSubCycles(period, input.timeZone) : [],
    withLedger: kind === 'dividend',
  });
  const totalsOf = new Map(totals.map((team) => [team.receiverMemberId, team]));
  return new Map(
    receivers.map(({ memberId, terms }) => {
      const team = totalsOf.get(memberId) ?? null;
      return [memberId, { facts: factsOf(terms, team), totals: team }];
    }),
  );
}

function factsOf(terms: ContractTerms, team: TeamTotals | null): TeamFacts {
  const validBetMinor = team?.validBetMinor ?? 0n;
  const activeMembers = team?.activeMembers ?? 0;
  switch (terms.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        validBetMinor,
        netLossMinor:
          (team?.stakeMinor ?? 0n) -
          (team?.payoutMinor ?? 0n) -
          (team?.bonusMinor ?? 0n) -
          (team?.salaryPaidInMinor ?? 0n),
        activeMembers,
        periodicValidBetsMinor: team?.subWindowValidBetsMinor ?? [],
      };
    case 'daily_salary':
    case 'hourly_salary':
      return { kind: terms.kind, validBetMinor, activeMembers };
    case 'realtime_salary':
      return { kind: 'realtime_salary', draws: [] };
  }
}
