// Prints figures, never passes or fails on time: one daily-salary settlement run (issue #18, decision 0074) over
// AGENT_BENCH_AGENTS agents (10,000 by default) in a tree ten wide, each holding a contract cut from its upline's,
// and AGENT_BENCH_BETS settled bets (1,000,000) of AGENT_BENCH_PLAYERS players (100,000) under them, on PostgreSQL
// in a database of its own that is dropped afterwards. Bets are written as the members' half-hour play the
// settled-bet stream's summary makes (one row a bet: its worst case, no two bets summed into one row). A second run of
// the same window must post nothing; a check afterwards compares the run's gross with the engine's reference team
// aggregation over the same tree and play, and reconciles the ledger; a failed check sets the exit code.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { createAgentSettlement, settlementGraceMs } from '../apps/server/src/flows/settle-agent-contracts.js';
import { fixedClock } from '../apps/server/src/lib/clock.js';
import { startOfLocalDay } from '../apps/server/src/lib/time-zone.js';
import type { ContractTerms } from '../apps/server/src/modules/agent-contracts/index.js';
import { dailySalaryAmount, termsToStored } from '../apps/server/src/modules/agent-contracts/index.js';
import { createWalletService } from '../apps/server/src/modules/wallet/index.js';
import { openBenchDatabase } from './bench-database.js';

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const day = '2026-11-20';

/** Each level down pays 0.15 % less, so every contract is dominated by its upline's. */
function termsAtDepth(depth: number): ContractTerms {
  return {
    kind: 'daily_salary',
    activeMemberMinValidBetMinor: 10_000n,
    manualReceive: null,
    tiers: [
      { minValidBetMinor: 100_000n, minActiveMembers: 1, pay: { type: 'percent', ratePpm: 10_000 - depth * 1_500 } },
      { minValidBetMinor: 10_000_000n, minActiveMembers: 5, pay: { type: 'percent', ratePpm: 12_000 - depth * 1_500 } },
    ],
  };
}

