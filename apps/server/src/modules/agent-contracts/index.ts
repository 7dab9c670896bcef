export * from './agent-contracts.amounts.js';
export * from './agent-contracts.periods.js';
export * from './agent-contracts.settlement.js';
export * from './agent-contracts.team.js';
export * from './agent-contracts.terms.js';
export * from './agent-contracts.status.js';
export * from './agent-contracts.stored-terms.js';
export * from './agent-contracts.serialization.js';
export {
  createAgentContractService,
  describeContract,
  describeEvent,
  describeVersion,
} from './agent-contracts.service.js';
export type { AgentContractService, ContractActorRecord } from './agent-contracts.service.js';
export type { ContractPartyRow, ContractRow, VersionRow } from './agent-contracts.repository.js';
export {
  countLiveIssued,
  findContractParty,
  findLiveContract,
  findOffersLimit,
  lockHeldContract,
  lockOffersLimit,
} from './agent-contracts.repository.js';
export { countAwaitingAnswer, countHeldContracts, listContracts } from './agent-contracts.repository.js';
