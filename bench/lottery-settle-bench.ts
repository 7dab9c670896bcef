// Prints figures, never passes or fails on time: how long `settleLotteryDraw` takes over one draw of a fixed-odds
// game (K3) with LOTTERY_SETTLE_TICKETS tickets (100,000 by default) from LOTTERY_SETTLE_MEMBERS members (1,000),
// on PostgreSQL (BENCH_POSTGRES_URL, else DATABASE_URL, else the local server), in a database of its own that is
// dropped afterwards. Tickets are written in bulk SQL, each with a real odds snapshot from the default table; each
// member's stakes are debited in one ledger transfer, so the books balance before and after. A check afterwards
// settles every stored ticket again with the pure `settleTicket` and compares, and reconciles the ledger; a failed
// check sets the exit code.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { settleLotteryDraw } from '../apps/server/src/flows/settle-lottery-draw.js';
import { lotteryHouseAccount } from '../apps/server/src/flows/shared/lottery-house-account.js';
import type { DrawResult, PricedTicket } from '../apps/server/src/modules/lottery/index.js';
import {
  findCatalogueGame,
  findDefaultOddsTable,
  formatWinNumbers,
  lotteryRepository,
  numbersOf,
  priceTicket,
  settleTicket,
  toPricedTicket,
  toStoredWager,
} from '../apps/server/src/modules/lottery/index.js';
import { lotteryTicket } from '../apps/server/src/modules/lottery/lottery.tables.js';
import { createWalletService } from '../apps/server/src/modules/wallet/index.js';
import { createFundedMembers, openBenchDatabase } from './bench-database.js';

const ticketCount = Number(process.env.LOTTERY_SETTLE_TICKETS ?? '100000');
const memberCount = Number(process.env.LOTTERY_SETTLE_MEMBERS ?? '1000');
const serverUrl =
  process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const gameCode = 'K3_1';
const result: DrawResult = { kind: 'dice', dice: [2, 2, 5] };
const fundedMinor = 10_000_000n;

const seconds = (since: number) => (performance.now() - since) / 1000;
/** A PostgreSQL array literal, sent as one parameter. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

/** Every kind of K3 bet at a few stakes, priced as a placement prices them: wins, losses and multi-bet tickets. */
function priceTemplates(): PricedTicket[] {
  const game = findCatalogueGame({ gameCode });
  const oddsTable = findDefaultOddsTable('K3', 'fixed-odds');
  if (!game || !oddsTable) throw new Error(`${gameCode} has no fixed-odds table`);
  const selections: [string, string][] = [
    ...Array.from({ length: 16 }, (_, index) => ['K3_SUM', String(3 + index)] as [string, string]),
    ...['BIG', 'SMALL', 'ODD', 'EVEN'].map((side) => ['K3_TWO_SIDES', side] as [string, string]),
    ...[1, 2, 3, 4, 5, 6].map((face) => ['K3_SINGLE_NUMBER', String(face)] as [string, string]),
    ...[1, 2, 3, 4, 5, 6].map((face) => ['K3_PAIR', String(face).repeat(2)] as [string, string]),
    ...[1, 2, 3, 4, 5, 6].map((face) => ['K3_TRIPLE', String(face).repeat(3)] as [string, string]),
    ['K3_ANY_TRIPLE', 'ANY'],
    ['K3_ANY_STRAIGHT', 'ANY'],
    ['K3_TWO_DIFFERENT', '2,5'],
    ['K3_TWO_DIFFERENT', '1,3,4'],
    ['K3_THREE_DIFFERENT', '2,4,5'],
    ['K3_PAIR_WITH_SINGLE', '22|5'],
    ['K3_SUM', '8,9,10'],
  ];
  return selections.flatMap(([betTypeCode, selection]) =>
    [100n, 200n, 500n].map((unitStakeMinor) => {
      const priced = priceTicket({
        game,
        betTypeCode,
        selection,
        wager: { pricing: 'fixed-odds', unitStakeMinor },
        oddsTable,
      });
      if (!priced.ok) throw new Error(`${betTypeCode} ${selection}: ${priced.reason} ${priced.detail}`);
      return priced.ticket;
    }),
  );
}

/** Ticket n belongs to member n mod M and uses template (n div M + 7 x member) mod K: the SQL below does the same. */
const memberOfTicket = (ticket: number) => ticket % memberCount;
const templateOfTicket = (ticket: number, templates: number) =>
  (Math.floor(ticket / memberCount) + memberOfTicket(ticket) * 7) % templates;

