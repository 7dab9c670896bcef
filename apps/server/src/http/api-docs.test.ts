import { seamlessHeaders, seamlessWalletPaths } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import type { OpenApiDocument, OpenApiOperation } from './openapi-page.js';

let testApp: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ url: '/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  document = JSON.parse(response.body) as OpenApiDocument;
});
afterAll(async () => {
  await testApp.close();
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every method and path Fastify's own route table holds (HEAD twins of GET left out). */
function fastifyRoutes(): { method: string; url: string }[] {
  // printRoutes nests a path under the path it extends: `│   └── /popular (GET)` below `├── /lgw/games (GET)`.
  const parents: string[] = [];
  return testApp.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line.replace(/\u00a0/g, ' '));
      if (!match) {
        if (line.trim()) throw new Error(`unexpected printRoutes line: ${line}`);
        return [];
      }
      const [, indent = '', segment = '', methods = ''] = match;
      const depth = indent.length / 4;
      const url = `${parents[depth - 1] ?? ''}${segment}`;
      parents[depth] = url;
      parents.length = depth + 1;
      return methods
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url }));
    });
}

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  anyOf?: Schema[];
};
const jsonAnswerOf = (operation: OpenApiOperation | undefined) =>
  (operation?.responses['200']?.content as Record<string, { schema: Schema }> | undefined)?.['application/json']
    ?.schema;
