import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { ChatAttachmentFacts } from './live-chat.tables.js';

type Db = Pick<Database, 'execute'>;
type Timestamp = Date | string;

export type ConversationRow = {
  id: string;
  merchant_id: string;
  merchant_code: string;
  member_id: string | null;
  username: string | null;
  visitor_token_hash: string | null;
  visitor_name: string | null;
  state: 'waiting' | 'open' | 'closed';
  assigned_operator_id: string | null;
  assigned_operator: string | null;
  last_text: string;
  created_at: Timestamp;
  last_message_at: Timestamp;
  closed_at: Timestamp | null;
};

export type MessageRow = {
  id: string;
  conversation_id: string;
  author_kind: 'member' | 'visitor' | 'operator' | 'system';
  operator_name: string | null;
  text: string;
  attachments: ChatAttachmentFacts[];
  created_at: Timestamp;
};

/** Who a player-side call speaks for: a logged-in member, or a visitor by the hash of their chat token. */
export type ChatParty = { kind: 'member'; memberId: string } | { kind: 'visitor'; tokenHash: string };

const conversationColumns = sql`c.id, c.merchant_id, m.code as merchant_code, c.member_id, mb.username,
  c.visitor_token_hash, c.visitor_name, c.state, c.assigned_operator_id, o.username as assigned_operator, c.last_text,
  c.created_at, c.last_message_at, c.closed_at`;
const fromConversations = sql`from live_chat_conversation c
  join merchant m on m.id = c.merchant_id
  left join member mb on mb.id = c.member_id
  left join operator_account o on o.id = c.assigned_operator_id`;

const partyIs = (party: ChatParty): SQL =>
  party.kind === 'member' ? sql`c.member_id = ${party.memberId}::uuid` : sql`c.visitor_token_hash = ${party.tokenHash}`;

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await queryRows<ConversationRow>(
    db,
    sql`select ${conversationColumns} ${fromConversations} where c.id = ${id}::uuid`,
  );
  return row;
}

/** The party's conversation that is not closed, in the brand; at most one exists (partial unique indexes). */
export async function findLiveConversation(
  db: Db,
  merchantId: string,
  party: ChatParty,
): Promise<ConversationRow | undefined> {
  const [row] = await queryRows<ConversationRow>(
    db,
    sql`select ${conversationColumns} ${fromConversations}
        where c.merchant_id = ${merchantId}::uuid and ${partyIs(party)} and c.state <> 'closed'`,
  );
  return row;
}

/** Whether a visitor token was ever given in the brand (a resumed visitor keeps their history). */
export async function visitorTokenKnown(db: Db, merchantId: string, tokenHash: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from live_chat_conversation
        where merchant_id = ${merchantId}::uuid and visitor_token_hash = ${tokenHash} limit 1`,
  );
  return rows.length > 0;
}

/** Opens a waiting conversation; undefined when the party already has a live one (a racing launch). */
export async function insertConversation(
  db: Db,
  input: { merchantId: string; party: ChatParty; visitorName: string | null; now: Date },
): Promise<string | undefined> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into live_chat_conversation
          (merchant_id, member_id, visitor_token_hash, visitor_name, created_at, last_message_at)
        values (${input.merchantId}::uuid,
          ${input.party.kind === 'member' ? input.party.memberId : null}::uuid,
          ${input.party.kind === 'visitor' ? input.party.tokenHash : null},
          ${input.visitorName}, ${input.now.toISOString()}::timestamptz, ${input.now.toISOString()}::timestamptz)
        on conflict do nothing returning id`,
  );
  return rows[0]?.id;
}

/** The party's latest messages across its conversations in the brand (its history), oldest first. */
export async function listPartyMessages(
  db: Db,
  merchantId: string,
  party: ChatParty,
  limit: number,
): Promise<MessageRow[]> {
  return queryRows<MessageRow>(
    db,
    sql`select * from (
          select x.id, x.conversation_id, x.author_kind, o.username as operator_name, x.text, x.attachments,
            x.created_at
          from live_chat_message x
          join live_chat_conversation c on c.id = x.conversation_id
          left join operator_account o on o.id = x.operator_id
          where c.merchant_id = ${merchantId}::uuid and ${partyIs(party)}
          order by x.created_at desc, x.id desc limit ${limit}
        ) latest order by created_at, id`,
  );
}

export async function listConversationMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return queryRows<MessageRow>(
    db,
    sql`select x.id, x.conversation_id, x.author_kind, o.username as operator_name, x.text, x.attachments,
          x.created_at
        from live_chat_message x left join operator_account o on o.id = x.operator_id
        where x.conversation_id = ${conversationId}::uuid order by x.created_at, x.id`,
  );
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await queryRows<MessageRow>(
    db,
    sql`select x.id, x.conversation_id, x.author_kind, o.username as operator_name, x.text, x.attachments,
          x.created_at
        from live_chat_message x left join operator_account o on o.id = x.operator_id where x.id = ${id}::uuid`,
  );
  return row;
}

