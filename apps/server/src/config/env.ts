import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((text) => text === 'true' || text === '1' || text === 'yes');

const port = z.coerce.number().int().min(0).max(65_535);

/** A list of IP addresses or CIDR ranges, comma-separated. */
const addressList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .pipe(z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'expected IP addresses or CIDR ranges')));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const postgresUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
);
const poolSize = z.coerce.number().int().min(1).max(200).default(10);

const environmentFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  DATABASE_POOL_SIZE: poolSize,
  /** A streaming replica that listings and reports read from (decision 0021); the primary answers while it is down. */
  DATABASE_REPLICA_URL: postgresUrl,
  DATABASE_REPLICA_POOL_SIZE: poolSize,
  /**
   * PostgreSQL itself, when DATABASE_URL goes through PgBouncer in transaction mode: session advisory locks and
   * LISTEN connect here (decision 0021). Unset: DATABASE_URL.
   */
  DATABASE_SESSION_URL: postgresUrl,
  DATABASE_SESSION_POOL_SIZE: poolSize,
  /**
   * Group commit of the wallet API's money requests (decision 0023): the most requests in one database call, and
   * how many such calls run at once (unset: 4, at most half the pool; one on the embedded database).
   */
  MONEY_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(64),
  MONEY_CALLS_IN_FLIGHT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).optional()),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'expected a redis:// or rediss:// URL')
      .optional(),
  ),
  HOUSE_VENDOR_PORT: port.default(8081),
  /** Where players' browsers reach the house vendor; http://127.0.0.1:<HOUSE_VENDOR_PORT> when unset. */
  HOUSE_VENDOR_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** A drand HTTP endpoint (https://api.drand.sh): in-house lottery draws then mix in drand rounds; unset, the
   * embedded demo's local stand-in beacon is used and the verifier page says so. */
  DRAND_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The secret the house vendor signs its wallet calls with; `npm start` makes one per start for both processes. */
  HOUSE_VENDOR_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  SPORTSBOOK_PORT: port.default(8082),
  /** Where players' browsers reach the sportsbook (vendor HOUSE_SB); http://127.0.0.1:<SPORTSBOOK_PORT> when unset. */
  SPORTSBOOK_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The secret the sportsbook signs its wallet calls with; `npm start` makes one per start for both processes. */
  SPORTSBOOK_VENDOR_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** The AES-256 key sealing members' TOTP secrets: 32 bytes as 64 hex characters or base64. Required in production. */
  TWO_FACTOR_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=?)$/, 'expected 32 bytes: 64 hex characters or 44 of base64')
      .transform((text) => Buffer.from(text, text.length === 64 ? 'hex' : 'base64'))
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUSTED_PROXIES: addressList,
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.resolve(import.meta.dirname, '../../../web/dist')),
  /** The built operator console, served at /console/. */
  CONSOLE_DIST_DIR: z
    .string()
    .min(1)
    .default(path.resolve(import.meta.dirname, '../../../console/dist')),
  /** Demo brands, accounts (with the README's passwords) and money; unset: only for the embedded demo. */
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.optional()),
  /** The sandbox payment provider, whose page pays any deposit; unset: only with the demo data of the embedded demo. */
  SANDBOX_PAYMENTS: z.preprocess(emptyAsUndefined, booleanText.optional()),
  /** New console accounts must enrol a second factor before their first full session; unset: all but the embedded demo. */
  OPERATOR_TWO_FACTOR_REQUIRED: z.preprocess(emptyAsUndefined, booleanText.optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Croupier <no-reply@localhost>'),
  SMS_GATEWAY_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Writes SMS and e-mails without a sender to the log; on by default only for the embedded demo. */
  LOG_MESSAGES: z.preprocess(emptyAsUndefined, booleanText.optional()),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** The end-to-end suite's controls under /test (decision 0076); never in production. */
  TEST_CONTROLS: z.preprocess(emptyAsUndefined, booleanText.optional()),
});

/**
 * The embedded demo (no DATABASE_URL, not production) seeds the demo and serves the sandbox provider; anything
 * else gets neither unless asked for, so a real deployment never starts with published passwords or free money.
 */
export const environmentSchema = environmentFields
  .superRefine((fields, context) => {
    // Without DATABASE_URL the app runs on PGlite, which has no replica nor PgBouncer: an error beats ignoring it.
    for (const name of ['DATABASE_REPLICA_URL', 'DATABASE_SESSION_URL'] as const)
      if (fields[name] && !fields.DATABASE_URL)
        context.addIssue({ code: 'custom', path: [name], message: 'only meaningful with DATABASE_URL' });
    if (fields.TEST_CONTROLS && fields.NODE_ENV === 'production')
      context.addIssue({ code: 'custom', path: ['TEST_CONTROLS'], message: 'never in production' });
  })
  .transform((fields) => {
    const embeddedDemo = !fields.DATABASE_URL && fields.NODE_ENV !== 'production';
    const seedDemo = fields.SEED_DEMO ?? embeddedDemo;
    return {
      ...fields,
      SEED_DEMO: seedDemo,
      SANDBOX_PAYMENTS: fields.SANDBOX_PAYMENTS ?? (embeddedDemo && seedDemo),
      OPERATOR_TWO_FACTOR_REQUIRED: fields.OPERATOR_TWO_FACTOR_REQUIRED ?? !embeddedDemo,
      TEST_CONTROLS: fields.TEST_CONTROLS ?? false,
    };
  });

export type Environment = z.infer<typeof environmentSchema>;

export class EnvironmentError extends Error {
  constructor(readonly fieldErrors: readonly string[]) {
    super(`Invalid environment:\n${fieldErrors.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'EnvironmentError';
  }
}

/** Parses the process environment; throws an error naming each bad field. */
export function parseEnvironment(source: Record<string, string | undefined>): Environment {
  const result = environmentSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvironmentError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}
