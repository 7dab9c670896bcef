import { z } from 'zod';
import { localizedTextSchema } from './content.js';
import { gameTypes } from './games.js';
import { parseMinor } from './money.js';

/**
 * Missions and the leaderboard (issue #20, decision 0083, engagement reference §7): daily, weekly, event and
 * check-in missions whose progress comes from the settled-bet stream, confirmed deposits and check-ins; milestones
 * paid once each through the bonus engine; an event mission's leaderboard frozen at its end and its prizes paid by rank.
 * Money metrics travel as money text ("1000.00"); counts as whole numbers ("12").
 */

export const missionKinds = ['daily', 'weekly', 'event', 'check_in'] as const;
export type MissionKind = (typeof missionKinds)[number];
export const missionMetrics = ['valid_bet', 'deposit', 'bet_count', 'check_in_days'] as const;
export type MissionMetric = (typeof missionMetrics)[number];
export const missionStatuses = ['draft', 'published', 'closed'] as const;
export type MissionStatus = (typeof missionStatuses)[number];
export const milestoneStates = ['incomplete', 'claimable', 'claimed', 'expired'] as const;
export type MilestoneState = (typeof milestoneStates)[number];

/** Whether a metric counts money (its values are money text) rather than events or days. */
export function isMoneyMetric(metric: MissionMetric): boolean {
  return metric === 'valid_bet' || metric === 'deposit';
}

/** Most milestones a mission may have, most prize ranges, most days a check-in or event window may last. */
export const maximumMilestones = 10;
export const maximumPrizeRanges = 20;
export const maximumMissionDays = 92;

const moneyText = z
  .string()
  .trim()
  .refine((text) => {
    try {
      return parseMinor(text) > 0n;
    } catch {
      return false;
    }
  }, 'MISSION_AMOUNT_FORMAT');

const zeroOrMoneyText = z
  .string()
  .trim()
  .refine((text) => {
    try {
      return parseMinor(text) >= 0n;
    } catch {
      return false;
    }
  }, 'MISSION_AMOUNT_FORMAT');

/** A target: money text for money metrics, a whole number for counts (checked against the metric on save). */
const targetText = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'MISSION_TARGET_FORMAT');

export const missionMilestoneInputSchema = z.object({
  target: targetText,
  reward: moneyText,
});

export const missionPrizeInputSchema = z.object({
  fromRank: z.number().int().min(1).max(1000),
  toRank: z.number().int().min(1).max(1000),
  prize: moneyText,
});

export const missionBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'MISSION_CODE_FORMAT'),
  title: localizedTextSchema.refine((title) => Object.values(title).some((text) => text.trim() !== ''), 'REQUIRED'),
  kind: z.enum(missionKinds),
  metric: z.enum(missionMetrics),
  /** Bet categories that count (empty: all); ignored for deposits and check-ins. */
  categories: z.array(z.enum(gameTypes)).max(gameTypes.length).default([]),
  /** The smallest stake a bet needs to count for `bet_count` (stops 1-baht spam). */
  minStake: zeroOrMoneyText.default('0'),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  milestones: z.array(missionMilestoneInputSchema).min(1).max(maximumMilestones),
  /** The turnover multiple of the reward's bonus; 0 pays cash at once. */
  turnoverMultiplier: z.number().int().min(0).max(50).default(0),
  /** Days after a period's end its milestones can still be claimed. */
  claimDays: z.number().int().min(0).max(30).default(1),
  leaderboard: z.boolean().default(false),
  prizes: z.array(missionPrizeInputSchema).max(maximumPrizeRanges).default([]),
  /** The least value that ranks on the leaderboard. */
  minQualify: zeroOrMoneyText.default('0'),
});
export type MissionBody = z.infer<typeof missionBodySchema>;

export const missionMilestoneSchema = z.object({
  ordinal: z.number().int(),
  target: z.string(),
  reward: z.string(),
  state: z.enum(milestoneStates),
});
export type MissionMilestone = z.infer<typeof missionMilestoneSchema>;

