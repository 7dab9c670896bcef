import type {
  ConsoleMission,
  Language,
  MissionBody,
  MissionCard,
  MissionCheckIn,
  MissionClaim,
  MissionClaimBody,
  MissionLeaderboard,
  MissionList,
  MissionReport,
  MissionSummary,
} from '@croupier/contracts';
import { formatMinor, isMoneyMetric, maskName, parseMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Transaction } from '../db/transaction.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { StoredBonusTerms } from '../modules/bonus/index.js';
import { createBonusService, passesIncentiveGate, titleIn } from '../modules/bonus/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import type { MissionRow, StoredMilestone, StoredPrize } from '../modules/missions/index.js';
import {
  addDays,
  applyDeltas,
  betDeltas,
  boardEntries,
  checkInDaysOf,
  claimDeadline,
  claimTotals,
  claimsOf,
  countDeposits,
  currencyOf,
  dueFinals,
  finalLeaderboard,
  findClaimByKey,
  findMission,
  insertClaim,
  insertLeaderboardEntries,
  insertMission,
  isPeriodOfKind,
  listBetMissions,
  listMissions,
  listPlayerMissions,
  liveLeaderboard,
  localDayOf,
  lockProgress,
  markFinal,
  milestoneSourceRef,
  milestoneState,
  missionProgressConsumer,
  moveStatus,
  participantCounts,
  periodBounds,
  periodOf,
  prizeOfRank,
  prizeSourceRef,
  progressOf,
  rankEntries,
  reachedCounts,
  timeZonesOf,
  updateDraft,
} from '../modules/missions/index.js';
import type { Operator } from '../modules/operator/index.js';
import type { SettledBetEvent } from '../modules/settled-bets/index.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';
import { grantBonus } from './shared/bonus-wallet.js';

/**
 * Missions and the leaderboard (issue #20, decision 0083): progress counted once per event from the settled-bet
 * stream, confirmed deposits and check-ins; milestone claims and leaderboard prizes paid as grants of the bonus engine
 * (a turnover multiple of 0 converts to cash at once); the console's builder and reports.
 */

type Dependencies = { db: Database; clock: Clock };

/** How long after an event mission's end its final snapshot waits for late-settling bets (reference §7.3). */
export const leaderboardSettlementLagMs = 10 * 60_000;
/** Ranks shown on the leaderboard (the member's own row is added when below). */
export const leaderboardSize = 50;
/** Grants of mission rewards expire, unconverted, after this many days (a cash reward converts at once). */
const rewardExpiryDays = 30;

const sportsFamily = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
const lotteryFamily = new Set(['LOTT', 'ELOTT']);

/** The product family a reward's turnover counts in: the mission's own when its categories all fall in one. */
function productFamilyOf(categories: readonly string[]): StoredBonusTerms['productFamily'] {
  if (categories.length > 0 && categories.every((category) => sportsFamily.has(category))) return 'sports';
  if (categories.length > 0 && categories.every((category) => lotteryFamily.has(category))) return 'lottery';
  return 'casino';
}

async function rewardTerms(db: Database | Transaction, clock: Clock, row: MissionRow): Promise<StoredBonusTerms> {
  const policy = await createBonusService({ db, clock }).policyOf(row.merchantId);
  return {
    turnoverMultiplier: row.turnoverMultiplier,
    basis: 'bonus',
    productFamily: productFamilyOf(row.categories),
    maxBetMinor: null,
    maxWinMultiplier: null,
    expiryDays: rewardExpiryDays,
    contributions: policy.contributions,
  };
}

/** A metric's value on the wire: money text, or a whole number. */
function valueText(metric: MissionRow['metric'], value: bigint): string {
  const shown = value < 0n ? 0n : value;
  return isMoneyMetric(metric) ? formatMinor(shown) : shown.toString();
}

// ---------------------------------------------------------------------------------------------------------------
// Counting

/** The settled-bet stream's handler: each event's deltas to the brands' bet missions, in the cursor's transaction. */
export async function countBets(transaction: Transaction, events: readonly SettledBetEvent[]) {
  const merchantIds = [...new Set(events.map((event) => event.merchantId))];
  const missions = await listBetMissions(transaction, merchantIds);
  if (missions.length === 0) return;
  const zones = await timeZonesOf(transaction, merchantIds);
  await applyDeltas(transaction, 'bet', betDeltas(missions, events, zones));
}

