import type { LimitKind, LimitState, PlaySessionSummary, ResponsibleGaming } from '@croupier/contracts';
import {
  amountSchema,
  defaultRealityCheckMinutes,
  formatMinor,
  limitCoolingOffHours,
  limitKinds,
  sessionLimitMinutes,
} from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';

/** What the limits need of the brand: its currency and the zone its periods are counted in. */
type Brand = { currency: string; timeZone: string };
import {
  decideChange,
  findLoginSessionStart,
  findRealityCheckMinutes,
  findProtectionInForce,
  insertChange,
  listLimits,
  listPendingChanges,
  lockMemberLimits,
  periodUses,
  playSince,
  setRealityCheckMinutes,
  writeLimit,
} from './player-limits.repository.js';
import type { PlayerLimitChangeRow } from './player-limits.repository.js';
import { describeRefusal } from './money-gate.service.js';

const valueText = (kind: LimitKind, value: bigint | null) =>
  value === null ? null : kind === 'session' ? value.toString() : formatMinor(value);

const refuseValue = (message: string): never => {
  throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'value', message }] });
};

/** A typed limit to its stored value: minor units of money (within the amount schema's range) or minutes. */
export function parseLimitValue(kind: LimitKind, text: string | null): bigint | null {
  if (text === null) return null;
  if (kind === 'session') {
    if (!/^\d{1,5}$/.test(text)) return refuseValue('SESSION_LIMIT_MINUTES');
    const minutes = Number(text);
    if (minutes < sessionLimitMinutes.min || minutes > sessionLimitMinutes.max) {
      return refuseValue('SESSION_LIMIT_RANGE');
    }
    return BigInt(minutes);
  }
  const parsed = amountSchema.safeParse(text);
  if (!parsed.success) return refuseValue(parsed.error.issues[0]?.message ?? 'AMOUNT_FORMAT');
  return parsed.data;
}

/**
 * The player's own limits (issue #15, RTS 12): a first or lower limit applies at once; a raise or a removal waits
 * 24 hours as the one pending change of its kind, then applies only when the player confirms it. Every change is
 * kept in player_limit_change. `member.has_player_limits` is kept equal to "the member has a player_limit row", the
 * one column the money gate reads before anything else.
 */
