import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((text) => text === 'true' || text === '1' || text === 'yes');

export const sportsbookEnvironmentSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    SPORTSBOOK_PORT: z.coerce.number().int().min(0).max(65_535).default(8082),
    /** The platform's port, for its default address. */
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    /** Where the platform's seamless wallet API answers; http://127.0.0.1:<PORT> when unset. */
    PLATFORM_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    /** The secret this vendor (HOUSE_SB) signs its wallet calls with; the platform keeps the same one. */
    SPORTSBOOK_VENDOR_SECRET: z
      .string()
      .min(32, 'set SPORTSBOOK_VENDOR_SECRET (npm start makes one) of 32 characters or more'),
    /**
     * The sportsbook's own PostgreSQL (its tables live in the `sportsbook` schema); without it, an embedded PGlite
     * database under DATA_DIR/sportsbook.
     */
    SPORTSBOOK_DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    /** Redis, for live events and scheduled jobs across sportsbook instances; one instance runs alone without it. */
    REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    /** Origins that may frame the player app (the platform's sites). */
    FRAME_ANCESTORS: z
      .string()
      .default('http://127.0.0.1:* http://localhost:* http://*.localhost:*')
      .transform((value) => value.split(/[\s,]+/).filter(Boolean)),
    DATA_DIR: z.string().min(1).default('./data'),
    /** The business day of reports, seeds and the board's Today tab (reference §5.5). */
    SPORTSBOOK_TIME_ZONE: z.string().min(1).default('Asia/Bangkok'),
    /**
     * The simulator's time compression: simulated seconds per wall second (1 plays matches in real time). Above 1 the
     * whole simulated world (kick-offs, clocks, results, business days) runs ahead of the wall clock, so an end-to-end
     * run sees goals and full time within minutes; a real deployment leaves it at 1.
     */
    SPORTSBOOK_SIMULATOR_SPEED: z.preprocess(emptyAsUndefined, z.coerce.number().min(1).max(120).default(1)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().optional(),
    /**
     * The end-to-end suite's controls (decision 0076): `POST /test/feed/jump` moves the simulated world ahead, to a
     * chosen event's next goal or its close. Off by default; refused with NODE_ENV=production.
     */
    TEST_CONTROLS: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  })
  .superRefine((fields, context) => {
    if (fields.TEST_CONTROLS && fields.NODE_ENV === 'production')
      context.addIssue({ code: 'custom', path: ['TEST_CONTROLS'], message: 'never in production' });
  });
export type SportsbookEnvironment = z.infer<typeof sportsbookEnvironmentSchema>;

/** Parses the environment; throws an error naming each bad field. */
export function parseSportsbookEnvironment(source: Record<string, string | undefined>): SportsbookEnvironment {
  const result = sportsbookEnvironmentSchema.safeParse(source);
  if (result.success) return result.data;
  throw new Error(
    `Invalid environment:\n${result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  );
}
