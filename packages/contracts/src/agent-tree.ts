import { z } from 'zod';

/** The console's agent tree: search, children, quotas and re-parenting (decision 0075). */
export const agentTreeQuerySchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  /** Children of this agent; absent: the brand's top-level agents. */
  parent: z.uuid().optional(),
  /** A username (or its start) anywhere in the tree. */
  username: z.string().trim().min(1).max(64).optional(),
});

export const agentTreeNodeSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
  uplineUsername: z.string().nullable(),
  directCount: z.number(),
  teamSize: z.number(),
  liveContracts: z.number(),
});
export type AgentTreeNode = z.infer<typeof agentTreeNodeSchema>;

const quotaLimit = z.number().int().min(0).max(1_000_000).nullable();
export const agentQuotaSchema = z.object({
  memberRegistrationsLimit: quotaLimit,
  agentRegistrationsLimit: quotaLimit,
  contractOffersLimit: quotaLimit,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AgentQuota = z.infer<typeof agentQuotaSchema>;
export const agentQuotaBodySchema = agentQuotaSchema.pick({
  memberRegistrationsLimit: true,
  agentRegistrationsLimit: true,
  contractOffersLimit: true,
});

export const reparentBodySchema = z.object({
  /** The agent to move under; null moves the member to the brand's top level. */
  uplineUsername: z.string().trim().min(1).max(64).nullable(),
});
