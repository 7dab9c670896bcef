import { protectionEndsAt } from '@croupier/contracts';
import type {
  GateRefusal,
  ProtectionKind,
  ProtectionState,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import {
  findCurrentProtection,
  findExcludedIdentityMatches,
  insertProtection,
  isBankAccountExcluded,
  lockProtectedUntil,
  setProtectedUntil,
} from './player-protection.repository.js';
import type { PlayerProtectionRow } from './player-protection.repository.js';
import { describeRefusal } from './money-gate.service.js';

/**
 * Whether a member's `protected_until` keeps them out at `now`. The drivers read `infinity` (a self-exclusion until
 * an operator lifts it) as an invalid date, so anything that is not a moment in the past counts as in force.
 */
export function protectionInForce(protectedUntil: Date | null, now: Date): boolean {
  if (protectedUntil === null) return false;
  return !(protectedUntil.getTime() <= now.getTime());
}

/**
 * Whether a member may be sent marketing (promotions, bonus offers; never the messages an account needs, such as a
 * login code). Nothing sends marketing yet: whatever does later must ask this for each recipient (issue #15).
 */
export function mayReceiveMarketing(member: { protectedUntil: Date | null }, now: Date): boolean {
  return !protectionInForce(member.protectedUntil, now);
}

/** The value of a protection's refusal (contracts `gateRefusalSchema`): its end, written in the brand's zone. */
export function protectionRefusalValue(endsAt: Date | null, timeZone: string): GateRefusal {
  return describeRefusal({ limit_kind: null, limit_value: null, resets_at: null, ends_at: endsAt }, timeZone);
}

export function describeProtection(row: PlayerProtectionRow): ProtectionState {
  return {
    kind: row.kind,
    period: row.period,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

type Identity = {
  mobileNum?: string | null | undefined;
  countryDialingCode?: string | null | undefined;
  email?: string | null | undefined;
  idNumber?: string | null | undefined;
};

/** A new account's details as the register compares them: digits of the mobile with its dialing code, and so on. */
export function normalizeIdentity(identity: Identity) {
  const mobile = identity.mobileNum?.replace(/\D/g, '') ?? '';
  const email = identity.email?.trim().toLowerCase() ?? '';
  const idNumber = identity.idNumber?.trim() ?? '';
  return {
    mobileDigits: mobile ? `${identity.countryDialingCode?.replace(/\D/g, '') ?? ''}${mobile}` : null,
    email: email || null,
    idNumber: idNumber || null,
  };
}

/**
 * Time-outs and self-exclusions (issue #15): taking one, the refusal a protected member gets at login, and the
 * register of excluded players that new accounts and bank accounts are checked against.
 */
export function createPlayerProtectionService({ db, clock }: { db: Database; clock: Clock }) {
  /**
   * Records a protection and sets `member.protected_until` (a time-out: its end; a self-exclusion: `infinity`, as it
   * stays until an operator lifts it after its end). Call it inside the transaction that carries its effects. One in
   * force may only be extended: a protection ending no later than it is refused with INVALID_STATE.
   */
  async function take(input: {
    merchantId: string;
    memberId: string;
    kind: ProtectionKind;
    period: TimeOutPeriod | SelfExclusionPeriod;
  }): Promise<ProtectionState> {
    const now = clock.now();
    const current = await lockProtectedUntil(db, input.merchantId, input.memberId);
    if (!current) throw new DomainError('NOT_LOGGED_IN');
    const endsAt = protectionEndsAt(now, input.period);
    const running = current.protectedUntil !== null && current.protectedUntil > now ? current.protectedUntil : null;
    const notLonger = running !== null && endsAt !== null && endsAt <= running;
    if (current.infinite || notLonger) {
      throw new DomainError('INVALID_STATE', {
        reason: 'LONGER_PROTECTION_IN_FORCE',
        endsAt: current.protectedUntil?.toISOString() ?? null,
      });
    }
    const row = await insertProtection(db, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      kind: input.kind,
      period: input.period,
      startedAt: now,
      endsAt,
    });
    await setProtectedUntil(
      db,
      input.memberId,
      input.kind === 'self_exclusion' || endsAt === null ? 'infinity' : endsAt,
    );
    return describeProtection(row);
  }

  /** The member's protection not lifted yet, or null. */
  async function current(memberId: string): Promise<ProtectionState | null> {
    const row = await findCurrentProtection(db, memberId);
    return row ? describeProtection(row) : null;
  }

  /**
   * Why a protected member may not log in: PLAYER_TIMED_OUT until the time-out's end, PLAYER_SELF_EXCLUDED while a
   * self-exclusion is not lifted (after its end too). Null when no protection is in force.
   */
  async function loginRefusal(
    member: { id: string; protectedUntil: Date | null },
    timeZone: string,
  ): Promise<DomainError | null> {
    if (!protectionInForce(member.protectedUntil, clock.now())) return null;
    const until = member.protectedUntil;
    if (until && Number.isFinite(until.getTime())) {
      return new DomainError('PLAYER_TIMED_OUT', protectionRefusalValue(until, timeZone));
    }
    const row = await findCurrentProtection(db, member.id);
    return new DomainError('PLAYER_SELF_EXCLUDED', protectionRefusalValue(row?.endsAt ?? null, timeZone));
  }

  /** Refuses a new account sharing a mobile number, e-mail or ID number with a self-excluded member of the brand. */
  async function refuseExcludedIdentity(merchantId: string, identity: Identity): Promise<void> {
    const fields = await findExcludedIdentityMatches(db, merchantId, normalizeIdentity(identity));
    if (fields.length > 0) throw new DomainError('IDENTITY_EXCLUDED', { fields });
  }

  /** Refuses binding a bank account that a self-excluded member of the brand holds or held. */
  async function refuseExcludedBankAccount(input: {
    merchantId: string;
    memberId: string;
    bankCode: string;
    accountNumber: string;
  }): Promise<void> {
    const accountNumber = input.accountNumber.replace(/\D/g, '');
    if (await isBankAccountExcluded(db, { ...input, accountNumber })) {
      throw new DomainError('IDENTITY_EXCLUDED', { fields: ['bankAccount'] });
    }
  }

  return { take, current, loginRefusal, refuseExcludedIdentity, refuseExcludedBankAccount };
}

export type PlayerProtectionService = ReturnType<typeof createPlayerProtectionService>;
