import { randomUUID } from 'node:crypto';
import { buildPage, pageOffset } from '@croupier/contracts';
import type {
  Announcement,
  AnnouncementExecution,
  AnnouncementGroups,
  AnnouncementType,
  ContentAnnouncement,
  ContentAnnouncementFilter,
  ContentAnnouncementInput,
  ContentAnnouncementListQuery,
  ContentArticleFilter,
  ContentArticleListQuery,
  ContentHelpArticle,
  ContentImage,
  HelpArticleInput,
  HelpCentre,
  Language,
  Page,
} from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { contentImageUrl, prepareContentImage } from './content-image.js';
import type { ContentImageType } from './content-image.js';
import {
  countAnnouncementsOf,
  countBrandAnnouncements,
  countBrandHelpArticles,
  findAnnouncement,
  findContentImage,
  findHelpArticle,
  insertAnnouncement,
  insertContentImage,
  insertHelpArticle,
  listBrandAnnouncements,
  listBrandHelpArticles,
  listPublishedAnnouncements,
  listPublishedHelpArticles,
  updateAnnouncement,
  updateHelpArticle,
} from './content.repository.js';
import type { AnnouncementInsert, AnnouncementRow, HelpArticleRow } from './content.repository.js';
import { plainTexts, sanitizeRichText, sanitizeTexts } from './sanitize-rich-text.js';

/** How many rows an export reads at a time. */
const exportBatchSize = 500;

/** A brand's published content in every language, as one cacheable value. */
export type BrandContent = { announcements: AnnouncementRow[]; articles: HelpArticleRow[] };

const announcementGroupOf: Record<AnnouncementType, keyof AnnouncementGroups> = {
  B: 'banners',
  PL: 'playerNotices',
  PU: 'popups',
  PR: 'promotions',
  H: 'homeNotices',
};

/** The text in `language`, else English, else Thai, else any. */
export function textIn(texts: Record<string, string>, language: Language): string {
  return texts[language] ?? texts.en ?? texts.th ?? Object.values(texts)[0] ?? '';
}

function describeAnnouncement(row: AnnouncementRow, language: Language): Announcement {
  return {
    id: row.id,
    type: row.type,
    title: textIn(row.title, language),
    content: textIn(row.content, language),
    url: row.imageUrl,
    linkageType: row.linkageType,
    link: row.link,
    promotionType: row.promotionType,
    execution: row.execution,
    group: row.bannerGroup,
    timestamp: row.startsAt.toISOString(),
  };
}

/**
 * What the player site shows of a brand's content now: published, inside its schedule, in the caller's language
 * (or for every language), of the popup executions the caller may see, and banners of the asked group (none: home).
 */
export function selectAnnouncements(
  content: BrandContent,
  input: {
    types: AnnouncementType[];
    executions: AnnouncementExecution[];
    group: string | null;
    language: Language;
    now: Date;
  },
): AnnouncementGroups {
  const groups: AnnouncementGroups = { banners: [], playerNotices: [], popups: [], promotions: [], homeNotices: [] };
  const now = input.now.getTime();
  for (const row of content.announcements) {
    if (!input.types.includes(row.type)) continue;
    if (row.startsAt.getTime() > now || (row.endsAt && row.endsAt.getTime() <= now)) continue;
    if (row.languages && !row.languages.includes(input.language)) continue;
    if (row.execution && !input.executions.includes(row.execution)) continue;
    if (row.type === 'B' && row.bannerGroup !== input.group) continue;
    groups[announcementGroupOf[row.type]].push(describeAnnouncement(row, input.language));
  }
  return groups;
}

