import { randomUUID } from 'node:crypto';
import { idempotencyKeySchema } from '@croupier/contracts';
import { z } from 'zod';

/**
 * The one reader of the `Idempotency-Key` header, declared as the route's `headers` schema: a malformed key is
 * refused with 400 VALIDATION_FAILED (IDEMPOTENCY_KEY_FORMAT), never replaced, so a retry cannot become a second
 * order. Other headers pass through untouched.
 */
export const idempotencyHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });

/** The client's key, or a fresh one for a request that sent none (it has no retry to recognise). */
export function requestKeyOf(headers: z.output<typeof idempotencyHeadersSchema>): string {
  return headers['idempotency-key'] ?? randomUUID();
}