/**
 * Freezes an event mission's leaderboard and pays its prizes, in one transaction: `markFinal` lets one caller only
 * (another instance's pass, a retry) take the snapshot, so the prizes are paid once; a member the incentive gate
 * refuses keeps the rank with the outcome `refused` and gets nothing.
 */
async function finalizeLeaderboard(dependencies: Dependencies, row: MissionRow) {
  const { db, clock } = dependencies;
  return runInTransaction(db, async (transaction) => {
    if (!(await markFinal(transaction, row.id, clock.now()))) return 0;
    const ranked = rankEntries(await boardEntries(transaction, row.id), row.minQualifyMinor);
    const terms = await rewardTerms(transaction, clock, row);
    const currency = await currencyOf(transaction, row.merchantId);
    if (!currency) throw new DomainError('NOT_FOUND');
    const entries = [];
    let paid = 0;
    for (const [index, entry] of ranked.entries()) {
      const rank = index + 1;
      const prize = prizeOfRank(row.prizes, rank);
      let grantId: string | null = null;
      let outcome: string | null = null;
      if (prize !== null && prize > 0n) {
        if (await passesIncentiveGate(transaction, entry.memberId)) {
          const grant = await grantBonus(transaction, clock, {
            merchantId: row.merchantId,
            memberId: entry.memberId,
            currency,
            source: 'mission',
            sourceRef: prizeSourceRef(row.id, entry.memberId),
            amountMinor: prize,
            title: row.title,
            terms,
          });
          grantId = grant.grantId;
          outcome = 'paid';
          paid += 1;
        } else {
          outcome = 'refused';
        }
      }
      entries.push({
        missionId: row.id,
        rank,
        memberId: entry.memberId,
        value: entry.value,
        reachedAt: entry.reachedAt,
        prizeMinor: prize,
        grantId,
        outcome,
      });
    }
    await insertLeaderboardEntries(transaction, entries);
    return paid;
  });
}

/**
 * One pass of the missions job: the `mission-progress` consumer of the settled-bet stream, the confirmed deposits,
 * then the final snapshots of event missions ended more than the settlement lag ago (after the stream caught up).
 */
export async function runMissionsPass(dependencies: Dependencies) {
  const { db, clock } = dependencies;
  const bets = await createSettledBetService({ db }).drain(missionProgressConsumer, countBets);
  const deposits = await runInTransaction(db, (transaction) => countDeposits(transaction));
  let finals = 0;
  let prizes = 0;
  if (bets.caughtUp) {
    const due = await dueFinals(db, new Date(clock.now().getTime() - leaderboardSettlementLagMs));
    for (const row of due) {
      finals += 1;
      prizes += await finalizeLeaderboard(dependencies, row);
    }
  }
  return { bets: bets.applied, deposits, finals, prizes };
}

// ---------------------------------------------------------------------------------------------------------------
// The player's calls

type PlayerInput = { merchant: Merchant; member: Member; language: Language };

/** The period a mission's card shows now: the current one, or the last one once the window ended. */
function currentPeriod(row: MissionRow, now: Date, timeZone: string) {
  const at = now < row.endsAt ? now : new Date(row.endsAt.getTime() - 1);
  return periodOf(row.kind, at, timeZone);
}

function windowDays(row: MissionRow, timeZone: string): string[] {
  const days: string[] = [];
  const last = localDayOf(new Date(row.endsAt.getTime() - 1), timeZone);
  for (let day = localDayOf(row.startsAt, timeZone); day <= last && days.length < 100; day = addDays(day, 1))
    days.push(day);
  return days;
}