const operationsOf = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the app name, version, relative server and the three security schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('croupier');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.components.securitySchemes.member).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.operator).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.hmac).toMatchObject({ type: 'apiKey', in: 'header' });
  });

  it('lists every route Fastify has, and nothing else', () => {
    const routes = fastifyRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const listed = operationsOf().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(listed.sort()).toEqual(routes.map(({ method, url }) => `${method} ${openApiPath(url)}`).sort());
  });

  it('gives every JSON route its declared answer: the envelope around the value schema', () => {
    // Answers that are not the JSON envelope (pages, images, scripts, streams, redirects) or that the vendor
    // guide describes (the signed money calls answer their own stored body).
    const notEnvelope = new Set([
      'get /docs',
      'get /docs/openapi.json',
      'get /common/v.1.0.1/ping.json',
      'get /wps/events',
      'get /lgw/verifier/verify-draw.mjs',
      'get /static/game-icons/{file}',
      'get /static/vendor-icons/{file}',
      'get /static/banners/{file}',
      'get /static/content-images/{file}',
      'get /bo/withdrawals/{id}/proofs/{proofId}',
      'get /bo/deposits/{merchant}/{id}/slip',
      'get /bo/promotions/{merchant}/applications/{id}/images/{imageId}',
      'get /sandbox-pay/{merchant}/{reference}',
      'post /sandbox-pay/{merchant}/{reference}/pay',
      'post /sandbox-pay/{merchant}/{reference}/fail',
      'get /wps/live-chat/attachments/{id}',
      'get /wps/live-chat/{conversationId}/events',
      'get /bo/live-chat/{merchant}/attachments/{id}',
      'get /bo/feedback/{merchant}/images/{id}',
      'get /bo/live-chat/{merchant}/transcripts/{id}/download',
      'get /bo/live-chat/{merchant}/events',
      'get /manifest.webmanifest',
    ]);
    const undeclared = operationsOf()
      // A list's CSV export streams the file itself, never the envelope.
      .filter(({ method, path }) => !notEnvelope.has(`${method} ${path}`) && !path.endsWith('.csv'))
      .filter(({ path }) => !path.startsWith('/wallet-api/'))
      .filter(({ operation }) => {
        const answer = jsonAnswerOf(operation);
        return !answer?.properties?.success || !answer.properties.value;
      })
      .map(({ method, path }) => `${method} ${path}`);
    expect(undeclared).toEqual([]);
  });

  it('documents every failure as the envelope with a stable code', () => {
    for (const { operation } of operationsOf()) {
      const failure = (operation.responses.default?.content as Record<string, { schema: Schema }> | undefined)?.[
        'application/json'
      ]?.schema;
      expect(failure?.properties).toHaveProperty('code');
    }
  });

  it.each([
    ['post', '/lgw/orders'],
    ['get', '/lgw/numeros/near'],
    ['post', '/lgw/numeros/near'],
    ['get', '/lgw/draw/code/{gameCode}'],
    ['get', '/wps/v2/wallets/balance'],
    ['post', '/wps/relay/GCS_walletTransfer'],
    ['get', '/wps/game/records'],
    ['post', '/wps/game/profitLoss'],
    ['post', '/bo/lottery/results'],
    ['put', '/bo/lottery/odds-tables'],
    ['post', '/bo/session/login'],
    ['post', '/wallet-api/v1/bet'],
    ['get', '/healthz'],
    ['get', '/docs'],
  ])('has %s %s', (method, path) => {
    expect(document.paths[path]?.[method]).toBeDefined();
  });

  it('gives placing a lottery order its body, Idempotency-Key, answer, brand header and member security', () => {
    const operation = document.paths['/lgw/orders']?.post;
    const body = operation?.requestBody as { content: Record<string, { schema: Schema }> };
    const schema = body.content['application/json']?.schema;
    expect(schema?.properties).toHaveProperty('bets');
    expect(schema?.properties).toHaveProperty('gameCode');
    expect(schema?.required).toEqual(expect.arrayContaining(['gameCode', 'numero', 'bets']));
    expect(operation?.security).toEqual([{ member: [] }]);
    expect(operation?.parameters).toContainEqual(expect.objectContaining({ name: 'merchant', in: 'header' }));
    expect(operation?.parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }));
    expect(jsonAnswerOf(operation)?.properties).toMatchObject({
      success: { type: 'boolean' },
      value: { type: 'object', properties: { orderNo: { type: 'string' } } },
    });
  });

  it('takes a GET-or-POST call as query parameters on GET and a body on POST', () => {
    const item = document.paths['/lgw/numeros/near'];
    expect(item?.get?.parameters).toContainEqual(expect.objectContaining({ name: 'gameCode', in: 'query' }));
    expect(item?.post?.requestBody).toBeDefined();
    const path = document.paths['/lgw/draw/code/{gameCode}']?.get;
    expect(path?.parameters).toContainEqual(expect.objectContaining({ name: 'gameCode', in: 'path', required: true }));
    expect(path?.parameters).toContainEqual(expect.objectContaining({ name: 'pageSize', in: 'query' }));
  });

  it('says who may call: the operator console, member routes, open routes and signed vendor calls', () => {
    expect(document.paths['/wps/relay/ODSFE2_MemTransDet']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'pageNo', in: 'query' }),
    );
    expect(document.paths['/wps/game/records']?.post?.requestBody).toBeDefined();
    expect(document.paths['/bo/outbox']?.get?.security).toEqual([{ operator: [] }]);
    expect(document.paths['/bo/session/logout']?.delete?.security).toEqual([{ operator: [] }]);
    expect(document.paths['/bo/session/login']?.post?.security).toBeUndefined();
    expect(document.paths['/wps/relay/GCSGAME_gameList']?.get?.security).toBeUndefined();
    expect(document.paths['/wps/member/info']?.get?.security).toEqual([{ member: [] }]);
    for (const [path, item] of Object.entries(document.paths).filter(([path]) => path.startsWith('/wallet-api/')))
      expect(item.post?.security, path).toEqual([{ hmac: [] }]);
  });
});

