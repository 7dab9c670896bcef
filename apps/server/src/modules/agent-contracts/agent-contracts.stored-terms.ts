import type { ContractTerms } from './agent-contracts.terms.js';

/**
 * Terms as stored in `agent_contract_version.terms` (decision 0074): the engine's `ContractTerms` as JSON, every
 * amount (a key ending in `Minor`) as a decimal string, since JSON has no bigint.
 */
export function termsToStored(terms: ContractTerms): Record<string, unknown> {
  return amountsAsText(terms) as Record<string, unknown>;
}

function amountsAsText(value: unknown, key = ''): unknown {
  if (key.endsWith('Minor')) return typeof value === 'bigint' ? value.toString() : value;
  if (Array.isArray(value)) return value.map((item) => amountsAsText(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, amountsAsText(item, name)]));
  }
  return value;
}
