import { seamlessHeaders, sportsbookFactsSchema } from '@croupier/contracts';
import { isFreshTimestamp, verifyRequestSignature } from '@croupier/contracts/signing';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  holdReportQuerySchema,
  marginsInputSchema,
  marketStatusInputSchema,
  operatorApiPaths,
  operatorEventsQuerySchema,
  operatorTicketsQuerySchema,
  riskSettingsInputSchema,
  settleEventInputSchema,
  ticketWalletBlockInputSchema,
} from '../api/operator-api.js';
import { limitFor, readRiskSettings, writeRiskSettings } from '../betting/risk-settings.js';
import type { BookRiskSettings } from '../betting/risk-settings.js';
import { eventStatuses, marketStatuses } from '../domain/sportsbook-model.js';
import type { FeedConsumer } from '../feed/feed-consumer.js';
import { MarketsError } from '../markets/markets-error.js';
import type { LocalizedName } from '../feed/feed-messages.js';
import { queryRows } from '../store/sportsbook-database.js';
import {
  checkMarginRows,
  defaultMarginRows,
  readMarginOverrides,
  replaceMarginOverrides,
} from '../store/margin-overrides.js';
import { sqlArray } from '../store/sql-array.js';
import { resolveBlockedTicket } from '../wallet/blocked-tickets.js';
import type { SportsbookRoutePlugin } from './sportsbook-server.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact body text the platform signed (operator API only). */
    operatorBody?: string;
  }
}

/** States as the console filters them, by UOF event status. */
const statesOf = {
  upcoming: [eventStatuses.notStarted, eventStatuses.delayed, eventStatuses.postponed],
  live: [eventStatuses.live, eventStatuses.suspended, eventStatuses.interrupted],
  ended: [eventStatuses.ended, eventStatuses.closed, eventStatuses.cancelled, eventStatuses.abandoned],
} as const;
const pageSize = 100;
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The contract's days, held to calendar dates so a bad one is a 400, not a database error. */
const holdDaysSchema = holdReportQuerySchema.extend({ from: dayText, to: dayText });

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ code, message });

const nameOf = (name: LocalizedName | null | undefined) => name?.en ?? '';
const offsetOf = (cursor: string | undefined) => (cursor && /^\d{1,6}$/.test(cursor) ? Number(cursor) : 0);

type EventRow = {
  event_id: string;
  sport: 'football' | 'esports' | 'cockfight';
  competition_name: LocalizedName;
  tier: number;
  home: { name: LocalizedName };
  away: { name: LocalizedName };
  start_time: Date | string;
  status: number;
  match_status: string;
  score_home: number;
  score_away: number;
  open_tickets: number;
  settled_tickets: number;
  stake_minor: string;
  liability_minor: string;
};

const eventColumns = sql`e.event_id, e.sport, e.competition_name, e.tier, e.home, e.away, e.start_time, e.status,
  e.match_status, e.score_home, e.score_away,
  (select count(distinct t.ticket_id)::int from sportsbook.ticket_legs l join sportsbook.tickets t using (ticket_id)
    where l.event_id = e.event_id and t.status in ('PENDING', 'OPEN')) as open_tickets,
  (select count(distinct t.ticket_id)::int from sportsbook.ticket_legs l join sportsbook.tickets t using (ticket_id)
    where l.event_id = e.event_id and t.status = 'SETTLED') as settled_tickets,
  (select coalesce(sum(x.stake_minor), 0)::text from sportsbook.market_exposure x where x.event_id = e.event_id)
    as stake_minor,
  coalesce((select x.worst_case_minor::text from sportsbook.event_exposure x where x.event_id = e.event_id), '0')
    as liability_minor`;

function eventView(row: EventRow) {
  return {
    eventId: row.event_id,
    sport: row.sport,
    competition: nameOf(row.competition_name),
    home: nameOf(row.home.name),
    away: nameOf(row.away.name),
    startTime: new Date(row.start_time).toISOString(),
    status: row.status,
    matchStatus: row.match_status,
    score: { home: row.score_home, away: row.score_away },
    openTickets: row.open_tickets,
    stakeMinor: row.stake_minor,
    liabilityMinor: row.liability_minor,
  };
}

