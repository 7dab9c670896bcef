import {
  announcementGroupsSchema,
  announcementQuerySchema,
  contentImageRules,
  contentAnnouncementFilterSchema,
  contentAnnouncementInputSchema,
  contentAnnouncementListQuerySchema,
  contentAnnouncementPageSchema,
  contentAnnouncementSchema,
  contentArticleFilterSchema,
  contentArticleListQuerySchema,
  contentArticlePageSchema,
  contentHelpArticleSchema,
  contentIdParamsSchema,
  contentImageSchema,
  contentImageUploadSchema,
  contentOrderBodySchema,
  contentPreviewBodySchema,
  contentPreviewSchema,
  contentPublishBodySchema,
  helpArticleInputSchema,
  helpCentreQuerySchema,
  helpCentreSchema,
} from '@croupier/contracts';
import type { AnnouncementExecution, AuditAction, ContentAnnouncement, ContentHelpArticle } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import type { CacheInvalidation } from '../lib/cache-invalidation.js';
import type { Clock } from '../lib/clock.js';
import { createTtlCache } from '../lib/ttl-cache.js';
import {
  createContentService,
  imageExtensions,
  selectAnnouncements,
  selectHelpCentre,
} from '../modules/content/index.js';
import type { BrandContent, ContentService } from '../modules/content/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { brandOf } from './brand-context.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
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
const contentImageTypes = [...contentImageRules.contentTypes];
const imageFileSchema = z.object({ file: z.string().min(1).max(100) });

/** A base64 data URL of the largest image, with room for its prefix; nothing larger is read. */
const imageBodyLimit = 3 * 1024 * 1024;

const texts = (values: Record<string, string>) => JSON.stringify(values);
const announcementColumns: readonly CsvColumn<ContentAnnouncement>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'type', value: (row) => row.type },
  { header: 'group', value: (row) => row.bannerGroup ?? '' },
  { header: 'execution', value: (row) => row.execution ?? '' },
  { header: 'order', value: (row) => String(row.sortOrder) },
  { header: 'published', value: (row) => String(row.published) },
  { header: 'starts_at', value: (row) => row.startsAt },
  { header: 'ends_at', value: (row) => row.endsAt ?? '' },
  { header: 'languages', value: (row) => row.languages?.join(' ') ?? '' },
  { header: 'title', value: (row) => texts(row.title) },
  { header: 'image_url', value: (row) => row.imageUrl ?? '' },
  { header: 'link_type', value: (row) => row.linkageType ?? '' },
  { header: 'link', value: (row) => row.link ?? '' },
];
const articleColumns: readonly CsvColumn<ContentHelpArticle>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'code', value: (row) => row.code },
  { header: 'category', value: (row) => row.category },
  { header: 'order', value: (row) => String(row.sortOrder) },
  { header: 'published', value: (row) => String(row.published) },
  { header: 'version', value: (row) => String(row.version) },
  { header: 'updated_at', value: (row) => row.updatedAt },
  { header: 'title', value: (row) => texts(row.title) },
];

/**
 * Everything a brand published, cached per brand for a minute and filtered by schedule at read time, so a banner
 * starts and ends on the minute without a change; an operator's change forgets the cache on every instance.
 */
export function createPublishedContent(dependencies: { db: Database; clock: Clock; caches: CacheInvalidation }) {
  const { db, clock, caches } = dependencies;
  const content = createContentService({ db, clock });
  const published = createTtlCache<BrandContent>({ clock, ttlMs: 60_000 });
  caches.register('content', published.clear);
  return (merchantId: string) => published.get(merchantId, () => content.loadPublishedContent(merchantId));
}

export type PublishedContent = ReturnType<typeof createPublishedContent>;

/**
 * The player site's content (banners, notices, the marquee, popups, help and terms) and the console's calls that
 * edit it. Players read the per-brand cache of everything published (`published`, shared with the home page's
 * first banner in index.html, or one of its own).
 */