async function playerCards(dependencies: Dependencies, input: PlayerInput): Promise<MissionCard[]> {
  const { db, clock } = dependencies;
  const now = clock.now();
  const zone = input.merchant.timeZone;
  const rows = await listPlayerMissions(db, input.merchant.id, now);
  const periods = rows.map((row) => ({ missionId: row.id, period: currentPeriod(row, now, zone) }));
  const [progress, claims] = await Promise.all([
    progressOf(db, input.member.id, periods),
    claimsOf(
      db,
      input.member.id,
      rows.map((row) => row.id),
    ),
  ]);
  const cards: MissionCard[] = [];
  for (const row of rows) {
    const period = currentPeriod(row, now, zone);
    const bounds = periodBounds(row, period, zone);
    // A daily or weekly mission whose window has ended shows nothing more to do after its last claim day.
    const claimOpen = now < claimDeadline(bounds.end, row.claimDays);
    if (!claimOpen && now >= row.endsAt) continue;
    const found = progress.find((item) => item.missionId === row.id && item.period === period);
    const value = found?.value ?? 0n;
    const claimed = new Set(
      claims.filter((claim) => claim.missionId === row.id && claim.period === period).map((claim) => claim.milestone),
    );
    const milestones = row.milestones.map((milestone) => ({
      ordinal: milestone.ordinal,
      target: valueText(row.metric, BigInt(milestone.target)),
      reward: formatMinor(BigInt(milestone.rewardMinor)),
      state: milestoneState({ milestone, value, claimed: claimed.has(milestone.ordinal), claimOpen }),
    }));
    const checkIns = row.kind === 'check_in' ? await checkInDaysOf(db, row.id, input.member.id) : [];
    cards.push({
      id: row.id,
      title: titleIn(row.title, input.language),
      kind: row.kind,
      metric: row.metric,
      categories: row.categories as MissionCard['categories'],
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      period,
      periodStart: bounds.start.toISOString(),
      periodEnd: bounds.end.toISOString(),
      value: valueText(row.metric, value),
      completed: milestones.filter((milestone) => milestone.state !== 'incomplete').length,
      milestones,
      leaderboard: row.leaderboard,
      checkIns,
      checkedInToday: checkIns.includes(localDayOf(now, zone)),
      days: row.kind === 'check_in' ? windowDays(row, zone) : [],
      rewardIsCash: row.turnoverMultiplier === 0,
    });
  }
  return cards;
}

const claimableIn = (cards: readonly MissionCard[]) =>
  cards.reduce(
    (count, card) => count + card.milestones.filter((milestone) => milestone.state === 'claimable').length,
    0,
  );

/** GET /wps/relay/MCSFE_getMissionList: the running missions with the current period's progress. */
export async function listMemberMissions(dependencies: Dependencies, input: PlayerInput): Promise<MissionList> {
  const missions = await playerCards(dependencies, input);
  return { missions, claimable: claimableIn(missions) };
}

/** GET /wps/relay/MCSFE_getMissionSummary: the badge (claimable milestones) and how many missions run. */
export async function missionSummary(dependencies: Dependencies, input: PlayerInput): Promise<MissionSummary> {
  const missions = await playerCards(dependencies, input);
  const now = dependencies.clock.now().getTime();
  return {
    claimable: claimableIn(missions),
    ongoing: missions.filter((card) => Date.parse(card.endsAt) > now).length,
  };
}

async function liveMission(db: Database | Transaction, merchantId: string, id: string) {
  const row = await findMission(db, merchantId, id);
  if (!row || row.status === 'draft') throw new DomainError('MISSION_NOT_FOUND');
  return row;
}

function describeClaim(
  row: {
    missionId: string;
    period: string;
    milestone: number;
    amountMinor: bigint;
    claimedAt: Date;
  },
  cash: boolean,
): MissionClaim {
  return {
    missionId: row.missionId,
    period: row.period,
    milestone: row.milestone,
    amount: formatMinor(row.amountMinor),
    cash,
    claimedAt: row.claimedAt.toISOString(),
  };
}

/**
 * POST /wps/relay/MCSFE_claimMissionRewards: pays one reached milestone of a period, once (reference §7.4). The
 * progress row is locked first, so two claims of one milestone run one after the other and the second finds the
 * first's claim; the grant's key `mission:{mission}:{member}:{period}:{milestone}` makes even a retry after a lost
 * answer pay nothing twice. A retry with the same Idempotency-Key answers the first claim.
 */
