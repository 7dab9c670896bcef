import { z } from 'zod';
import { agentAccountTypes } from './accounts.js';

/** A member's application to become an agent (spec §2's labelled area, decision 0075). */
export const affiliateApplicationStatuses = ['pending', 'approved', 'refused', 'withdrawn'] as const;
export type AffiliateApplicationStatusName = (typeof affiliateApplicationStatuses)[number];

export const affiliateApplicationBodySchema = z.object({
  message: z.string().trim().min(1, { message: 'REQUIRED' }).max(1000),
  contact: z.string().trim().max(200).optional(),
});

export const affiliateApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(affiliateApplicationStatuses),
  message: z.string(),
  contact: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type AffiliateApplication = z.infer<typeof affiliateApplicationSchema>;

/** The member centre's view: the latest application (if any) and whether the member is an agent already. */
export const affiliateStateSchema = z.object({
  isAgent: z.boolean(),
  latest: affiliateApplicationSchema.nullable(),
});
export type AffiliateState = z.infer<typeof affiliateStateSchema>;

export const agentTypeSchema = z
  .number()
  .int()
  .refine((type) => agentAccountTypes.includes(type), { message: 'AGENT_TYPE' });

export const affiliateReviewQuerySchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  status: z.enum(affiliateApplicationStatuses).default('pending'),
});

export const affiliateReviewSchema = affiliateApplicationSchema.extend({
  memberId: z.string(),
  username: z.string(),
  decidedBy: z.string().nullable(),
  agentType: z.number().nullable(),
  uplineUsername: z.string().nullable(),
  /** The member's player wallet now: approval moves it to the agent wallet. */
  balance: z.string(),
});
export type AffiliateReview = z.infer<typeof affiliateReviewSchema>;

export const approveAffiliateBodySchema = z.object({
  agentType: agentTypeSchema,
  /** The upline agent's username; null or absent puts the new agent at the brand's top level. */
  uplineUsername: z.string().trim().min(1).max(64).nullable().optional(),
});

export const refuseAffiliateBodySchema = z.object({
  reason: z.string().trim().min(3, { message: 'REQUIRED' }).max(500),
});
