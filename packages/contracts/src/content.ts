import { z } from 'zod';
import { announcementExecutions, announcementTypes } from './games.js';
import { languageSchema } from './languages.js';
import { pageQueryShape, pageSchema } from './paging.js';

/** A banner group: the home carousel has none; other places name theirs, such as `w_forget` (spec §2). */
export const bannerGroupSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,31}$/, { message: 'BANNER_GROUP' });

/** Operator text per language; a language left out falls back to English, then Thai. */
export const localizedTextSchema = z.partialRecord(languageSchema, z.string().max(20_000));
export type LocalizedTexts = z.infer<typeof localizedTextSchema>;

/** Where a clickable banner leads: a page of the site (a path) or another site. */
export const linkageTypes = ['PAGE', 'URL', 'PROMOTION', 'GAME'] as const;

const brandSchema = z.string().trim().min(1).max(64);
/** An image: a path on this site or an https address; never a script URL. */
const imageUrlSchema = z
  .string()
  .trim()
  .max(2_000)
  .regex(/^(\/[^/\s][^\s]*|https:\/\/[^\s]+)$/, { message: 'IMAGE_URL' });
/** A link: a path on this site or an http(s) address. */
const linkSchema = z
  .string()
  .trim()
  .max(2_000)
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, { message: 'LINK' });

/** An operator's announcement (banner, notice, popup, promotion, marquee line) as created or edited. */
export const contentAnnouncementInputSchema = z
  .object({
    merchant: brandSchema,
    type: z.enum(announcementTypes),
    execution: z.enum(announcementExecutions).nullable().default(null),
    bannerGroup: bannerGroupSchema.nullable().default(null),
    title: localizedTextSchema,
    content: localizedTextSchema.default({}),
    imageUrl: imageUrlSchema.nullable().default(null),
    linkageType: z.enum(linkageTypes).nullable().default(null),
    link: linkSchema.nullable().default(null),
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
    /** Languages it shows in; null: every language. */
    languages: z.array(languageSchema).min(1).nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    published: z.boolean().default(false),
  })
  .refine((input) => Object.values(input.title).some((text) => text.trim() !== ''), {
    message: 'TITLE_REQUIRED',
    path: ['title'],
  })
  .refine((input) => input.type !== 'B' || input.imageUrl !== null, { message: 'IMAGE_REQUIRED', path: ['imageUrl'] })
  .refine((input) => (input.linkageType === null) === (input.link === null), {
    message: 'LINK_WITH_TYPE',
    path: ['link'],
  })
  .refine((input) => !input.endsAt || !input.startsAt || new Date(input.endsAt) > new Date(input.startsAt), {
    message: 'ENDS_AFTER_STARTS',
    path: ['endsAt'],
  });
export type ContentAnnouncementInput = z.infer<typeof contentAnnouncementInputSchema>;

/** An announcement as the console sees it: every language, published or not. */
export const contentAnnouncementSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(announcementTypes),
  execution: z.enum(announcementExecutions).nullable(),
  bannerGroup: z.string().nullable(),
  title: localizedTextSchema,
  content: localizedTextSchema,
  imageUrl: z.string().nullable(),
  linkageType: z.string().nullable(),
  link: z.string().nullable(),
  sortOrder: z.number(),
  languages: z.array(languageSchema).nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  published: z.boolean(),
});
export type ContentAnnouncement = z.infer<typeof contentAnnouncementSchema>;

/** A list filter's yes/no in the address: `true` or `false`. */
const flagSchema = z.enum(['true', 'false']).transform((flag) => flag === 'true');
const sortOrderSchema = z.enum(['asc', 'desc']);

/**
 * The console's announcement list filters: kind, banner group (`home` for the carousel), popup execution, published
 * or not, and words of a title in any language; sorted by display order (the default) or start time.
 */
export const contentAnnouncementFilterSchema = z.object({
  merchant: brandSchema,
  /** One kind or several, comma-separated (`H,PL`: the marquee and the notices). */
  type: z
    .string()
    .max(40)
    .transform((text) => text.split(',').map((item) => item.trim().toUpperCase()))
    .pipe(z.array(z.enum(announcementTypes)).min(1))
    .optional(),
  group: z.union([z.literal('home'), bannerGroupSchema]).optional(),
  execution: z.enum(announcementExecutions).optional(),
  published: flagSchema.optional(),
  search: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(['sortOrder', 'startsAt']).default('sortOrder'),
  order: sortOrderSchema.default('asc'),
});
export type ContentAnnouncementFilter = z.infer<typeof contentAnnouncementFilterSchema>;
export const contentAnnouncementListQuerySchema = contentAnnouncementFilterSchema.extend(
  pageQueryShape({ defaultSize: 50, maxSize: 200 }),
);
export type ContentAnnouncementListQuery = z.infer<typeof contentAnnouncementListQuerySchema>;
export const contentAnnouncementPageSchema = pageSchema(contentAnnouncementSchema);

