import {
  announcementGroupsSchema,
  announcementQuerySchema,
  contentAnnouncementInputSchema,
  contentAnnouncementListQuerySchema,
  contentAnnouncementSchema,
  contentArticleListQuerySchema,
  contentHelpArticleSchema,
  contentIdParamsSchema,
  contentOrderBodySchema,
  contentPublishBodySchema,
  helpArticleInputSchema,
  helpCentreQuerySchema,
  helpCentreSchema,
} from '@croupier/contracts';
import type { AnnouncementExecution } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import type { CacheInvalidation } from '../lib/cache-invalidation.js';
import type { Clock } from '../lib/clock.js';
import { createTtlCache } from '../lib/ttl-cache.js';
import { createContentService, selectAnnouncements, selectHelpCentre } from '../modules/content/index.js';
import type { BrandContent, ContentService } from '../modules/content/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * Popup executions the caller may see (spec §4): visitors B; members A, plus F during their first login
 * (the session of the very first login: last login is the first).
 */
function executionsOf(request: FastifyRequest): AnnouncementExecution[] {
  if (!request.member) return ['B'];
  const { firstLoginAt, lastLoginAt } = requireMember(request).member;
  const firstLogin = firstLoginAt !== null && lastLoginAt !== null && firstLoginAt.getTime() === lastLoginAt.getTime();
  return firstLogin ? ['A', 'F'] : ['A'];
}

const orderedSchema = z.object({ ordered: z.number() });

/**
 * The player site's content (banners, notices, the marquee, popups, help and terms) and the console's calls that
 * edit it. Players read a per-brand cache of everything published, filtered by schedule at read time, so a banner
 * starts and ends on the minute without a change; an operator's change forgets the cache on every instance.
 */