export function createPlayerLimitsService({ db, clock }: { db: Database; clock: Clock }) {
  async function describe(merchant: Brand, memberId: string): Promise<ResponsibleGaming> {
    const now = clock.now();
    const [limits, pending, uses, realityCheckMinutes, protection] = await Promise.all([
      listLimits(db, memberId),
      listPendingChanges(db, memberId),
      periodUses(db, memberId, merchant.timeZone),
      findRealityCheckMinutes(db, memberId),
      findProtectionInForce(db, memberId, now),
    ]);
    const states: LimitState[] = limitKinds.map((kind) => {
      const limit = limits.find((row) => row.kind === kind);
      const use = uses.find((row) => row.kind === kind);
      const change = pending.find((row) => row.kind === kind);
      return {
        kind,
        value: valueText(kind, limit?.value ?? null),
        used: use ? formatMinor(use.used) : null,
        resetsAt: limit && use ? use.resetsAt.toISOString() : null,
        pending: change
          ? {
              value: valueText(kind, change.value),
              requestedAt: change.requestedAt.toISOString(),
              effectiveAt: change.effectiveAt.toISOString(),
              confirmable: now >= change.effectiveAt,
            }
          : null,
      };
    });
    return {
      currency: merchant.currency,
      limits: states,
      realityCheckMinutes: realityCheckMinutes ?? defaultRealityCheckMinutes,
      protection: protection
        ? {
            kind: protection.kind,
            period: protection.period,
            startedAt: protection.startedAt.toISOString(),
            endsAt: protection.endsAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  async function changeLimit(memberId: string, kind: LimitKind, value: bigint | null) {
    await runInTransaction(db, async (transaction) => {
      const tx = transaction as unknown as Database;
      const now = clock.now();
      await lockMemberLimits(tx, memberId);
      const current = (await listLimits(tx, memberId)).find((row) => row.kind === kind)?.value ?? null;
      const pending = (await listPendingChanges(tx, memberId)).find((row) => row.kind === kind);
      if (value === null && current === null) {
        if (pending) await decideChange(tx, pending.id, 'cancelled', now);
        return;
      }
      // A replaced or superseded pending change is cancelled, so at most one waits per kind.
      if (pending) await decideChange(tx, pending.id, 'cancelled', now);
      const atOnce = value !== null && (current === null || value <= current);
      if (atOnce) {
        await writeLimit(tx, memberId, kind, value, now);
        await insertChange(tx, {
          memberId,
          kind,
          previousValue: current,
          value,
          status: 'applied',
          requestedAt: now,
          effectiveAt: now,
          decidedAt: now,
        });
        return;
      }
      await insertChange(tx, {
        memberId,
        kind,
        previousValue: current,
        value,
        status: 'pending',
        requestedAt: now,
        effectiveAt: new Date(now.getTime() + limitCoolingOffHours * 3_600_000),
      });
    });
  }

  async function pendingOf(tx: Database, memberId: string, kind: LimitKind): Promise<PlayerLimitChangeRow> {
    const pending = (await listPendingChanges(tx, memberId)).find((row) => row.kind === kind);
    if (!pending) throw new DomainError('NOT_FOUND', { kind });
    return pending;
  }

  async function confirmChange(memberId: string, kind: LimitKind) {
    await runInTransaction(db, async (transaction) => {
      const tx = transaction as unknown as Database;
      const now = clock.now();
      await lockMemberLimits(tx, memberId);
      const pending = await pendingOf(tx, memberId, kind);
      if (now < pending.effectiveAt) {
        throw new DomainError('LIMIT_COOLING_OFF', { kind, effectiveAt: pending.effectiveAt.toISOString() });
      }
      await writeLimit(tx, memberId, kind, pending.value, now);
      await decideChange(tx, pending.id, 'applied', now);
    });
  }

  async function cancelChange(memberId: string, kind: LimitKind) {
    await runInTransaction(db, async (transaction) => {
      const tx = transaction as unknown as Database;
      await lockMemberLimits(tx, memberId);
      const pending = await pendingOf(tx, memberId, kind);
      await decideChange(tx, pending.id, 'cancelled', clock.now());
    });
  }

  async function sessionSummary(memberId: string, loginSessionId: string): Promise<PlaySessionSummary> {
    const now = clock.now();
    const [sessionStart, realityCheckMinutes, limits] = await Promise.all([
      findLoginSessionStart(db, loginSessionId),
      findRealityCheckMinutes(db, memberId),
      listLimits(db, memberId),
    ]);
    const startedAt = sessionStart ?? now;
    const play = await playSince(db, memberId, startedAt);
    const sessionLimit = limits.find((row) => row.kind === 'session')?.value;
    return {
      startedAt: startedAt.toISOString(),
      minutes: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
      stakes: formatMinor(play.stakesMinor),
      net: formatMinor(play.netMinor),
      realityCheckMinutes: realityCheckMinutes ?? defaultRealityCheckMinutes,
      sessionEndsAt:
        sessionLimit === undefined ? null : new Date(startedAt.getTime() + Number(sessionLimit) * 60_000).toISOString(),
    };
  }

  /**
   * SESSION_LIMIT_REACHED once the login session has lasted the member's session limit, else null. The limit is a
   * session's length, so it ends the session itself (its caller revokes it), not only its stakes.
   */
  async function sessionLimitRefusal(memberId: string, loginSessionId: string, timeZone: string) {
    const limit = (await listLimits(db, memberId)).find((row) => row.kind === 'session');
    if (limit?.value === undefined || limit.value === null) return null;
    const startedAt = await findLoginSessionStart(db, loginSessionId);
    if (!startedAt || startedAt.getTime() + Number(limit.value) * 60_000 > clock.now().getTime()) return null;
    return new DomainError(
      'SESSION_LIMIT_REACHED',
      describeRefusal({ limit_kind: 'session', limit_value: limit.value, resets_at: null, ends_at: null }, timeZone),
    );
  }

  return {
    describe,
    sessionLimitRefusal,
    setLimit: (memberId: string, kind: LimitKind, text: string | null) =>
      changeLimit(memberId, kind, parseLimitValue(kind, text)),
    confirmChange,
    cancelChange,
    setRealityCheck: (memberId: string, minutes: number) => setRealityCheckMinutes(db, memberId, minutes),
    sessionSummary,
  };
}

export type PlayerLimitsService = ReturnType<typeof createPlayerLimitsService>;
