import { sql } from 'drizzle-orm';
import type { BonusGrant, BonusPolicy, BonusTerms, Contribution, Language, MemberBonuses } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { GrantRow } from './bonus.repository.js';
import { findActiveGrantOf, listMemberGrants, passesIncentiveGate } from './bonus.repository.js';
import type { StoredBonusTerms } from './bonus.tables.js';
import { defaultContributions } from './bonus-terms.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A grant's terms on the wire. */
export function describeTerms(terms: StoredBonusTerms): BonusTerms {
  return {
    turnoverMultiplier: terms.turnoverMultiplier,
    basis: terms.basis,
    productFamily: terms.productFamily,
    maxBet: terms.maxBetMinor === null ? null : formatMinor(BigInt(terms.maxBetMinor)),
    maxWinMultiplier: terms.maxWinMultiplier,
    expiryDays: terms.expiryDays,
    contributions: terms.contributions,
  };
}

/** A title in the reader's language, else the brand's Thai, else any. */
export function titleIn(title: Record<string, string>, language: Language): string {
  return title[language] ?? title.th ?? Object.values(title)[0] ?? '';
}

/** A grant as its player (and, with more, the console) sees it. */
export function describeGrant(row: GrantRow, language: Language): BonusGrant {
  const required = BigInt(row.turnover_required_minor);
  const done = BigInt(row.turnover_done_minor);
  const live = row.status === 'active' || row.status === 'pending';
  return {
    id: row.id,
    title: titleIn(row.title, language),
    status: row.status,
    currency: row.currency,
    granted: formatMinor(BigInt(row.granted_minor)),
    balance: formatMinor(live ? BigInt(row.balance_minor) : 0n),
    turnoverRequired: formatMinor(required),
    turnoverDone: formatMinor(done),
    turnoverRemaining: formatMinor(live && required > done ? required - done : 0n),
    converted: formatMinor(BigInt(row.converted_minor)),
    forfeited: formatMinor(BigInt(row.forfeited_minor)),
    forfeitReason: row.forfeit_reason as BonusGrant['forfeitReason'],
    terms: describeTerms(row.terms),
    createdAt: new Date(row.created_at).toISOString(),
    activatedAt: iso(row.activated_at),
    expiresAt: iso(row.expires_at),
    closedAt: iso(row.closed_at),
  };
}

/** What a member's live grants hold and still need, in total. */
export function sumLiveGrants(rows: readonly GrantRow[]) {
  let balanceMinor = 0n;
  let turnoverRemainingMinor = 0n;
  for (const row of rows) {
    if (row.status !== 'active' && row.status !== 'pending') continue;
    balanceMinor += BigInt(row.balance_minor);
    const remaining = BigInt(row.turnover_required_minor) - BigInt(row.turnover_done_minor);
    if (remaining > 0n) turnoverRemainingMinor += remaining;
  }
  return { balanceMinor, turnoverRemainingMinor };
}

/**
 * The bonus module's reads (decision 0077): the incentive gate, the brand's policy and the member's grants. What
 * moves money (granting, converting, forfeiting) composes this module with the wallet in `flows/shared/bonus-wallet.ts`.
 */
export function createBonusService({ db, clock }: { db: Database; clock: Clock }) {
  /** Whether the member may receive an incentive now: never while blocked, protected or stopped by a limit. */
  function incentiveGate(memberId: string) {
    return passesIncentiveGate(db, memberId);
  }

  async function policyOf(merchantId: string): Promise<BonusPolicy> {
    const [row] = await queryRows<{ profile: BonusPolicy['profile']; contributions: Contribution[] }>(
      db,
      sql`select profile, contributions from bonus_policy where merchant_id = ${merchantId}::uuid`,
    );
    return row ?? { profile: 'strict', contributions: [...defaultContributions] };
  }

  async function savePolicy(merchantId: string, policy: BonusPolicy, updatedBy: string) {
    await db.execute(
      sql`insert into bonus_policy (merchant_id, profile, contributions, updated_by, updated_at)
        values (${merchantId}::uuid, ${policy.profile}, ${JSON.stringify(policy.contributions)}::jsonb, ${updatedBy},
          ${clock.now().toISOString()}::timestamptz)
        on conflict (merchant_id) do update set profile = excluded.profile, contributions = excluded.contributions,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    );
  }

  async function memberBonuses(input: {
    memberId: string;
    currency: string;
    language: Language;
  }): Promise<MemberBonuses> {
    const rows = await listMemberGrants(db, input.memberId, 50);
    const totals = sumLiveGrants(rows);
    return {
      currency: input.currency,
      bonusBalance: formatMinor(totals.balanceMinor),
      turnoverRemaining: formatMinor(totals.turnoverRemainingMinor),
      grants: rows.map((row) => describeGrant(row, input.language)),
    };
  }

  /**
   * Refuses a stake above the active grant's max bet on a money path outside the seamless wallet (whose database
   * function checks it itself): the lottery, per bet.
   */
  async function assertStakeAllowed(memberId: string, stakeMinor: bigint) {
    const active = await findActiveGrantOf(db, memberId, clock.now());
    if (active?.max_bet_minor && stakeMinor > BigInt(active.max_bet_minor)) {
      throw new DomainError('MAX_BET_EXCEEDED', { maxBet: formatMinor(BigInt(active.max_bet_minor)) });
    }
  }

  /** A transfer-wallet vendor's bets cannot be checked before they are placed: no money goes there under a max bet. */
  async function assertVendorTransferAllowed(memberId: string) {
    const active = await findActiveGrantOf(db, memberId, clock.now());
    if (active?.max_bet_minor) throw new DomainError('BONUS_TRANSFER_BLOCKED');
  }

  return { incentiveGate, policyOf, savePolicy, memberBonuses, assertStakeAllowed, assertVendorTransferAllowed };
}

export type BonusService = ReturnType<typeof createBonusService>;
