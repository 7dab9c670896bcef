import type { ContractSimulation, ContractTermsWire } from '@croupier/contracts';
import { formatMinor, isAgentType } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import {
  createAgentContractService,
  findContractParty,
  listContracts,
  periodContaining,
  periodTypeOf,
  previousPeriod,
  requireValidTerms,
  simulateDraftOffer,
  termsFromWire,
} from '../modules/agent-contracts/index.js';
import { isInTeam } from '../modules/hierarchy/index.js';
import type { ContractAgent } from './shared/agent-contract-party.js';
import type { ReceiverFacts } from './shared/agent-team-facts.js';
import { readTeamFacts } from './shared/agent-team-facts.js';

/**
 * "What would I have earned" (issue #18): a draft offer settled with the engine's `simulateDraftOffer` over the
 * last closed window of its kind, on the same team facts a settlement run reads (`readTeamFacts`: the brand
 * currency's play, a dividend's net loss less the bonuses and salaries paid into the team, real-time salary on the
 * window's settled draws). What it cannot know, said to the caller in the schema's words: no carry comes in from
 * earlier windows, and a late fact of that window may still move it.
 */
export async function simulateAgentContract(
  dependencies: { db: Database; clock: Clock },
  input: {
    agent: ContractAgent;
    timeZone: string;
    currency: string;
    downlineId: string;
    product: string;
    terms: ContractTermsWire;
  },
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
  const issued = await listContracts(db, {
    issuerId: agent.id,
    kind: terms.kind,
    product: input.product,
    limit: 1000,
    offset: 0,
  });
  const others = [];
  for (const row of issued.rows) {
    if (!row.current_version_id || !['A', 'E', 'V'].includes(row.status) || row.receiver_member_id === receiver.id)
      continue;
    others.push({
      contractId: row.id,
      receiverAccountId: row.receiver_member_id,
      terms: await contracts.termsOfVersion(row.current_version_id),
    });
  }
  const facts = await readTeamFacts(db, {
    merchantId: agent.merchantId,
    currency: input.currency,
    product: input.product,
    timeZone: input.timeZone,
    period,
    receivers: [
      { memberId: agent.id, terms: heldTerms },
      { memberId: receiver.id, terms },
      ...others.map((other) => ({ memberId: other.receiverAccountId, terms: other.terms })),
    ],
  });
  const factsOf = (memberId: string) => (facts.get(memberId) as ReceiverFacts).facts;
  const otherDownlines = others.map((other) => ({ ...other, facts: factsOf(other.receiverAccountId) }));
  const result = simulateDraftOffer({
    period,
    timeZone: input.timeZone,
    issuer: { contractId: held.id, receiverAccountId: agent.id, terms: heldTerms, facts: factsOf(agent.id) },
    otherDownlines,
    draft: { receiverAccountId: receiver.id, terms, facts: factsOf(receiver.id) },
  });
  const draft = shownFigures(facts.get(receiver.id) as ReceiverFacts);
  return {
    periodKey: period.key,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    receiverValidBet: formatMinor(draft.validBetMinor),
    receiverNetLoss: formatMinor(draft.netLossMinor),
    receiverActiveMembers: draft.activeMembers,
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

/** The downline's figures the simulation shows: its team's valid bet, net loss (company view) and active members. */
function shownFigures({ facts, totals }: ReceiverFacts) {
  if (facts.kind === 'realtime_salary') {
    const stakeMinor = facts.draws.reduce((sum, draw) => sum + draw.stakeMinor, 0n);
    const resultMinor = facts.draws.reduce((sum, draw) => sum + draw.resultMinor, 0n);
    return {
      validBetMinor: stakeMinor,
      netLossMinor: -resultMinor,
      activeMembers: new Set(facts.draws.map((draw) => draw.playerAccountId)).size,
    };
  }
  return {
    validBetMinor: facts.validBetMinor,
    netLossMinor:
      facts.kind === 'dividend' ? facts.netLossMinor : (totals?.stakeMinor ?? 0n) - (totals?.payoutMinor ?? 0n),
    activeMembers: facts.activeMembers,
  };
}
