// Prints figures, never passes or fails on time (reference §10, B1, B3, B4): on PostgreSQL (BENCH_POSTGRES_URL, else
// DATABASE_URL, else the local server), in a scratch database dropped afterwards, the sportsbook's settlement of
// SPORTSBOOK_BENCH_TICKETS tickets (100,000) on one event (70 % singles over its 10 markets, 30 % two-leg parlays
// whose other leg already won), then the resettlement of the same after every result flips, each timed from the
// result to the last wallet call acknowledged ('settled, s' when the settlement returns, its pages written and each
// page's lanes sent once it committed; 'last ack, s' after the drain that follows, as in the settlement hook); then
// ticket placement per second through the whole acceptance pipeline with 16 and 64 concurrent clients. The platform
// wallet is an in-process idempotent stand-in (one money move per transaction id) behind the book's own sender, so
// the figures are the book's own database work and outbox, not HTTP to the platform.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { WalletAnswer } from '@croupier/contracts';
import { formatMinor, parseMinor } from '@croupier/contracts';
import type { WalletReply } from '@croupier/contracts/vendor-wallet-client';
import { placeTicket } from '../apps/sportsbook/src/betting/place-ticket.js';
import { defaultRiskSettings, writeRiskSettings } from '../apps/sportsbook/src/betting/risk-settings.js';
import { ticketWalletEffects } from '../apps/sportsbook/src/betting/ticket-lifecycle.js';
import { bookTicketMaths } from '../apps/sportsbook/src/betting/ticket-maths.js';
import type { OutcomeResult } from '../apps/sportsbook/src/domain/sportsbook-model.js';
import type { SettlementServices } from '../apps/sportsbook/src/settlement/settle-tickets.js';
import { reopenSettledTickets, settleMarkets } from '../apps/sportsbook/src/settlement/settle-tickets.js';
import { migrateSportsbookDatabase } from '../apps/sportsbook/src/store/migrate.js';
import { openSportsbookDatabase, queryRows } from '../apps/sportsbook/src/store/sportsbook-database.js';
import type { SportsbookDatabase } from '../apps/sportsbook/src/store/sportsbook-database.js';
import type { SportsbookWallet } from '../apps/sportsbook/src/wallet/wallet-sender.js';
import { createWalletSender } from '../apps/sportsbook/src/wallet/wallet-sender.js';
import { createScratchDatabase } from './bench-database.js';

const seconds = (since: number) => (performance.now() - since) / 1000;
const timeZone = 'Asia/Bangkok';

/** The platform's seamless wallet in memory: one move per transaction id, a replay answers the first. */
function memoryWallet() {
  const balances = new Map<string, bigint>();
  const answers = new Map<string, WalletReply<WalletAnswer>>();
  const moves = new Map<string, bigint>();
  let calls = 0;
  const move = (playerId: string, transactionId: string, net: bigint): Promise<WalletReply<WalletAnswer>> => {
    calls += 1;
    const stored = answers.get(transactionId);
    if (stored) return Promise.resolve(stored);
    const balance = (balances.get(playerId) ?? 1_000_000_000n) + net;
    balances.set(playerId, balance);
    moves.set(transactionId, net);
    const reply: WalletReply<WalletAnswer> = { ok: true, value: { balance: formatMinor(balance), currency: 'THB' } };
    answers.set(transactionId, reply);
    return Promise.resolve(reply);
  };
  const wallet: SportsbookWallet = {
    bet: (input) => move(input.playerId, input.transactionId, -parseMinor(input.amount)),
    win: (input) => move(input.playerId, input.transactionId, parseMinor(input.amount)),
    rollback: (input) => move(input.playerId, input.transactionId, -(moves.get(input.referenceTransactionId) ?? 0n)),
    // The platform's correction: the bench's balances never run short, so it posts the amount in full.
    adjust: (input) => move(input.playerId, input.transactionId, parseMinor(input.amount)),
  };
  return {
    wallet,
    get calls() {
      return calls;
    },
  };
}

function servicesOf(database: SportsbookDatabase, wallet: SportsbookWallet): SettlementServices {
  const sender = createWalletSender({ database, wallet, onAnswered: ticketWalletEffects(timeZone), concurrency: 16 });
  return { database, maths: bookTicketMaths, sender, timeZone };
}

