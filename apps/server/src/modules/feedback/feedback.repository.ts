import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { FeedbackImageFacts } from './feedback.tables.js';

type Db = Pick<Database, 'execute'>;
type Timestamp = Date | string;
type Status = 'new' | 'read' | 'answered';

export type FeedbackRow = {
  id: string;
  merchant_id: string;
  member_id: string | null;
  username: string | null;
  category: string | null;
  content: string;
  contact: string | null;
  images: FeedbackImageFacts[];
  status: Status;
  answer: string | null;
  answered_by: string | null;
  answered_at: Timestamp | null;
  created_at: Timestamp;
};

const columns = sql`f.id, f.merchant_id, f.member_id, mb.username, f.category, f.content, f.contact, f.images,
  f.status, f.answer, o.username as answered_by, f.answered_at, f.created_at`;
const fromFeedback = sql`from feedback f
  left join member mb on mb.id = f.member_id
  left join operator_account o on o.id = f.answered_by`;

/** Writes a feedback without images yet (they are added in the same transaction, then `images` set). */
export async function insertFeedback(
  db: Db,
  input: {
    merchantId: string;
    memberId: string | null;
    category: string | null;
    content: string;
    contact: string | null;
    now: Date;
  },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into feedback (merchant_id, member_id, category, content, contact, created_at)
        values (${input.merchantId}::uuid, ${input.memberId}::uuid, ${input.category}, ${input.content},
          ${input.contact}, ${input.now.toISOString()}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error('feedback not stored');
  return row.id;
}

export async function insertFeedbackImage(
  db: Db,
  input: { feedbackId: string; contentType: string; bytes: Buffer },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into feedback_image (feedback_id, content_type, bytes)
        values (${input.feedbackId}::uuid, ${input.contentType}, ${input.bytes}) returning id`,
  );
  if (!row) throw new Error('feedback image not stored');
  return row.id;
}

export async function setFeedbackImages(db: Db, id: string, images: FeedbackImageFacts[]): Promise<void> {
  await db.execute(
    sql`update feedback set images = ${JSON.stringify(images)}::jsonb, image_count = ${images.length}
        where id = ${id}::uuid`,
  );
}

export async function findFeedback(db: Db, id: string): Promise<FeedbackRow | undefined> {
  const [row] = await queryRows<FeedbackRow>(db, sql`select ${columns} ${fromFeedback} where f.id = ${id}::uuid`);
  return row;
}

/** A brand's feedback, newest first, of one status or all. */
export async function listFeedback(
  db: Db,
  merchantId: string,
  filter: { status: Status | undefined; limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = sql`f.merchant_id = ${merchantId}::uuid ${filter.status ? sql`and f.status = ${filter.status}` : sql``}`;
  const rows = await queryRows<FeedbackRow>(
    db,
    sql`select ${columns} ${fromFeedback} where ${where}
        order by f.created_at desc, f.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from feedback f where ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** New becomes read; read and answered stay as they are. Answers whether the row changed. */
export async function markFeedbackRead(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update feedback set status = 'read' where id = ${id}::uuid and status = 'new' returning id`,
  );
  return rows.length > 0;
}

/** Records the answer once: a second answer (another operator racing) finds it answered and changes nothing. */
export async function recordFeedbackAnswer(
  db: Db,
  input: { id: string; answer: string; operatorId: string; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update feedback set status = 'answered', answer = ${input.answer}, answered_by = ${input.operatorId}::uuid,
          answered_at = ${input.now.toISOString()}::timestamptz
        where id = ${input.id}::uuid and status <> 'answered' returning id`,
  );
  return rows.length > 0;
}

export async function findFeedbackImage(
  db: Db,
  id: string,
): Promise<{ feedback_id: string; content_type: string; bytes: Buffer } | undefined> {
  const [row] = await queryRows<{ feedback_id: string; content_type: string; bytes: Buffer }>(
    db,
    sql`select feedback_id, content_type, bytes from feedback_image where id = ${id}::uuid`,
  );
  return row;
}
