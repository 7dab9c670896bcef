import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PlaceTicketInput } from '../api/player-api.js';
import { eventStatuses } from '../domain/sportsbook-model.js';
import type { SportsbookDatabase } from '../store/sportsbook-database.js';
import { isUniqueViolation, queryRows } from '../store/sportsbook-database.js';
import { enqueueWalletIntents, walletTransactionIds } from '../wallet/wallet-outbox.js';
import type { ClaimedIntent, WalletSender } from '../wallet/wallet-sender.js';
import { businessDayOf } from './business-day.js';
import { exposuresOf, LiabilityRefusal, reserveExposure } from './liability.js';
import { openOutcomeOf, priceAccepted, readMarketSnapshots, snapshotKey } from './market-snapshot.js';
import { limitFor, readRiskSettings } from './risk-settings.js';
import type { TicketMaths } from './ticket-maths.js';
import { TicketRefusal } from './ticket-refusal.js';
import { sqlArray } from '../store/sql-array.js';

/** The player's side of a placement: who bets, and the launch the platform's `bet` call needs. */
export type PlayerSession = {
  sessionId: string;
  playerId: string;
  launchToken: string;
  currency: string;
};

export type BettingServices = {
  database: SportsbookDatabase;
  maths: TicketMaths;
  sender: WalletSender;
  /** The book's time zone: daily limits and winlost dates. */
  timeZone: string;
  /**
   * Simulated seconds per wall second of the feed (`SPORTSBOOK_SIMULATOR_SPEED`; 1, the default, for a real feed).
   * The live delay is measured on the feed's clock (decision 0061, amendment): it covers match events the feed has
   * not reported yet, and those happen on the match's clock.
   */
  feedSpeed?: number;
  now?: () => Date;
};

/** The wall-clock length of the live delay: its seconds are the feed's, so a faster match waits proportionally less. */
export function liveDelayMilliseconds(liveDelaySeconds: number, feedSpeed = 1): number {
  return Math.round((liveDelaySeconds * 1000) / feedSpeed);
}

export type PlacementAnswer =
  { ok: true; ticketId: string; repeated: boolean } | { ok: false; code: TicketRefusal['code']; detail?: string };

