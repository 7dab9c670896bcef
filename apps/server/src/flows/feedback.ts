import type {
  AnswerFeedbackBody,
  Feedback,
  FeedbackCategory,
  FeedbackDetail,
  FeedbackPage,
  FeedbackStatus,
  PageRequest,
  SendFeedbackBody,
} from '@croupier/contracts';
import { buildPage, feedbackImageRules, feedbackTextLimit, pageOffset } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { prepareContentImage } from '../modules/content/index.js';
import type { FeedbackImageFacts, FeedbackRow } from '../modules/feedback/index.js';
import {
  findFeedback,
  findFeedbackImage,
  insertFeedback,
  insertFeedbackImage,
  listFeedback,
  markFeedbackRead,
  recordFeedbackAnswer,
  setFeedbackImages,
} from '../modules/feedback/index.js';
import { sanitizeChatText } from '../modules/live-chat/index.js';
import { insertMessage } from '../modules/member-messages/index.js';
import type { Merchant, MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import type { SecurityService } from '../modules/security/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

export type FeedbackDependencies = { db: Database; clock: Clock; security: SecurityService };
type ConsoleDependencies = FeedbackDependencies & { merchants: MerchantService };

/**
 * Sends per address and brand: 5 in ten minutes and 20 a day. A person has little reason to write more, and a script
 * filling the service's list (or the database with images) is stopped early; members and visitors alike, since the
 * form needs no login.
 */
export const feedbackRates = {
  perTenMinutes: 5,
  perDay: 20,
} as const;

/** Plain text as the live chat keeps it, refused (not cut) past 140 characters. */
function cleanText(text: string, field: string): string {
  try {
    return sanitizeChatText(text);
  } catch {
    throw new DomainError('VALIDATION_FAILED', { field });
  }
}

/** `PUT /wps/feedback`: a visitor's or member's feedback with its images, stored in one transaction. */
export async function sendFeedback(
  dependencies: FeedbackDependencies,
  input: { merchant: Merchant; memberId: string | null; ip: string; feedback: SendFeedbackBody },
): Promise<{ id: string }> {
  const content = cleanText(input.feedback.content, 'content');
  if (content === '') throw new DomainError('FEEDBACK_EMPTY');
  if (content.length > feedbackTextLimit) {
    throw new DomainError('FEEDBACK_TOO_LONG', { maxLength: feedbackTextLimit });
  }
  const images = input.feedback.images ?? [];
  if (images.length > feedbackImageRules.maxCount) {
    throw new DomainError('FEEDBACK_TOO_MANY_IMAGES', { maxCount: feedbackImageRules.maxCount });
  }
  const contact = input.feedback.contact ? cleanText(input.feedback.contact, 'contact') || null : null;
  // The rate counts accepted-looking sends only: a refused shape above costs the sender nothing.
  for (const [windowSeconds, limit, name] of [
    [600, feedbackRates.perTenMinutes, 'short'],
    [86_400, feedbackRates.perDay, 'day'],
  ] as const) {
    const rate = await dependencies.security.consumeRate(
      `feedback:${name}:${input.merchant.id}:${input.ip}`,
      windowSeconds,
      limit,
    );
    if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });
  }
  const prepared: Awaited<ReturnType<typeof prepareContentImage>>[] = [];
  for (const image of images) {
    try {
      prepared.push(await prepareContentImage(image, feedbackImageRules));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'IMAGE_INVALID') {
        throw new DomainError('FEEDBACK_IMAGE_INVALID', {
          ...(error.value as Record<string, unknown>),
          contentTypes: feedbackImageRules.contentTypes.join(', '),
        });
      }
      throw error;
    }
  }
  const id = await runInTransaction(dependencies.db, async (transaction) => {
    const feedbackId = await insertFeedback(transaction, {
      merchantId: input.merchant.id,
      memberId: input.memberId,
      category: input.feedback.category ?? null,
      content,
      contact,
      now: dependencies.clock.now(),
    });
    const facts: FeedbackImageFacts[] = [];
    for (const image of prepared) {
      const contentType = image.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
      const imageId = await insertFeedbackImage(transaction, { feedbackId, contentType, bytes: image.bytes });
      facts.push({ id: imageId, contentType, width: image.width, height: image.height, bytes: image.bytes.length });
    }
    if (facts.length > 0) await setFeedbackImages(transaction, feedbackId, facts);
    return feedbackId;
  });
  return { id };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function describeFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    category: row.category as FeedbackCategory | null,
    content: row.content,
    contact: row.contact,
    username: row.username,
    status: row.status,
    imageCount: row.images.length,
    answer: row.answer,
    answeredBy: row.answered_by,
    answeredAt: iso(row.answered_at),
    receivedAt: new Date(row.created_at).toISOString(),
  };
}