export async function claimMilestone(
  dependencies: Dependencies,
  input: PlayerInput & { idempotencyKey: string; body: MissionClaimBody },
): Promise<MissionClaim> {
  const { db, clock } = dependencies;
  const { merchant, member, body } = input;
  return runInTransaction(db, async (transaction) => {
    const row = await liveMission(transaction, merchant.id, body.missionId);
    const earlier = await findClaimByKey(transaction, member.id, input.idempotencyKey);
    if (earlier) return describeClaim(earlier, row.turnoverMultiplier === 0);
    if (!isPeriodOfKind(row.kind, body.period))
      throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'period', message: 'MISSION_PERIOD_FORMAT' }] });
    const milestone = row.milestones.find((item) => item.ordinal === body.milestone);
    if (!milestone) throw new DomainError('MISSION_NOT_FOUND');
    const now = clock.now();
    const bounds = periodBounds(row, body.period, merchant.timeZone);
    if (bounds.start >= bounds.end || bounds.start > now) throw new DomainError('MISSION_TARGET_NOT_MET');
    if (now >= claimDeadline(bounds.end, row.claimDays)) throw new DomainError('MISSION_CLAIM_CLOSED');
    const progress = await lockProgress(transaction, row.id, member.id, body.period);
    const replayed = await findClaimByKey(transaction, member.id, input.idempotencyKey);
    if (replayed) return describeClaim(replayed, row.turnoverMultiplier === 0);
    const claimed = await claimsOf(transaction, member.id, [row.id]);
    if (claimed.some((claim) => claim.period === body.period && claim.milestone === milestone.ordinal))
      throw new DomainError('MISSION_ALREADY_CLAIMED');
    if (!progress || progress.value < BigInt(milestone.target)) throw new DomainError('MISSION_TARGET_NOT_MET');
    const amountMinor = BigInt(milestone.rewardMinor);
    // The responsible-gaming gate, for incentives (decision 0077): grantBonus refuses a blocked, protected or
    // limited member (PROMOTION_NOT_ELIGIBLE) and the claim rolls back with it, so it may be claimed later.
    const grant = await grantBonus(transaction, clock, {
      merchantId: merchant.id,
      memberId: member.id,
      currency: merchant.currency,
      source: 'mission',
      sourceRef: milestoneSourceRef(row.id, member.id, body.period, milestone.ordinal),
      amountMinor,
      title: row.title,
      terms: await rewardTerms(transaction, clock, row),
    });
    const inserted = await insertClaim(transaction, {
      merchantId: merchant.id,
      missionId: row.id,
      memberId: member.id,
      period: body.period,
      milestone: milestone.ordinal,
      amountMinor,
      grantId: grant.grantId,
      requestKey: input.idempotencyKey,
      claimedAt: now,
    });
    if (!inserted) throw new DomainError('MISSION_ALREADY_CLAIMED');
    return describeClaim(inserted, row.turnoverMultiplier === 0);
  });
}

/** POST /wps/relay/MCSFE_missionCheckIn: today's check-in (brand-local day), once a day within the window. */
export async function checkIn(
  dependencies: Dependencies,
  input: PlayerInput & { missionId: string },
): Promise<MissionCheckIn> {
  const { db, clock } = dependencies;
  return runInTransaction(db, async (transaction) => {
    const row = await liveMission(transaction, input.merchant.id, input.missionId);
    const now = clock.now();
    if (row.kind !== 'check_in' || row.status !== 'published' || now < row.startsAt || now >= row.endsAt)
      throw new DomainError('MISSION_NOT_FOUND');
    const day = localDayOf(now, input.merchant.timeZone);
    const added = await applyDeltas(transaction, 'check_in', [
      { missionId: row.id, memberId: input.member.id, period: 'event', eventKey: day, delta: 1n, at: now },
    ]);
    if (added === 0) throw new DomainError('MISSION_ALREADY_CHECKED_IN');
    return { day, days: (await checkInDaysOf(transaction, row.id, input.member.id)).length };
  });
}

/**
 * GET /wps/relay/MCSFE_getMissionLeaderboard: the live board (value, then who reached it first), or the final
 * snapshot with its prizes once taken; names masked, the member's own row flagged.
 */
