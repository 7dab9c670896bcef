import { z } from 'zod';
import { parseMinor } from './money.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The progressive jackpot (issue #20, decision 0087): a brand's pool, fed by a share of the house vendor's slot
 * stakes (in basis points, taken from the house's side of the stake) and paid whole to the player whose spin draws
 * the trigger, then reset to its seed. Amounts travel as decimal strings in the brand's currency.
 */

/** Basis points: 100 = 1% of each stake. */
export const jackpotShareScale = 10_000;
export const maximumJackpotShareBasisPoints = 1_000;
/** The trigger's odds, one spin in `oneIn`: from 1 in 10 (a test brand) to 1 in a billion. */
export const minimumJackpotOneIn = 10;
export const maximumJackpotOneIn = 1_000_000_000;

/** The player's view: the pool as it stands now (null when the brand runs none). */
export const jackpotPoolSchema = z.object({
  amount: z.string(),
  currency: z.string(),
});
export type JackpotPool = z.infer<typeof jackpotPoolSchema>;
export const publicJackpotSchema = z.object({ pool: jackpotPoolSchema.nullable() });
export type PublicJackpot = z.infer<typeof publicJackpotSchema>;

const moneyTextSchema = z
  .string()
  .trim()
  .refine((text) => {
    try {
      const minor = parseMinor(text);
      return minor >= 0n && minor <= 100_000_000_000n;
    } catch {
      return false;
    }
  }, 'AMOUNT_FORMAT');

export const jackpotSettingsBodySchema = z.object({
  enabled: z.boolean(),
  shareBasisPoints: z.number().int().min(0).max(maximumJackpotShareBasisPoints),
  seed: moneyTextSchema,
  oneIn: z.number().int().min(minimumJackpotOneIn).max(maximumJackpotOneIn),
});
export type JackpotSettingsBody = z.infer<typeof jackpotSettingsBodySchema>;

/** The console's view of a brand's pool: its settings and its history in sums. */
export const jackpotSettingsSchema = z.object({
  merchant: z.string(),
  currency: z.string(),
  configured: z.boolean(),
  enabled: z.boolean(),
  shareBasisPoints: z.number().int(),
  seed: z.string(),
  oneIn: z.number().int(),
  amount: z.string(),
  contributedTotal: z.string(),
  stakeTotal: z.string(),
  seededTotal: z.string(),
  paidTotal: z.string(),
  wins: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type JackpotSettings = z.infer<typeof jackpotSettingsSchema>;

export const jackpotWinQuerySchema = z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 }));
export const jackpotWinSchema = z.object({
  id: z.string(),
  username: z.string(),
  gameName: z.string(),
  amount: z.string(),
  seed: z.string(),
  wonAt: z.string(),
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;
export const jackpotWinPageSchema = pageSchema(jackpotWinSchema);
export type JackpotWinPage = z.infer<typeof jackpotWinPageSchema>;
