import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A client's `Idempotency-Key` (so its retry is harmless), or a fresh one for a request that sent none. */
export function requestKeyOf(request: FastifyRequest): string {
  const given = request.headers['idempotency-key'];
  const key = Array.isArray(given) ? given[0] : given;
  return key && /^[\w.:-]{8,100}$/.test(key) ? key : randomUUID();
}