/**
 * The sportsbook's operator API (decision 0063), called only by the platform's `/bo/sportsbook/*` routes. Every call
 * is a JSON POST (PUT to save settings) signed with the HOUSE_SB secret exactly as the platform verifies this
 * book's wallet calls: `X-Vendor-Code`, a timestamp within 30 s, an HMAC of `<timestamp>.<raw body>`. A call that
 * fails the check is 401 SIGNATURE_INVALID before anything is read. The platform audits each change; the book keeps
 * the operator's name beside its own (`risk_settings.updated_by`).
 */
export function operatorRoutes(options: {
  secret: string;
  now?: () => number;
  /** Where an operator's result or void goes in: the feed consumer's operator entry (decision 0064). */
  results?: Pick<FeedConsumer, 'settleByOperator' | 'voidByOperator'>;
}): SportsbookRoutePlugin {
  const now = options.now ?? Date.now;
  return async (app, context) => {
    const { database } = context;
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      // The signature covers the exact bytes sent: keep them before parsing.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        request.operatorBody = String(body);
        try {
          done(null, body === '' ? {} : (JSON.parse(String(body)) as unknown));
        } catch {
          done(Object.assign(new Error('unreadable JSON'), { statusCode: 400 }), undefined);
        }
      });
      scope.addHook('preValidation', async (request, reply) => {
        const timestamp = request.headers[seamlessHeaders.timestamp];
        const signature = request.headers[seamlessHeaders.signature];
        const vendor = request.headers[seamlessHeaders.vendor];
        const signed =
          vendor === 'HOUSE_SB' &&
          typeof timestamp === 'string' &&
          typeof signature === 'string' &&
          isFreshTimestamp(timestamp, now()) &&
          verifyRequestSignature({ secret: options.secret, timestamp, body: request.operatorBody ?? '', signature });
        if (!signed) return refuse(reply, 401, 'SIGNATURE_INVALID', 'the operator API needs the platform signature');
      });

      scope.post(operatorApiPaths.events, { schema: { body: operatorEventsQuerySchema } }, async (request) => {
        const query = request.body;
        const offset = offsetOf(query.cursor);
        const statuses = query.state === 'all' ? null : statesOf[query.state];
        const search = query.search ? `%${query.search.replaceAll(/[%_\\]/g, (match) => `\\${match}`)}%` : null;
        const rows = await queryRows<EventRow>(
          database.db,
          sql`select ${eventColumns} from sportsbook.events e
            where (${query.sport ?? null}::text is null or e.sport = ${query.sport ?? null})
              and (${statuses === null} or e.status = any(${`{${(statuses ?? []).join(',')}}`}::smallint[]))
              and (${search}::text is null or e.home::text ilike ${search} or e.away::text ilike ${search}
                or e.competition_name::text ilike ${search})
            order by e.start_time, e.event_id limit ${pageSize + 1} offset ${offset}`,
        );
        return {
          events: rows.slice(0, pageSize).map(eventView),
          ...(rows.length > pageSize ? { nextCursor: String(offset + pageSize) } : {}),
        };
      });

      scope.post(
        operatorApiPaths.event,
        { schema: { params: z.object({ eventId: z.string().min(1).max(64) }) } },
        async (request, reply) => {
          const { eventId } = request.params;
          const [row] = await queryRows<EventRow>(
            database.db,
            sql`select ${eventColumns} from sportsbook.events e where e.event_id = ${eventId}`,
          );
          if (!row) return refuse(reply, 404, 'EVENT_NOT_FOUND', 'no such event');
          const settings = await readRiskSettings(database.db);
          const marketRows = await queryRows<{
            market_key: string;
            type: string;
            specifiers: string;
            status: number;
            operator_suspended: boolean;
            risk_suspended: boolean;
            outcomes: { id: string; oddsMilli: number }[];
            market_stake: string;
          }>(
            database.db,
            sql`select m.market_key, m.type, m.specifiers, m.status, m.operator_suspended, m.outcomes,
                coalesce(x.risk_suspended, false) as risk_suspended, coalesce(x.stake_minor, 0)::text as market_stake
              from sportsbook.markets m
              left join sportsbook.market_exposure x on x.event_id = m.event_id and x.market_key = m.market_key
              where m.event_id = ${eventId} order by m.type, m.market_key`,
          );
          const outcomeRows = await queryRows<{ market_key: string; outcome_id: string; stake: string; back: string }>(
            database.db,
            sql`select o.market_key, o.outcome_id, o.return_minor::text as back,
                coalesce((select sum(l.exposure_stake_minor) from sportsbook.ticket_legs l
                  join sportsbook.tickets t using (ticket_id)
                  where l.event_id = o.event_id and l.market_key = o.market_key and l.outcome_id = o.outcome_id
                    and t.status in ('PENDING', 'OPEN')), 0)::text as stake
              from sportsbook.outcome_exposure o where o.event_id = ${eventId}`,
          );
          const exposureOf = new Map(
            outcomeRows.map((outcome) => [`${outcome.market_key}/${outcome.outcome_id}`, outcome]),
          );
          const results = await queryRows<{ version: number; source: string; at: Date | string; facts: unknown }>(
            database.db,
            sql`select distinct on (r.result_version) r.result_version as version,
                case when r.source = 'operator' then 'operator: ' || r.operator_name else 'feed' end as source,
                r.settled_at as at, r.facts
              from sportsbook.market_results r
              where r.event_id = ${eventId} order by r.result_version desc, r.settled_at desc`,
          );
          return {
            event: eventView(row),
            markets: marketRows.map((market) => ({
              marketKey: market.market_key,
              type: market.type,
              lineLabel: market.specifiers,
              status: market.status,
              suspendedByOperator: market.operator_suspended,
              suspendedByLiability: market.risk_suspended,
              outcomes: market.outcomes.map((outcome) => {
                const exposure = exposureOf.get(`${market.market_key}/${outcome.id}`);
                // What the book pays if this outcome wins, less what the market took: its net liability.
                const liability = BigInt(exposure?.back ?? '0') - BigInt(market.market_stake);
                return {
                  id: outcome.id,
                  oddsMilli: outcome.oddsMilli,
                  stakeMinor: exposure?.stake ?? '0',
                  liabilityMinor: String(liability),
                };
              }),
              liabilityLimitMinor: String(limitFor(settings.liabilityLimitPerMarketMinor, market.type, row.tier)),
            })),
            results: results.map((result) => ({ ...result, at: new Date(result.at).toISOString() })),
            tickets: { open: row.open_tickets, settled: row.settled_tickets },
          };
        },
      );

      scope.post(operatorApiPaths.riskSettings, async () => operatorSettingsOf(await readRiskSettings(database.db)));
      scope.put(operatorApiPaths.riskSettings, { schema: { body: riskSettingsInputSchema } }, async (request) => {
        const { settings, operator } = request.body;
        return database.transaction(async (transaction) => {
          // The console edits the limits it shows; the book's other settings (parlay legs, tolerances) stay.
          const current = await readRiskSettings(transaction);
          await writeRiskSettings(transaction, { ...current, ...settings }, operator);
          return operatorSettingsOf(await readRiskSettings(transaction));
        });
      });

      scope.post(operatorApiPaths.tickets, { schema: { body: operatorTicketsQuerySchema } }, async (request) => {
        const query = request.body;
        const offset = offsetOf(query.cursor);
        const placedFrom = query.placedFrom && !Number.isNaN(Date.parse(query.placedFrom)) ? query.placedFrom : null;
        const placedTo = query.placedTo && !Number.isNaN(Date.parse(query.placedTo)) ? query.placedTo : null;
        const rows = await queryRows<{
          ticket_id: string;
          reference: string;
          player_id: string;
          kind: 'single' | 'parlay';
          status: string;
          result: string | null;
          stake_minor: string;
          posted_win_minor: string;
          settlement_version: number;
          placed_at: Date | string;
          wallet_blocked: string | null;
          wallet_shortfall_minor: string;
          legs: { event: string; market: string; outcome: string; oddsMilli: number }[];
        }>(
          database.db,
          sql`select t.ticket_id, t.reference, t.player_id, t.kind, t.status, t.result, t.stake_minor::text,
              t.posted_win_minor::text, t.settlement_version, t.placed_at, t.wallet_blocked,
              t.wallet_shortfall_minor::text,
              (select json_agg(json_build_object('event', coalesce(e.home->'name'->>'en', '') || ' – ' ||
                  coalesce(e.away->'name'->>'en', ''), 'market', l.market_key, 'outcome', l.outcome_id,
                  'oddsMilli', l.odds_milli) order by l.leg)
                from sportsbook.ticket_legs l left join sportsbook.events e on e.event_id = l.event_id
                where l.ticket_id = t.ticket_id) as legs
            from sportsbook.tickets t
            where (${query.reference ?? null}::text is null or t.reference = ${query.reference ?? null})
              and (${query.playerId ?? null}::text is null or t.player_id = ${query.playerId ?? null})
              and (${query.status ?? null}::text is null or t.status = ${query.status ?? null})
              and (${query.blocked === true} = false or t.wallet_blocked is not null)
              and (${query.eventId ?? null}::text is null or exists (select 1 from sportsbook.ticket_legs l
                where l.ticket_id = t.ticket_id and l.event_id = ${query.eventId ?? null}))
              and (${placedFrom}::timestamptz is null or t.placed_at >= ${placedFrom}::timestamptz)
              and (${placedTo}::timestamptz is null or t.placed_at < ${placedTo}::timestamptz)
            order by t.placed_at desc, t.ticket_id limit ${pageSize + 1} offset ${offset}`,
        );
        return {
          tickets: rows.slice(0, pageSize).map((row) => ({
            ticketId: row.ticket_id,
            reference: row.reference,
            playerId: row.player_id,
            kind: row.kind,
            status: row.status,
            ...(row.result ? { result: row.result } : {}),
            stakeMinor: row.stake_minor,
            ...(row.status === 'SETTLED' ? { payoutMinor: row.posted_win_minor } : {}),
            settlementVersion: row.settlement_version,
            placedAt: new Date(row.placed_at).toISOString(),
            legs: row.legs ?? [],
            ...(row.wallet_blocked
              ? { walletBlocked: row.wallet_blocked, walletShortfallMinor: row.wallet_shortfall_minor }
              : {}),
          })),
          ...(rows.length > pageSize ? { nextCursor: String(offset + pageSize) } : {}),
        };
      });

      scope.post(operatorApiPaths.holdReport, { schema: { body: holdDaysSchema } }, async (request) => {
        const { from, to } = request.body;
        // A ticket's theoretical margin is 1 − (its odds × the model's fair win share), over its legs' product:
        // what the price kept for the book on average when it was taken. A ticket counts on its first leg's sport.
        const rows = await queryRows<{
          day: string;
          sport: 'football' | 'esports' | 'cockfight';
          tickets: number;
          stake_minor: string;
          payout_minor: string;
          margin_weighted: string | null;
        }>(
          database.db,
          sql`with settled as (
              select t.ticket_id, t.winlost_date::text as day, t.stake_minor, t.posted_win_minor,
                (select e.sport from sportsbook.ticket_legs l join sportsbook.events e using (event_id)
                  where l.ticket_id = t.ticket_id order by l.leg limit 1) as sport,
                (select exp(sum(ln(greatest(l.odds_milli / 1000.0 * l.probability, 1e-9))))
                  from sportsbook.ticket_legs l where l.ticket_id = t.ticket_id) as expected_return
              from sportsbook.tickets t
              where t.status = 'SETTLED' and t.winlost_date >= ${from}::date and t.winlost_date <= ${to}::date)
            select day, sport, count(*)::int as tickets, sum(stake_minor)::text as stake_minor,
              sum(posted_win_minor)::text as payout_minor,
              (sum(stake_minor * (1 - expected_return)) * 10000 / nullif(sum(stake_minor), 0))::text
                as margin_weighted
            from settled where sport is not null group by day, sport order by day, sport`,
        );
        return {
          rows: rows.map((row) => {
            const stake = BigInt(row.stake_minor);
            const payout = BigInt(row.payout_minor);
            return {
              day: row.day,
              sport: row.sport,
              tickets: row.tickets,
              stakeMinor: row.stake_minor,
              payoutMinor: row.payout_minor,
              holdBasisPoints: stake === 0n ? 0 : Number(((stake - payout) * 10_000n) / stake),
              theoreticalMarginBasisPoints: Math.round(Number(row.margin_weighted ?? 0)),
            };
          }),
        };
      });

      scope.post(
        operatorApiPaths.marketStatus,
        { schema: { params: z.object({ eventId: z.string().min(1).max(64) }), body: marketStatusInputSchema } },
        async (request, reply) => {
          const { eventId } = request.params;
          const { action, marketKeys, operator } = request.body;
          const chosen = marketKeys ? sqlArray(marketKeys) : null;
          const changed = await database.transaction(async (transaction) => {
            // The event's row lock, as the feed consumer takes it: an operator's change and a feed message on the
            // same event never interleave.
            const [event] = await queryRows<{ event_id: string }>(
              transaction,
              sql`select event_id from sportsbook.events where event_id = ${eventId} for update`,
            );
            if (!event) return null;
            const rows = await queryRows<{ market_key: string }>(
              transaction,
              action === 'suspend'
                ? // A new odds version, so a slip priced before the suspension is refused after it too.
                  sql`update sportsbook.markets set operator_suspended = true, operator_suspended_by = ${operator},
                      status = case when status = ${marketStatuses.active} then ${marketStatuses.suspended} else status end,
                      odds_version = odds_version + 1, updated_at = now()
                    where event_id = ${eventId} and (${chosen}::text[] is null or market_key = any(${chosen}::text[]))
                      and status not in (${marketStatuses.settled}, ${marketStatuses.cancelled})
                    returning market_key`
                : // Lifting leaves the market suspended: the feed's next price re-activates it if play allows, so
                  // a reopen never lets bets in during a bet stop the book cannot see from here. A market the
                  // liability threshold shut opens to new money at once, its worst case as it stands accepted: it
                  // shuts again only when new money raises it (decision 0067).
                  sql`with lifted as (
                        update sportsbook.markets set operator_suspended = false, operator_suspended_by = null,
                          updated_at = now()
                        where event_id = ${eventId} and operator_suspended
                          and (${chosen}::text[] is null or market_key = any(${chosen}::text[]))
                        returning market_key),
                      cleared as (
                        update sportsbook.market_exposure set risk_suspended = false,
                          risk_cleared_minor = worst_case_minor, risk_cleared_by = ${operator}, updated_at = now()
                        where event_id = ${eventId} and risk_suspended
                          and (${chosen}::text[] is null or market_key = any(${chosen}::text[]))
                        returning market_key)
                    select market_key from lifted union select market_key from cleared`,
            );
            return rows.length;
          });
          if (changed === null) return refuse(reply, 404, 'EVENT_NOT_FOUND', 'no such event');
          return { marketsChanged: changed };
        },
      );

      scope.post(
        operatorApiPaths.settleEvent,
        { schema: { params: z.object({ eventId: z.string().min(1).max(64) }), body: settleEventInputSchema } },
        async (request, reply) => {
          const results = options.results;
          if (!results) return refuse(reply, 409, 'NOT_AVAILABLE', 'this book takes no operator results');
          const { eventId } = request.params;
          const { action, operator, reason } = request.body;
          const [event] = await queryRows<{ sport: string }>(
            database.db,
            sql`select sport from sportsbook.events where event_id = ${eventId}`,
          );
          if (!event) return refuse(reply, 404, 'NOT_FOUND', 'no such event');
          if (action === 'void') {
            const voidReason = request.body.voidReason ?? 'MANUAL';
            const voided = await results.voidByOperator({ eventId, voidReason, operator, reason });
            if (!voided) return refuse(reply, 404, 'NOT_FOUND', 'no such event');
            const touched = await ticketsOn(eventId, voided.voidedMarkets);
            return { resultVersion: await latestResultVersion(eventId), ticketsSettled: touched, ticketsResettled: 0 };
          }
          const facts = sportsbookFactsSchema.safeParse(request.body.facts);
          if (!facts.success || facts.data.sport !== event.sport)
            return refuse(reply, 422, 'INVALID_FACTS', `the facts do not describe this ${event.sport} event`);
          let settled;
          try {
            settled = await results.settleByOperator({ eventId, facts: facts.data, operator, reason });
          } catch (error) {
            if (error instanceof MarketsError) return refuse(reply, 422, 'INVALID_FACTS', error.message);
            throw error;
          }
          if (!settled) return refuse(reply, 404, 'NOT_FOUND', 'no such event');
          return {
            resultVersion: await latestResultVersion(eventId),
            ticketsSettled: await ticketsOn(eventId, settled.settledMarkets),
            ticketsResettled: await ticketsOn(eventId, settled.resettledMarkets),
          };
        },
      );

      async function ticketsOn(eventId: string, marketKeys: string[]) {
        if (marketKeys.length === 0) return 0;
        const [row] = await queryRows<{ tickets: number }>(
          database.db,
          sql`select count(distinct ticket_id)::int as tickets from sportsbook.ticket_legs
              where event_id = ${eventId} and market_key = any(${sqlArray(marketKeys)}::text[])`,
        );
        return row?.tickets ?? 0;
      }

      async function latestResultVersion(eventId: string) {
        const [row] = await queryRows<{ version: number }>(
          database.db,
          sql`select coalesce(max(result_version), 0)::int as version from sportsbook.market_results
              where event_id = ${eventId}`,
        );
        return row?.version ?? 0;
      }

      const marginsAnswer = async () => ({
        overrides: await readMarginOverrides(database.db),
        defaults: defaultMarginRows(),
      });
      scope.post(operatorApiPaths.margins, marginsAnswer);
      // The whole set replaces the last; the feed's lease holder reads it before its next pump (decision 0067).
      scope.put(operatorApiPaths.margins, { schema: { body: marginsInputSchema } }, async (request, reply) => {
        const checked = checkMarginRows(request.body.margins);
        if ('problem' in checked) return refuse(reply, 422, 'INVALID_MARGINS', checked.problem);
        await database.transaction((transaction) =>
          replaceMarginOverrides(transaction, checked.rows, request.body.operator),
        );
        return marginsAnswer();
      });

      scope.post(
        operatorApiPaths.ticketWalletBlock,
        {
          schema: { params: z.object({ ticketId: z.string().min(1).max(64) }), body: ticketWalletBlockInputSchema },
        },
        async (request, reply) => {
          const { ticketId } = request.params;
          const { action, operator, reason } = request.body;
          const resolution = await database.transaction((transaction) =>
            resolveBlockedTicket(transaction, { ticketId, action, operator, reason }),
          );
          if (resolution.kind === 'not-found') return refuse(reply, 404, 'NOT_FOUND', 'no such ticket');
          if (resolution.kind === 'not-blocked')
            return refuse(reply, 409, 'INVALID_STATE', 'this ticket is not waiting for an operator');
          return {
            ticketId,
            action,
            ...(resolution.transactionId ? { transactionId: resolution.transactionId } : {}),
            shortfallMinor: resolution.shortfallMinor,
          };
        },
      );
    });
  };
}

/** The limits the console edits, from the book's settings. */
function operatorSettingsOf(settings: BookRiskSettings) {
  return {
    minimumStakeMinor: settings.minimumStakeMinor,
    maximumStakeMinor: settings.maximumStakeMinor,
    maximumPayoutPerTicketMinor: settings.maximumPayoutPerTicketMinor,
    maximumPayoutPerDayMinor: settings.maximumPayoutPerDayMinor,
    liabilityLimitPerMarketMinor: settings.liabilityLimitPerMarketMinor,
    liveDelaySeconds: settings.liveDelaySeconds,
    cashOutMarginBasisPoints: settings.cashOutMarginBasisPoints,
  };
}
