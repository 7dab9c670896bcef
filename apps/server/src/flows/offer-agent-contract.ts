import type { AgentContract, ContractTermsWire } from '@croupier/contracts';
import { isAgentType } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { ContractActorRecord, ContractRow, ContractTerms } from '../modules/agent-contracts/index.js';
import {
  countLiveIssued,
  createAgentContractService,
  dominanceProblems,
  findContractParty,
  findLiveContract,
  lockHeldContract,
  lockOffersLimit,
  requireValidTerms,
  termsFromWire,
} from '../modules/agent-contracts/index.js';
import { isInTeam } from '../modules/hierarchy/index.js';
import type { ContractAgent } from './shared/agent-contract-party.js';
import { refuseSecondLiveContract } from './shared/agent-contract-party.js';

/**
 * An agent's side of its downlines' contracts (issue #18, decisions 0071 and 0074): offer one to a direct downline,
 * modify it, withdraw what is not answered yet, ask to terminate it. Each runs in one transaction that writes the
 * contract's event with the change.
 */

type Dependencies = { db: Database; clock: Clock };

const memberActor = (agent: ContractAgent): ContractActorRecord => ({
  kind: 'member',
  id: agent.id,
  name: agent.username,
});

/**
 * The ceiling an agent's offer must stay under: its own signed contract of the kind and product, locked shared so
 * an acceptance that lowers it is ordered with the offer. With a modification pending, the offer must fit under
 * both versions, so accepting the modification cannot end it at once.
 */
async function requireDominatedByHeld(
  transaction: Database,
  clock: Clock,
  agent: ContractAgent,
  kind: ContractTerms['kind'],
  product: string,
  terms: ContractTerms,
): Promise<ContractRow> {
  const held = await lockHeldContract(transaction, { receiverId: agent.id, kind, product, statuses: ['A', 'E'] });
  if (!held?.current_version_id) throw new DomainError('CONTRACT_NOT_HELD', { kind, product });
  const contracts = createAgentContractService({ db: transaction, clock });
  const ceilings = [held.current_version_id, held.pending_version_id].filter((id): id is string => id !== null);
  for (const versionId of ceilings) {
    const problems = dominanceProblems(await contracts.termsOfVersion(versionId), terms);
    if (problems.length > 0) throw new DomainError('CONTRACT_NOT_DOMINATED', { problems });
  }
  return held;
}

async function describeOne(transaction: Database, clock: Clock, id: string): Promise<AgentContract> {
  const contracts = createAgentContractService({ db: transaction, clock });
  const [described] = await contracts.describeMany([await contracts.get(id)]);
  if (!described) throw new DomainError('NOT_FOUND', { contractId: id });
  return described;
}

export async function offerAgentContract(
  dependencies: Dependencies,
  input: { agent: ContractAgent; downlineId: string; product: string; terms: ContractTermsWire },
): Promise<AgentContract> {
  const { agent } = input;
  const terms = termsFromWire(input.terms);
  requireValidTerms(terms);
  return refuseSecondLiveContract(() =>
    runInTransaction(dependencies.db, async (transaction) => {
      const receiver = await findContractParty(transaction, {
        merchantId: agent.merchantId,
        memberId: input.downlineId,
      });
      // Outside the agent's team nothing is said about the member, not even that it exists.
      if (!receiver || receiver.id === agent.id || !(await isInTeam(transaction, agent.id, receiver.id))) {
        throw new DomainError('NOT_FOUND', { downlineId: input.downlineId });
      }
      if (receiver.upline_id !== agent.id) throw new DomainError('CONTRACT_NOT_DIRECT_DOWNLINE');
      if (!isAgentType(receiver.type)) throw new DomainError('CONTRACT_RECEIVER_NOT_AGENT');
      const held = await requireDominatedByHeld(
        transaction,
        dependencies.clock,
        agent,
        terms.kind,
        input.product,
        terms,
      );
      const limit = await lockOffersLimit(transaction, agent.id);
      if (limit !== null && (await countLiveIssued(transaction, agent.id)) >= limit) {
        throw new DomainError('CONTRACT_QUOTA_REACHED', { limit });
      }
      if (await findLiveContract(transaction, { receiverId: receiver.id, kind: terms.kind, product: input.product })) {
        throw new DomainError('CONTRACT_ALREADY_LIVE');
      }
      const contracts = createAgentContractService({ db: transaction, clock: dependencies.clock });
      const id = await contracts.offer({
        merchantId: agent.merchantId,
        kind: terms.kind,
        product: input.product,
        issuerId: agent.id,
        parentContractId: held.id,
        receiverId: receiver.id,
        terms,
        actor: memberActor(agent),
      });
      return describeOne(transaction, dependencies.clock, id);
    }),
  );
}

