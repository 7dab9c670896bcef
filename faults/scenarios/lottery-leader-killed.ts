import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { checkLedger } from '../lib/ledger-checks.js';
import { logIn } from '../lib/member-session.js';
import { startPlatformStack } from '../lib/platform-stack.js';
import type { PlatformInstance } from '../lib/platform-instance.js';
import { waitUntil } from '../lib/processes.js';
import { figure } from '../lib/scenario.js';
import type { Scenario } from '../lib/scenario.js';

/** The fastest games of the catalogue draw every minute, all on the same minute boundaries. */
const fastGames = ['WINGO_1', '5D_1', 'K3_1', 'SSC_1', '11X5_1', 'PK10_1', 'VN_FAST_1'];
const ticketGame = 'WINGO_1';
/** The job name `startLotteryJobs` locks (apps/server/src/jobs/run-lottery.ts). */
const lotteryJob = 'lottery-cycle';
/** `jobLockNamespace` of apps/server/src/jobs/scheduled-job.ts: the first half of every job lock's key. */
const jobLockNamespace = 0x43_4a_4f_42;

/**
 * Which instance's session holds the lottery job's advisory lock: pg_locks keeps the two halves of the key as
 * `classid` and `objid` (unsigned), and each instance names its sessions (application_name).
 */