export async function showLeaderboard(
  dependencies: Dependencies,
  input: PlayerInput & { missionId: string },
): Promise<MissionLeaderboard> {
  const { db } = dependencies;
  const row = await liveMission(db, input.merchant.id, input.missionId);
  if (!row.leaderboard || row.kind !== 'event') throw new DomainError('MISSION_NOT_FOUND');
  const own: string | undefined = input.member.id;
  const prizes = row.prizes.map((prize) => ({
    fromRank: prize.fromRank,
    toRank: prize.toRank,
    prize: formatMinor(BigInt(prize.prizeMinor)),
  }));
  const base = {
    missionId: row.id,
    title: titleIn(row.title, input.language),
    metric: row.metric,
    endsAt: row.endsAt.toISOString(),
    finalAt: row.finalAt?.toISOString() ?? null,
    minQualify: valueText(row.metric, row.minQualifyMinor),
    prizes,
  };
  const ranked = row.finalAt
    ? (await finalLeaderboard(db, row.id)).map((entry) => ({
        rank: entry.rank,
        memberId: entry.memberId,
        username: entry.username,
        value: entry.value,
        reachedAt: entry.reachedAt,
        prize: entry.prizeMinor,
      }))
    : (
        await liveLeaderboard(db, {
          missionId: row.id,
          minQualifyMinor: row.minQualifyMinor,
          limit: leaderboardSize,
          ...(own ? { memberId: own } : {}),
        })
      ).map((entry) => ({
        rank: entry.rank,
        memberId: entry.member_id,
        username: entry.username,
        value: BigInt(entry.value),
        reachedAt: new Date(entry.reached_at),
        prize: prizeOfRank(row.prizes, entry.rank),
      }));
  const rows = ranked
    .filter((entry) => entry.rank <= leaderboardSize || entry.memberId === own)
    .map((entry) => ({
      rank: entry.rank,
      name: maskName(entry.username),
      value: valueText(row.metric, entry.value),
      reachedAt: entry.reachedAt.toISOString(),
      prize: entry.prize === null ? null : formatMinor(entry.prize),
      self: entry.memberId === own,
    }));
  const mine = ranked.find((entry) => entry.memberId === own);
  let ownValue = mine?.value ?? 0n;
  if (!mine && own) {
    const [progress] = await progressOf(db, own, [{ missionId: row.id, period: 'event' }]);
    ownValue = progress?.value ?? 0n;
  }
  return {
    ...base,
    rows,
    own: {
      rank: mine?.rank ?? null,
      value: valueText(row.metric, ownValue),
      prize: mine?.prize == null ? null : formatMinor(mine.prize),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The console

async function merchantIdOf(db: Database, code: string) {
  const id = await findMerchantIdByCode(db, code);
  if (!id) throw new DomainError('NOT_FOUND');
  return id;
}

function invalid(path: string, message: string): never {
  throw new DomainError('VALIDATION_FAILED', { fields: [{ path, message }] });
}

/** A body's rules as stored, checked against each other (the schema checks each field alone). */
function storedRules(body: MissionBody) {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (!(startsAt < endsAt)) invalid('endsAt', 'MISSION_WINDOW_ORDER');
  if (endsAt.getTime() - startsAt.getTime() > 92 * 24 * 60 * 60 * 1000) invalid('endsAt', 'MISSION_WINDOW_TOO_LONG');
  if ((body.kind === 'check_in') !== (body.metric === 'check_in_days')) invalid('metric', 'MISSION_CHECK_IN_METRIC');
  const money = isMoneyMetric(body.metric);
  const milestones: StoredMilestone[] = body.milestones.map((milestone, index) => {
    let target: bigint;
    try {
      target = money ? parseMinor(milestone.target) : BigInt(milestone.target);
    } catch {
      invalid(`milestones.${index}.target`, 'MISSION_TARGET_FORMAT');
    }
    if (target <= 0n) invalid(`milestones.${index}.target`, 'MISSION_TARGET_FORMAT');
    return { ordinal: index + 1, target: target.toString(), rewardMinor: parseMinor(milestone.reward).toString() };
  });
  const leaderboard = body.leaderboard && body.kind === 'event';
  if (body.leaderboard && !leaderboard) invalid('leaderboard', 'MISSION_LEADERBOARD_EVENT_ONLY');
  const prizes: StoredPrize[] = body.prizes.map((prize, index) => {
    if (prize.toRank < prize.fromRank) invalid(`prizes.${index}.toRank`, 'MISSION_PRIZE_RANKS');
    return { fromRank: prize.fromRank, toRank: prize.toRank, prizeMinor: parseMinor(prize.prize).toString() };
  });
  const sorted = [...prizes].sort((left, right) => left.fromRank - right.fromRank);
  for (let index = 1; index < sorted.length; index += 1)
    if ((sorted[index]?.fromRank ?? 0) <= (sorted[index - 1]?.toRank ?? 0)) invalid('prizes', 'MISSION_PRIZE_OVERLAP');
  let minQualifyMinor = 0n;
  try {
    minQualifyMinor = money ? parseMinor(body.minQualify) : BigInt(body.minQualify);
  } catch {
    invalid('minQualify', 'MISSION_TARGET_FORMAT');
  }
  return {
    code: body.code,
    title: body.title as Record<string, string>,
    kind: body.kind,
    metric: body.metric,
    categories: body.metric === 'valid_bet' || body.metric === 'bet_count' ? [...new Set(body.categories)] : [],
    minStakeMinor: parseMinor(body.minStake),
    startsAt,
    endsAt,
    milestones,
    turnoverMultiplier: body.turnoverMultiplier,
    claimDays: body.claimDays,
    leaderboard,
    prizes: leaderboard ? prizes : [],
    minQualifyMinor,
  };
}

function describeMission(row: MissionRow, participants: number): ConsoleMission {
  const money = isMoneyMetric(row.metric);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    metric: row.metric,
    categories: row.categories as ConsoleMission['categories'],
    minStake: formatMinor(row.minStakeMinor),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    milestones: row.milestones.map((milestone) => ({
      target: money ? formatMinor(BigInt(milestone.target)) : milestone.target,
      reward: formatMinor(BigInt(milestone.rewardMinor)),
    })),
    turnoverMultiplier: row.turnoverMultiplier,
    claimDays: row.claimDays,
    leaderboard: row.leaderboard,
    prizes: row.prizes.map((prize) => ({
      fromRank: prize.fromRank,
      toRank: prize.toRank,
      prize: formatMinor(BigInt(prize.prizeMinor)),
    })),
    minQualify: valueText(row.metric, row.minQualifyMinor),
    status: row.status,
    finalAt: row.finalAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    participants,
  };
}

export async function listConsoleMissions(dependencies: Dependencies, input: { merchant: string }) {
  const merchantId = await merchantIdOf(dependencies.db, input.merchant);
  const rows = await listMissions(dependencies.db, merchantId);
  const counts = await participantCounts(
    dependencies.db,
    rows.map((row) => row.id),
  );
  return { missions: rows.map((row) => describeMission(row, counts.get(row.id) ?? 0)) };
}

/** POST /bo/missions/:merchant: a draft, audited in its transaction. */
export async function createMission(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; body: MissionBody },
) {
  const merchantId = await merchantIdOf(dependencies.db, input.merchant);
  const rules = storedRules(input.body);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'mission.create',
      target: `${input.merchant}:${rules.code}`,
      detail: (mission: ConsoleMission) => ({ id: mission.id, kind: mission.kind, metric: mission.metric }),
    },
    async (_operators, transaction) => {
      const row = await insertMission(transaction, {
        ...rules,
        merchantId,
        status: 'draft',
        updatedBy: input.operator.username,
        createdAt: dependencies.clock.now(),
        updatedAt: dependencies.clock.now(),
      });
      if (!row) invalid('code', 'MISSION_CODE_TAKEN');
      return describeMission(row, 0);
    },
  );
}