export async function insertAttachment(
  db: Db,
  input: { conversationId: string; contentType: string; bytes: Buffer },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into live_chat_attachment (conversation_id, content_type, bytes)
        values (${input.conversationId}::uuid, ${input.contentType}, ${input.bytes}) returning id`,
  );
  if (!row) throw new Error('attachment not stored');
  return row.id;
}

export async function findAttachment(
  db: Db,
  id: string,
): Promise<{ conversation_id: string; content_type: string; bytes: Buffer } | undefined> {
  const [row] = await queryRows<{ conversation_id: string; content_type: string; bytes: Buffer }>(
    db,
    sql`select conversation_id, content_type, bytes from live_chat_attachment where id = ${id}::uuid`,
  );
  return row;
}

/**
 * Writes a message and moves the conversation's last activity, only while the conversation is not closed (a
 * guarded update: a close racing the send wins or loses whole). Undefined when it was closed.
 */
export async function insertMessage(
  db: Db,
  input: {
    conversationId: string;
    authorKind: MessageRow['author_kind'];
    operatorId: string | null;
    text: string;
    attachments: ChatAttachmentFacts[];
    now: Date;
  },
): Promise<string | undefined> {
  const touched = await queryRows<{ id: string }>(
    db,
    sql`update live_chat_conversation
        set last_message_at = ${input.now.toISOString()}::timestamptz,
          last_text = ${input.text === '' ? '[image]' : input.text.slice(0, 120)}
        where id = ${input.conversationId}::uuid and state <> 'closed' returning id`,
  );
  if (touched.length === 0) return undefined;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into live_chat_message (conversation_id, author_kind, operator_id, text, attachments, created_at)
        values (${input.conversationId}::uuid, ${input.authorKind}, ${input.operatorId}::uuid, ${input.text},
          ${JSON.stringify(input.attachments)}::jsonb, ${input.now.toISOString()}::timestamptz)
        returning id`,
  );
  return row?.id;
}

/** Guarded moves of a conversation: each answers whether it happened (the state it expected was still there). */
export async function takeConversation(db: Db, id: string, operatorId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update live_chat_conversation set state = 'open', assigned_operator_id = ${operatorId}::uuid
        where id = ${id}::uuid and state = 'waiting' returning id`,
  );
  return rows.length > 0;
}

export async function transferConversation(
  db: Db,
  input: { id: string; fromOperatorId: string; toOperatorId: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update live_chat_conversation set assigned_operator_id = ${input.toOperatorId}::uuid
        where id = ${input.id}::uuid and state = 'open' and assigned_operator_id = ${input.fromOperatorId}::uuid
        returning id`,
  );
  return rows.length > 0;
}

