import type { ContractKindName, MyContracts } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import {
  countLiveIssued,
  createAgentContractService,
  describeContract,
  findOffersLimit,
} from '../modules/agent-contracts/index.js';

/**
 * An agent's contracts: those it holds (received) and those it offered its downlines (issued), with its offers quota.
 * The agent's own contract calls list one kind; the console's per-agent report lists every kind.
 */
export async function listAgentContracts(
  dependencies: { db: Database; clock: Clock },
  input: { agentId: string; kind?: ContractKindName | undefined; product?: string | undefined },
): Promise<MyContracts> {
  const { db } = dependencies;
  const contracts = createAgentContractService(dependencies);
  const filter = { kind: input.kind, product: input.product, limit: 500, offset: 0 };
  const received = await contracts.list({ ...filter, receiverId: input.agentId });
  const issued = await contracts.list({ ...filter, issuerId: input.agentId });
  return {
    received: received.rows.map((row) => describeContract(row, received.versions)),
    issued: issued.rows.map((row) => describeContract(row, issued.versions)),
    offersLimit: await findOffersLimit(db, input.agentId),
    offersUsed: await countLiveIssued(db, input.agentId),
  };
}