/** PUT /bo/missions/:merchant/:id: a draft's rules (MISSION_NOT_EDITABLE once published or closed). */
export async function editMission(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; id: string; body: MissionBody },
) {
  const merchantId = await merchantIdOf(dependencies.db, input.merchant);
  const rules = storedRules(input.body);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'mission.edit',
      target: `${input.merchant}:${rules.code}`,
      detail: (mission: ConsoleMission) => ({ id: mission.id }),
    },
    async (_operators, transaction) => {
      const found = await findMission(transaction, merchantId, input.id);
      if (!found) throw new DomainError('NOT_FOUND');
      const row = await updateDraft(transaction, merchantId, input.id, {
        ...rules,
        updatedBy: input.operator.username,
        updatedAt: dependencies.clock.now(),
      }).catch((error: unknown) => {
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') invalid('code', 'MISSION_CODE_TAKEN');
        throw error;
      });
      if (!row) throw new DomainError('MISSION_NOT_EDITABLE');
      return describeMission(row, 0);
    },
  );
}

/** Publishes a draft or closes a published mission (closing stops its counting; earned milestones stay claimable). */
export async function changeMissionStatus(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; id: string; to: 'published' | 'closed' },
) {
  const merchantId = await merchantIdOf(dependencies.db, input.merchant);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: input.to === 'published' ? 'mission.publish' : 'mission.close',
      target: `${input.merchant}:${input.id}`,
      detail: (mission: ConsoleMission) => ({ id: mission.id, code: mission.code }),
    },
    async (_operators, transaction) => {
      const found = await findMission(transaction, merchantId, input.id);
      if (!found) throw new DomainError('NOT_FOUND');
      const row = await moveStatus(transaction, {
        merchantId,
        id: input.id,
        from: input.to === 'published' ? ['draft'] : ['published'],
        to: input.to,
        by: input.operator.username,
        at: dependencies.clock.now(),
      });
      if (!row) throw new DomainError('INVALID_STATE', { status: found.status });
      return describeMission(row, 0);
    },
  );
}