/** The request's content, so a repeat of its id with another body is told apart from a retry. */
export function requestHashOf(input: PlaceTicketInput): string {
  const canonical = JSON.stringify([
    input.kind,
    input.stake,
    input.oddsPolicy,
    input.selections.map((selection) => [
      selection.eventId,
      selection.marketKey,
      selection.outcomeId,
      selection.oddsMilli,
      selection.oddsVersion,
    ]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Ten characters a player can read out to support; never the internal id. */
function newReference(): string {
  return [...randomBytes(10)].map((byte) => referenceAlphabet[byte % referenceAlphabet.length]).join('');
}

/**
 * The acceptance pipeline (reference §3.6, decision 0061), in its order: idempotency, structure (single, parlay of
 * 2 to 10 legs from different events on parlayable markets), stake minimum, then in one transaction each leg's
 * market (open at the version the player saw, or a price the odds policy takes), stake and payout limits, the daily
 * payout, the liability reservation, the ticket, its legs and the wallet `bet` intent. The bet is sent once the
 * transaction commits; its answer opens a pre-match ticket, leaves a live one PENDING for its delay, or rejects it.
 */
export async function placeTicket(
  services: BettingServices,
  session: PlayerSession,
  input: PlaceTicketInput,
): Promise<PlacementAnswer> {
  const now = services.now ?? (() => new Date());
  const requestHash = requestHashOf(input);
  const earlier = await findByRequest(services.database, session.playerId, input.requestId);
  if (earlier) return repeatOf(earlier, requestHash);
  let bet: ClaimedIntent;
  try {
    bet = await services.database.transaction((transaction) =>
      acceptInTransaction(transaction, services, session, input, requestHash, now()),
    );
  } catch (error) {
    if (error instanceof TicketRefusal)
      return { ok: false, code: error.code, ...(error.detail ? { detail: error.detail } : {}) };
    if (error instanceof LiabilityRefusal) return { ok: false, code: error.code };
    if (isUniqueViolation(error)) {
      // The same request raced itself: the first one's ticket is the answer.
      const first = await findByRequest(services.database, session.playerId, input.requestId);
      if (first) return repeatOf(first, requestHash);
    }
    throw error;
  }
  await services.sender.sendLeased(bet);
  return { ok: true, ticketId: bet.ticketId, repeated: false };
}

async function findByRequest(database: SportsbookDatabase, playerId: string, requestId: string) {
  const [row] = await queryRows<{ ticket_id: string; request_hash: string }>(
    database.db,
    sql`select ticket_id, request_hash from sportsbook.tickets where player_id = ${playerId} and request_id = ${requestId}`,
  );
  return row;
}

function repeatOf(earlier: { ticket_id: string; request_hash: string }, requestHash: string): PlacementAnswer {
  if (earlier.request_hash !== requestHash)
    return { ok: false, code: 'VALIDATION_FAILED', detail: 'DUPLICATED_REQUEST' };
  return { ok: true, ticketId: earlier.ticket_id, repeated: true };
}

async function acceptInTransaction(
  transaction: Parameters<Parameters<SportsbookDatabase['transaction']>[0]>[0],
  services: BettingServices,
  session: PlayerSession,
  input: PlaceTicketInput,
  requestHash: string,
  placedAt: Date,
): Promise<ClaimedIntent> {
  const settings = await readRiskSettings(transaction);
  const stakeMinor = BigInt(input.stake);
  const selections = input.selections;
  if (input.kind === 'single' && selections.length !== 1)
    throw new TicketRefusal('VALIDATION_FAILED', 'SINGLE_ONE_LEG');
  if (input.kind === 'parlay') {
    if (selections.length < settings.parlayMinimumLegs || selections.length > settings.parlayMaximumLegs)
      throw new TicketRefusal('PARLAY_NOT_ALLOWED', 'LEG_COUNT');
    if (new Set(selections.map((selection) => selection.eventId)).size !== selections.length)
      throw new TicketRefusal('PARLAY_SAME_EVENT');
  }
  if (stakeMinor < BigInt(settings.minimumStakeMinor)) throw new TicketRefusal('STAKE_BELOW_MINIMUM');

  const snapshots = await readMarketSnapshots(transaction, selections);
  const legs = selections.map((selection, index) => {
    const snapshot = snapshots.get(snapshotKey(selection.eventId, selection.marketKey));
    const outcome = openOutcomeOf(snapshot, selection.outcomeId);
    if (!snapshot) throw new TicketRefusal('MARKET_CLOSED');
    if (input.kind === 'parlay' && !services.maths.isParlayable(snapshot.type))
      throw new TicketRefusal('PARLAY_NOT_ALLOWED', snapshot.type);
    const sameVersion = snapshot.oddsVersion === selection.oddsVersion;
    if (
      sameVersion
        ? outcome.oddsMilli !== selection.oddsMilli
        : !priceAccepted(
            input.oddsPolicy,
            selection.oddsMilli,
            outcome.oddsMilli,
            settings.anyPolicyToleranceBasisPoints,
          )
    )
      throw new TicketRefusal('ODDS_CHANGED', String(outcome.oddsMilli));
    const live = snapshot.eventStatus === eventStatuses.live || snapshot.producer === 'live';
    return { index, selection, snapshot, outcome, live };
  });

  for (const leg of legs)
    if (stakeMinor > limitFor(settings.maximumStakeMinor, leg.snapshot.type, leg.snapshot.tier))
      throw new TicketRefusal('STAKE_ABOVE_MAXIMUM');
  const potentialReturnMinor = services.maths.potentialReturnOf(
    stakeMinor,
    legs.map((leg) => leg.outcome.oddsMilli),
  );
  if (potentialReturnMinor > BigInt(settings.maximumPayoutPerTicketMinor))
    throw new TicketRefusal('PAYOUT_ABOVE_MAXIMUM');

  const day = businessDayOf(placedAt, services.timeZone);
  const dayRows = await queryRows<{ potential_return_minor: string }>(
    transaction,
    sql`insert into sportsbook.player_daily_payout (player_id, day, potential_return_minor)
        values (${session.playerId}, ${day}, ${potentialReturnMinor.toString()})
        on conflict (player_id, day) do update
          set potential_return_minor = sportsbook.player_daily_payout.potential_return_minor + excluded.potential_return_minor
          where sportsbook.player_daily_payout.potential_return_minor + excluded.potential_return_minor <= ${settings.maximumPayoutPerDayMinor}::bigint
        returning potential_return_minor::text`,
  );
  if (
    dayRows.length === 0 ||
    BigInt(dayRows[0]?.potential_return_minor ?? '0') > BigInt(settings.maximumPayoutPerDayMinor)
  )
    throw new TicketRefusal('PAYOUT_ABOVE_MAXIMUM', 'DAILY');

  const exposures = exposuresOf(
    stakeMinor,
    potentialReturnMinor,
    legs.map((leg) => ({ probability: leg.outcome.probability })),
  );
  const ticketId = randomUUID();
  const isLive = legs.some((leg) => leg.live);
  const acceptAfter = isLive
    ? new Date(placedAt.getTime() + liveDelayMilliseconds(settings.liveDelaySeconds, services.feedSpeed))
    : null;
  // The ticket, its legs and its audit row in one statement (the legs' and the row's keys are checked at its end).
  await transaction.execute(sql`with ticket as (
      insert into sportsbook.tickets (ticket_id, reference, player_id, request_id, request_hash, session_id, launch_token,
        currency, kind, odds_policy, stake_minor, potential_return_minor, status, is_live, accept_after, placed_at)
      values (${ticketId}, ${newReference()}, ${session.playerId}, ${input.requestId}, ${requestHash}, ${session.sessionId},
        ${session.launchToken}, ${session.currency}, ${input.kind}, ${input.oddsPolicy}, ${stakeMinor.toString()},
        ${potentialReturnMinor.toString()}, 'PENDING', ${isLive}, ${acceptAfter}, ${placedAt})
      returning ticket_id),
    legs as (
      insert into sportsbook.ticket_legs (ticket_id, leg, event_id, market_key, market_type, outcome_id, odds_milli,
        odds_version, probability, score_home, score_away, exposure_return_minor, exposure_stake_minor)
      select (select ticket_id from ticket), * from unnest(${sqlArray(legs.map((leg) => leg.index))}::smallint[],
        ${sqlArray(legs.map((leg) => leg.selection.eventId))}::text[], ${sqlArray(legs.map((leg) => leg.selection.marketKey))}::text[],
        ${sqlArray(legs.map((leg) => leg.snapshot.type))}::text[], ${sqlArray(legs.map((leg) => leg.selection.outcomeId))}::text[],
        ${sqlArray(legs.map((leg) => leg.outcome.oddsMilli))}::int[], ${sqlArray(legs.map((leg) => leg.snapshot.oddsVersion))}::int[],
        ${sqlArray(legs.map((leg) => leg.outcome.probability))}::float8[],
        ${sqlArray(legs.map((leg) => (leg.live ? leg.snapshot.scoreHome : null)))}::int[],
        ${sqlArray(legs.map((leg) => (leg.live ? leg.snapshot.scoreAway : null)))}::int[],
        ${sqlArray(exposures.map((exposure) => exposure.returnMinor.toString()))}::bigint[],
        ${sqlArray(exposures.map((exposure) => exposure.stakeMinor.toString()))}::bigint[]))
    insert into sportsbook.ticket_events (ticket_id, kind, detail)
    select ticket_id, 'placed', ${JSON.stringify({ day, isLive, oddsPolicy: input.oddsPolicy })}::jsonb from ticket`);
  // Written already leased to this instance's sender, which sends it as soon as the transaction commits: no claim.
  const lease = services.sender.lease();
  const betIntent = {
    transactionId: walletTransactionIds.bet(ticketId),
    ticketId,
    operation: 'bet' as const,
    amountMinor: stakeMinor,
    netMinor: -stakeMinor,
  };
  await enqueueWalletIntents(transaction, [betIntent], lease);
  // Last, so the market rows' locks are held only until the commit that follows.
  await reserveExposure(
    transaction,
    legs.map((leg, index) => ({
      eventId: leg.selection.eventId,
      marketKey: leg.selection.marketKey,
      outcomeId: leg.selection.outcomeId,
      returnMinor: exposures[index]?.returnMinor ?? 0n,
      stakeMinor: exposures[index]?.stakeMinor ?? 0n,
      limitMinor: limitFor(settings.liabilityLimitPerMarketMinor, leg.snapshot.type, leg.snapshot.tier),
      suspendAtBasisPoints: settings.suspendAtBasisPoints,
    })),
    BigInt(settings.liabilityLimitPerEventMinor),
  );

  return {
    ...betIntent,
    sequence: 1,
    referenceTransactionId: null,
    closeRound: true,
    attempts: 1,
    playerId: session.playerId,
    launchToken: session.launchToken,
    currency: session.currency,
  };
}
