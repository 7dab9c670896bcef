export * from './agent-contracts.amounts.js';
export * from './agent-contracts.periods.js';
export * from './agent-contracts.settlement.js';
export * from './agent-contracts.team.js';
export * from './agent-contracts.terms.js';
export * from './agent-contracts.status.js';
export * from './agent-contracts.stored-terms.js';