const handle = await openBenchDatabase(serverUrl, 5);
try {
  const { db } = handle;
  const seedStarted = performance.now();
  const { merchantId, members } = await createFundedMembers(handle, memberCount, 'settle');
  const templates = priceTemplates();
  const stakeOf = new Array<bigint>(memberCount).fill(0n);
  for (let ticket = 0; ticket < ticketCount; ticket += 1) {
    const member = memberOfTicket(ticket);
    stakeOf[member] =
      (stakeOf[member] ?? 0n) + (templates[templateOfTicket(ticket, templates.length)]?.amountMinor ?? 0n);
  }

  const [draw] = await queryRows<{ id: number; numero: string }>(
    db,
    sql`insert into lottery_draw (game_code, numero, day, sequence, open_at, close_at, draw_at)
        values (${gameCode}, 'BENCH-SETTLE', current_date, 1, clock_timestamp() - interval '1 minute',
          clock_timestamp() + interval '1 hour', clock_timestamp() + interval '1 hour 5 seconds')
        returning id::int as id, numero`,
  );
  if (!draw) throw new Error('draw not written');

  // One order per member holding all their tickets, as an order of many bets would.
  const orders = await queryRows<{ id: string; position: number; wallet_account_id: string; order_no: string }>(
    db,
    sql`insert into lottery_order (order_no, merchant_id, member_id, game_code, currency, wallet_account_id,
          idempotency_key, request_hash, periods, stop_on_win, total_amount_minor)
        select 'BENCH' || lpad(m.position::text, 6, '0'), ${merchantId}::uuid, m.member_id, ${gameCode}, 'THB',
          m.wallet_account_id, 'bench-settle-' || m.position, 'bench', 1, false, m.total
        from unnest(${arrayLiteral(members.map((member) => member.memberId))}::uuid[],
          ${arrayLiteral(members.map((member) => member.mainAccountId))}::uuid[],
          ${arrayLiteral(stakeOf.map(String))}::bigint[])
          with ordinality as m(member_id, wallet_account_id, total, position)
        returning id, (substring(order_no from 6))::int as position, wallet_account_id, order_no`,
  );
  const templateRows = JSON.stringify(
    templates.map((template, index) => ({
      index,
      betTypeCode: template.betTypeCode,
      selection: template.selection,
      numbers: numbersOf(template),
      betCount: template.betCount,
      amountMinor: template.amountMinor.toString(),
      wager: toStoredWager(template.wager),
      odds: template.odds,
    })),
  );
  await db.execute(sql`with template as (
      select (t->>'index')::int as index, t->>'betTypeCode' as bet_type_code, t->>'selection' as selection,
        array(select jsonb_array_elements_text(t->'numbers')) as numbers, (t->>'betCount')::int as bet_count,
        (t->>'amountMinor')::bigint as amount_minor, t->'wager' as wager, t->'odds' as odds
      from jsonb_array_elements(${templateRows}::jsonb) as t
    ), placed as (
      select o.id, o.member_id, (substring(o.order_no from 6))::int - 1 as member
      from lottery_order o where o.order_no like 'BENCH%'
    )
    insert into lottery_ticket (order_id, merchant_id, member_id, draw_id, period, bet_type_code, selection, numbers,
      bet_count, amount_minor, wager, odds, placed_at)
    select p.id, ${merchantId}::uuid, p.member_id, ${draw.id}, 1, t.bet_type_code, t.selection, t.numbers,
      t.bet_count, t.amount_minor, t.wager, t.odds, clock_timestamp()
    from generate_series(0, ${ticketCount - 1}) as g(n)
    join placed p on p.member = g.n % ${memberCount}
    join template t on t.index = (g.n / ${memberCount} + (g.n % ${memberCount}) * 7) % ${templates.length}`);

  // Each member's stakes leave their wallet in one transfer, keyed as a placement keys its debit.
  const wallet = createWalletService({ db });
  const house = await lotteryHouseAccount(wallet, merchantId, 'THB');
  for (const order of orders) {
    const amountMinor = stakeOf[order.position - 1] ?? 0n;
    if (amountMinor === 0n) continue;
    await wallet.transfer({
      merchantId,
      currency: 'THB',
      idempotencyKey: `lottery:bet:${order.id}:1`,
      type: 'bet',
      reference: order.order_no,
      debitAccountId: order.wallet_account_id,
      creditAccountId: house.id,
      amountMinor,
      metadata: { lottery: gameCode, numero: draw.numero },
    });
  }

  // Its time comes: closed, then a result at version 1.
  await db.execute(sql`update lottery_draw set open_at = clock_timestamp() - interval '2 minutes',
    close_at = clock_timestamp() - interval '6 seconds', draw_at = clock_timestamp() - interval '1 second'
    where id = ${draw.id}`);
  await lotteryRepository.closeDueDraws(db);
  const resulted = await lotteryRepository.recordDrawOutcome(db, {
    drawId: draw.id,
    fromStatuses: ['CLOSED'],
    expectedVersion: 0,
    outcome: { status: 'RESULTED', result, winNumbers: formatWinNumbers(result) },
  });
  if (!resulted) throw new Error('result not recorded');
  await db.execute(sql`analyze`);
  const seedSeconds = seconds(seedStarted);

  const started = performance.now();
  const settled = await settleLotteryDraw({ db }, draw.id);
  const settleSeconds = seconds(started);

  // Checks: every stored ticket settled again by the pure function, the sums, the wallets, the ledger.
  const tickets = await db.select().from(lotteryTicket).where(eq(lotteryTicket.drawId, draw.id));
  let expectedMinor = 0n;
  let returnedMinor = 0n;
  let mismatched = 0;
  let won = 0;
  for (const ticket of tickets) {
    const settlement = settleTicket(toPricedTicket(ticket, gameCode), { status: 'RESULTED', result });
    expectedMinor += settlement.returnMinor;
    returnedMinor += ticket.returnedMinor;
    if (settlement.returnMinor !== ticket.returnedMinor || settlement.status !== ticket.status) mismatched += 1;
    if (settlement.status === 'WON') won += 1;
  }
  const [sums] = await queryRows<{
    settlements: number;
    transfers: number;
    paid: string;
    balances: string;
    stakes: string;
  }>(
    db,
    sql`select (select count(*)::int from lottery_settlement s join lottery_ticket t on t.id = s.ticket_id
                where t.draw_id = ${draw.id}) as settlements,
               (select count(*)::int from ledger_transfer l
                where l.idempotency_key like ${`lottery:settle:${draw.id}:%`}) as transfers,
               (select coalesce(sum(s.paid_minor), 0)::text from lottery_settlement s
                join lottery_ticket t on t.id = s.ticket_id where t.draw_id = ${draw.id}) as paid,
               (select coalesce(sum(a.balance_minor), 0)::text from ledger_account a
                where a.id = any(${arrayLiteral(members.map((member) => member.mainAccountId))}::uuid[])) as balances,
               (select coalesce(sum(t.amount_minor), 0)::text from lottery_ticket t where t.draw_id = ${draw.id}) as stakes`,
  );
  const stakesMinor = BigInt(sums?.stakes ?? '0');
  const walletsOk = BigInt(sums?.balances ?? '0') === fundedMinor * BigInt(memberCount) - stakesMinor + expectedMinor;
  const reconciliation = await wallet.reconcile();
  const drawAfter = await lotteryRepository.findDrawById(db, draw.id);
  const checks = {
    'every ticket settled once': settled.tickets === ticketCount && sums?.settlements === ticketCount,
    'each return = settleTicket': mismatched === 0,
    'sum of returns = expected': returnedMinor === expectedMinor && BigInt(sums?.paid ?? '-1') === expectedMinor,
    'wallets = funds - stakes + returns': walletsOk,
    'draw settled at version 1': drawAfter?.status === 'SETTLED' && drawAfter.settledVersion === 1,
    'ledger reconciles': reconciliation.balanced,
  };
  const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

  console.log(
    `\nSettling one ${gameCode} draw on PostgreSQL (result ${formatWinNumbers(result)}; seeded in ${seedSeconds.toFixed(1)} s)`,
  );
  console.table([
    {
      tickets: ticketCount,
      members: memberCount,
      won,
      stakes: money(stakesMinor),
      returns: money(expectedMinor),
      seconds: settleSeconds.toFixed(2),
      'tickets/s': Math.round(ticketCount / settleSeconds),
      'members paid': settled.members.size,
      'ledger transfers': sums?.transfers ?? 0,
    },
  ]);
  console.table(Object.entries(checks).map(([check, passed]) => ({ check, result: passed ? 'ok' : 'FAILED' })));
  if (Object.values(checks).some((passed) => !passed)) process.exitCode = 1;
} finally {
  await handle.close();
}
