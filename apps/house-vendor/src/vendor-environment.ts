import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const vendorEnvironmentSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  HOUSE_VENDOR_PORT: z.coerce.number().int().min(0).max(65_535).default(8081),
  /** The platform's port, for its default address. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  /** Where the platform's seamless wallet API answers; http://127.0.0.1:<PORT> when unset. */
  PLATFORM_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The secret this vendor signs its wallet calls with (the platform keeps the same one). */
  HOUSE_VENDOR_SECRET: z.string().min(32, 'set HOUSE_VENDOR_SECRET (npm start makes one) of 32 characters or more'),
  /** Origins that may frame the game pages; the demo sites on loopback by default. */
  FRAME_ANCESTORS: z
    .string()
    .default('http://127.0.0.1:* http://localhost:* http://*.localhost:*')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean)),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Redis, for the live rooms' relay across vendor instances; one instance keeps its rooms in memory without it. */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type VendorEnvironment = z.infer<typeof vendorEnvironmentSchema>;

/** Parses the environment; throws an error naming each bad field. */
export function parseVendorEnvironment(source: Record<string, string | undefined>): VendorEnvironment {
  const result = vendorEnvironmentSchema.safeParse(source);
  if (result.success) return result.data;
  throw new Error(
    `Invalid environment:\n${result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  );
}
