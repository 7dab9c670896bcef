import { z } from 'zod';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The operator console's calls (`/bo/*`) that the console app and the server share: the login form, who is logged
 * in, and the filters, rows and pages of the console's lists. Filters are the lists' URL search parameters, so a
 * filtered list is a link.
 */

export const operatorLoginSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

export const consoleBrandSchema = z.object({ code: z.string(), name: z.string(), timeZone: z.string() });
export type ConsoleBrand = z.infer<typeof consoleBrandSchema>;

/** Who is logged in, what their roles may do (the console hides the rest), and the brands they may pick. */
export const operatorSessionSchema = z.object({
  username: z.string(),
  /** The first of `roles` (admin when held). */
  role: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  brands: z.array(consoleBrandSchema),
  /** `enrolment`: the session opens only the enrolment of the second factor the account must have. */
  stage: z.enum(['enrolment', 'active']),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const sortOrders = ['desc', 'asc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** An ISO 8601 instant with its offset, as the console sends the ends of a time range. */
const instantSchema = z.iso.datetime({ offset: true });

/** A time-range filter: `from` inclusive, `to` exclusive; either may be absent. */
export const timeRangeShape = {
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  order: z.enum(sortOrders).default('desc'),
};

/**
 * Every action an operator's audit row may name. The server's audit writers take only these (a new action is a
 * compile error until it is listed here), and the console shows each as a translated label beside its code.
 */
export const auditActions = [
  'operator.login',
  'operator.login.refused',
  'operator.logout',
  'operator.password.change',
  'operator.session.end-all',
  'operator.two-factor.enable',
  'operator.two-factor.reset',
  'operator.account.create',
  'operator.account.access',
  'operator.account.disable',
  'operator.account.enable',
  'merchant.maintenance.set',
  'merchant.two-factor.require',
  'member.two-factor.reset',
  'brand.settings.switches',
  'brand.settings.languages',
  'brand.settings.currency-display',
  'brand.settings.domains',
  'brand.settings.region',
  'brand.settings.registration-rules',
  'brand.settings.customer-service',
  'payments.thresholds',
  'geo.range.save',
  'geo.range.remove',
  'player.block',
  'player.unblock',
  'player.password-reset',
  'player.login-unlock',
  'player.note.add',
  'player.self-exclusion.lift',
  'player.marker.note',
  'player.limit.lower',
  'deposit.confirm',
  'deposit.reject',
  'deposit.approval.request',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.approval.request',
  'wallet.adjust',
  'wallet.adjust.request',
  'wallet.adjust.reject',
  'wallet.reconcile',
  'debt.write_off',
  'agent.obligation.retry',
  'debt.write_off.request',
  'content.image.upload',
  'content.announcement.create',
  'content.announcement.edit',
  'content.announcement.order',
  'content.announcement.publish',
  'content.announcement.withdraw',
  'content.article.create',
  'content.article.edit',
  'content.article.publish',
  'content.article.withdraw',
  'games.vendor.update',
  'games.game.update',
  'games.maintenance.set',
  'games.cache.flush',
  'games.catalogue.import',
  'lottery.draw.close',
  'lottery.result.enter',
  'lottery.result.confirm',
  'lottery.result.mismatch',
  'lottery.odds.save',
  'lottery.settings.save',
  'sportsbook.markets.suspend',
  'sportsbook.markets.reopen',
  'sportsbook.event.settle',
  'sportsbook.event.void',
  'sportsbook.risk-settings.save',
  'sportsbook.margins.save',
  'sportsbook.ticket.retry',
  'sportsbook.ticket.close',
  'affiliate.approve',
  'affiliate.refuse',
  'agent.quota.save',
  'agent.reparent',
  'agent.contract.issue',
  'agent.contract.modify',
  'agent.contract.withdraw',
  'agent.contract.terminate',
  'member-message.send',
  'promotion.create',
  'promotion.edit',
  'promotion.status',
  'promotion.application.approve',
  'promotion.application.reject',
  'bonus.grant.forfeit',
  'bonus.grant.recredit',
  'bonus.policy.save',
  'bonus.profile.change',
  'rebate.settings.save',
  'social-login.provider.save',
  'mission.create',
  'mission.edit',
  'mission.publish',
  'mission.close',
  'jackpot.settings.save',
  'referral.rules.save',
  'referral.review',
  'live-chat.take',
  'live-chat.transfer',
  'live-chat.close',
  'live-chat.reply',
  'live-chat.settings.save',
  'live-chat.canned-reply.save',
  'live-chat.canned-reply.delete',
  'live-chat.duty',
  'feedback.read',
  'feedback.answer',
  'points.settings.save',
  'points.item.create',
  'points.item.edit',
  'points.redemption.approve',
  'points.redemption.reject',
  'vip.ladder.save',
  'vip.policy.save',
  'vip.level.change',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The audit log's filters (exact operator name, action prefix, target substring, time range) and sort by time. */
export const auditLogFilterSchema = z.object({
  operator: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  target: z.string().trim().min(1).max(128).optional(),
  ...timeRangeShape,
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;
export const auditLogQuerySchema = auditLogFilterSchema.extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  /** The action's detail with anything secret-looking masked. */
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = pageSchema(auditEntrySchema);

export const outboxChannels = ['sms', 'email'] as const;
export const outboxStatuses = ['pending', 'sent', 'failed', 'kept'] as const;

/** The outbox's filters: brand, destination (exact), channel, delivery state and time range. */
export const outboxFilterSchema = z.object({
  merchant: z.string().trim().min(1).max(64).optional(),
  destination: z.string().trim().min(3).max(254).optional(),
  channel: z.enum(outboxChannels).optional(),
  status: z.enum(outboxStatuses).optional(),
  ...timeRangeShape,
});
export type OutboxFilter = z.infer<typeof outboxFilterSchema>;
export const outboxQuerySchema = outboxFilterSchema.extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  merchant: z.string(),
  channel: z.enum(outboxChannels),
  destination: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = pageSchema(outboxMessageSchema);