const overUnderLines = ['1.5', '1.75', '2', '2.25', '2.5', '2.75', '3', '3.25', '3.5'];
const marketKeys = ['ft_1x2', ...overUnderLines.map((line) => `ft_ou|total=${line}`)];
const outcomesOf = (key: string) => (key === 'ft_1x2' ? ['1', 'X', '2'] : ['over', 'under']);

async function seedEvent(database: SportsbookDatabase, eventId: string) {
  const name = JSON.stringify({ id: 'x', name: { th: 'ทีม', en: 'Team' } });
  await database.db.execute(sql`insert into sportsbook.events (event_id, sport, competition_id, competition_name, tier,
      home, away, start_time) values (${eventId}, 'football', 'bench-league', ${JSON.stringify({ th: 'ลีก', en: 'League' })}::jsonb,
      1, ${name}::jsonb, ${name}::jsonb, now() + interval '1 day')`);
  for (const key of marketKeys) {
    const outcomes = outcomesOf(key).map((id) => ({
      id,
      oddsMilli: key === 'ft_1x2' ? 2900 : 1900,
      probability: 0.33,
      active: true,
    }));
    await database.db
      .execute(sql`insert into sportsbook.markets (event_id, market_key, type, specifiers, status, producer, outcomes)
        values (${eventId}, ${key}, ${key === 'ft_1x2' ? 'ft_1x2' : 'ft_ou'}, ${key.split('|')[1] ?? ''}, 1, 'pre', ${JSON.stringify(outcomes)}::jsonb)`);
  }
}

/** 1X2 and totals on `goals` goals (home wins when `homeWins`), as the results function would give them. */
function resultsFor(key: string, homeWins: boolean, goals: number): OutcomeResult[] {
  if (key === 'ft_1x2')
    return ['1', 'X', '2'].map((outcomeId) => ({
      outcomeId,
      result: outcomeId === (homeWins ? '1' : '2') ? 1 : 0,
    }));
  const line = Number(key.split('=')[1]);
  // A quarter line is two half stakes on the lines beside it; each half wins, pushes or loses on its own.
  const halves = (line * 4) % 2 === 1 ? [line - 0.25, line + 0.25] : [line, line];
  const sideOf = (over: boolean): OutcomeResult => {
    const wins = halves.filter((half) => (over ? goals > half : goals < half)).length;
    const pushes = halves.filter((half) => goals === half).length;
    const voidFactor = pushes / 2;
    return {
      outcomeId: over ? 'over' : 'under',
      result: wins > 0 ? 1 : 0,
      ...(voidFactor > 0 ? { voidFactor: voidFactor as 0.5 | 1 } : {}),
    };
  };
  return [sideOf(true), sideOf(false)];
}