async function brandFeedback(dependencies: ConsoleDependencies, code: string, id: string) {
  const merchant = await dependencies.merchants.resolveMerchant({ code });
  const row = await findFeedback(dependencies.db, id);
  if (!row || row.merchant_id !== merchant.id) throw new DomainError('FEEDBACK_NOT_FOUND');
  return { merchant, row };
}

export async function listBrandFeedback(
  dependencies: ConsoleDependencies,
  input: { merchant: string; status: FeedbackStatus | undefined; page: PageRequest },
): Promise<FeedbackPage> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const { rows, total } = await listFeedback(dependencies.db, merchant.id, {
    status: input.status,
    limit: input.page.pageSize,
    offset: pageOffset(input.page),
  });
  return buildPage(rows.map(describeFeedback), input.page, total);
}

export async function readBrandFeedback(
  dependencies: ConsoleDependencies,
  input: { merchant: string; id: string },
): Promise<FeedbackDetail> {
  const { row } = await brandFeedback(dependencies, input.merchant, input.id);
  return { ...describeFeedback(row), images: row.images };
}

export async function readFeedbackImage(dependencies: ConsoleDependencies, input: { merchant: string; id: string }) {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const image = await findFeedbackImage(dependencies.db, input.id);
  const owner = image ? await findFeedback(dependencies.db, image.feedback_id) : undefined;
  if (!image || owner?.merchant_id !== merchant.id) throw new DomainError('NOT_FOUND');
  return image;
}

/** Marks a new feedback read (audited); read or answered feedback stays as it is. */
export async function markBrandFeedbackRead(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string },
): Promise<FeedbackDetail> {
  const { merchant } = await brandFeedback(dependencies, input.merchant, input.id);
  await auditedOperatorChange<boolean>(
    dependencies,
    {
      operator: input.operator,
      action: 'feedback.read',
      target: `${merchant.code}/feedback/${input.id}`,
      detail: (changed) => ({ changed }),
    },
    (_operators, transaction) => markFeedbackRead(transaction, input.id),
  );
  return readBrandFeedback(dependencies, input);
}

/**
 * Answers a feedback once: the answer is kept on it, and a member's feedback gets it in their inbox as a personal
 * message signed by the operator, in the transaction that records the answer and its audit row. A second answer
 * finds it answered (CONFLICT) and sends nothing; a visitor's answer is kept for the record only.
 */
export async function answerBrandFeedback(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string; answer: AnswerFeedbackBody },
): Promise<FeedbackDetail> {
  const { merchant, row } = await brandFeedback(dependencies, input.merchant, input.id);
  const body = cleanText(input.answer.body, 'body');
  const title = cleanText(input.answer.title, 'title');
  if (body === '' || title === '')
    throw new DomainError('VALIDATION_FAILED', { field: body === '' ? 'body' : 'title' });
  await auditedOperatorChange<{ messageId: string | null }>(
    dependencies,
    {
      operator: input.operator,
      action: 'feedback.answer',
      target: `${merchant.code}/feedback/${input.id}`,
      detail: (result) => ({ messageId: result.messageId, toMember: row.username, title }),
    },
    async (_operators, transaction) => {
      const now = dependencies.clock.now();
      const answered = await recordFeedbackAnswer(transaction, {
        id: input.id,
        answer: body,
        operatorId: input.operator.id,
        now,
      });
      if (!answered) throw new DomainError('CONFLICT');
      if (row.member_id === null) return { messageId: null };
      const messageId = await insertMessage(transaction, {
        merchantId: merchant.id,
        kind: 'personal',
        memberId: row.member_id,
        audience: null,
        title,
        body,
        template: null,
        templateValues: null,
        eventKey: null,
        sentBy: input.operator.username,
        at: now,
      });
      return { messageId };
    },
  );
  return readBrandFeedback(dependencies, input);
}
