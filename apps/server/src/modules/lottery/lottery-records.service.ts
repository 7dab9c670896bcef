import type { Language } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { findCatalogueGame } from './lottery-catalogue.js';
import { lotteryGameName } from './lottery-names.js';
import { listMemberTickets, sumMemberTickets } from './lottery.repository.js';
import type { MemberTicketFilter } from './lottery.repository.js';
import type { TicketStatus } from './lottery.tables.js';

/** A ticket's place in the betting record: waiting for its draw, settled, or undone (its stake given back). */
export type LotteryBetState = 'open' | 'settled' | 'cancelled';

const stateOf: Record<TicketStatus, LotteryBetState> = {
  PENDING: 'open',
  WON: 'settled',
  LOST: 'settled',
  PUSH: 'settled',
  VOID: 'cancelled',
  CANCELLED: 'cancelled',
  CHASE_STOPPED: 'cancelled',
};

/**
 * The member's lottery tickets as betting-record rows. The stake is what the ticket cost once the self-rebate paid
 * with the order came back (so a ticket given back nets to zero), the win what it returned: prize and refunds.
 */
export function createLotteryRecordsService({ db }: { db: Database }) {
  async function listMemberBets(filter: MemberTicketFilter & { limit: number; offset: number; language: Language }) {
    const rows = await listMemberTickets(db, filter);
    return rows.map((row) => {
      const game = findCatalogueGame({ gameCode: row.gameCode });
      return {
        ticketId: row.ticketId,
        orderNo: row.orderNo,
        period: row.period,
        numero: row.numero,
        gameCode: row.gameCode,
        gameName: game ? lotteryGameName(game, filter.language) : row.gameCode,
        currency: row.currency,
        stakeMinor: row.amountMinor - row.selfRebateMinor,
        winMinor: row.returnedMinor,
        state: stateOf[row.status],
        placedAt: row.placedAt,
        settledAt: row.settledAt,
      };
    });
  }

  return {
    listMemberBets,
    sumMemberBets: (filter: MemberTicketFilter) => sumMemberTickets(db, filter),
  };
}

export type LotteryRecordsService = ReturnType<typeof createLotteryRecordsService>;
