import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/domain-error.js';

/**
 * A NUL (PostgreSQL text and jsonb cannot hold one) or a lone UTF-16 surrogate (not Unicode; jsonb refuses it too).
 * Either one reaching a query fails it halfway through a request, after part of the work may be done.
 */
// eslint-disable-next-line no-control-regex -- matching the NUL control character is the point
const invalidText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasInvalidText(text: string): boolean {
  return invalidText.test(text);
}

/**
 * Where in a parsed value the first string (value or key) with invalid text sits, as a dotted path; null when
 * none. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findInvalidText(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (hasInvalidText(current)) return next.path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: joinPath(next.path, String(index)) }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        // A key is reported by position only: echoing it would send the invalid text back.
        if (hasInvalidText(key)) return joinPath(next.path, '(key)');
        pending.push({ value: item, path: joinPath(next.path, key) });
      }
    }
  }
  return null;
}

function joinPath(parent: string, child: string) {
  return parent === '' ? child : `${parent}.${child}`;
}

/** A parsed object: a literal, a null-prototype one, or the query parser's (whose prototype has a null one). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

function refuse(where: 'path' | 'query' | 'header' | 'body', field: string | null): never {
  throw new DomainError('INVALID_TEXT', { where, field });
}

function decodedPath(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    // Not valid percent-encoded UTF-8: the router refuses it with its own 4xx.
    return null;
  }
}

/**
 * Refuses, with 400 INVALID_TEXT, a request whose path, query, headers or parsed body (JSON or form) hold a NUL
 * or a lone surrogate, before any handler, audit or query sees it. Registered on the root instance, first.
 */
export function registerRefuseInvalidText(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const path = decodedPath(request.url);
    if (path !== null && hasInvalidText(path)) refuse('path', null);
    const queryField = findInvalidText(request.query);
    if (queryField !== null) refuse('query', queryField);
    for (const [name, value] of Object.entries(request.headers)) {
      const values = Array.isArray(value) ? value : [value ?? ''];
      if (values.some((item) => hasInvalidText(item))) refuse('header', name);
    }
  });
  app.addHook('preValidation', async (request) => {
    const bodyField = findInvalidText(request.body);
    if (bodyField !== null) refuse('body', bodyField);
  });
}
