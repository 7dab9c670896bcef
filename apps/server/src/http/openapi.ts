import { failureEnvelopeSchema } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { renderDocsPage } from './openapi-page.js';

/**
 * The API's OpenAPI 3.1 document, generated: Fastify itself lists every route (an onRoute hook registered before
 * any route), and an optional table says what a route takes and answers with the contracts' Zod schemas. A route
 * without a description still appears, with its method, path and the envelope.
 */

export const documentedMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type DocumentedMethod = (typeof documentedMethods)[number];

export type RouteDoc = {
  summary: string;
  description?: string;
  /** Query string fields. */
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** Calls that take their input either way (the spec's GET-or-POST calls): the query of a GET, the body of a POST. */
  input?: z.ZodType;
  /** The envelope's `value`. */
  answer?: z.ZodType;
  /** An answer that is not the JSON envelope (a script, an image, an event stream, a page). */
  produces?: string;
  /** Who may call: a member's or an operator's session, both sent as `Authorization: Bearer <token>`. */
  auth?: 'member' | 'operator' | 'none';
};

export type RouteDescription = RouteDoc & { method: DocumentedMethod | readonly DocumentedMethod[]; url: string };

/** Descriptions keyed by `METHOD url` (the url as registered, `:param` included). */
export type RouteDocs = ReadonlyMap<string, RouteDoc>;

export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** Builds the registry from a module's table; a route described twice is a mistake in the table. */
export function describeRoutes(...tables: readonly (readonly RouteDescription[])[]): RouteDocs {
  const docs = new Map<string, RouteDoc>();
  for (const { method, url, ...doc } of tables.flat()) {
    for (const one of typeof method === 'string' ? [method] : method) {
      const key = routeKey(one, url);
      if (docs.has(key)) throw new Error(`route described twice: ${key}`);
      docs.set(key, doc);
    }
  }
  return docs;
}

export type RegisteredRoute = { method: DocumentedMethod; url: string };

/**
 * Records every route as Fastify registers it; call before any route or plugin. HEAD twins of GET routes,
 * hidden routes (@fastify/static's files) and the web app's catch-all are left out.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean } | undefined;
    if (schema?.hide || route.url === '/*' || route.url === '*') return;
    for (const method of typeof route.method === 'string' ? [route.method] : route.method) {
      const upper = method.toUpperCase();
      if (!(documentedMethods as readonly string[]).includes(upper)) continue;
      const key = routeKey(upper, route.url);
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method: upper as DocumentedMethod, url: route.url });
    }
  });
  return routes;
}

type JsonSchema = Record<string, unknown>;

/** Zod to JSON Schema (2020-12, OpenAPI 3.1's dialect); null for a schema that has no JSON form. */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Map<string, JsonSchema>) {
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, { io });
  } catch {
    return null;
  }
  const { $schema: _dialect, $defs: definitions, ...rest } = converted;
  if (!definitions) return rest;
  // Shared or recursive parts come back as `$defs`; they move to components, named per place of use.
  const prefix = `S${components.size + 1}_`;
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        key === '$ref' && typeof field === 'string' && field.startsWith('#/$defs/')
          ? `#/components/schemas/${prefix}${field.slice('#/$defs/'.length)}`
          : rename(field),
      ]),
    );
  };
  for (const [name, definition] of Object.entries(definitions as Record<string, unknown>))
    components.set(`${prefix}${name}`, rename(definition) as JsonSchema);
  return rename(rest) as JsonSchema;
}

function envelopeOf(value: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'message', 'value'],
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      value,
      code: { $ref: '#/components/schemas/ErrorCode' },
    },
  };
}

/** A query schema as OpenAPI parameters: one per field of an object, else one exploded object. */
function queryParameters(schema: JsonSchema): JsonSchema[] {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type !== 'object' || !properties) {
    return [{ name: 'query', in: 'query', style: 'form', explode: true, schema }];
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, field]) => {
    const { description, ...rest } = field;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const brandedPrefixes = ['/wps/', '/lgw/', '/lotto/'];

export type OpenApiInfo = { title: string; version: string; description?: string };

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  security?: Record<string, string[]>[];
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: OpenApiInfo;
  servers: { url: string }[];
  paths: Record<string, Partial<Record<Lowercase<DocumentedMethod>, OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
  };
};

/** The first path segment: the group an operation is listed under. */
export const groupOf = (url: string) => url.split('/').find(Boolean)?.replace(/^:/, '') ?? 'root';

