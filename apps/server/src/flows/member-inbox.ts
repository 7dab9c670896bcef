import type {
  Language,
  MemberMessage,
  MemberMessagePage,
  PageRequest,
  SendMemberMessageBody,
  SentMessage,
  SentMessagePage,
} from '@croupier/contracts';
import { buildPage, isAgentType, isTrialType, pageOffset } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import type { InboxReader, SentRow } from '../modules/member-messages/index.js';
import {
  countUnread,
  describeInboxMessage,
  findInboxMessage,
  insertMessage,
  listInbox,
  listSentMessages,
  recordReceipt,
} from '../modules/member-messages/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

type InboxDependencies = { db: Database; clock: Clock };

const readerOf = (member: Member): InboxReader => ({
  memberId: member.id,
  merchantId: member.merchantId,
  isAgent: isAgentType(member.type),
  memberSince: member.createdAt,
});

/** The member's inbox, newest first. */
export async function listMemberMessages(
  dependencies: InboxDependencies,
  input: { member: Member; page: PageRequest; language: Language },
): Promise<MemberMessagePage> {
  const { rows, total } = await listInbox(dependencies.db, readerOf(input.member), {
    limit: input.page.pageSize,
    offset: pageOffset(input.page),
  });
  return buildPage(
    rows.map((row) => describeInboxMessage(row, input.language)),
    input.page,
    total,
  );
}

/** `CSP_unreadCount`: trial accounts get no messages (spec §5), so theirs is always none. */
export async function countUnreadMessages(dependencies: InboxDependencies, member: Member): Promise<number> {
  if (isTrialType(member.type)) return 0;
  return countUnread(dependencies.db, readerOf(member));
}

/** Opens one message: it is marked read for this member only (a broadcast stays unread for the others). */
export async function readMemberMessage(
  dependencies: InboxDependencies,
  input: { member: Member; id: string; language: Language },
): Promise<MemberMessage> {
  const reader = readerOf(input.member);
  const row = await findInboxMessage(dependencies.db, reader, input.id);
  if (!row) throw new DomainError('MESSAGE_NOT_FOUND');
  if (row.read_at === null) {
    await recordReceipt(dependencies.db, {
      messageId: row.id,
      memberId: reader.memberId,
      at: dependencies.clock.now(),
      what: 'read',
    });
  }
  return { ...describeInboxMessage(row, input.language), read: true };
}

/** Deletes a message from this member's inbox only. */
export async function deleteMemberMessage(
  dependencies: InboxDependencies,
  input: { member: Member; id: string },
): Promise<void> {
  const reader = readerOf(input.member);
  const row = await findInboxMessage(dependencies.db, reader, input.id);
  if (!row) throw new DomainError('MESSAGE_NOT_FOUND');
  await recordReceipt(dependencies.db, {
    messageId: row.id,
    memberId: reader.memberId,
    at: dependencies.clock.now(),
    what: 'deleted',
  });
}

function describeSent(row: SentRow): SentMessage {
  return {
    id: row.id,
    kind: row.kind,
    username: row.username,
    audience: row.audience,
    title: row.title,
    body: row.body,
    sentBy: row.sent_by,
    sentAt: new Date(row.created_at).toISOString(),
    readCount: Number(row.read_count),
  };
}

/** An operator writes to one member of a brand or to an audience of it; audited in the same transaction. */
export async function sendMemberMessage(
  dependencies: InboxDependencies & { merchants: MerchantService },
  input: { operator: Operator; merchant: string; message: SendMemberMessageBody },
): Promise<{ id: string }> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const { message } = input;
  return auditedOperatorChange<{ id: string; memberId: string | null }>(
    dependencies,
    {
      operator: input.operator,
      action: 'member-message.send',
      target: `${merchant.code}/member-message`,
      detail: (result) => ({
        id: result.id,
        ...(message.to === 'member' ? { username: message.username } : { audience: message.audience }),
        title: message.title,
      }),
    },
    async (_operators, transaction) => {
      let memberId: string | null = null;
      if (message.to === 'member') {
        // Usernames are unique per brand whatever their case (the member table's index).
        const [found] = await queryRows<{ id: string; type: number }>(
          transaction,
          sql`select id, type from member
              where merchant_id = ${merchant.id}::uuid and lower(username) = lower(${message.username})`,
        );
        if (!found || isTrialType(found.type)) throw new DomainError('MESSAGE_RECIPIENT_NOT_FOUND');
        memberId = found.id;
      }
      const id = await insertMessage(transaction, {
        merchantId: merchant.id,
        kind: message.to === 'member' ? 'personal' : 'broadcast',
        memberId,
        audience: message.to === 'broadcast' ? message.audience : null,
        title: message.title,
        body: message.body,
        template: null,
        templateValues: null,
        eventKey: null,
        sentBy: input.operator.username,
        at: dependencies.clock.now(),
      });
      if (!id) throw new Error('member_message insert answered no row');
      return { id, memberId };
    },
  );
}

/** The brand's operator-sent messages, newest first, with their read counts. */
export async function listSentMemberMessages(
  dependencies: InboxDependencies & { merchants: MerchantService },
  input: { merchant: string; page: PageRequest },
): Promise<SentMessagePage> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const { rows, total } = await listSentMessages(dependencies.db, merchant.id, {
    limit: input.page.pageSize,
    offset: pageOffset(input.page),
  });
  return buildPage(rows.map(describeSent), input.page, total);
}
