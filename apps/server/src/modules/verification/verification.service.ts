import { buildPage, pageOffset } from '@croupier/contracts';
import type { Page, PageRequest } from '@croupier/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createNumericCode, createSecretToken, hashSecret } from '../../lib/secret-token.js';
import type { MessageSender } from './message-sender.js';
import {
  consumeResetToken,
  countOutboxMessages,
  insertCode,
  insertOutboxMessage,
  insertResetToken,
  listMessagesTo,
  listOutboxMessages,
  listPendingMessages,
  markCodeUsed,
  takeCodeAttempt,
  updateMessageStatus,
} from './verification.repository.js';
import type { OutboxRow, OutboxSearch, VerificationPurpose } from './verification.repository.js';

export type { OutboxRow, OutboxSearch, VerificationPurpose };

/** How many messages an export reads at a time. */
const exportBatchSize = 1_000;

/** Wrong guesses a single code survives. */
export const maxCodeAttempts = 5;
export const resetLinkMinutes = 30;

const codeHash = (destination: string, code: string) => hashSecret(`${destination}:${code}`);

/** SMS codes, reset links and the outbox of messages. Pass a transaction as `db` to write with its cause. */
export function createVerificationService({ db, clock }: { db: Database; clock: Clock }) {
  /** Stores a new 6-digit code (hashed) and answers it in clear, once, for the message. */
  async function issueCode(input: {
    merchantId: string;
    purpose: VerificationPurpose;
    destination: string;
    minutes: number;
  }) {
    const code = createNumericCode(6);
    const now = clock.now();
    await insertCode(db, {
      merchantId: input.merchantId,
      purpose: input.purpose,
      destination: input.destination,
      codeHash: codeHash(input.destination, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.minutes * 60_000),
    });
    return code;
  }

  /**
   * Takes one attempt at the newest code sent to the destination (pass the root handle, not a transaction:
   * the attempt must count even when the action rolls back) and answers the code's id when it matches.
   * Every refusal (no code, an older one, expired, used, out of attempts, wrong) is the same null, so the
   * answer tells nothing but "no".
   */
  async function tryCode(input: {
    merchantId: string;
    purpose: VerificationPurpose;
    destination: string;
    code: string;
  }): Promise<string | null> {
    const attempt = await takeCodeAttempt(db, { ...input, now: clock.now(), maxAttempts: maxCodeAttempts });
    if (!attempt) return null;
    const matches = timingSafeEqual(
      Buffer.from(attempt.codeHash),
      Buffer.from(codeHash(input.destination, input.code)),
    );
    return matches ? attempt.id : null;
  }

  /** Uses up a code `tryCode` matched, in the action's transaction; false when another request used it first. */
  async function useCode(id: string): Promise<boolean> {
    return markCodeUsed(db, id, clock.now());
  }

  async function enqueueMessage(input: {
    merchantId: string;
    channel: 'sms' | 'email';
    destination: string;
    subject: string;
    body: string;
  }) {
    return insertOutboxMessage(db, { ...input, createdAt: clock.now() });
  }

  async function createResetLinkToken(merchantId: string, memberId: string) {
    const token = createSecretToken();
    const now = clock.now();
    await insertResetToken(db, {
      merchantId,
      memberId,
      tokenHash: hashSecret(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + resetLinkMinutes * 60_000),
    });
    return token;
  }

  async function useResetLinkToken(merchantId: string, token: string) {
    return consumeResetToken(db, merchantId, hashSecret(token), clock.now());
  }

  /**
   * Hands pending messages to the sender of their channel. A channel without a sender keeps its messages
   * in the outbox (status `kept`), which is the default for a demo.
   */
  async function deliverPendingMessages(senders: readonly MessageSender[], limit = 50) {
    let delivered = 0;
    for (const message of await listPendingMessages(db, limit)) {
      const sender = senders.find((candidate) => candidate.channel === message.channel);
      if (!sender) {
        await updateMessageStatus(db, message.id, { status: 'kept' });
        continue;
      }
      try {
        await sender.send(message);
        await updateMessageStatus(db, message.id, { status: 'sent', sentAt: clock.now(), lastError: null });
        delivered += 1;
      } catch (error) {
        const status = message.attempts + 1 >= 5 ? 'failed' : 'pending';
        await updateMessageStatus(db, message.id, { status, lastError: (error as Error).message.slice(0, 500) });
      }
    }
    return delivered;
  }

  async function listMessages(merchantId: string, destination: string) {
    return listMessagesTo(db, merchantId, destination, 20);
  }

  /** One page of the console's outbox list and how many messages the filter matches. */
  async function searchMessages(search: OutboxSearch, page: PageRequest): Promise<Page<OutboxRow>> {
    const [rows, total] = await Promise.all([
      listOutboxMessages(db, search, { limit: page.pageSize, offset: pageOffset(page) }),
      countOutboxMessages(db, search),
    ]);
    return buildPage(rows, page, total);
  }

  /** Every message the filter matches, a batch at a time, following a cursor so new messages do not shift it. */
  async function* exportMessages(search: OutboxSearch): AsyncGenerator<OutboxRow> {
    let afterId: string | null = null;
    for (;;) {
      const rows = await listOutboxMessages(db, search, { limit: exportBatchSize, afterId });
      yield* rows;
      const last = rows.at(-1);
      if (!last || rows.length < exportBatchSize) return;
      afterId = last.id;
    }
  }

  return {
    searchMessages,
    exportMessages,
    issueCode,
    tryCode,
    useCode,
    enqueueMessage,
    createResetLinkToken,
    useResetLinkToken,
    deliverPendingMessages,
    listMessages,
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