describe('the seamless wallet API in the document (docs/vendor-api.md)', () => {
  const fieldsOf = (schema: Schema | undefined) => Object.keys(schema?.properties ?? {}).sort();
  const bodyOf = (operation: OpenApiOperation | undefined) =>
    (operation?.requestBody?.content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema;

  it('lists every /wallet-api/v1 call with its signed body, its answer and the HMAC scheme', () => {
    const expectedBodies: Record<string, string[]> = {
      [seamlessWalletPaths.authenticate]: ['token'],
      [seamlessWalletPaths.balance]: ['playerId', 'token'],
      [seamlessWalletPaths.bet]: ['amount', 'currency', 'hedged', 'playerId', 'roundId', 'token', 'transactionId'],
      [seamlessWalletPaths.win]: [
        'amount',
        'betTransactionId',
        'closeRound',
        'currency',
        'playerId',
        'roundId',
        'token',
        'transactionId',
      ],
      [seamlessWalletPaths.betWin]: [
        'bet',
        'currency',
        'hedged',
        'playerId',
        'roundId',
        'token',
        'transactionId',
        'win',
      ],
      [seamlessWalletPaths.rollback]: ['playerId', 'referenceTransactionId', 'roundId', 'token', 'transactionId'],
      [seamlessWalletPaths.closeRound]: ['playerId', 'roundId', 'token'],
      [seamlessWalletPaths.voidRound]: ['playerId', 'reason', 'roundId', 'token', 'transactionId'],
      [seamlessWalletPaths.adjust]: [
        'amount',
        'currency',
        'playerId',
        'reason',
        'referenceTransactionId',
        'roundId',
        'token',
        'transactionId',
      ],
      [seamlessWalletPaths.jackpotWin]: ['currency', 'playerId', 'roundId', 'token', 'transactionId'],
    };
    const expectedValues: Record<string, string[]> = {
      [seamlessWalletPaths.adjust]: ['balance', 'currency', 'debtOutstanding', 'debtRecorded', 'transactionId'],
      [seamlessWalletPaths.jackpotWin]: ['amount', 'balance', 'currency', 'transactionId'],
      [seamlessWalletPaths.balance]: ['balance', 'currency'],
      [seamlessWalletPaths.closeRound]: ['roundId', 'settled'],
    };
    const listed = Object.keys(document.paths).filter((path) => path.startsWith('/wallet-api/'));
    expect(listed.sort()).toEqual(Object.values(seamlessWalletPaths).sort());
    for (const path of Object.values(seamlessWalletPaths)) {
      const operation = document.paths[path]?.post;
      expect(operation?.security, path).toEqual([{ hmac: [] }]);
      const body = bodyOf(operation);
      expect(fieldsOf(body), path).toEqual(expectedBodies[path]);
      expect(body?.required?.length, path).toBeGreaterThan(0);
      const answer = jsonAnswerOf(operation);
      expect(fieldsOf(answer), path).toEqual(expect.arrayContaining(['message', 'success', 'value']));
      const value = answer?.properties?.value;
      const valueFields = fieldsOf(value?.anyOf?.find((option) => option.type === 'object') ?? value);
      if (path === seamlessWalletPaths.authenticate) {
        expect(valueFields).toEqual(expect.arrayContaining(['playerId', 'currency', 'balance', 'expiresAt']));
      } else {
        expect(valueFields, path).toEqual(expectedValues[path] ?? ['balance', 'currency', 'transactionId']);
      }
    }
    const scheme = document.components.securitySchemes.hmac as { name?: string; description?: string };
    expect(scheme.name).toBe(seamlessHeaders.signature);
    expect(scheme.description).toContain(seamlessHeaders.timestamp);
    expect(scheme.description).toContain(seamlessHeaders.vendor);
  });
});

describe('the /docs page', () => {
  it('lists every operation grouped by first segment, without script, under the CSP', async () => {
    const response = await testApp.app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const page = response.body;
    expect(page).not.toMatch(/<script|<link|\ssrc=/i);
    for (const group of ['lgw', 'wps', 'bo', 'lotto', 'healthz', 'docs', 'wallet-api'])
      expect(page).toContain(`<section id="group-${group}">`);
    expect(page).toContain('<code>/lgw/orders</code>');
    expect(page).toContain('<code>/bo/lottery/results</code>');
    expect(page).toContain('<details><summary>Body</summary>');
    const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(page.match(/<article /g)).toHaveLength(operations);
  });
});
