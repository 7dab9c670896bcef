import { z } from 'zod';
import { chatAttachmentRules } from './live-chat.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * Feedback (spec §5 and §7 `/wps/feedback`, decision 0087): a short text from a visitor or a member, with up to three
 * png or jpg images of 5 MB (the chat's upload rules), read and answered by the brand's service in the console.
 */
export const feedbackTextLimit = 140;
export const feedbackImageRules = chatAttachmentRules;
export const feedbackCategories = ['suggestion', 'problem', 'deposit', 'withdrawal', 'games', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];
export const feedbackStatuses = ['new', 'read', 'answered'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

const imageDataSchema = z.string().startsWith('data:').max(7_200_000);
/**
 * The spec's call is `PUT content`. The schema is wider than the rules (text up to 2,000, ten images) so a text over
 * 140 characters or a fourth image is refused by the server with its own code (FEEDBACK_TOO_LONG,
 * FEEDBACK_TOO_MANY_IMAGES), not as a generic validation failure.
 */
export const sendFeedbackBodySchema = z.object({
  content: z.string().max(2_000),
  category: z.enum(feedbackCategories).nullish(),
  contact: z.string().trim().max(120).nullish(),
  images: z.array(imageDataSchema).max(10).default([]),
});
export type SendFeedbackBody = z.input<typeof sendFeedbackBodySchema>;

export const feedbackImageSchema = z.object({
  id: z.string(),
  contentType: z.enum(feedbackImageRules.contentTypes),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});
export type FeedbackImage = z.infer<typeof feedbackImageSchema>;

/** One feedback as the console lists it. */
export const feedbackSchema = z.object({
  id: z.string(),
  category: z.enum(feedbackCategories).nullable(),
  content: z.string(),
  contact: z.string().nullable(),
  /** The member's username; null for a visitor. */
  username: z.string().nullable(),
  status: z.enum(feedbackStatuses),
  imageCount: z.number().int(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  receivedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackDetailSchema = feedbackSchema.extend({ images: z.array(feedbackImageSchema) });
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

export const feedbackPageSchema = pageSchema(feedbackSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const feedbackListQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  status: z.enum(feedbackStatuses).optional(),
});

/** The console's answer: plain text; it reaches a member's inbox as a personal message. */
export const feedbackAnswerTitleLimit = 120;
export const answerFeedbackBodySchema = z.object({
  title: z.string().trim().min(1).max(feedbackAnswerTitleLimit),
  body: z.string().trim().min(1).max(2_000),
});
export type AnswerFeedbackBody = z.infer<typeof answerFeedbackBodySchema>;