/** The help centre in `language`: published articles by category order, then their own. */
export function selectHelpCentre(content: BrandContent, language: Language): HelpCentre {
  return {
    articles: content.articles.map((row) => ({
      code: row.code,
      category: row.category,
      title: textIn(row.title, language),
      content: textIn(row.content, language),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

function toConsoleAnnouncement(row: AnnouncementRow): ContentAnnouncement {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    execution: row.execution,
    bannerGroup: row.bannerGroup,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    linkageType: row.linkageType,
    link: row.link,
    sortOrder: row.sortOrder,
    languages: row.languages,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    published: row.enabled,
  };
}

function toConsoleArticle(row: HelpArticleRow): ContentHelpArticle {
  return {
    id: row.id,
    code: row.code,
    category: row.category,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    published: row.enabled,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A brand's site content: banners, notices, the marquee, popups, promotions, help articles and terms. Operator HTML
 * is sanitized when it is saved and again when it is read for players, so a row written around the service (a seed,
 * an import, a hand-made fix) is never shown raw.
 */
export function createContentService({ db, clock }: { db: Database; clock: Clock }) {
  function announcementColumns(
    input: ContentAnnouncementInput,
    startsAt: Date,
  ): Omit<AnnouncementInsert, 'code' | 'merchantId'> {
    return {
      type: input.type,
      execution: input.type === 'PU' ? input.execution : null,
      bannerGroup: input.type === 'B' ? input.bannerGroup : null,
      languages: input.languages,
      title: plainTexts(input.title),
      content: sanitizeTexts(input.content),
      imageUrl: input.imageUrl,
      linkageType: input.linkageType,
      link: input.link,
      sortOrder: input.sortOrder,
      enabled: input.published,
      startsAt: input.startsAt ? new Date(input.startsAt) : startsAt,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    };
  }

  return {
    /** Everything published for a brand, sanitized for players; the caller caches it. */
    async loadPublishedContent(merchantId: string): Promise<BrandContent> {
      const [announcements, articles] = [
        await listPublishedAnnouncements(db, merchantId),
        await listPublishedHelpArticles(db, merchantId),
      ];
      const clean = <Row extends { content: Record<string, string> }>(row: Row): Row => ({
        ...row,
        content: sanitizeTexts(row.content),
      });
      return { announcements: announcements.map(clean), articles: articles.map(clean) };
    },

    async listAnnouncements(
      merchantId: string,
      query: ContentAnnouncementListQuery,
    ): Promise<Page<ContentAnnouncement>> {
      const [rows, total] = await Promise.all([
        listBrandAnnouncements(db, merchantId, query, { limit: query.pageSize, offset: pageOffset(query) }),
        countBrandAnnouncements(db, merchantId, query),
      ]);
      return buildPage(rows.map(toConsoleAnnouncement), query, total);
    },

    /** Every announcement the filter matches, a batch at a time (a brand has hundreds at most). */
    async *exportAnnouncements(
      merchantId: string,
      filter: ContentAnnouncementFilter,
    ): AsyncGenerator<ContentAnnouncement> {
      for (let offset = 0; ; offset += exportBatchSize) {
        const rows = await listBrandAnnouncements(db, merchantId, filter, { limit: exportBatchSize, offset });
        yield* rows.map(toConsoleAnnouncement);
        if (rows.length < exportBatchSize) return;
      }
    },

    async createAnnouncement(merchantId: string, input: ContentAnnouncementInput): Promise<ContentAnnouncement> {
      const row = await insertAnnouncement(db, {
        ...announcementColumns(input, clock.now()),
        merchantId,
        code: `console-${randomUUID()}`,
      });
      return toConsoleAnnouncement(row);
    },

    async editAnnouncement(
      merchantId: string,
      id: string,
      input: ContentAnnouncementInput,
    ): Promise<ContentAnnouncement> {
      const existing = await findAnnouncement(db, merchantId, id);
      if (!existing) throw new DomainError('NOT_FOUND');
      const row = await updateAnnouncement(db, merchantId, id, announcementColumns(input, existing.startsAt));
      if (!row) throw new DomainError('NOT_FOUND');
      return toConsoleAnnouncement(row);
    },

    async publishAnnouncement(merchantId: string, id: string, published: boolean): Promise<ContentAnnouncement> {
      const row = await updateAnnouncement(db, merchantId, id, { enabled: published });
      if (!row) throw new DomainError('NOT_FOUND');
      return toConsoleAnnouncement(row);
    },

    /** Puts the given announcements in this order (1, 2, ...); every id must be the brand's. */
    async orderAnnouncements(merchantId: string, ids: string[]): Promise<{ ordered: number }> {
      const unique = [...new Set(ids)];
      if ((await countAnnouncementsOf(db, merchantId, unique)) !== unique.length) throw new DomainError('NOT_FOUND');
      for (const [index, id] of unique.entries())
        await updateAnnouncement(db, merchantId, id, { sortOrder: index + 1 });
      return { ordered: unique.length };
    },

    async listHelpArticles(merchantId: string, query: ContentArticleListQuery): Promise<Page<ContentHelpArticle>> {
      const [rows, total] = await Promise.all([
        listBrandHelpArticles(db, merchantId, query, { limit: query.pageSize, offset: pageOffset(query) }),
        countBrandHelpArticles(db, merchantId, query),
      ]);
      return buildPage(rows.map(toConsoleArticle), query, total);
    },

    async *exportHelpArticles(merchantId: string, filter: ContentArticleFilter): AsyncGenerator<ContentHelpArticle> {
      for (let offset = 0; ; offset += exportBatchSize) {
        const rows = await listBrandHelpArticles(db, merchantId, filter, { limit: exportBatchSize, offset });
        yield* rows.map(toConsoleArticle);
        if (rows.length < exportBatchSize) return;
      }
    },

    /** Operator HTML as the player site will show it. */
    previewRichText(html: string): string {
      return sanitizeRichText(html);
    },

    /** Proves, re-encodes and stores an uploaded image; answers its public, content-addressed URL. */
    async uploadImage(merchantId: string, dataUrl: string): Promise<ContentImage> {
      const image = await prepareContentImage(dataUrl);
      await insertContentImage(db, {
        sha256: image.sha256,
        merchantId,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        createdAt: clock.now(),
      });
      return {
        url: contentImageUrl(image.sha256, image.contentType),
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.bytes.length,
      };
    },

    /** A stored image by its hash, or undefined. */
    async readImage(sha256: string): Promise<{ contentType: ContentImageType; bytes: Buffer } | undefined> {
      const row = await findContentImage(db, sha256);
      // PGlite answers bytea as a Uint8Array, PostgreSQL as a Buffer.
      return row ? { contentType: row.contentType as ContentImageType, bytes: Buffer.from(row.bytes) } : undefined;
    },

    async createHelpArticle(merchantId: string, input: HelpArticleInput): Promise<ContentHelpArticle> {
      const row = await insertHelpArticle(db, {
        merchantId,
        code: input.code,
        category: input.category,
        title: plainTexts(input.title),
        content: sanitizeTexts(input.content),
        sortOrder: input.sortOrder,
        enabled: input.published,
        updatedAt: clock.now(),
      });
      if (!row) throw new DomainError('CONFLICT', { code: input.code });
      return toConsoleArticle(row);
    },

    /** Saves a new version of an article (its code stays); the version number goes up by one. */
    async editHelpArticle(merchantId: string, id: string, input: HelpArticleInput): Promise<ContentHelpArticle> {
      const existing = await findHelpArticle(db, merchantId, id);
      if (!existing) throw new DomainError('NOT_FOUND');
      const row = await updateHelpArticle(db, merchantId, id, {
        category: input.category,
        title: plainTexts(input.title),
        content: sanitizeTexts(input.content),
        sortOrder: input.sortOrder,
        enabled: input.published,
        version: existing.version + 1,
        updatedAt: clock.now(),
      });
      if (!row) throw new DomainError('NOT_FOUND');
      return toConsoleArticle(row);
    },

    async publishHelpArticle(merchantId: string, id: string, published: boolean): Promise<ContentHelpArticle> {
      const row = await updateHelpArticle(db, merchantId, id, { enabled: published });
      if (!row) throw new DomainError('NOT_FOUND');
      return toConsoleArticle(row);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
