export * from './agent-settlement.repository.js';
export * from './agent-settlement.service.js';
