import { pino } from 'pino';
import type { LoggerOptions } from 'pino';

/** Fields whose value is a credential wherever they appear, at the top of a log object or one or two levels down. */
const secretFields = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'oldPassword',
  'paymentPassword',
  'confirmPassword',
  'token',
  'launchToken',
  'secret',
  'webhookSecret',
  'apiKey',
];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-signature"]',
  'res.headers["set-cookie"]',
  // Request bodies are never logged whole: they carry passwords, codes and operators' input.
  'body',
  'req.body',
  'request.body',
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Error properties that hold a query's values or a row's contents ("Key (mobile)=(0812…) already exists"). */
const valueFields = new Set(['params', 'parameters', 'detail']);

function causeChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 8;) {
    const record = current as Record<string, unknown>;
    chain.push(record);
    current = record.cause;
  }
  return chain;
}

function scrub(value: unknown, leaks: readonly string[]): unknown {
  if (typeof value === 'string') return leaks.reduce((text, leak) => text.replaceAll(leak, ''), value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, leaks));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !valueFields.has(key))
        .map(([key, item]) => [key, scrub(item, leaks)]),
    );
  }
  return value;
}

/**
 * The standard error serializer, minus every query's values: Drizzle writes them into the message and the stack
 * (`params: …`), drivers keep them on the error and its causes, and PostgreSQL's `detail` repeats a row's values.
 * The query text (placeholders only), the SQLSTATE and the constraint stay, which is what a diagnosis needs.
 */
export function serializeError(error: unknown): unknown {
  const leaks: string[] = [];
  for (const link of causeChain(error)) {
    const values = link.params ?? link.parameters;
    if (Array.isArray(values) && values.length > 0) leaks.push(`\nparams: ${String(values)}`);
    if (typeof link.detail === 'string' && link.detail !== '') leaks.push(link.detail);
  }
  const serialized: unknown = error instanceof Error ? pino.stdSerializers.err(error) : error;
  return scrub(serialized, leaks);
}

/** The one logger configuration of the process and of apps built without a logger. */
export function createLoggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
}