export const contentIdParamsSchema = z.object({ id: z.uuid() });

/** New order of a brand's items: the ids in the order they show. */
export const contentOrderBodySchema = z.object({
  merchant: brandSchema,
  ids: z.array(z.uuid()).min(1).max(500),
});

export const contentPublishBodySchema = z.object({ merchant: brandSchema, published: z.boolean() });

/** Help centre categories; `terms` holds the terms pages shown at /help#term. */
export const helpCategories = ['account', 'payments', 'games', 'terms'] as const;
export type HelpCategory = (typeof helpCategories)[number];
/** The terms pages every brand has (spec §1, §2): registration asks players to accept them. */
export const termsPages = ['terms-of-use', 'privacy', 'responsible-gaming', 'licence'] as const;
export type TermsPage = (typeof termsPages)[number];

const articleCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, { message: 'ARTICLE_CODE' });

export const helpArticleInputSchema = z
  .object({
    merchant: brandSchema,
    code: articleCodeSchema,
    category: z.enum(helpCategories),
    title: localizedTextSchema,
    content: localizedTextSchema,
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
    published: z.boolean().default(false),
  })
  .refine((input) => Object.values(input.title).some((text) => text.trim() !== ''), {
    message: 'TITLE_REQUIRED',
    path: ['title'],
  });
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

/** A help article as the console sees it; `version` counts its published edits. */
export const contentHelpArticleSchema = z.object({
  id: z.string(),
  code: z.string(),
  category: z.enum(helpCategories),
  title: localizedTextSchema,
  content: localizedTextSchema,
  sortOrder: z.number(),
  published: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
});
export type ContentHelpArticle = z.infer<typeof contentHelpArticleSchema>;

/** The console's help article filters: category, published or not, words of a code or title; by order or edit time. */
export const contentArticleFilterSchema = z.object({
  merchant: brandSchema,
  category: z.enum(helpCategories).optional(),
  published: flagSchema.optional(),
  search: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(['sortOrder', 'updatedAt']).default('sortOrder'),
  order: sortOrderSchema.default('asc'),
});
export type ContentArticleFilter = z.infer<typeof contentArticleFilterSchema>;
export const contentArticleListQuerySchema = contentArticleFilterSchema.extend(
  pageQueryShape({ defaultSize: 50, maxSize: 200 }),
);
export type ContentArticleListQuery = z.infer<typeof contentArticleListQuerySchema>;
export const contentArticlePageSchema = pageSchema(contentHelpArticleSchema);

/** Operator HTML to preview: the server answers it as the player site would show it (sanitized). */
export const contentPreviewBodySchema = z.object({ merchant: brandSchema, html: z.string().max(20_000) });
export const contentPreviewSchema = z.object({ html: z.string() });

/**
 * Uploaded content images (banners): png, jpg or webp, proved by their bytes, re-encoded by the server, stored by the
 * hash of what it stored and served at a public address that never changes (`/static/content-images/<sha256>.<ext>`).
 */
export const contentImageRules = {
  maxBytes: 2 * 1024 * 1024,
  minSide: 16,
  maxSide: 4_000,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
/** The image as a data URL; its base64 is a third larger than the 2 MB it may hold. */
export const contentImageUploadSchema = z.object({
  merchant: brandSchema,
  data: z.string().startsWith('data:').max(2_900_000),
});
export const contentImageSchema = z.object({
  url: z.string(),
  contentType: z.enum(contentImageRules.contentTypes),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** A help article in the reader's language, its HTML already sanitized by the server. */
export const helpArticleSchema = z.object({
  code: z.string(),
  category: z.enum(helpCategories),
  title: z.string(),
  content: z.string(),
  version: z.number(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpCentreSchema = z.object({ articles: z.array(helpArticleSchema) });
export type HelpCentre = z.infer<typeof helpCentreSchema>;

export const helpCentreQuerySchema = z.object({ language: languageSchema.optional() });