/** Tickets written in bulk SQL, already accepted and debited (their `bet` intent done), as placement leaves them. */
async function writeTickets(database: SportsbookDatabase, count: number) {
  const singles = Math.floor(count * 0.7);
  const keys = `{${marketKeys.map((key) => `"${key}"`).join(',')}}`;
  await database.db
    .execute(sql`insert into sportsbook.tickets (ticket_id, reference, player_id, request_id, request_hash,
      session_id, launch_token, currency, kind, odds_policy, stake_minor, potential_return_minor, status, is_live,
      placed_at, accepted_at, debited)
    select 'b' || lpad(n::text, 7, '0'), 'R' || n, 'player-' || (n % 1000), gen_random_uuid(), 'bench', 'bench',
      'bench-launch-token-0000', 'THB', case when n <= ${singles} then 'single' else 'parlay' end, 'BETTER',
      10000 + (n % 50) * 100, (10000 + (n % 50) * 100) * 4, 'OPEN', false, now(), now(), true
    from generate_series(1, ${count}::int) as n`);
  await database.db.execute(sql`insert into sportsbook.ticket_legs (ticket_id, leg, event_id, market_key, market_type,
      outcome_id, odds_milli, odds_version, probability)
    select 'b' || lpad(n::text, 7, '0'), 0, 'bench-event', k.key, case when k.key = 'ft_1x2' then 'ft_1x2' else 'ft_ou' end,
      case when k.key = 'ft_1x2' then (array['1','X','2'])[1 + n % 3] else (array['over','under'])[1 + n % 2] end,
      case when k.key = 'ft_1x2' then 2900 else 1900 end, 1, 0.33
    from generate_series(1, ${count}::int) as n
    cross join lateral (select (${keys}::text[])[1 + (n / 7) % 10] as key) k`);
  // The parlays' other leg, on an event already settled: a home win at 1.50.
  await database.db.execute(sql`insert into sportsbook.ticket_legs (ticket_id, leg, event_id, market_key, market_type,
      outcome_id, odds_milli, odds_version, probability, win_fraction, push_fraction, lose_fraction, result_version)
    select 'b' || lpad(n::text, 7, '0'), 1, 'bench-earlier', 'ft_1x2', 'ft_1x2', '1', 1500, 1, 0.6, 1, 0, 0, 1
    from generate_series(${singles + 1}::int, ${count}::int) as n`);
  await database.db.execute(sql`insert into sportsbook.wallet_outbox (transaction_id, ticket_id, sequence, operation,
      amount_minor, net_minor, state, attempts, done_at)
    select 'sb:b' || lpad(n::text, 7, '0') || ':bet', 'b' || lpad(n::text, 7, '0'), 1, 'bet', 10000 + (n % 50) * 100,
      -(10000 + (n % 50) * 100), 'done', 1, now()
    from generate_series(1, ${count}::int) as n`);
  await database.db.execute(sql`analyze`);
}

async function publish(database: SportsbookDatabase, version: number, homeWins: boolean, goals: number) {
  for (const key of marketKeys)
    await database.db
      .execute(sql`insert into sportsbook.market_results (event_id, market_key, result_version, certainty,
        outcomes, facts, seq) values ('bench-event', ${key}, ${version}, 2, ${JSON.stringify(resultsFor(key, homeWins, goals))}::jsonb,
        ${JSON.stringify({ sport: 'football', fullTime: { home: homeWins ? goals : 0, away: homeWins ? 0 : goals } })}::jsonb, ${version})`);
}

