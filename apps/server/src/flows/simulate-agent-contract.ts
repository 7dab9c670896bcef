import type { ContractSimulation, ContractTermsWire } from '@croupier/contracts';
import { formatMinor, isAgentType } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { ContractTerms, Period, TeamFacts } from '../modules/agent-contracts/index.js';
import {
  createAgentContractService,
  findContractParty,
  listContracts,
  periodContaining,
  periodicSubCycles,
  periodTypeOf,
  previousPeriod,
  requireValidTerms,
  simulateDraftOffer,
  sumTeamPlay,
  termsFromWire,
} from '../modules/agent-contracts/index.js';
import { isInTeam } from '../modules/hierarchy/index.js';
import type { ContractAgent } from './shared/agent-contract-party.js';

/**
 * "What would I have earned" (issue #18): a draft offer settled with the engine's `simulateDraftOffer` over the
 * last closed window of its kind, on figures read from the settled-bet stream's slots (decision 0072) summed over
 * each receiver's team through the closure. Simplifications, said to the caller in the schema's words: the net loss
 * is stake less payout (player rebates, bonuses and salaries paid into the team are not subtracted), no carry comes
 * in from earlier windows, all currencies of the brand count together, and real-time salary (per draw) is not
 * simulated.
 */
export async function simulateAgentContract(
  dependencies: { db: Database; clock: Clock },
  input: { agent: ContractAgent; timeZone: string; downlineId: string; product: string; terms: ContractTermsWire },
): Promise<ContractSimulation> {
  const { db, clock } = dependencies;
  const { agent } = input;
  const terms = termsFromWire(input.terms);
  requireValidTerms(terms);
  const receiver = await findContractParty(db, { merchantId: agent.merchantId, memberId: input.downlineId });
  if (!receiver || receiver.id === agent.id || !(await isInTeam(db, agent.id, receiver.id))) {
    throw new DomainError('NOT_FOUND', { downlineId: input.downlineId });
  }
  if (receiver.upline_id !== agent.id) throw new DomainError('CONTRACT_NOT_DIRECT_DOWNLINE');
  if (!isAgentType(receiver.type)) throw new DomainError('CONTRACT_RECEIVER_NOT_AGENT');
  if (terms.kind === 'realtime_salary') throw new DomainError('CONTRACT_SIMULATION_UNAVAILABLE');

  const contracts = createAgentContractService(dependencies);
  const mine = await listContracts(db, {
    receiverId: agent.id,
    kind: terms.kind,
    product: input.product,
    limit: 5,
    offset: 0,
  });
  const held = mine.rows.find((row) => (row.status === 'A' || row.status === 'E') && row.current_version_id);
  if (!held?.current_version_id) throw new DomainError('CONTRACT_NOT_HELD', { kind: terms.kind });
  const heldTerms = await contracts.termsOfVersion(held.current_version_id);

  const period = previousPeriod(periodContaining(periodTypeOf(terms), clock.now(), input.timeZone), input.timeZone);
  const factsOf = (memberId: string, forTerms: ContractTerms) =>
    teamFacts(db, { memberId, product: input.product, terms: forTerms, period, timeZone: input.timeZone });

  const issued = await listContracts(db, {
    issuerId: agent.id,
    kind: terms.kind,
    product: input.product,
    limit: 1000,
    offset: 0,
  });
  const otherDownlines = [];
  for (const row of issued.rows) {
    if (!row.current_version_id || !['A', 'E', 'V'].includes(row.status)) continue;
    const rowTerms = await contracts.termsOfVersion(row.current_version_id);
    otherDownlines.push({
      contractId: row.id,
      receiverAccountId: row.receiver_member_id,
      terms: rowTerms,
      facts: (await factsOf(row.receiver_member_id, rowTerms)).facts,
    });
  }
  const draftFacts = await factsOf(receiver.id, terms);
  const result = simulateDraftOffer({
    period,
    timeZone: input.timeZone,
    issuer: {
      contractId: held.id,
      receiverAccountId: agent.id,
      terms: heldTerms,
      facts: (await factsOf(agent.id, heldTerms)).facts,
    },
    otherDownlines,
    draft: { receiverAccountId: receiver.id, terms, facts: draftFacts.facts },
  });
  return {
    periodKey: period.key,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    receiverValidBet: formatMinor(draftFacts.validBetMinor),
    receiverNetLoss: formatMinor(draftFacts.grossWinMinor),
    receiverActiveMembers: draftFacts.activeMembers,
    draftTier: result.draftTierIndex,
    draftAmount: formatMinor(result.draftGrossMinor),
    issuerGross: formatMinor(result.issuerGrossMinor),
    issuerNetBefore: formatMinor(result.issuerNetBeforeMinor),
    issuerNetAfter: formatMinor(result.issuerNetAfterMinor),
    problems: result.dominanceProblems.map((problem) =>
      problem.tier === undefined ? { code: problem.code } : { code: problem.code, tier: problem.tier },
    ),
  };
}

/** One receiver's team facts for the window, shaped for its terms (the active threshold is the terms' own). */
async function teamFacts(
  db: Database,
  input: { memberId: string; product: string; terms: ContractTerms; period: Period; timeZone: string },
): Promise<{ facts: TeamFacts; validBetMinor: bigint; grossWinMinor: bigint; activeMembers: number }> {
  const { terms, period } = input;
  const activeMinValidBetMinor = 'activeMemberMinValidBetMinor' in terms ? terms.activeMemberMinValidBetMinor : 0n;
  const sum = (start: Date, end: Date) =>
    sumTeamPlay(db, { agentId: input.memberId, product: input.product, start, end, activeMinValidBetMinor });
  const whole = await sum(period.start, period.end);
  if (terms.kind === 'dividend') {
    const periodic = [];
    for (const cycle of periodicSubCycles(period, input.timeZone)) {
      periodic.push((await sum(cycle.start, cycle.end)).validBetMinor);
    }
    return {
      ...whole,
      facts: {
        kind: 'dividend',
        validBetMinor: whole.validBetMinor,
        netLossMinor: whole.grossWinMinor,
        activeMembers: whole.activeMembers,
        periodicValidBetsMinor: periodic,
      },
    };
  }
  if (terms.kind === 'realtime_salary') return { ...whole, facts: { kind: 'realtime_salary', draws: [] } };
  return {
    ...whole,
    facts: { kind: terms.kind, validBetMinor: whole.validBetMinor, activeMembers: whole.activeMembers },
  };
}