async function lotteryLeader(client: pg.Client) {
  const result = await client.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objsubid = 2
        and l.classid::text::bigint = $1 and l.objid::text::bigint = (hashtext($2)::bigint + 4294967296) % 4294967296`,
    [jobLockNamespace, lotteryJob],
  );
  return result.rows.map((row) => row.application_name);
}

/**
 * Two instances run the lottery's clockwork, one at a time by its advisory lock. A member's orders on the
 * one-minute WinGo are placed through HAProxy, the instance holding the lottery job is killed with `kill -9`
 * before their draw falls due, and the other instance must take the job over: the draw that fell due while the
 * leader was dead is drawn and settled there, no draw of the fast games is skipped or drawn or settled twice, each
 * ticket is settled once and its prize or loss posted once.
 */
export const lotteryLeaderKilled: Scenario = {
  name: 'lottery-leader-killed',
  proves:
    'the instance leading the lottery job killed with kill -9: the other takes it over, no draw skipped or doubled, each ticket settled once',
  run: async (context) => {
    const stack = await startPlatformStack(context, { players: 1 });
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    context.defer(() => client.end());
    const brandHeaders = { host: 'localhost', 'content-type': 'application/json' };
    const token = await logIn(stack.loadBalancer.url, 'demo', 'Demo@2026');
    const mainBalance = async () =>
      BigInt(
        (
          await client.query<{ balance: string }>(
            `select a.balance_minor::text as balance from ledger_account a join member m on m.id = a.member_id
               join merchant b on b.id = m.merchant_id
              where b.code = 'demo' and m.username = 'demo' and a.kind = 'player_main' and a.currency = 'THB'`,
          )
        ).rows[0]?.balance ?? '0',
      );

    // The first draw of a fresh calendar opens at the next minute: wait until one is on sale with time to buy.
    let numero = '';
    const waitStarted = Date.now();
    await waitUntil(
      'a WINGO_1 draw on sale',
      async () => {
        const open = await client.query<{ numero: string }>(
          `select numero from lottery_draw where game_code = $1 and open_at <= now() and close_at > now() + interval '4 seconds'
            order by draw_at limit 1`,
          [ticketGame],
        );
        numero = open.rows[0]?.numero ?? '';
        return numero !== '';
      },
      { timeoutMs: 90_000, intervalMs: 250 },
    );
    context.report(`waited ${((Date.now() - waitStarted) / 1000).toFixed(1)} s for the first one-minute draw on sale`);
    const balanceBefore = await mainBalance();
    const placed: string[] = [];
    // Two sides that are not opposite (the game refuses those: LOTTERY_ROUND_CONFLICT); both lose only on 0, 2, 4.
    for (const [betTypeCode, selection, unitStake] of [
      ['WINGO_BIG_SMALL', 'BIG', '10.00'],
      ['WINGO_COLOUR', 'GREEN', '5.00'],
    ] as const) {
      const response = await fetch(`${stack.loadBalancer.url}/lgw/orders`, {
        method: 'POST',
        headers: { ...brandHeaders, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          gameCode: ticketGame,
          numero,
          bets: [{ pricing: 'fixed-odds', betTypeCode, selection, unitStake }],
        }),
      });
      const answer = (await response.json()) as { success: boolean; code?: string };
      placed.push(`${selection} ${unitStake} ${response.status}${answer.success ? '' : ` ${answer.code}`}`);
    }
    const tickets = await client.query<{ id: string }>(
      `select t.id::text from lottery_ticket t join lottery_draw d on d.id = t.draw_id where d.game_code = $1 and d.numero = $2`,
      [ticketGame, numero],
    );
    context.check(
      'orders placed through HAProxy before the kill',
      tickets.rows.length === 2,
      `${placed.join(', ')}; ${tickets.rows.length} tickets on ${ticketGame} ${numero}`,
    );

    const leaders = await lotteryLeader(client);
    const leader = stack.instances.find((instance) => instance.name === leaders[0]);
    const survivor = stack.instances.find((instance) => instance !== leader) as PlatformInstance;
    context.check(
      'one instance holds the lottery job',
      leaders.length === 1 && leader !== undefined,
      `lock held by ${leaders.join(', ') || 'nobody'}`,
    );
    if (!leader) return;
    const killedAt = await client.query<{ now: Date }>('select now()');
    await leader.kill();
    const killedAtTime = killedAt.rows[0]?.now ?? new Date();
    const drawAt = (
      await client.query<{ draw_at: Date }>('select draw_at from lottery_draw where game_code = $1 and numero = $2', [
        ticketGame,
        numero,
      ])
    ).rows[0]?.draw_at;
    context.report(
      `${leader.name} killed ${(((drawAt?.getTime() ?? 0) - killedAtTime.getTime()) / 1000).toFixed(1)} s before ${ticketGame} ${numero} falls due`,
    );
    await waitUntil(
      `${ticketGame} ${numero} settled`,
      async () =>
        (
          await client.query(`select 1 from lottery_draw where game_code = $1 and numero = $2 and status = 'SETTLED'`, [
            ticketGame,
            numero,
          ])
        ).rows.length === 1,
      { timeoutMs: 90_000, intervalMs: 250 },
    );
    // The other fast games' draws of the same minute are settled in the same pass or the next.
    await waitUntil(
      'every fast draw due settled',
      async () =>
        (
          await client.query(
            `select 1 from lottery_draw where game_code = any($1::text[]) and status <> 'SETTLED'
                and draw_at <= (select draw_at from lottery_draw where game_code = $2 and numero = $3)`,
            [fastGames, ticketGame, numero],
          )
        ).rows.length === 0,
      { timeoutMs: 30_000, intervalMs: 250 },
    ).catch(() => undefined);
    const newLeaders = await lotteryLeader(client);
    context.check(
      'the other instance took the lottery job over',
      newLeaders.length === 1 && newLeaders[0] === survivor.name && !leader.running(),
      `lock now held by ${newLeaders.join(', ') || 'nobody'}, ${leader.name} dead`,
    );

    // Every fast draw that fell due since the calendar was filled: once, in order, drawn and settled once.
    const draws = await client.query<{
      game_code: string;
      due: string;
      settled: string;
      settled_once: string;
      spanned_minutes: string;
      after_kill: string;
    }>(
      `select game_code, count(*)::text as due,
              count(*) filter (where status = 'SETTLED')::text as settled,
              count(*) filter (where status = 'SETTLED' and result_version = 1 and settled_version = 1)::text as settled_once,
              (extract(epoch from max(draw_at) - min(draw_at)) / 60 + 1)::int::text as spanned_minutes,
              count(*) filter (where draw_at > $2)::text as after_kill
         from lottery_draw where game_code = any($1::text[]) and draw_at <= (select draw_at from lottery_draw
          where game_code = $3 and numero = $4)
        group by game_code order by game_code`,
      [fastGames, killedAtTime, ticketGame, numero],
    );
    const rows = draws.rows;
    context.report(
      `draws due so far per fast game: ${rows.map((row) => `${row.game_code} ${row.due} (${row.after_kill} after the kill)`).join(', ')}`,
    );
    context.check(
      'no draw skipped, none drawn or settled twice',
      rows.length === fastGames.length &&
        rows.every(
          (row) =>
            row.due === row.spanned_minutes &&
            row.settled === row.due &&
            row.settled_once === row.due &&
            Number(row.after_kill) >= 1,
        ),
      `${rows.reduce((sum, row) => sum + Number(row.settled_once), 0)} draws of ${rows.length} games settled once at result version 1, one a minute without a gap, ${rows.reduce((sum, row) => sum + Number(row.due), 0)} due`,
    );

    const settled = await client.query<{ tickets: string; settlements: string; paid: string; statuses: string }>(
      `select count(distinct t.id)::text as tickets, count(s.ticket_id)::text as settlements,
              coalesce(sum(s.paid_minor), 0)::text as paid, string_agg(t.status || '@v' || t.settled_version, ',') as statuses
         from lottery_ticket t join lottery_draw d on d.id = t.draw_id
         left join lottery_settlement s on s.ticket_id = t.id
        where d.game_code = $1 and d.numero = $2`,
      [ticketGame, numero],
    );
    const row = settled.rows[0];
    context.check(
      'each ticket settled once',
      row?.tickets === '2' &&
        row.settlements === '2' &&
        (row.statuses ?? '').split(',').every((status) => /^(WON|LOST|PUSH)@v1$/.test(status)),
      `${row?.tickets} tickets, ${row?.settlements} settlement rows (${row?.statuses}), ${row?.paid} paid (minor units)`,
    );
    const postings = await client.query<{ transfers: string; credited: string }>(
      `select count(distinct l.id)::text as transfers, coalesce(sum(e.amount_minor), 0)::text as credited
         from ledger_transfer l join ledger_entry e on e.transfer_id = l.id
         join ledger_account a on a.id = e.account_id and a.kind = 'player_main'
        where l.idempotency_key like 'lottery:settle:' || (select id from lottery_draw where game_code = $1 and numero = $2) || ':%'`,
      [ticketGame, numero],
    );
    const balanceAfter = await mainBalance();
    const posting = postings.rows[0];
    const stakesMinor = 1500n;
    context.check(
      'the settlement posted once',
      posting?.credited === row?.paid &&
        Number(posting?.transfers ?? 0) <= 1 &&
        balanceAfter === balanceBefore - stakesMinor + BigInt(row?.paid ?? '0'),
      `${posting?.transfers} settlement transfer crediting ${posting?.credited}; demo's main wallet ${figure(Number(balanceBefore))} → ${figure(Number(balanceAfter))} (stakes ${stakesMinor}, paid ${row?.paid})`,
    );

    // The survivor keeps the calendar: a draw is on sale, and it takes an order.
    // Between a draw's close and its time nothing is on sale for five seconds: wait for the next one's sales.
    const onSaleQuery = () =>
      client.query<{ numero: string }>(
        `select numero from lottery_draw where game_code = $1 and open_at <= now() and close_at > now() + interval '2 seconds'
          order by draw_at limit 1`,
        [ticketGame],
      );
    await waitUntil('a draw on sale after the kill', async () => (await onSaleQuery()).rows.length === 1, {
      timeoutMs: 15_000,
      intervalMs: 250,
    }).catch(() => undefined);
    const onSale = await onSaleQuery();
    const after = await fetch(`${stack.loadBalancer.url}/lgw/orders`, {
      method: 'POST',
      headers: { ...brandHeaders, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        gameCode: ticketGame,
        numero: onSale.rows[0]?.numero ?? '',
        bets: [{ pricing: 'fixed-odds', betTypeCode: 'WINGO_BIG_SMALL', selection: 'BIG', unitStake: '1.00' }],
      }),
    });
    context.check(
      'draws keep opening on the survivor',
      onSale.rows.length === 1 && after.status === 200,
      `${ticketGame} ${onSale.rows[0]?.numero ?? 'none'} on sale, an order on it answered ${after.status}`,
    );

    for (const finding of await checkLedger(stack.databaseUrl, [])) {
      context.check(finding.check, finding.passed, finding.detail);
    }
  },
};
