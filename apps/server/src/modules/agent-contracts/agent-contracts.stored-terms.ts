import type { ContractTerms } from './agent-contracts.terms.js';
import { termsProblems } from './agent-contracts.terms.js';

/**
 * Terms as stored in `agent_contract_version.terms` (decision 0074): the engine's `ContractTerms` as JSON, every
 * amount (a key ending in `Minor`) as a decimal string, since JSON has no bigint.
 */
export function termsToStored(terms: ContractTerms): Record<string, unknown> {
  return convert(terms, (value) => (typeof value === 'bigint' ? value.toString() : value)) as Record<string, unknown>;
}

/** Reads stored terms back; null when they are not valid terms (never trusted blindly, even from our own table). */
export function termsFromStored(stored: unknown): ContractTerms | null {
  let terms: ContractTerms;
  try {
    terms = convert(stored, (value) => {
      if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw new Error('amount is not an integer');
      return BigInt(value);
    }) as ContractTerms;
  } catch {
    return null;
  }
  if (typeof terms !== 'object' || terms === null || !('kind' in terms)) return null;
  try {
    return termsProblems(terms).length === 0 ? terms : null;
  } catch {
    return null;
  }
}

function convert(value: unknown, amount: (value: unknown) => unknown, key = ''): unknown {
  if (key.endsWith('Minor')) return amount(value);
  if (Array.isArray(value)) return value.map((item) => convert(item, amount));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, convert(item, amount, name)]));
  }
  return value;
}
