import swagger from '@fastify/swagger';
import type { SwaggerTransform } from '@fastify/swagger';
import { failureEnvelopeSchema, seamlessHeaders } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OpenApiDocument } from './openapi-page.js';
import { renderDocsPage } from './openapi-page.js';

type JsonSchema = Record<string, unknown>;

/** The first path segment: the group an operation is listed under. */
const groupOf = (url: string) => url.split('/').find(Boolean)?.replace(/^:/, '') ?? 'root';

/** Failures are the JSON envelope whatever a route answers on success (an image, a page, a stream). */
const failureEnvelope = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(failureEnvelopeSchema, { io: 'output' });
  return {
    description: 'A failure: the envelope with `success: false` and a stable `code`.',
    content: { 'application/json': { schema } },
  };
})();

const brandHeaders: JsonSchema = {
  merchant: { type: 'string', description: "The brand's code; without it the brand is found by the host name." },
  language: {
    type: 'string',
    description: "The language of messages (else Accept-Language, else the brand's default).",
  },
};

/**
 * Each route's declared zod schemas as JSON Schema (the type provider's transform), plus what the route's scope
 * says: its group, who may call (the guard's audience and `config.member`), the brand headers of the player
 * API, and the failure envelope every call may answer.
 */
const documentRoute: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as JsonSchema & { hide?: boolean };
  if (schema.hide) return transformed;
  const config = input.route.config ?? {};
  const security =
    config.audience === 'operator'
      ? [{ operator: [] }]
      : config.member
        ? [{ member: [] }]
        : (schema.security as { [name: string]: readonly string[] }[] | undefined);
  const headers = schema.headers as { properties?: JsonSchema } | undefined;
  const response = (schema.response ?? {}) as JsonSchema;
  return {
    url: transformed.url,
    schema: {
      ...schema,
      tags: [groupOf(transformed.url)],
      ...(security ? { security } : {}),
      ...(config.audience === 'player'
        ? { headers: { type: 'object', ...headers, properties: { ...brandHeaders, ...headers?.properties } } }
        : {}),
      response: {
        ...(Object.keys(response).length > 0 || !schema.produces
          ? response
          : { 200: { type: 'string', description: 'OK' } }),
        default: failureEnvelope,
      },
    },
  };
};

/**
 * The OpenAPI document generated from every route's declared schemas (`@fastify/swagger` collects the routes as
 * they are registered, so call this before any route), served at `/docs/openapi.json`, and `/docs`, a page
 * rendered here because the site's CSP allows no inline script.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  info: { title: string; version: string; description?: string },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info,
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          member: {
            type: 'http',
            scheme: 'bearer',
            description: "A member's session token (from login): `Authorization: Bearer <token>`.",
          },
          operator: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An operator's console session token (from /bo/session/login): `Authorization: Bearer <token>`.",
          },
          hmac: {
            type: 'apiKey',
            in: 'header',
            name: seamlessHeaders.signature,
            description: `The vendor's signature (docs/vendor-api.md): hex HMAC-SHA256, keyed with the vendor's secret, of \`<${seamlessHeaders.timestamp}>.<raw body>\` (the exact bytes sent). Sent with \`${seamlessHeaders.vendor}\` (the vendor's code) and \`${seamlessHeaders.timestamp}\` (milliseconds since the epoch, refused when more than 30 s from the platform's clock).`,
          },
        },
      },
    },
    transform: documentRoute,
  });
  let page: string | undefined;
  const documentOf = () => app.swagger() as unknown as OpenApiDocument;
  app.get(
    '/docs/openapi.json',
    { schema: { summary: 'This OpenAPI 3.1 document', produces: ['application/json'] } },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(documentOf()),
  );
  app.get(
    '/docs',
    { schema: { summary: 'The API reference as a page', produces: ['text/html'] } },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send((page ??= renderDocsPage(documentOf()))),
  );
}
