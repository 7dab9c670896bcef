import type { Language } from '@croupier/contracts';
import { resolveLanguage } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of messages for this request: `Language` header, else `Accept-Language`, else the brand's. */
    language: Language;
  }
}

export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest('language', 'th');
  app.addHook('onRequest', async (request) => {
    const header = request.headers.language ?? request.headers['accept-language'];
    request.language = resolveLanguage(Array.isArray(header) ? header[0] : header);
  });
}

export function hasExplicitLanguage(headers: Record<string, unknown>): boolean {
  return typeof headers.language === 'string' || typeof headers['accept-language'] === 'string';
}