export function buildOpenApiDocument(options: {
  info: OpenApiInfo;
  routes: readonly RegisteredRoute[];
  docs: RouteDocs;
  /** Who guards a route without a description saying so (the operator console's prefix, for one). */
  defaultAuth?: (url: string) => RouteDoc['auth'];
}): OpenApiDocument {
  const components = new Map<string, JsonSchema>();
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  const failure = toJsonSchema(failureEnvelopeSchema, 'output', components) ?? {};
  const errorCode = (failure.properties as Record<string, JsonSchema> | undefined)?.code ?? { type: 'string' };

  const sorted = [...options.routes].sort(
    (a, b) => a.url.localeCompare(b.url) || documentedMethods.indexOf(a.method) - documentedMethods.indexOf(b.method),
  );
  for (const { method, url } of sorted) {
    const doc = options.docs.get(routeKey(method, url));
    const pathParameters: string[] = [];
    const path = url
      .replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string) => {
        pathParameters.push(name);
        return `{${name}}`;
      })
      .replace(/\*$/, () => {
        pathParameters.push('wildcard');
        return '{wildcard}';
      });
    let operationId = `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next?: string) => (next ?? '').toUpperCase())}`;
    while (operationIds.has(operationId)) operationId += '_';
    operationIds.add(operationId);

    const parameters: JsonSchema[] = pathParameters.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (brandedPrefixes.some((prefix) => url.startsWith(prefix)))
      parameters.push({ $ref: '#/components/parameters/Merchant' });
    parameters.push({ $ref: '#/components/parameters/Language' });

    const takesBody = method !== 'GET' && method !== 'DELETE' && method !== 'OPTIONS';
    const querySchema = doc?.query ?? (doc?.input && !takesBody ? doc.input : undefined);
    const query = querySchema ? toJsonSchema(querySchema, 'input', components) : null;
    if (query) parameters.push(...queryParameters(query));
    const bodySchema = doc?.body ?? (doc?.input && takesBody ? doc.input : undefined);
    const body = bodySchema ? toJsonSchema(bodySchema, 'input', components) : null;
    const answer = doc?.answer ? toJsonSchema(doc.answer, 'output', components) : null;

    const success = doc?.produces
      ? { description: 'OK', content: { [doc.produces]: { schema: { type: 'string' } } } }
      : {
          description: 'The envelope; `value` holds the answer.',
          content: {
            'application/json': { schema: answer ? envelopeOf(answer) : { $ref: '#/components/schemas/Envelope' } },
          },
        };
    const auth = doc?.auth ?? options.defaultAuth?.(url) ?? 'none';
    const operation: OpenApiOperation = {
      operationId,
      summary: doc?.summary ?? `${method} ${path}`,
      ...(doc?.description ? { description: doc.description } : {}),
      tags: [groupOf(url)],
      parameters,
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: body },
                ...(doc?.input ? { 'application/x-www-form-urlencoded': { schema: body } } : {}),
              },
            },
          }
        : {}),
      responses: {
        '200': success,
        default: {
          description: 'A failure: the envelope with `success: false` and a stable `code`.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/FailureEnvelope' } } },
        },
      },
      ...(auth === 'none' ? {} : { security: [{ bearer: [] }] }),
    };
    (paths[path] ??= {})[method.toLowerCase() as Lowercase<DocumentedMethod>] = operation;
  }

  return {
    openapi: '3.1.0',
    info: options.info,
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: "A member's or an operator's session token: `Authorization: Bearer <token>`.",
        },
      },
      parameters: {
        Merchant: {
          name: 'Merchant',
          in: 'header',
          required: false,
          description: "The brand's code; without it the brand is found by the host name.",
          schema: { type: 'string' },
        },
        Language: {
          name: 'Language',
          in: 'header',
          required: false,
          description: "The language of messages (else Accept-Language, else the brand's default).",
          schema: { type: 'string' },
        },
      },
      schemas: {
        ErrorCode: errorCode,
        Envelope: envelopeOf({}),
        FailureEnvelope: {
          ...failure,
          properties: {
            ...(failure.properties as Record<string, JsonSchema> | undefined),
            code: { $ref: '#/components/schemas/ErrorCode' },
          },
        },
        ...Object.fromEntries(components),
      },
    },
  };
}

/** `GET /docs/openapi.json` and `GET /docs` (a page rendered here: the site's CSP allows no inline script). */
export function registerApiDocs(
  app: FastifyInstance,
  options: {
    info: OpenApiInfo;
    routes: readonly RegisteredRoute[];
    docs: RouteDocs;
    defaultAuth?: (url: string) => RouteDoc['auth'];
  },
) {
  // Built on first request, once every route is registered.
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOf = () => (document ??= buildOpenApiDocument(options));
  app.get('/docs/openapi.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(documentOf()),
  );
  app.get('/docs', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send((page ??= renderDocsPage(documentOf()))),
  );
}
