export * from './agent-settlement.repository.js';
