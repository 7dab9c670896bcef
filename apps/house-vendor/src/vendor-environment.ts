import { z } from 'zod';

export const vendorEnvironmentSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  HOUSE_VENDOR_PORT: z.coerce.number().int().min(0).max(65_535).default(8081),
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