export function contentRoutes(dependencies: {
  db: Database;
  clock: Clock;
  caches: CacheInvalidation;
  merchants: MerchantService;
  guards: RouteGuards;
  published?: PublishedContent;
}): FastifyPluginAsyncZod {
  const { db, clock, caches } = dependencies;
  const content = createContentService({ db, clock });
  const publishedOf = dependencies.published ?? createPublishedContent({ db, clock, caches });
  const merchantIdOf = async (code: string) => (await dependencies.merchants.resolveMerchant({ code })).id;

  /** An audited change of a brand's content; players see it at once on every instance. */
  async function change<Result>(
    request: FastifyRequest,
    entry: {
      merchant: string;
      action: AuditAction;
      target: (result: Result) => string;
      detail?: Record<string, unknown>;
    },
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
      // The spec's name for the call (§7, `/wps/system/helpCenter`) and the site's own: one handler, the same answer.
      for (const path of ['/wps/content/help', '/wps/system/helpCenter'])
        player.get(
          path,
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

    app.get(
      '/static/content-images/:file',
      {
        schema: { summary: 'An uploaded content image', params: imageFileSchema, produces: contentImageTypes },
      },
      async (request, reply) => {
        const match = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(request.params.file);
        const image = match?.[1] ? await content.readImage(match[1]) : undefined;
        if (!image || imageExtensions[image.contentType] !== match?.[2]) return reply.callNotFound();
        // The address carries the hash of these bytes: it never shows another picture, so caches keep it for good.
        return reply
          .header('Content-Type', image.contentType)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(image.bytes);
      },
    );

    await dependencies.guards.operator(app, (operator) => {
      // Every call names its brand; a row by id is looked up within that brand, so the brand check covers it.
      const permission = { permission: 'content.manage', brand: brandIn('body', 'merchant') } as const;
      const listPermission = { permission: 'content.manage', brand: brandIn('query', 'merchant') } as const;
      operator.get(
        '/bo/content/announcements',
        {
          schema: {
            summary:
              "A brand's banners, notices, popups, promotions and marquee lines, published or not: filtered, sorted, paged",
            querystring: contentAnnouncementListQuerySchema,
            response: answers(contentAnnouncementPageSchema),
          },
          config: listPermission,
        },
        async (request) =>
          ok(await content.listAnnouncements(await merchantIdOf(request.query.merchant), request.query)),
      );
      operator.get(
        '/bo/content/announcements.csv',
        {
          schema: {
            summary: 'Every announcement the filter matches, as CSV',
            querystring: contentAnnouncementFilterSchema,
            produces: ['text/csv'],
          },
          config: listPermission,
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName('announcements', clock.now()),
            announcementColumns,
            content.exportAnnouncements(await merchantIdOf(request.query.merchant), request.query),
          ),
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
            response: answers(contentArticlePageSchema),
          },
          config: listPermission,
        },
        async (request) =>
          ok(await content.listHelpArticles(await merchantIdOf(request.query.merchant), request.query)),
      );
      operator.get(
        '/bo/content/articles.csv',
        {
          schema: {
            summary: 'Every help article the filter matches, as CSV',
            querystring: contentArticleFilterSchema,
            produces: ['text/csv'],
          },
          config: listPermission,
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName('help-articles', clock.now()),
            articleColumns,
            content.exportHelpArticles(await merchantIdOf(request.query.merchant), request.query),
          ),
      );
      operator.post(
        '/bo/content/preview',
        {
          schema: {
            summary: 'Operator HTML as the player site would show it (sanitized); nothing is saved',
            body: contentPreviewBodySchema,
            response: answers(contentPreviewSchema),
          },
          config: permission,
        },
        async (request) => ok({ html: content.previewRichText(request.body.html) }),
      );
      operator.post(
        '/bo/content/images',
        {
          bodyLimit: imageBodyLimit,
          schema: {
            summary: 'Upload a banner image (png, jpg or webp, 2 MB); answers its public, content-addressed URL',
            body: contentImageUploadSchema,
            response: answers(contentImageSchema),
          },
          config: permission,
        },
        async (request) =>
          ok(
            await change(
              request,
              {
                merchant: request.body.merchant,
                action: 'content.image.upload',
                target: (image) => image.url,
              },
              (service, merchantId) => service.uploadImage(merchantId, request.body.data),
            ),
          ),
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
