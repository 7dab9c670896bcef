import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import type { OpenApiDocument } from './openapi.js';
import { buildOpenApiDocument, describeRoutes } from './openapi.js';
import { routeDocs } from './route-docs.js';

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

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the app name, version, relative server and bearer security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('croupier');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.parameters.Merchant).toMatchObject({ in: 'header', name: 'Merchant' });
    expect(document.components.parameters.Language).toMatchObject({ in: 'header', name: 'Language' });
  });

  it('lists every route Fastify has', () => {
    const routes = fastifyRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter(
      ({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase() as 'get'],
    );
    expect(missing).toEqual([]);
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(routes.map(({ method, url }) => `${method} ${openApiPath(url)}`).sort());
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
    ['get', '/healthz'],
    ['get', '/docs'],
  ])('has %s %s', (method, path) => {
    expect(document.paths[path]?.[method as 'get']).toBeDefined();
  });

  it('describes only routes that exist', () => {
    const registered = new Set(fastifyRoutes().map(({ method, url }) => `${method} ${url}`));
    expect([...routeDocs.keys()].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('gives placing a lottery order its body, answer and bearer security', () => {
    const operation = document.paths['/lgw/orders']?.post;
    const body = operation?.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
    };
    const schema = body.content['application/json']?.schema;
    expect(schema?.properties).toHaveProperty('bets');
    expect(schema?.properties).toHaveProperty('gameCode');
    expect(schema?.required).toEqual(expect.arrayContaining(['gameCode', 'numero', 'bets']));
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(operation?.parameters).toContainEqual({ $ref: '#/components/parameters/Merchant' });
    const answer = (operation?.responses['200'] as { content: Record<string, { schema: { properties: object } }> })
      .content['application/json']?.schema;
    expect(answer?.properties).toMatchObject({
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

  it('describes wallet and game-record calls, and guards the operator console', () => {
    expect(document.paths['/wps/relay/ODSFE2_MemTransDet']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'pageNo', in: 'query' }),
    );
    expect(document.paths['/wps/game/records']?.post?.requestBody).toBeDefined();
    expect(document.paths['/bo/outbox']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/bo/session/login']?.post?.security).toBeUndefined();
    // An undescribed route still answers the envelope.
    expect(JSON.stringify(document.paths['/bo/outbox']?.get?.responses['200'])).toContain(
      '#/components/schemas/Envelope',
    );
  });

  it('skips a schema that has no JSON form instead of failing', () => {
    const built = buildOpenApiDocument({
      info: { title: 't', version: '0' },
      routes: [{ method: 'POST', url: '/x' }],
      docs: describeRoutes([
        {
          method: 'POST',
          url: '/x',
          summary: 'x',
          body: z.object({ a: z.string() }),
          answer: z.string().transform((text) => text.length),
        },
      ]),
    });
    const operation = built.paths['/x']?.post;
    expect(operation?.requestBody).toBeDefined();
    expect(JSON.stringify(operation?.responses['200'])).toContain('#/components/schemas/Envelope');
  });
});

it('moves shared and recursive parts to components', () => {
  type Node = { name: string; children: Node[] };
  const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
  const built = buildOpenApiDocument({
    info: { title: 't', version: '0' },
    routes: [{ method: 'PUT', url: '/tree' }],
    docs: describeRoutes([{ method: 'PUT', url: '/tree', summary: 'tree', body: z.object({ root: node }) }]),
  });
  const text = JSON.stringify(built);
  expect(text).not.toContain('#/$defs/');
  for (const [, reference] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g))
    expect(built.components.schemas).toHaveProperty([reference ?? '']);
});

describe('the /docs page', () => {
  it('lists every operation grouped by first segment, without script, under the CSP', async () => {
    const response = await testApp.app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const page = response.body;
    expect(page).not.toMatch(/<script|<link|\ssrc=/i);
    for (const group of ['lgw', 'wps', 'bo', 'lotto', 'healthz', 'docs'])
      expect(page).toContain(`<section id="group-${group}">`);
    expect(page).toContain('<code>/lgw/orders</code>');
    expect(page).toContain('<code>/bo/lottery/results</code>');
    expect(page).toContain('<details><summary>Body</summary>');
    const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(page.match(/<article /g)).toHaveLength(operations);
  });
});
