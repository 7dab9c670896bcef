import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { MessageAudience, MessageKind } from './member-messages.tables.js';

/** The member whose inbox is read: which brand, whether an agent (for broadcasts' audience), since when a member. */
export type InboxReader = { memberId: string; merchantId: string; isAgent: boolean; memberSince: Date };

export type InboxRow = {
  id: string;
  kind: MessageKind;
  title: string;
  body: string;
  template: string | null;
  template_values: Record<string, string> | null;
  created_at: Date | string;
  read_at: Date | string | null;
};

/**
 * The one predicate of what a member sees (engagement reference MS1: the list and the unread count share it): its
 * own messages, and its brand's broadcasts to its audience sent since it joined (new members do not inherit old
 * news), less the ones it deleted.
 */
function visibleTo(reader: InboxReader): SQL {
  const audiences = reader.isAgent ? sql`('agents', 'everyone')` : sql`('players', 'everyone')`;
  return sql`m.merchant_id = ${reader.merchantId}::uuid
    and (m.member_id = ${reader.memberId}::uuid
      or (m.kind = 'broadcast' and m.audience in ${audiences}
        and m.created_at >= ${reader.memberSince.toISOString()}::timestamptz))
    and r.deleted_at is null`;
}

const fromInbox = (reader: InboxReader) => sql`from member_message m
  left join member_message_receipt r on r.message_id = m.id and r.member_id = ${reader.memberId}::uuid`;

export async function listInbox(
  db: Pick<Database, 'execute'>,
  reader: InboxReader,
  page: { limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const rows = await queryRows<InboxRow>(
    db,
    sql`select m.id, m.kind, m.title, m.body, m.template, m.template_values, m.created_at, r.read_at
        ${fromInbox(reader)} where ${visibleTo(reader)}
        order by m.created_at desc, m.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total ${fromInbox(reader)} where ${visibleTo(reader)}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export async function countUnread(db: Pick<Database, 'execute'>, reader: InboxReader): Promise<number> {
  const [row] = await queryRows<{ unread: string }>(
    db,
    sql`select count(*)::text as unread ${fromInbox(reader)} where ${visibleTo(reader)} and r.read_at is null`,
  );
  return Number(row?.unread ?? 0);
}

export async function findInboxMessage(
  db: Pick<Database, 'execute'>,
  reader: InboxReader,
  id: string,
): Promise<InboxRow | null> {
  const [row] = await queryRows<InboxRow>(
    db,
    sql`select m.id, m.kind, m.title, m.body, m.template, m.template_values, m.created_at, r.read_at
        ${fromInbox(reader)} where m.id = ${id}::uuid and ${visibleTo(reader)}`,
  );
  return row ?? null;
}

/**
 * Writes the member's receipt of a message: the first read time and the first delete time stay (marking read again,
 * from another device or a retry, changes nothing).
 */
export async function recordReceipt(
  db: Pick<Database, 'execute'>,
  input: { messageId: string; memberId: string; at: Date; what: 'read' | 'deleted' },
): Promise<void> {
  const at = input.at.toISOString();
  const readAt = input.what === 'read' ? sql`${at}::timestamptz` : sql`null`;
  const deletedAt = input.what === 'deleted' ? sql`${at}::timestamptz` : sql`null`;
  await db.execute(
    sql`insert into member_message_receipt (message_id, member_id, read_at, deleted_at)
        values (${input.messageId}::uuid, ${input.memberId}::uuid, ${readAt}, ${deletedAt})
        on conflict (message_id, member_id) do update set
          read_at = coalesce(member_message_receipt.read_at, excluded.read_at),
          deleted_at = coalesce(member_message_receipt.deleted_at, excluded.deleted_at)`,
  );
}

export type NewMessage = {
  merchantId: string;
  kind: MessageKind;
  memberId: string | null;
  audience: MessageAudience | null;
  title: string;
  body: string;
  template: string | null;
  templateValues: Record<string, string> | null;
  eventKey: string | null;
  sentBy: string | null;
  at: Date;
};

/** Inserts a message; a system message whose event already wrote one is not written twice (answers null). */
export async function insertMessage(db: Pick<Database, 'execute'>, input: NewMessage): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into member_message
          (merchant_id, kind, member_id, audience, title, body, template, template_values, event_key, sent_by, created_at)
        values (${input.merchantId}::uuid, ${input.kind}, ${input.memberId}::uuid, ${input.audience}, ${input.title},
          ${input.body}, ${input.template},
          ${input.templateValues === null ? null : JSON.stringify(input.templateValues)}::jsonb,
          ${input.eventKey}, ${input.sentBy}, ${input.at.toISOString()}::timestamptz)
        on conflict (event_key) do nothing
        returning id`,
  );
  return row?.id ?? null;
}

export type SentRow = {
  id: string;
  kind: 'personal' | 'broadcast';
  username: string | null;
  audience: MessageAudience | null;
  title: string;
  body: string;
  sent_by: string;
  created_at: Date | string;
  read_count: string;
};

/** The messages operators sent in a brand, newest first, with how many members opened each. */
export async function listSentMessages(
  db: Pick<Database, 'execute'>,
  merchantId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SentRow[]; total: number }> {
  const sent = sql`m.merchant_id = ${merchantId}::uuid and m.kind in ('personal', 'broadcast')`;
  const rows = await queryRows<SentRow>(
    db,
    sql`select m.id, m.kind, u.username, m.audience, m.title, m.body, coalesce(m.sent_by, '') as sent_by, m.created_at,
          (select count(*) from member_message_receipt r where r.message_id = m.id and r.read_at is not null)::text
            as read_count
        from member_message m left join member u on u.id = m.member_id
        where ${sent} order by m.created_at desc, m.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from member_message m where ${sent}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}
