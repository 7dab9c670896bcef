import { z } from 'zod';

/**
 * The console's dashboard (`GET /bo/dashboard`): money in and out, play by game category and vendor, players and
 * the reviews waiting, for one brand (or every brand, for an operator of all brands) over a range of days of the
 * brand's calendar, with a series by hour or by day. Amounts are decimal strings in the brand's currency.
 */

export const dashboardGranularities = ['hour', 'day'] as const;
export type DashboardGranularity = (typeof dashboardGranularities)[number];

/** Longest range per granularity: a month of hours, a year of days. */
export const dashboardMaxDays = { hour: 31, day: 366 } as const;

const dayText = z.iso.date();

export const dashboardQuerySchema = z
  .object({
    /** A brand's code; absent for every brand (operators of all brands only). */
    merchant: z.string().trim().min(1).max(32).optional(),
    /** First and last day of the range (YYYY-MM-DD, inclusive) in the brand's time zone. */
    from: dayText,
    to: dayText,
    granularity: z.enum(dashboardGranularities).default('day'),
    /** Which currency to sum when the brands keep several; the brand's own by default. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .superRefine((query, context) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
    else if (days > dashboardMaxDays[query.granularity])
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `at most ${dashboardMaxDays[query.granularity]} days by ${query.granularity}`,
      });
  });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const countAndAmount = z.object({ count: z.number().int(), amount: z.string() });

export const dashboardGameRowSchema = z.object({
  /** The game type (RNG, LIVE, ..., LOTT) or OTHER. */
  category: z.string(),
  vendorCode: z.string(),
  bets: z.number().int(),
  stake: z.string(),
  wins: z.string(),
  /** Stake minus wins. */
  ggr: z.string(),
});
export type DashboardGameRow = z.infer<typeof dashboardGameRowSchema>;

export const dashboardPointSchema = z.object({
  /** The bucket's start (an hour, or midnight in the zone), ISO 8601 UTC. */
  at: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  stake: z.string(),
  wins: z.string(),
  ggr: z.string(),
  bets: z.number().int(),
  newPlayers: z.number().int(),
  firstDeposits: z.number().int(),
  /** Players who bet that day; null by hour (not summed per hour). */
  activePlayers: z.number().int().nullable(),
});
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;

export const dashboardSchema = z.object({
  /** The brand's code, or null for every brand. */
  merchant: z.string().nullable(),
  currency: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  granularity: z.enum(dashboardGranularities),
  totals: z.object({
    deposits: countAndAmount,
    withdrawals: countAndAmount,
    /** Deposits minus withdrawals. */
    netCash: z.string(),
    bets: z.number().int(),
    stake: z.string(),
    wins: z.string(),
    ggr: z.string(),
    activePlayers: z.number().int(),
    newPlayers: z.number().int(),
    firstDeposits: z.number().int(),
  }),
  pendingReviews: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
  byGame: z.array(dashboardGameRowSchema),
  series: z.array(dashboardPointSchema),
  /** The ledger is summed up to this instant (a minute behind at most while the job runs); null before its first pass. */
  summarizedUntil: z.string().nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