/** A mission as its player sees it, with the progress of the current period. */
export const missionCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(missionKinds),
  metric: z.enum(missionMetrics),
  categories: z.array(z.enum(gameTypes)),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The current period (a brand-local day, a week's Monday, or `event`) and its bounds. */
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  value: z.string(),
  completed: z.number().int(),
  milestones: z.array(missionMilestoneSchema),
  leaderboard: z.boolean(),
  /** Brand-local days checked in within the window (check-in missions), oldest first. */
  checkIns: z.array(z.string()),
  checkedInToday: z.boolean(),
  /** The brand-local days of the window (check-in missions' calendar). */
  days: z.array(z.string()),
  rewardIsCash: z.boolean(),
});
export type MissionCard = z.infer<typeof missionCardSchema>;

export const missionListSchema = z.object({ missions: z.array(missionCardSchema), claimable: z.number().int() });
export type MissionList = z.infer<typeof missionListSchema>;

/** The member centre's badge: milestones the member can claim now. */
export const missionSummarySchema = z.object({ claimable: z.number().int().nonnegative(), ongoing: z.number().int() });
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionClaimBodySchema = z.object({
  missionId: z.uuid(),
  period: z.string().trim().min(1).max(16),
  milestone: z.number().int().min(1).max(maximumMilestones),
});
export type MissionClaimBody = z.infer<typeof missionClaimBodySchema>;

export const missionClaimSchema = z.object({
  missionId: z.string(),
  period: z.string(),
  milestone: z.number().int(),
  amount: z.string(),
  cash: z.boolean(),
  claimedAt: z.string(),
});
export type MissionClaim = z.infer<typeof missionClaimSchema>;

export const missionCheckInBodySchema = z.object({ missionId: z.uuid() });
export const missionCheckInSchema = z.object({ day: z.string(), days: z.number().int() });
export type MissionCheckIn = z.infer<typeof missionCheckInSchema>;

export const missionLeaderboardQuerySchema = z.object({ missionId: z.uuid() });

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  /** The member's name masked (`de***o`). */
  name: z.string(),
  value: z.string(),
  reachedAt: z.string(),
  prize: z.string().nullable(),
  self: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const missionLeaderboardSchema = z.object({
  missionId: z.string(),
  title: z.string(),
  metric: z.enum(missionMetrics),
  endsAt: z.string(),
  /** Set once the final snapshot is taken: the ranks are frozen and the prizes paid. */
  finalAt: z.string().nullable(),
  rows: z.array(leaderboardRowSchema),
  own: z.object({ rank: z.number().int().nullable(), value: z.string(), prize: z.string().nullable() }),
  minQualify: z.string(),
  prizes: z.array(z.object({ fromRank: z.number().int(), toRank: z.number().int(), prize: z.string() })),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

/** A mission in the console's list and editor. */
export const consoleMissionSchema = missionBodySchema.extend({
  id: z.string(),
  status: z.enum(missionStatuses),
  finalAt: z.string().nullable(),
  updatedAt: z.string(),
  participants: z.number().int(),
});
export type ConsoleMission = z.infer<typeof consoleMissionSchema>;
export const consoleMissionListSchema = z.object({ missions: z.array(consoleMissionSchema) });

export const missionReportSchema = z.object({
  mission: consoleMissionSchema,
  participants: z.number().int(),
  milestones: z.array(
    z.object({ ordinal: z.number().int(), reached: z.number().int(), claimed: z.number().int(), paid: z.string() }),
  ),
  claimsPaid: z.string(),
  prizesPaid: z.string(),
  leaderboard: z.array(
    z.object({
      rank: z.number().int(),
      account: z.string(),
      value: z.string(),
      reachedAt: z.string(),
      prize: z.string().nullable(),
      outcome: z.string().nullable(),
    }),
  ),
  finalAt: z.string().nullable(),
});
export type MissionReport = z.infer<typeof missionReportSchema>;

/** `de***o`: the first two and the last character of a name, the rest hidden; short names keep one. */
export function maskName(name: string): string {
  const characters = [...name];
  if (characters.length <= 2) return `${characters[0] ?? ''}***`;
  if (characters.length <= 4) return `${characters[0]}***${characters[characters.length - 1]}`;
  return `${characters.slice(0, 2).join('')}***${characters[characters.length - 1]}`;
}
