import { randomBytes } from 'node:crypto';
import { formatMinor, pageOffset } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { KeysetCursor } from '../../db/keyset.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import {
  changeDepositStatus,
  countDepositQueue,
  findDepositById,
  listDepositQueueRows,
  findChannelByCode,
  findChannelById,
  findDeposit,
  findDepositByReference,
  insertDeposit,
  insertWebhookEvent,
  listDeposits,
  listEnabledChannels,
  setDepositSlip,
} from './deposit.repository.js';
import type { DepositQueueFilter, DepositRow, PaymentChannelRow } from './deposit.repository.js';
import type { DepositStatus } from './deposit.tables.js';

export type { DepositQueueFilter, DepositRow, PaymentChannelRow };

/** Rows per query of an export: one batch in memory however long the export. */
const exportBatchSize = 1_000;

/** Deposit channels, deposits and provider callbacks of a brand. */
export function createDepositService({ db, clock }: { db: Database; clock: Clock }) {
  /** The enabled channel for this amount, or PAYMENT_CHANNEL_UNAVAILABLE / AMOUNT_OUT_OF_RANGE. */
  async function channelFor(merchantId: string, code: string, amountMinor: bigint): Promise<PaymentChannelRow> {
    const channel = await findChannelByCode(db, merchantId, code);
    if (!channel?.enabled) throw new DomainError('PAYMENT_CHANNEL_UNAVAILABLE');
    if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor) {
      throw new DomainError('AMOUNT_OUT_OF_RANGE', {
        minAmount: formatMinor(channel.minMinor),
        maxAmount: formatMinor(channel.maxMinor),
      });
    }
    return channel;
  }

  async function openDeposit(input: {
    merchantId: string;
    memberId: string;
    channel: PaymentChannelRow;
    amountMinor: bigint;
    status: DepositStatus;
  }) {
    return insertDeposit(db, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      channelId: input.channel.id,
      amountMinor: input.amountMinor,
      status: input.status,
      providerReference: randomBytes(16).toString('hex'),
      createdAt: clock.now(),
    });
  }

  async function getDeposit(merchantId: string, id: string): Promise<DepositRow> {
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await findDeposit(db, merchantId, id) : undefined;
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  async function changeStatus(input: {
    id: string;
    from: DepositStatus[];
    to: DepositStatus;
    decidedBy?: string;
    reason?: string | null;
  }) {
    return changeDepositStatus(db, { ...input, now: clock.now() });
  }

  /** A page of the console's deposit queue (decision 0036). */
  async function listQueue(filter: DepositQueueFilter & { pageNo: number; pageSize: number }) {
    const [rows, total] = await Promise.all([
      listDepositQueueRows(db, filter, filter.pageSize, pageOffset(filter)),
      countDepositQueue(db, filter),
    ]);
    return { rows, total };
  }

  /**
   * Every deposit the queue's filter matches, a batch at a time. Batches page by offset: a row decided during the
   * export may leave or shift the status-filtered set, which an export of a moving queue accepts.
   */
  async function* exportQueue(filter: DepositQueueFilter) {
    let after: KeysetCursor | null = null;
    for (;;) {
      const rows = await listDepositQueueRows(db, filter, exportBatchSize, 0, after);
      yield* rows;
      const last = rows.at(-1);
      if (!last || rows.length < exportBatchSize) return;
      after = { key: last.cursorKey, id: last.deposit.id };
    }
  }

  /** A deposit by id alone, or NOT_FOUND. */
  async function getAnyDeposit(id: string): Promise<DepositRow> {
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await findDepositById(db, id) : undefined;
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  return {
    listQueue,
    exportQueue,
    getAnyDeposit,
    listChannels: (merchantId: string) => listEnabledChannels(db, merchantId),
    channelFor,
    channelById: (id: string) => findChannelById(db, id),
    channelByCode: (merchantId: string, code: string) => findChannelByCode(db, merchantId, code),
    openDeposit,
    getDeposit,
    findByReference: (channelId: string, reference: string) => findDepositByReference(db, channelId, reference),
    changeStatus,
    attachSlip: (id: string, slipPath: string) => setDepositSlip(db, id, slipPath),
    list: (input: {
      merchantId: string;
      memberId?: string;
      status?: DepositStatus;
      pageNo: number;
      pageSize: number;
    }) => listDeposits(db, { ...input, limit: input.pageSize, offset: pageOffset(input) }),
    recordWebhook: (channelId: string, eventId: string, rawBody: string) =>
      insertWebhookEvent(db, { channelId, eventId, rawBody, receivedAt: clock.now() }),
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