export function contentRoutes(dependencies: {
  db: Database;
  clock: Clock;
  caches: CacheInvalidation;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { db, clock, caches } = dependencies;
  const content = createContentService({ db, clock });
  const published = createTtlCache<BrandContent>({ clock, ttlMs: 60_000 });
  caches.register('content', published.clear);
  const publishedOf = (merchantId: string) => published.get(merchantId, () => content.loadPublishedContent(merchantId));
  const merchantIdOf = async (code: string) => (await dependencies.merchants.resolveMerchant({ code })).id;

  /** An audited change of a brand's content; players see it at once on every instance. */
  async function change<Result>(
    request: FastifyRequest,
    entry: { merchant: string; action: string; target: (result: Result) => string; detail?: Record<string, unknown> },
    work: (service: ContentService, merchantId: string) => Promise<Result>,
  ): Promise<Result> {
    const operator = requireOperator(request, 'content.manage');
    const merchantId = await merchantIdOf(entry.merchant);
    const result = await auditOperatorAction(
      dependencies,
      {
        operator,
        action: entry.action,
        target: entry.target,
        detail: () => ({ merchant: entry.merchant, ...entry.detail }),
      },
      (transaction) => work(createContentService({ db: transaction, clock }), merchantId),
    );
    caches.invalidate('content');
    return result;
  }

  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/relay/MCSFE_getListAnnouncements',
        {
          schema: {
            summary: 'Announcements by type: banners (of a group), notices, popups, promotions, the marquee',
            querystring: announcementQuerySchema,
            response: answers(announcementGroupsSchema),
          },
        },
        async (request) =>
          ok(
            selectAnnouncements(await publishedOf(brandOf(request).merchant.id), {
              types: request.query.types,
              executions: executionsOf(request),
              group: request.query.group ?? null,
              language: request.query.language ?? request.language,
              now: clock.now(),
            }),
          ),
      );
      player.get(
        '/wps/content/help',
        {
          schema: {
            summary: 'The help centre: articles by category and the terms pages',
            querystring: helpCentreQuerySchema,
            response: answers(helpCentreSchema),
          },
        },
        async (request) =>
          ok(
            selectHelpCentre(
              await publishedOf(brandOf(request).merchant.id),
              request.query.language ?? request.language,
            ),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      // Every call names its brand; a row by id is looked up within that brand, so the brand check covers it.
      const permission = { permission: 'content.manage', brand: brandIn('body', 'merchant') } as const;
      const listPermission = { permission: 'content.manage', brand: brandIn('query', 'merchant') } as const;
      operator.get(
        '/bo/content/announcements',
        {
          schema: {
            summary: "A brand's banners, notices, popups, promotions and marquee lines, published or not",
            querystring: contentAnnouncementListQuerySchema,
            response: answers(z.array(contentAnnouncementSchema)),
          },
          config: listPermission,
        },
        async (request) =>
          ok(await content.listAnnouncements(await merchantIdOf(request.query.merchant), request.query.type)),
      );
      operator.post(
        '/bo/content/announcements',
        {
          schema: {
            summary: 'Create a banner, notice, popup, promotion or marquee line',
            body: contentAnnouncementInputSchema,
            response: answers(contentAnnouncementSchema),
          },
          config: permission,
        },
        async (request) =>
          ok(
            await change(
              request,
              {
                merchant: request.body.merchant,
                action: 'content.announcement.create',
                target: (row) => row.id,
                detail: { type: request.body.type, published: request.body.published },
              },
              (service, merchantId) => service.createAnnouncement(merchantId, request.body),
            ),
          ),
      );
      operator.put(
        '/bo/content/announcements/:id',
        {
          schema: {
            summary: 'Edit an announcement: texts, image, link, group, languages, schedule',
            params: contentIdParamsSchema,
            body: contentAnnouncementInputSchema,
            response: answers(contentAnnouncementSchema),
          },
          config: permission,
        },
        async (request) =>
          ok(
            await change(
              request,
              {
                merchant: request.body.merchant,
                action: 'content.announcement.edit',
                target: () => request.params.id,
                detail: { type: request.body.type, published: request.body.published },
              },
              (service, merchantId) => service.editAnnouncement(merchantId, request.params.id, request.body),
            ),
          ),
      );
      operator.post(
        '/bo/content/announcements/:id/publish',
        {
          schema: {
            summary: 'Publish or withdraw an announcement',
            params: contentIdParamsSchema,
            body: contentPublishBodySchema,
            response: answers(contentAnnouncementSchema),
          },
          config: permission,
        },
        async (request) =>
          ok(
            await change(
              request,
              {
                merchant: request.body.merchant,
                action: request.body.published ? 'content.announcement.publish' : 'content.announcement.withdraw',
                target: () => request.params.id,
              },
              (service, merchantId) =>
                service.publishAnnouncement(merchantId, request.params.id, request.body.published),
            ),
          ),
      );
      operator.post(
        '/bo/content/announcements/order',
        {
          schema: {
            summary: "Put a brand's announcements in order",
            body: contentOrderBodySchema,
            response: answers(orderedSchema),
          },
          config: permission,
        },
        async (request) =>
          ok(
            await change(
              request,
              {
                merchant: request.body.merchant,
                action: 'content.announcement.order',
                target: () => request.body.merchant,
                detail: { ids: request.body.ids },
              },
              (service, merchantId) => service.orderAnnouncements(merchantId, request.body.ids),
            ),
          ),
      );
      operator.get(
        '/bo/content/articles',
        {
          schema: {
            summary: "A brand's help articles and terms pages, published or not",
            querystring: contentArticleListQuerySchema,
            response: answers(z.array(contentHelpArticleSchema)),
          },
          config: listPermission,
        },
        async (request) => ok(await content.listHelpArticles(await merchantIdOf(request.query.merchant))),
      );
      operator.post(
        '/bo/content/articles',
        {
          schema: {
            summary: 'Create a help article or terms page',
            body: helpArticleInputSchema,
            response: answers(contentHelpArticleSchema),
          },
          config: permission,
        },
        async (request) =>
          ok(
            await change(
              request,
              {
                merchant: request.body.merchant,
                action: 'content.article.create',
                target: (row) => row.code,
                detail: { category: request.body.category, published: request.body.published },
              },
              (service, merchantId) => service.createHelpArticle(merchantId, request.body),
            ),
          ),
      );
      operator.put(
        '/bo/content/articles/:id',
        {
          schema: {
            summary: 'Save a new version of a help article or terms page',
            params: contentIdParamsSchema,
            body: helpArticleInputSchema,
            response: answers(contentHelpArticleSchema),
          },
          config: permission,
        },
        async (request) =>
          ok(
            await change(
              request,
              {
                merchant: request.body.merchant,
                action: 'content.article.edit',
                target: (row) => row.code,
                detail: { category: request.body.category, published: request.body.published },
              },
              (service, merchantId) => service.editHelpArticle(merchantId, request.params.id, request.body),
            ),
          ),
      );
      operator.post(
        '/bo/content/articles/:id/publish',
        {
          schema: {
            summary: 'Publish or withdraw a help article or terms page',
            params: contentIdParamsSchema,
            body: contentPublishBodySchema,
            response: answers(contentHelpArticleSchema),
          },
          config: permission,
        },
        async (request) =>
          ok(
            await change(
              request,
              {
                merchant: request.body.merchant,
                action: request.body.published ? 'content.article.publish' : 'content.article.withdraw',
                target: (row) => row.code,
              },
              (service, merchantId) =>
                service.publishHelpArticle(merchantId, request.params.id, request.body.published),
            ),
          ),
      );
    });
  };
}
