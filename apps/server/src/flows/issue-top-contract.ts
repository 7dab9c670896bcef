import type { ConsoleContractDetail, ContractTermsWire } from '@croupier/contracts';
import { isAgentType } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { ContractActorRecord, ContractRow } from '../modules/agent-contracts/index.js';
import {
  createAgentContractService,
  findContractParty,
  findLiveContract,
  requireValidTerms,
  termsFromWire,
} from '../modules/agent-contracts/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { refuseSecondLiveContract } from './shared/agent-contract-party.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

/**
 * The console's side of agent contracts (issue #18): operators issue the top contracts (to agents whose upline is
 * none or not an agent), modify them, withdraw an unanswered offer and end them. Each action writes its contract
 * event and its audit row in the action's own transaction.
 */

type Dependencies = { db: Database; clock: Clock };

const operatorActor = (operator: Operator): ContractActorRecord => ({
  kind: 'operator',
  id: operator.id,
  name: operator.username,
});

/** The console's view of one contract: the contract, every version and the event log. */
export async function describeContractDetail(
  dependencies: Dependencies,
  contractId: string,
): Promise<ConsoleContractDetail & { row: ContractRow }> {
  const detail = await createAgentContractService(dependencies).detail(contractId);
  return {
    row: detail.row,
    contract: { ...detail.contract, merchantCode: detail.row.merchant_code },
    versions: detail.versions,
    events: detail.events,
  };
}

const withoutRow = ({ row: _row, ...detail }: ConsoleContractDetail & { row: ContractRow }): ConsoleContractDetail =>
  detail;

export async function issueTopContract(
  dependencies: Dependencies,
  input: { merchant: Merchant; username: string; product: string; terms: ContractTermsWire; operator: Operator },
): Promise<ConsoleContractDetail> {
  const terms = termsFromWire(input.terms);
  requireValidTerms(terms);
  return refuseSecondLiveContract(() =>
    auditedOperatorChange(
      dependencies,
      {
        operator: input.operator,
        action: 'agent.contract.issue',
        target: input.username,
        detail: (result: ConsoleContractDetail) => ({
          contractId: result.contract.id,
          kind: terms.kind,
          product: input.product,
          terms: input.terms,
        }),
      },
      async (_operators, transaction) => {
        const receiver = await findContractParty(transaction, {
          merchantId: input.merchant.id,
          username: input.username,
        });
        if (!receiver) throw new DomainError('NOT_FOUND', { username: input.username });
        if (!isAgentType(receiver.type)) throw new DomainError('CONTRACT_RECEIVER_NOT_AGENT');
        // An agent under an agent gets its contracts from that upline, cut from the upline's own (invariant 4).
        if (receiver.upline_type !== null && isAgentType(receiver.upline_type)) {
          throw new DomainError('CONTRACT_NOT_TOP_ELIGIBLE');
        }
        if (
          await findLiveContract(transaction, { receiverId: receiver.id, kind: terms.kind, product: input.product })
        ) {
          throw new DomainError('CONTRACT_ALREADY_LIVE');
        }
        const contracts = createAgentContractService({ db: transaction, clock: dependencies.clock });
        const id = await contracts.offer({
          merchantId: input.merchant.id,
          kind: terms.kind,
          product: input.product,
          issuerId: null,
          parentContractId: null,
          receiverId: receiver.id,
          terms,
          actor: operatorActor(input.operator),
        });
        return withoutRow(await describeContractDetail({ db: transaction, clock: dependencies.clock }, id));
      },
    ),
  );
}

type TopContractAction = 'modify' | 'withdraw' | 'terminate';

/** Modifies, withdraws or ends a top contract; an agent-issued contract belongs to its issuer and is refused. */
export async function changeTopContract(
  dependencies: Dependencies,
  input: {
    contractId: string;
    action: TopContractAction;
    reason: string;
    terms?: ContractTermsWire;
    operator: Operator;
  },
): Promise<ConsoleContractDetail> {
  const terms = input.terms ? termsFromWire(input.terms) : null;
  if (terms) requireValidTerms(terms);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: `agent.contract.${input.action}`,
      target: input.contractId,
      detail: (result: ConsoleContractDetail) => ({
        receiver: result.contract.receiverUsername,
        kind: result.contract.kind,
        status: result.contract.status,
        reason: input.reason,
        ...(input.terms ? { terms: input.terms } : {}),
      }),
    },
    async (_operators, transaction) => {
      const contracts = createAgentContractService({ db: transaction, clock: dependencies.clock });
      const row = await contracts.lock(input.contractId);
      if (row.issuer_member_id !== null) throw new DomainError('FORBIDDEN', { contractId: row.id });
      const actor = operatorActor(input.operator);
      if (input.action === 'modify') {
        if (!terms) throw new DomainError('VALIDATION_FAILED');
        if (terms.kind !== row.kind) {
          throw new DomainError('CONTRACT_TERMS_INVALID', { problems: [{ code: 'KIND_MISMATCH' }] });
        }
        await contracts.proposeModification(row, terms, actor);
      } else if (input.action === 'withdraw') {
        await contracts.withdraw(row, actor);
      } else {
        await contracts.terminateByOperator(row, actor, input.reason);
      }
      return withoutRow(await describeContractDetail({ db: transaction, clock: dependencies.clock }, row.id));
    },
  );
}