/** Closes a conversation; `onlyAssignedTo` keeps an open one to its operator (a waiting one anyone may close). */
export async function closeConversation(
  db: Db,
  input: { id: string; now: Date; onlyAssignedTo: string | null },
): Promise<boolean> {
  const guard = input.onlyAssignedTo
    ? sql`and (state = 'waiting' or assigned_operator_id = ${input.onlyAssignedTo}::uuid)`
    : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update live_chat_conversation set state = 'closed', closed_at = ${input.now.toISOString()}::timestamptz
        where id = ${input.id}::uuid and state <> 'closed' ${guard} returning id`,
  );
  return rows.length > 0;
}

export type InboxFilter = {
  merchantId: string;
  view: 'waiting' | 'mine' | 'all' | 'closed';
  operatorId: string;
  who?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

function inboxWhere(filter: InboxFilter): SQL {
  const parts: SQL[] = [sql`c.merchant_id = ${filter.merchantId}::uuid`];
  if (filter.view === 'waiting') parts.push(sql`c.state = 'waiting'`);
  if (filter.view === 'mine') parts.push(sql`c.state = 'open' and c.assigned_operator_id = ${filter.operatorId}::uuid`);
  if (filter.view === 'all') parts.push(sql`c.state <> 'closed'`);
  if (filter.view === 'closed') parts.push(sql`c.state = 'closed'`);
  if (filter.who) {
    const pattern = `%${filter.who.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    parts.push(sql`(mb.username ilike ${pattern} or c.visitor_name ilike ${pattern})`);
  }
  if (filter.from) parts.push(sql`c.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`c.created_at < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export async function listConversations(
  db: Db,
  filter: InboxFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const order = filter.view === 'closed' ? sql`c.closed_at desc, c.id desc` : sql`c.last_message_at desc, c.id desc`;
  const rows = await queryRows<ConversationRow>(
    db,
    sql`select ${conversationColumns} ${fromConversations} where ${inboxWhere(filter)}
        order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total ${fromConversations} where ${inboxWhere(filter)}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export async function isChatEnabled(db: Db, merchantId: string): Promise<boolean> {
  const [row] = await queryRows<{ enabled: boolean }>(
    db,
    sql`select enabled from live_chat_setting where merchant_id = ${merchantId}::uuid`,
  );
  return row?.enabled ?? true;
}

export async function saveChatEnabled(db: Db, merchantId: string, enabled: boolean, now: Date): Promise<void> {
  await db.execute(
    sql`insert into live_chat_setting (merchant_id, enabled, updated_at)
        values (${merchantId}::uuid, ${enabled}, ${now.toISOString()}::timestamptz)
        on conflict (merchant_id) do update set enabled = excluded.enabled, updated_at = excluded.updated_at`,
  );
}

export async function saveDuty(
  db: Db,
  input: { operatorId: string; merchantId: string; until: Date | null },
): Promise<void> {
  if (input.until === null) {
    await db.execute(
      sql`delete from live_chat_duty
          where operator_id = ${input.operatorId}::uuid and merchant_id = ${input.merchantId}::uuid`,
    );
    return;
  }
  await db.execute(
    sql`insert into live_chat_duty (operator_id, merchant_id, until)
        values (${input.operatorId}::uuid, ${input.merchantId}::uuid, ${input.until.toISOString()}::timestamptz)
        on conflict (operator_id, merchant_id) do update set until = excluded.until`,
  );
}

export async function listOnDuty(
  db: Db,
  merchantId: string,
  now: Date,
): Promise<{ id: string; username: string; until: Timestamp }[]> {
  return queryRows(
    db,
    sql`select o.id, o.username, d.until from live_chat_duty d join operator_account o on o.id = d.operator_id
        where d.merchant_id = ${merchantId}::uuid and d.until > ${now.toISOString()}::timestamptz
          and not o.disabled
        order by o.username`,
  );
}

export type CannedReplyRow = { id: string; title: string; text: string; updated_at: Timestamp };

export async function listCannedReplies(db: Db, merchantId: string): Promise<CannedReplyRow[]> {
  return queryRows<CannedReplyRow>(
    db,
    sql`select id, title, text, updated_at from live_chat_canned_reply
        where merchant_id = ${merchantId}::uuid order by sort_order, title, id`,
  );
}

export async function saveCannedReply(
  db: Db,
  input: { merchantId: string; id: string | null; title: string; text: string; now: Date },
): Promise<string | undefined> {
  const rows = input.id
    ? await queryRows<{ id: string }>(
        db,
        sql`update live_chat_canned_reply
            set title = ${input.title}, text = ${input.text}, updated_at = ${input.now.toISOString()}::timestamptz
            where id = ${input.id}::uuid and merchant_id = ${input.merchantId}::uuid returning id`,
      )
    : await queryRows<{ id: string }>(
        db,
        sql`insert into live_chat_canned_reply (merchant_id, title, text, updated_at)
            values (${input.merchantId}::uuid, ${input.title}, ${input.text}, ${input.now.toISOString()}::timestamptz)
            returning id`,
      );
  return rows[0]?.id;
}

export async function deleteCannedReply(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from live_chat_canned_reply where id = ${id}::uuid and merchant_id = ${merchantId}::uuid
        returning id`,
  );
  return rows.length > 0;
}

export type OfflineMessageRow = {
  id: string;
  username: string | null;
  name: string;
  contact: string;
  text: string;
  created_at: Timestamp;
};

export async function insertOfflineMessage(
  db: Db,
  input: { merchantId: string; memberId: string | null; name: string; contact: string; text: string; now: Date },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into live_chat_offline_message (merchant_id, member_id, name, contact, text, created_at)
        values (${input.merchantId}::uuid, ${input.memberId}::uuid, ${input.name}, ${input.contact}, ${input.text},
          ${input.now.toISOString()}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error('offline message not stored');
  return row.id;
}

export async function listOfflineMessages(
  db: Db,
  merchantId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: OfflineMessageRow[]; total: number }> {
  const rows = await queryRows<OfflineMessageRow>(
    db,
    sql`select f.id, mb.username, f.name, f.contact, f.text, f.created_at
        from live_chat_offline_message f left join member mb on mb.id = f.member_id
        where f.merchant_id = ${merchantId}::uuid
        order by f.created_at desc, f.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from live_chat_offline_message where merchant_id = ${merchantId}::uuid`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}
