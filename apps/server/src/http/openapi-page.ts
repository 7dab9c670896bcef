import { escapeHtml } from '../lib/escape-html.js';

type JsonSchema = Record<string, unknown>;

/** The parts of the generated OpenAPI document the page shows. */
export type OpenApiOperation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  security?: Record<string, string[]>[];
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas?: Record<string, JsonSchema> };
};

function schemaBlock(title: string, schema: unknown): string {
  if (schema === undefined) return '';
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationBlock(method: string, path: string, operation: OpenApiOperation): string {
  const parameters = operation.parameters ?? [];
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const body = (operation.requestBody?.content as Record<string, { schema: unknown }> | undefined)?.['application/json']
    ?.schema;
  const answerContent = (operation.responses['200']?.content ?? {}) as Record<string, { schema: unknown }>;
  const [answerType, answer] = Object.entries(answerContent)[0] ?? ['', undefined];
  return [
    `<article id="${escapeHtml(`${method}-${path}`)}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>`,
    ...(operation.security ?? []).flatMap((scheme) =>
      Object.keys(scheme).map((name) => ` <span class="auth">${escapeHtml(name)}</span>`),
    ),
    '</h3>',
    `<p>${escapeHtml(operation.summary ?? `${method.toUpperCase()} ${path}`)}</p>`,
    operation.description ? `<p class="note">${escapeHtml(operation.description)}</p>` : '',
    pathParameters.length ? schemaBlock('Path parameters', pathParameters) : '',
    query.length ? schemaBlock('Query', query) : '',
    schemaBlock('Body', body),
    schemaBlock(`Answer (${answerType})`, answer),
    '</article>',
  ].join('');
}

/** The document as a page: every operation grouped by its first path segment, schemas folded. No script. */
export function renderDocsPage(document: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const group = operation.tags?.[0] ?? 'root';
      const blocks = groups.get(group) ?? [];
      blocks.push(operationBlock(method, path, operation));
      groups.set(group, blocks);
      count++;
    }
  }
  const names = [...groups.keys()].sort();
  const title = `${document.info.title} ${document.info.version} API`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 2rem;color:#1d1d1f}
h2{border-bottom:2px solid #ddd;padding-top:1rem}
article{border:1px solid #e3e3e3;border-radius:6px;margin:.6rem 0;padding:.2rem .8rem}
h3{font-size:15px;margin:.5rem 0}
.method{display:inline-block;min-width:4.2em;text-align:center;border-radius:4px;color:#fff;padding:0 .4em;background:#666}
.get{background:#1f7a3d}.post{background:#1f5fa8}.put{background:#a86b1f}.delete{background:#a8321f}.patch{background:#6b1fa8}
.auth{font-size:12px;color:#a8321f;border:1px solid #a8321f;border-radius:4px;padding:0 .3em}
.note{color:#555}
pre{background:#f6f6f6;padding:.6rem;overflow:auto;max-height:30rem}
nav a{margin-right:.8rem}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${count} operations, generated from the routes Fastify registered. Machine-readable: <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}). Every JSON answer is the envelope <code>{ success, message, value, code? }</code>; calls marked member or operator take <code>Authorization: Bearer &lt;token&gt;</code> (a member's or an operator's session); calls marked hmac are signed by a game vendor.</p>
<nav>${names.map((name) => `<a href="#group-${escapeHtml(name)}">/${escapeHtml(name)}</a>`).join('')}</nav>
${names
  .map(
    (name) =>
      `<section id="group-${escapeHtml(name)}"><h2>/${escapeHtml(name)}</h2>${(groups.get(name) ?? []).join('\n')}</section>`,
  )
  .join('\n')}
</body>
</html>
`;
}