/** GET /bo/missions/:merchant/:id/report: participants, completions and claims per milestone, the board. */
export async function missionReport(
  dependencies: Dependencies,
  input: { merchant: string; id: string },
): Promise<MissionReport> {
  const { db } = dependencies;
  const merchantId = await merchantIdOf(db, input.merchant);
  const row = await findMission(db, merchantId, input.id);
  if (!row) throw new DomainError('NOT_FOUND');
  const [counts, reached, claims] = await Promise.all([
    participantCounts(db, [row.id]),
    reachedCounts(
      db,
      row.id,
      row.milestones.map((milestone) => BigInt(milestone.target)),
    ),
    claimTotals(db, row.id),
  ]);
  let claimsPaid = 0n;
  const milestones = row.milestones.map((milestone, index) => {
    const total = claims.get(milestone.ordinal) ?? { count: 0, paidMinor: 0n };
    claimsPaid += total.paidMinor;
    return {
      ordinal: milestone.ordinal,
      reached: reached[index] ?? 0,
      claimed: total.count,
      paid: formatMinor(total.paidMinor),
    };
  });
  let leaderboard: MissionReport['leaderboard'] = [];
  let prizesPaid = 0n;
  if (row.leaderboard) {
    if (row.finalAt) {
      const entries = await finalLeaderboard(db, row.id);
      for (const entry of entries) if (entry.outcome === 'paid') prizesPaid += entry.prizeMinor ?? 0n;
      leaderboard = entries.map((entry) => ({
        rank: entry.rank,
        account: entry.username,
        value: valueText(row.metric, entry.value),
        reachedAt: entry.reachedAt.toISOString(),
        prize: entry.prizeMinor === null ? null : formatMinor(entry.prizeMinor),
        outcome: entry.outcome,
      }));
    } else {
      leaderboard = (
        await liveLeaderboard(db, { missionId: row.id, minQualifyMinor: row.minQualifyMinor, limit: 100 })
      ).map((entry) => {
        const prize = prizeOfRank(row.prizes, entry.rank);
        return {
          rank: entry.rank,
          account: entry.username,
          value: valueText(row.metric, BigInt(entry.value)),
          reachedAt: new Date(entry.reached_at).toISOString(),
          prize: prize === null ? null : formatMinor(prize),
          outcome: null,
        };
      });
    }
  }
  return {
    mission: describeMission(row, counts.get(row.id) ?? 0),
    participants: counts.get(row.id) ?? 0,
    milestones,
    claimsPaid: formatMinor(claimsPaid),
    prizesPaid: formatMinor(prizesPaid),
    leaderboard,
    finalAt: row.finalAt?.toISOString() ?? null,
  };
}
