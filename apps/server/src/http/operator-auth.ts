import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/domain-error.js';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Guards the operator console API (/bo/*) with a bearer key until operator accounts exist. Without a
 * configured key the console is closed. Digests are compared so the check takes the same time for any guess.
 */
export function registerOperatorAuth(app: FastifyInstance, operatorApiKey: string | undefined) {
  const expected = operatorApiKey ? digest(operatorApiKey) : null;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/bo/')) return;
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!expected) throw new DomainError('FORBIDDEN');
    if (!timingSafeEqual(digest(presented), expected)) throw new DomainError('NOT_LOGGED_IN');
  });
}