export async function benchmarkAgentSettlement(input: {
  serverUrl: string;
  agents: number;
  players: number;
  bets: number;
}) {
  const handle = await openBenchDatabase(input.serverUrl, 10);
  const db = handle.db;
  try {
    const [brand] = await queryRows<{ id: string; time_zone: string; currency: string }>(
      db,
      sql`select id, time_zone, currency from merchant where code = 'demo'`,
    );
    if (!brand) throw new Error('no demo brand');
    const dayStart = startOfLocalDay(day, brand.time_zone);

    let started = performance.now();
    // Agent i's upline is agent floor(i / 10) − 1 (the first ten are top agents): written a level at a time, so the
    // closure's trigger finds every upline already there.
    const widths: [number, number][] = [];
    for (let from = 0, width = 10; from < input.agents; from += width, width *= 10)
      widths.push([from, Math.min(from + width, input.agents)]);
    for (const [depth, [from, to]] of widths.entries()) {
      await db.execute(
        sql`insert into member (merchant_id, username, nickname, type, password_hash, upline_id)
            select ${brand.id}::uuid, 'bagent' || i, 'bagent' || i, 1, 'not-a-hash',
              (select id from member where merchant_id = ${brand.id}::uuid and lower(username) = 'bagent' || (i / 10 - 1))
            from generate_series(${from}::int, ${to - 1}::int) as i`,
      );
      const terms = JSON.stringify(termsToStored(termsAtDepth(depth)));
      await db.execute(
        sql`with agents as (
              select m.id, m.upline_id from member m
              where m.merchant_id = ${brand.id}::uuid and lower(m.username) in
                (select 'bagent' || i from generate_series(${from}::int, ${to - 1}::int) as i)),
            contracts as (
              insert into agent_contract (merchant_id, kind, issuer_member_id, parent_contract_id, receiver_member_id,
                status)
              select ${brand.id}::uuid, 'daily_salary', a.upline_id,
                (select c.id from agent_contract c where c.receiver_member_id = a.upline_id), a.id, 'A'
              from agents a
              returning id),
            versions as (
              insert into agent_contract_version (contract_id, version_number, terms, created_by_kind, accepted_at,
                effective_from)
              select id, 1, ${terms}::jsonb, 'operator', ${dayStart.toISOString()}, ${dayStart.toISOString()}
              from contracts
              returning id)
            select count(*) from versions`,
      );
      // A statement's WITH parts cannot see each other's new rows: the current version is pointed at afterwards.
      await db.execute(
        sql`update agent_contract c set current_version_id = v.id from agent_contract_version v
            where v.contract_id = c.id and c.current_version_id is null`,
      );
    }
    await db.execute(
      sql`insert into member (merchant_id, username, nickname, type, password_hash, upline_id)
          select ${brand.id}::uuid, 'bplayer' || i, 'bplayer' || i, 0, 'not-a-hash',
            (select id from member where merchant_id = ${brand.id}::uuid
              and lower(username) = 'bagent' || (i % ${input.agents}))
          from generate_series(0, ${input.players - 1}::int) as i`,
    );
    // Bet b is player b mod P's, in half hour (b div P) mod 48 of the day, on one of four game types.
    await db.execute(
      sql`insert into member_play_slot (merchant_id, member_id, slot_start, game_type, vendor_code, currency,
            bet_count, stake_minor, payout_minor, valid_bet_minor)
          select ${brand.id}::uuid, p.id,
            ${dayStart.toISOString()}::timestamptz + ((b / ${input.players}) % 48) * interval '30 minutes',
            (array['slots', 'fishing', 'table', 'lottery'])[(b / ${input.players} / 48) % 4 + 1], 'HOUSE', ${brand.currency},
            1, 1000 + (b % 97) * 100, (b % 5) * 700, 1000 + (b % 97) * 100
          from generate_series(0, ${input.bets - 1}::int) as b
          join (select id, substring(username from 8)::int as n from member
            where merchant_id = ${brand.id}::uuid and username like 'bplayer%') p on p.n = b % ${input.players}`,
    );
    await db.execute(sql`analyze`);
    const loaded = seconds(started);

    const clock = fixedClock(new Date(dayStart.getTime() + 24 * 3_600_000 + settlementGraceMs));
    const settlement = createAgentSettlement({ db, clock });
    started = performance.now();
    const pass = await settlement.settleDueWindows();
    const settled = seconds(started);
    started = performance.now();
    const again = await settlement.settleDueWindows();
    const rerun = seconds(started);

    // The check: every line's gross against the engine's own amount on the team's play summed here independently.
    const teams = await queryRows<{
      receiver: string;
      depth: number;
      valid_bet: string;
      active: string;
      gross: string;
    }>(
      db,
      sql`select l.receiver_member_id as receiver, l.depth, l.gross_minor::text as gross,
            coalesce((select sum(s.valid_bet_minor) from member_closure d join member_play_slot s on s.member_id = d.descendant_id
              where d.ancestor_id = l.receiver_member_id), 0)::text as valid_bet,
            (select count(*) from member_closure d join member m on m.id = d.descendant_id and m.type = 0
              where d.ancestor_id = l.receiver_member_id
                and (select sum(s.valid_bet_minor) from member_play_slot s where s.member_id = d.descendant_id) >= 10000)::text
              as active
          from agent_settlement_line l`,
    );
    const mismatches = teams.filter((team) => {
      const expected = dailySalaryAmount(termsAtDepth(team.depth) as Extract<ContractTerms, { kind: 'daily_salary' }>, {
        kind: 'daily_salary',
        validBetMinor: BigInt(team.valid_bet),
        activeMembers: Number(team.active),
      }).grossMinor;
      return expected !== BigInt(team.gross);
    });
    const reconciled = await createWalletService({ db }).reconcile(brand.id);
    const [totals] = await queryRows<{ cost: string; paid: string; transfers: string }>(
      db,
      sql`select (select coalesce(sum(platform_cost_minor), 0) from agent_settlement_run)::text as cost,
            (select coalesce(sum(paid_minor), 0) from agent_obligation)::text as paid,
            (select count(*) from ledger_transfer where type = 'agent_salary')::text as transfers`,
    );

    console.log(
      `\nAgent contract settlement on PostgreSQL: ${input.agents} agents (tree ten wide, ${widths.length} levels), ` +
        `${input.players} players, ${input.bets} bets as half-hour play rows; one daily-salary window`,
    );
    console.table([
      { step: 'load (members, contracts, play)', seconds: loaded },
      {
        step: 'settle the window (claim, team facts, engine, lines, obligations) and pay every obligation',
        seconds: settled,
        runs: pass.runs,
        lines: pass.lines,
        paid: pass.obligationsPaid,
        owed: pass.obligationsOwed,
      },
      { step: 'run again: nothing due', seconds: rerun, runs: again.runs },
    ]);
    console.log(
      `platform cost ${totals?.cost} minor, paid down the tree ${totals?.paid} minor in ${totals?.transfers} ledger transfers; ` +
        `gross mismatches against the engine: ${mismatches.length} of ${teams.length}; ledger balanced: ${reconciled.balanced}`,
    );
    if (mismatches.length > 0 || !reconciled.balanced || again.runs !== 0 || pass.lines !== input.agents)
      process.exitCode = 1;
  } finally {
    await handle.close();
  }
}