async function pendingIntents(database: SportsbookDatabase) {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from sportsbook.wallet_outbox where state = 'pending'`,
  );
  return row?.count ?? 0;
}

async function benchmarkSettlement(url: string, ticketCount: number) {
  const database = await openSportsbookDatabase({ kind: 'postgres', url, poolSize: 20 });
  try {
    await migrateSportsbookDatabase(database);
    await seedEvent(database, 'bench-event');
    let started = performance.now();
    await writeTickets(database, ticketCount);
    console.log(`\nSportsbook: ${ticketCount} open tickets on one event written in ${seconds(started).toFixed(1)} s`);
    const platform = memoryWallet();
    const services = servicesOf(database, platform.wallet);
    const rows: Record<string, string>[] = [];

    await publish(database, 1, true, 3);
    const callsBefore = platform.calls;
    started = performance.now();
    // As the settlement hook does: settle (each page's lanes sent as it commits), then drain what is left.
    const settled = await settleMarkets(services, 'bench-event', marketKeys);
    const computed = seconds(started);
    await services.sender.drain();
    const total = seconds(started);
    rows.push({
      step: 'settle (home win, 3 goals)',
      tickets: String(settled.settled),
      'tickets written/s': (settled.settled / computed).toFixed(0),
      'settled, s': computed.toFixed(1),
      'wallet calls': String(platform.calls - callsBefore),
      'last ack, s': total.toFixed(1),
      'left pending': String(await pendingIntents(database)),
    });

    await database.db.execute(
      sql`update sportsbook.market_results set rolled_back_at = now() where event_id = 'bench-event'`,
    );
    const callsBeforeResettle = platform.calls;
    started = performance.now();
    await reopenSettledTickets(services, 'bench-event', marketKeys);
    await publish(database, 2, false, 2);
    const resettled = await settleMarkets(services, 'bench-event', marketKeys);
    const recomputed = seconds(started);
    await services.sender.drain();
    const resettleTotal = seconds(started);
    rows.push({
      step: 'resettle (away win, 2 goals)',
      tickets: `${resettled.resettled} changed, ${resettled.unchanged} unchanged`,
      'tickets written/s': ((resettled.resettled + resettled.unchanged) / recomputed).toFixed(0),
      'settled, s': recomputed.toFixed(1),
      'wallet calls': String(platform.calls - callsBeforeResettle),
      'last ack, s': resettleTotal.toFixed(1),
      'left pending': String(await pendingIntents(database)),
    });
    console.table(rows);
  } finally {
    await database.close();
  }
}

async function benchmarkPlacement(url: string, clients: number, durationSeconds: number) {
  const database = await openSportsbookDatabase({ kind: 'postgres', url, poolSize: Math.min(clients, 40) });
  try {
    await migrateSportsbookDatabase(database);
    await writeRiskSettings(
      database.db,
      {
        ...defaultRiskSettings,
        liabilityLimitPerMarketMinor: { '*': '900000000000' },
        liabilityLimitPerEventMinor: '900000000000',
        maximumPayoutPerDayMinor: '900000000000',
      },
      'bench',
    );
    const eventIds = Array.from({ length: 150 }, (_, index) => `placement-${clients}-${index}`);
    for (const eventId of eventIds) await seedEvent(database, eventId);
    const platform = memoryWallet();
    const services = servicesOf(database, platform.wallet);
    const latencies: number[] = [];
    const refusals = new Map<string, number>();
    const deadline = performance.now() + durationSeconds * 1000;
    let counter = 0;
    const client = async (clientIndex: number) => {
      while (performance.now() < deadline) {
        counter += 1;
        // 30 % of bets on the top five markets, the rest spread over every event.
        const event =
          Math.random() < 0.3 ? eventIds[counter % 5] : eventIds[Math.floor(Math.random() * eventIds.length)];
        const key = marketKeys[counter % marketKeys.length] ?? 'ft_1x2';
        const outcomes = outcomesOf(key);
        const began = performance.now();
        const answer = await placeTicket(
          services,
          {
            sessionId: 'bench',
            playerId: `placer-${clientIndex}-${counter % 50}`,
            launchToken: 'bench-launch-token-0000',
            currency: 'THB',
          },
          {
            requestId: randomUUID(),
            kind: 'single',
            stake: '10000',
            oddsPolicy: 'BETTER',
            selections: [
              {
                eventId: event ?? 'placement-0',
                marketKey: key,
                outcomeId: outcomes[counter % outcomes.length] ?? 'over',
                oddsMilli: key === 'ft_1x2' ? 2900 : 1900,
                oddsVersion: 1,
              },
            ],
          },
        );
        latencies.push(performance.now() - began);
        if (!answer.ok) refusals.set(answer.code, (refusals.get(answer.code) ?? 0) + 1);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
    const elapsed = seconds(started);
    latencies.sort((left, right) => left - right);
    const at = (share: number) =>
      (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0).toFixed(1);
    return {
      clients: String(clients),
      'tickets/s': (latencies.length / elapsed).toFixed(0),
      'p50 ms': at(0.5),
      'p95 ms': at(0.95),
      'p99 ms': at(0.99),
      refusals: [...refusals].map(([code, count]) => `${code} ${count}`).join(', ') || '0',
    };
  } finally {
    await database.close();
  }
}

export async function benchmarkSportsbook(options: { serverUrl: string; tickets: number; placementSeconds: number }) {
  const scratch = await createScratchDatabase(options.serverUrl);
  try {
    await benchmarkSettlement(scratch.url, options.tickets);
  } finally {
    await scratch.drop();
  }
  const rows = [];
  for (const clients of [16, 64]) {
    const placement = await createScratchDatabase(options.serverUrl);
    try {
      rows.push(await benchmarkPlacement(placement.url, clients, options.placementSeconds));
    } finally {
      await placement.drop();
    }
  }
  console.log(
    `\nSportsbook ticket placement (the whole acceptance pipeline, pre-match singles over 150 events, 30 % on the top five; in-process wallet), ${options.placementSeconds} s each`,
  );
  console.table(rows);
}
