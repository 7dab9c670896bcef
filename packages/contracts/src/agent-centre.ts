import { z } from 'zod';
import { passwordSchema, usernameSchema } from './accounts.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The agent centre's team calls (spec §2 agent pages, reference §1.8 and §3). Every call answers only about the
 * caller's own team (decision 0073): a member outside it is as if it did not exist.
 */

/** Brand-local periods of the team overview; weeks run Sunday to Saturday as the original's (reference §1.8). */
export const teamPeriods = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type TeamPeriod = (typeof teamPeriods)[number];

export const teamOverviewQuerySchema = z.object({ period: z.enum(teamPeriods).default('today') });

export const teamOverviewSchema = z.object({
  period: z.enum(teamPeriods),
  /** The period's first and last brand-local day, `YYYY-MM-DD`. */
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  /** The agent's own main wallet now. */
  balance: z.string(),
  /** Members below the agent now: direct ones, the whole team, and how many of the team are agents. */
  directMembers: z.number(),
  teamMembers: z.number(),
  teamAgents: z.number(),
  /** Team members registered in the period. */
  newMembers: z.number(),
  /** Team members with a valid bet in the period (reference §3: valid bet > 0). */
  activeMembers: z.number(),
  depositors: z.number(),
  deposits: z.string(),
  withdrawers: z.number(),
  withdrawals: z.string(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** Player view (reference §3): payout − stake; positive means the team's players won. */
  profitLoss: z.string(),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const downlineKinds = ['member', 'agent'] as const;
export type DownlineKind = (typeof downlineKinds)[number];

/** Registration centre: a downline made by its agent, who must change the password at its first login. */
export const createDownlineBodySchema = z
  .object({
    kind: z.enum(downlineKinds),
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    /** The agent's remark (the original's nickname field). */
    remark: z.string().trim().max(32).optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'PASSWORD_CONFIRM_MISMATCH',
    path: ['confirmPassword'],
  });
export type CreateDownlineBody = z.input<typeof createDownlineBodySchema>;

export const createdDownlineSchema = z.object({
  username: z.string(),
  kind: z.enum(downlineKinds),
  /** An agent downline's own invitation code. */
  affiliateCode: z.string().nullable(),
});

/**
 * The agent's own invitation code (`member.affiliate_code`): every agent has one, made with it in the registration
 * centre or given when its affiliate application was approved; a registration with it lands under the agent. Null
 * only for an agent made before codes were given on approval.
 */
export const agentInvitationCodeSchema = z.object({ code: z.string().nullable() });
export type AgentInvitationCode = z.infer<typeof agentInvitationCodeSchema>;

/** Expiry choices of an invite link (reference §1.8): none, 1 day, 7 days, 30 days, 1 year. */
export const inviteLinkExpiryDays = [0, 1, 7, 30, 365] as const;

export const createInviteLinkBodySchema = z.object({
  kind: z.enum(downlineKinds),
  expiresInDays: z.union(inviteLinkExpiryDays.map((days) => z.literal(days))).default(0),
});

export const inviteLinkSchema = z.object({
  /** A key for the disable call; never shown. */
  id: z.string(),
  code: z.string(),
  kind: z.enum(downlineKinds),
  status: z.enum(['active', 'disabled', 'expired']),
  registrations: z.number(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;
export const inviteLinkListSchema = z.array(inviteLinkSchema);

export const inviteLinkParamsSchema = z.object({ linkId: z.uuid() });

export const downlineScopes = ['direct', 'all'] as const;
export const downlineQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  /** A prefix of the username, any case. */
  username: z.string().trim().max(32).optional(),
  scope: z.enum(downlineScopes).default('all'),
  kind: z.enum(downlineKinds).optional(),
});

export const downlineSchema = z.object({
  /** A key for the note and contract calls; never shown. */
  id: z.string(),
  /** The member's ID as people read it. */
  memberNumber: z.number(),
  username: z.string(),
  kind: z.enum(downlineKinds),
  /** 1 for a direct downline, 2 for its downlines, and so on. */
  level: z.number(),
  /** The direct upline's username. */
  upline: z.string(),
  status: z.enum(['active', 'blocked']),
  balance: z.string(),
  /** Members below this one. */
  teamMembers: z.number(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  note: z.string(),
});
export type Downline = z.infer<typeof downlineSchema>;
export const downlinePageSchema = pageSchema(downlineSchema);

export const downlineParamsSchema = z.object({ memberId: z.uuid() });
export const downlineNoteBodySchema = z.object({ note: z.string().trim().max(200) });

const dayText = z.iso.date();

/** Brand-local days, inclusive; the last seven days when unset. */
export const teamRangeQueryShape = { startDate: dayText.optional(), endDate: dayText.optional() };

export const teamBetQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  ...teamRangeQueryShape,
  username: z.string().trim().max(32).optional(),
});

/** A settled bet of a team member (the settled-bet stream's latest figures of the bet). */
export const teamBetSchema = z.object({
  username: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  profitLoss: z.string(),
  voided: z.boolean(),
  settledAt: z.string(),
});
export type TeamBet = z.infer<typeof teamBetSchema>;
export const teamBetPageSchema = pageSchema(teamBetSchema);

export const teamProfitLossQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  ...teamRangeQueryShape,
  username: z.string().trim().max(32).optional(),
});

export const teamProfitLossRowSchema = z.object({
  username: z.string(),
  level: z.number(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** Player view: payout − stake. */
  profitLoss: z.string(),
});
export const teamProfitLossSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  rows: pageSchema(teamProfitLossRowSchema),
  totals: teamProfitLossRowSchema.omit({ username: true, level: true }),
});
export type TeamProfitLoss = z.infer<typeof teamProfitLossSchema>;

export const revenueQuerySchema = z.object(teamRangeQueryShape);

/**
 * Ledger transfer types that are an agent's contract pay (issue #18's level difference): what reaches its wallet less
 * what it pays its own downlines under the same type. Rebates join when they exist (issue #19).
 */
export const agentIncomeTypes = ['agent_salary', 'agent_dividend'] as const;

export const revenueDaySchema = z.object({
  day: z.string(),
  salary: z.string(),
  dividend: z.string(),
  total: z.string(),
});
export const revenueReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(revenueDaySchema),
  totals: revenueDaySchema.omit({ day: true }),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** Money moves of team members shown to their agent: cash in and out, transfers and pay, never bets. */
export const teamTransactionTypes = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'bonus',
  'adjustment',
  'agent_salary',
  'agent_dividend',
  'agent_transfer_upline',
  'agent_red_envelope',
] as const;

export const teamTransactionQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  ...teamRangeQueryShape,
  username: z.string().trim().max(32).optional(),
  type: z.enum(teamTransactionTypes).optional(),
});

export const teamTransactionSchema = z.object({
  username: z.string(),
  type: z.string(),
  /** Signed for the member: positive into its wallet. */
  amount: z.string(),
  balanceAfter: z.string().nullable(),
  reference: z.string(),
  createdAt: z.string(),
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;
export const teamTransactionPageSchema = pageSchema(teamTransactionSchema);
