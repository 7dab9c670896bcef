import { createHash, randomBytes } from 'node:crypto';
import type { Language, PlaceBet, PlacedOrder, PlaceOrderBody } from '@croupier/contracts';
import { formatMinor, parseMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { hasCause, isUniqueViolation, runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Merchant } from '../modules/merchant/index.js';
import { systemClock } from '../lib/clock.js';
import { createBonusService } from '../modules/bonus/index.js';
import { passMoneyGate } from '../modules/responsible-gaming/index.js';
import {
  createLotteryService,
  findCatalogueGame,
  findRoundConflict,
  lotteryRepository,
  priceTicket,
  numbersOf,
  toStoredWager,
} from '../modules/lottery/index.js';
import type { GameSetting, PricedTicket, Wager } from '../modules/lottery/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import type { AuthenticatedMember } from './shared/authenticated-member.js';
import type { WalletDependencies } from './shared/member-balance.js';
import { lotteryHouseAccount } from './shared/lottery-house-account.js';
import { refuseTrialAccount } from './shared/authenticated-member.js';
import { publishMemberBalance } from './shared/member-balance.js';

const unitPriceMinor = 200n;

function hashBody(body: PlaceOrderBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

function newOrderNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `L${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

function wagerOf(bet: PlaceBet, setting: GameSetting): Wager {
  if (bet.pricing === 'fixed-odds') return { pricing: 'fixed-odds', unitStakeMinor: parseMinor(bet.unitStake) };
  return {
    pricing: 'prize-group',
    unitPriceMinor,
    multiple: bet.multiple,
    modeDivisor: bet.mode,
    series: bet.series,
    memberSeries: setting.memberSeries,
  };
}

/** The ticket guard trigger refused the ticket: its draw was not on sale by the database's clock. */
const isDrawClosedError = (error: unknown): boolean =>
  hasCause(error, (cause) => cause instanceof Error && cause.message.includes('LOTTERY_DRAW_CLOSED'));

/** A stake share per number: a ticket's amount spread over the numbers it names (limits per number count it). */
function numberStakes(tickets: readonly { numbers: readonly string[]; amountMinor: bigint }[]) {
  const stakes = new Map<string, bigint>();
  for (const ticket of tickets) {
    if (ticket.numbers.length === 0) continue;
    const share = ticket.amountMinor / BigInt(ticket.numbers.length);
    for (const number of ticket.numbers) stakes.set(number, (stakes.get(number) ?? 0n) + share);
  }
  return stakes;
}

/**
 * Places a lottery order (spec §7, reference §5): prices every bet from the brand's odds table in force, checks
 * the limits and round rules against the member's tickets already in each draw, writes the tickets and debits each
 * period, all in one transaction. The database refuses a ticket for a draw not on sale by its own clock (a
 * trigger), so a bet racing the close either lands before it or not at all. `requestKey` makes a retry harmless:
 * the same order is answered again.
 */
export async function placeLotteryOrder(
  dependencies: WalletDependencies,
  input: {
    merchant: Merchant;
    member: AuthenticatedMember;
    body: PlaceOrderBody;
    requestKey: string;
    language: Language;
  },
): Promise<PlacedOrder> {
  const { merchant, member: authenticated, body } = input;
  const { member } = authenticated;
  refuseTrialAccount(authenticated);
  const game = findCatalogueGame({ gameCode: body.gameCode });
  if (!game) throw new DomainError('NOT_FOUND', { gameCode: body.gameCode });
  const lottery = createLotteryService({ db: dependencies.db });
  const setting = await lottery.gameSetting(merchant.id, game);
  if (!setting.enabled) throw new DomainError('GAME_MAINTENANCE');
  const periods = body.chase?.periods ?? 1;
  if (periods > setting.maxChasePeriods) {
    throw new DomainError('LOTTERY_LIMIT_EXCEEDED', { limit: 'chase', maximum: setting.maxChasePeriods });
  }

  const priced: PricedTicket[] = [];
  const numbersOfBets: string[][] = [];
  for (const bet of body.bets) {
    const table = await lottery.oddsTable(merchant.id, game, bet.pricing);
    if (!table) throw new DomainError('LOTTERY_BET_INVALID', { reason: 'BET_TYPE_NOT_OFFERED' });
    const result = priceTicket({
      game,
      betTypeCode: bet.betTypeCode,
      selection: bet.selection,
      wager: wagerOf(bet, setting),
      oddsTable: table,
      numberLimits: { closed: setting.closedNumbers, payoutPercent: setting.numberPayoutPercent },
    });
    if (!result.ok) {
      if (result.reason === 'NUMBER_CLOSED') throw new DomainError('LOTTERY_NUMBER_CLOSED', { number: result.detail });
      throw new DomainError('LOTTERY_BET_INVALID', { reason: result.reason, detail: result.detail });
    }
    const { ticket } = result;
    if (ticket.amountMinor < setting.minStakeMinor || ticket.amountMinor > setting.maxStakeMinor) {
      throw new DomainError('LOTTERY_LIMIT_EXCEEDED', {
        limit: 'stake',
        minimum: formatMinor(setting.minStakeMinor),
        maximum: formatMinor(setting.maxStakeMinor),
      });
    }
    priced.push(ticket);
    numbersOfBets.push(numbersOf(ticket));
  }
  const periodAmount = priced.reduce((sum, ticket) => sum + ticket.amountMinor, 0n);
  const periodRebate = priced.reduce((sum, ticket) => sum + ticket.selfRebateMinor, 0n);
  const requestHash = hashBody(body);
  // Both accounts are made (if new) and committed before the bet's transaction: the wallet remembers account ids
  // for the life of the process, and must never remember one that a refused bet rolled back.
  const accounts = createWalletService({ db: dependencies.db });
  const main = await accounts.accountRef({
    merchantId: merchant.id,
    currency: merchant.currency,
    kind: mainWalletKind(member.type),
    memberId: member.id,
    vendorCode: '',
  });
  const house = await lotteryHouseAccount(accounts, merchant.id, merchant.currency);

  const place = () =>
    runInTransaction(dependencies.db, async (transaction) => {
      const db = transaction as unknown as Database;
      const existing = await lotteryRepository.findOrderByKey(db, merchant.id, input.requestKey);
      if (existing) {
        if (existing.requestHash !== requestHash) {
          throw new DomainError('CONFLICT', { idempotencyKey: input.requestKey });
        }
        return { orderId: existing.id, orderNo: existing.orderNo, balance: null };
      }
      const wallet = createWalletService({ db });
      await wallet.lockWallet(main.id);
      // A chase stakes every period now, so the gate weighs the whole order.
      await passMoneyGate(
        db,
        {
          memberId: member.id,
          measure: 'stake',
          amountMinor: periodAmount * BigInt(periods),
          loginSessionId: authenticated.sessionId,
        },
        merchant.timeZone,
      );
      // A live bonus's max bet bounds each bet here too (decision 0077); the lottery draws cash only.
      const largestBet = priced.reduce(
        (largest, ticket) => (ticket.amountMinor > largest ? ticket.amountMinor : largest),
        0n,
      );
      await createBonusService({ db, clock: systemClock }).assertStakeAllowed(member.id, largestBet);

      const first = await lotteryRepository.findDraw(db, game.code, body.numero);
      if (!first) throw new DomainError('DRAW_NOT_FOUND', { numero: body.numero });
      const now = await lotteryRepository.databaseNow(db);
      if (first.status !== 'SCHEDULED' || now >= first.closeAt || now < first.openAt) {
        throw new DomainError('DRAW_CLOSED', { numero: first.numero });
      }
      const draws = periods === 1 ? [first] : await lotteryRepository.listDrawsFrom(db, game.code, first, periods);
      if (draws.length < periods) {
        throw new DomainError('LOTTERY_LIMIT_EXCEEDED', { limit: 'chase', maximum: draws.length });
      }

      const held = await lotteryRepository.listMemberDrawTickets(
        db,
        member.id,
        draws.map((draw) => draw.id),
      );
      for (const draw of draws) {
        const inDraw = held.filter((ticket) => ticket.drawId === draw.id);
        const drawStake = inDraw.reduce((sum, ticket) => sum + ticket.amountMinor, 0n) + periodAmount;
        if (drawStake > setting.maxDrawStakeMinor) {
          throw new DomainError('LOTTERY_LIMIT_EXCEEDED', {
            limit: 'draw',
            numero: draw.numero,
            maximum: formatMinor(setting.maxDrawStakeMinor),
          });
        }
        const stakes = numberStakes([
          ...inDraw,
          ...priced.map((ticket, index) => ({ numbers: numbersOfBets[index] ?? [], amountMinor: ticket.amountMinor })),
        ]);
        for (const [number, stake] of stakes) {
          if (stake > setting.maxNumberStakeMinor) {
            throw new DomainError('LOTTERY_LIMIT_EXCEEDED', {
              limit: 'number',
              number,
              maximum: formatMinor(setting.maxNumberStakeMinor),
            });
          }
        }
        const seen = inDraw.map((ticket) => ({ betTypeCode: ticket.betTypeCode, selection: ticket.selection }));
        for (const ticket of priced) {
          const conflict = findRoundConflict(seen, ticket);
          if (conflict) throw new DomainError('LOTTERY_ROUND_CONFLICT', conflict);
          seen.push({ betTypeCode: ticket.betTypeCode, selection: ticket.selection });
        }
      }

      const order = await lotteryRepository.insertOrder(db, {
        orderNo: newOrderNumber(now),
        merchantId: merchant.id,
        memberId: member.id,
        gameCode: game.code,
        currency: merchant.currency,
        walletAccountId: main.id,
        idempotencyKey: input.requestKey,
        requestHash,
        periods,
        stopOnWin: body.chase?.stopOnWin ?? false,
        totalAmountMinor: periodAmount * BigInt(periods),
      });
      await lotteryRepository.insertTickets(
        db,
        draws.flatMap((draw, index) =>
          priced.map((ticket, betIndex) => ({
            orderId: order.id,
            merchantId: merchant.id,
            memberId: member.id,
            drawId: draw.id,
            period: index + 1,
            betTypeCode: ticket.betTypeCode,
            selection: ticket.selection,
            numbers: numbersOfBets[betIndex] ?? [],
            betCount: ticket.betCount,
            amountMinor: ticket.amountMinor,
            selfRebateMinor: ticket.selfRebateMinor,
            wager: toStoredWager(ticket.wager),
            odds: ticket.odds,
            placedAt: now,
          })),
        ),
      );
      let balance: bigint | null = null;
      for (const [index, draw] of draws.entries()) {
        const posted = await wallet.transfer({
          merchantId: merchant.id,
          currency: merchant.currency,
          idempotencyKey: `lottery:bet:${order.id}:${index + 1}`,
          type: 'bet',
          reference: order.orderNo,
          debitAccountId: main.id,
          creditAccountId: house.id,
          amountMinor: periodAmount,
          metadata: { lottery: game.code, numero: draw.numero },
        });
        balance = posted.debitBalanceMinor;
        if (periodRebate > 0n) {
          const rebate = await wallet.transfer({
            merchantId: merchant.id,
            currency: merchant.currency,
            idempotencyKey: `lottery:rebate:${order.id}:${index + 1}`,
            type: 'bonus',
            reference: order.orderNo,
            debitAccountId: house.id,
            creditAccountId: main.id,
            amountMinor: periodRebate,
            metadata: { lottery: game.code, numero: draw.numero, selfRebate: true },
          });
          balance = rebate.creditBalanceMinor;
        }
      }
      return { orderId: order.id, orderNo: order.orderNo, balance };
    });

  let placed: { orderId: string; orderNo: string; balance: bigint | null };
  try {
    try {
      placed = await place();
    } catch (error) {
      // Two first deliveries of one key raced: the loser's order insert hit the key; now it is a replay.
      if (!isUniqueViolation(error)) throw error;
      placed = await place();
    }
  } catch (error) {
    if (isDrawClosedError(error)) throw new DomainError('DRAW_CLOSED', { numero: body.numero });
    throw error;
  }
  await publishMemberBalance(dependencies, { merchant, member });
  const view = await lottery.orderTickets(merchant.id, placed.orderId, input.language);
  const balance =
    placed.balance ??
    (
      await createWalletService({ db: dependencies.db }).mainWallet(
        merchant.id,
        merchant.currency,
        member.id,
        mainWalletKind(member.type),
      )
    ).balanceMinor ??
    0n;
  return {
    orderNo: placed.orderNo,
    totalAmount: formatMinor(view.totalMinor),
    balance: formatMinor(balance),
    currency: merchant.currency,
    tickets: view.tickets,
  };
}