/** The contract the agent issued, locked; any other is answered as not found. */
async function lockIssued(transaction: Database, clock: Clock, agent: ContractAgent, contractId: string) {
  const contracts = createAgentContractService({ db: transaction, clock });
  const row = await contracts.lock(contractId);
  if (row.issuer_member_id !== agent.id) throw new DomainError('NOT_FOUND', { contractId });
  return { contracts, row };
}

export async function modifyAgentContract(
  dependencies: Dependencies,
  input: { agent: ContractAgent; contractId: string; terms: ContractTermsWire },
): Promise<AgentContract> {
  const terms = termsFromWire(input.terms);
  requireValidTerms(terms);
  return runInTransaction(dependencies.db, async (transaction) => {
    const { contracts, row } = await lockIssued(transaction, dependencies.clock, input.agent, input.contractId);
    if (terms.kind !== row.kind)
      throw new DomainError('CONTRACT_TERMS_INVALID', { problems: [{ code: 'KIND_MISMATCH' }] });
    await requireDominatedByHeld(transaction, dependencies.clock, input.agent, row.kind, row.product, terms);
    await contracts.proposeModification(row, terms, memberActor(input.agent));
    return describeOne(transaction, dependencies.clock, row.id);
  });
}

export async function withdrawAgentContract(
  dependencies: Dependencies,
  input: { agent: ContractAgent; contractId: string },
): Promise<AgentContract> {
  return runInTransaction(dependencies.db, async (transaction) => {
    const { contracts, row } = await lockIssued(transaction, dependencies.clock, input.agent, input.contractId);
    await contracts.withdraw(row, memberActor(input.agent));
    return describeOne(transaction, dependencies.clock, row.id);
  });
}

/** Asks the receiver to end a signed contract (A → V); it ends only when the receiver confirms. */
export async function terminateAgentContract(
  dependencies: Dependencies,
  input: { agent: ContractAgent; contractId: string },
): Promise<AgentContract> {
  return runInTransaction(dependencies.db, async (transaction) => {
    const { contracts, row } = await lockIssued(transaction, dependencies.clock, input.agent, input.contractId);
    await contracts.askTermination(row, memberActor(input.agent));
    return describeOne(transaction, dependencies.clock, row.id);
  });
}

export type ContractAnswer = 'A' | 'R' | 'C';

/**
 * The receiver's answer (reference §1.5): to an offer or a modification (P, E) `A` accepts, `R` rejects; to a
 * termination request (V) `C` confirms and `A` keeps the contract. Accepting lower terms ends, in the same
 * transaction, every contract below that would now pay more than them.
 */
export async function answerAgentContract(
  dependencies: Dependencies,
  input: { agent: ContractAgent; contractId: string; kind: ContractTerms['kind']; answer: ContractAnswer },
): Promise<AgentContract> {
  return runInTransaction(dependencies.db, async (transaction) => {
    const contracts = createAgentContractService({ db: transaction, clock: dependencies.clock });
    const row = await contracts.lock(input.contractId);
    if (row.receiver_member_id !== input.agent.id || row.kind !== input.kind) {
      throw new DomainError('NOT_FOUND', { contractId: input.contractId });
    }
    const actor = memberActor(input.agent);
    const waitsForTermination = row.status === 'V';
    if (input.answer === 'A' && !waitsForTermination) await contracts.accept(row, actor);
    else if (input.answer === 'R' && !waitsForTermination) await contracts.reject(row, actor);
    else if (input.answer === 'C' && waitsForTermination) await contracts.confirmTermination(row, actor);
    else if (input.answer === 'A' && waitsForTermination) await contracts.refuseTermination(row, actor);
    else throw new DomainError('INVALID_STATE', { contractId: row.id, status: row.status });
    return describeOne(transaction, dependencies.clock, row.id);
  });
}
