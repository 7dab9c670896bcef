import type { Envelope } from '@croupier/contracts';

/** A successful answer in the spec's envelope. */
export function ok<Value>(value: Value, message = ''): Envelope<Value> {
  return { success: true, message, value };
}
