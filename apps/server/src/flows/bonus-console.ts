import type {
  BonusCostReport,
  BonusPolicy,
  ConsoleBonusGrant,
  Contribution,
  Language,
  Page,
  PageRequest,
} from '@croupier/contracts';
import { buildPage, formatMinor, pageOffset } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { GrantRow } from '../modules/bonus/index.js';
import { createBonusService, describeGrant, findGrant, titleIn } from '../modules/bonus/index.js';
import type { Merchant, MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { forfeitGrant, grantBonus } from './shared/bonus-wallet.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

/**
 * The console's side of the bonus wallet (issue #19, decision 0077): one player's grants, an operator's forfeit and
 * re-credit, the brand's bonus policy, and what bonuses cost per day and offer. Every change writes its audit row in
 * the change's own transaction.
 */
export type BonusConsoleDependencies = { db: Database; clock: Clock; merchants: MerchantService };

const dayMs = 24 * 60 * 60 * 1000;
/** The longest cost report asked at once: a year of days, per offer, stays a page an operator can read. */
const maxReportDays = 366;

const grantColumns = sql`g.id, g.merchant_id, g.member_id, g.currency, g.source, g.source_ref, g.promotion_id,
  g.player_promotion_id, g.title, g.account_id, g.terms, g.granted_minor::text, g.turnover_required_minor::text,
  g.turnover_done_minor::text, g.converted_minor::text, g.forfeited_minor::text, g.status, g.forfeit_reason, g.note,
  g.created_at, g.activated_at, g.expires_at, g.closed_at, coalesce(a.balance_minor, 0)::text as balance_minor`;

function consoleGrant(row: GrantRow & { username: string }, language: Language): ConsoleBonusGrant {
  return { ...describeGrant(row, language), username: row.username, promotionId: row.promotion_id, source: row.source };
}

/** A grant of the brand, with its member's username; NOT_FOUND for another brand's (its id says nothing there). */
async function grantOfBrand(db: Database, merchant: Merchant, grantId: string) {
  const grant = await findGrant(db, grantId);
  if (grant?.merchant_id !== merchant.id) throw new DomainError('NOT_FOUND');
  const [member] = await queryRows<{ username: string }>(
    db,
    sql`select username from member where id = ${grant.member_id}::uuid`,
  );
  return { grant, username: member?.username ?? '' };
}

/** One player's grants in a brand, newest first; a username the brand does not know has none. */
export async function listConsoleGrants(
  dependencies: BonusConsoleDependencies,
  input: { merchant: string; username: string; page: PageRequest; language: Language },
): Promise<Page<ConsoleBonusGrant>> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  // Usernames are unique per brand whatever their case (the member table's index).
  const member = sql`m.merchant_id = ${merchant.id}::uuid and lower(m.username) = lower(${input.username})`;
  const [counted] = await queryRows<{ total: string }>(
    dependencies.db,
    sql`select count(*)::text as total from bonus_grant g join member m on m.id = g.member_id where ${member}`,
  );
  const rows = await queryRows<GrantRow & { username: string }>(
    dependencies.db,
    sql`select ${grantColumns}, m.username from bonus_grant g
      join member m on m.id = g.member_id
      join ledger_account a on a.id = g.account_id
      where ${member}
      order by g.created_at desc, g.id desc
      limit ${input.page.pageSize} offset ${pageOffset(input.page)}`,
  );
  return buildPage(
    rows.map((row) => consoleGrant(row, input.language)),
    input.page,
    Number(counted?.total ?? 0),
  );
}

/**
 * An operator forfeits a live grant (its bonus money to `bonus_forfeit`, never the player's cash); the note keeps
 * who and why on the grant and in the audit row. A closed grant is refused (BONUS_GRANT_CLOSED).
 */
export async function forfeitGrantByOperator(
  dependencies: BonusConsoleDependencies,
  input: {
    operator: Operator;
    merchant: string;
    grantId: string;
    reason: 'operator' | 'terms_breach';
    note: string;
    language: Language;
  },
): Promise<ConsoleBonusGrant> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  return auditedOperatorChange<{ before: GrantRow; after: ConsoleBonusGrant }>(
    dependencies,
    {
      operator: input.operator,
      action: 'bonus.grant.forfeit',
      target: `${merchant.code}/bonus-grant/${input.grantId}`,
      detail: ({ before, after }) => ({
        grantId: before.id,
        username: after.username,
        title: after.title,
        forfeited: after.forfeited,
        status: before.status,
        reason: input.reason,
        note: input.note,
      }),
    },
    async (_operators, transaction) => {
      const { username } = await grantOfBrand(transaction, merchant, input.grantId);
      const before = await forfeitGrant(transaction, dependencies.clock, {
        grantId: input.grantId,
        reason: input.reason,
        note: `${input.operator.username}: ${input.note}`,
      });
      const after = await findGrant(transaction, input.grantId);
      if (!after) throw new DomainError('NOT_FOUND');
      return { before, after: consoleGrant({ ...after, username }, input.language) };
    },
  ).then((result) => result.after);
}

/**
 * An operator re-credits a closed grant (expired or forfeited): a new grant of the amount, at most what the closed
 * one granted, with its snapshotted terms and title; the closed grant stays as it was. Once per closed grant: the
 * closed grant's id is the new grant's idempotency key, so a repeated call answers the first re-credit and a second
 * re-credit with another amount is refused (CONFLICT).
 */
export async function recreditGrant(
  dependencies: BonusConsoleDependencies,
  input: {
    operator: Operator;
    merchant: string;
    grantId: string;
    amountMinor: bigint;
    note: string;
    language: Language;
  },
): Promise<ConsoleBonusGrant> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  return auditedOperatorChange<{ original: GrantRow; granted: ConsoleBonusGrant }>(
    dependencies,
    {
      operator: input.operator,
      action: 'bonus.grant.recredit',
      target: `${merchant.code}/bonus-grant/${input.grantId}`,
      detail: ({ original, granted }) => ({
        grantId: original.id,
        newGrantId: granted.id,
        username: granted.username,
        title: granted.title,
        amount: granted.granted,
        note: input.note,
      }),
    },
    async (_operators, transaction) => {
      const { grant: original, username } = await grantOfBrand(transaction, merchant, input.grantId);
      if (original.status !== 'expired' && original.status !== 'forfeited') throw new DomainError('CONFLICT');
      if (input.amountMinor > BigInt(original.granted_minor))
        throw new DomainError('AMOUNT_OUT_OF_RANGE', { max: formatMinor(BigInt(original.granted_minor)) });
      const { grantId } = await grantBonus(transaction, dependencies.clock, {
        merchantId: merchant.id,
        memberId: original.member_id,
        currency: original.currency,
        source: 'operator',
        sourceRef: `recredit:${original.id}`,
        amountMinor: input.amountMinor,
        title: original.title,
        terms: original.terms,
        // The re-credit stays the offer's cost in the report; `source` says an operator gave it.
        promotionId: original.promotion_id,
      });
      const granted = await findGrant(transaction, grantId);
      if (!granted) throw new DomainError('NOT_FOUND');
      return { original, granted: consoleGrant({ ...granted, username }, input.language) };
    },
  ).then((result) => result.granted);
}

export async function readBonusPolicy(
  dependencies: BonusConsoleDependencies,
  input: { merchant: string },
): Promise<BonusPolicy> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  return createBonusService(dependencies).policyOf(merchant.id);
}

/** Two rows for one game (or two defaults) would leave which one counts to chance; a scoped row needs its code. */
function contributionProblems(contributions: readonly Contribution[]) {
  const fields: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  contributions.forEach((contribution, index) => {
    const reference = contribution.scope === 'default' ? '' : contribution.reference.trim();
    const key = `${contribution.scope}:${reference.toLowerCase()}`;
    if (contribution.scope !== 'default' && reference === '')
      fields.push({ path: `contributions.${index}.reference`, message: 'REQUIRED' });
    if (reference.length > 64) fields.push({ path: `contributions.${index}.reference`, message: 'TOO_LONG' });
    if (seen.has(key)) fields.push({ path: `contributions.${index}`, message: 'DUPLICATE' });
    seen.add(key);
  });
  return fields;
}

/**
 * Saves the brand's profile and contribution table (new grants snapshot them; live grants keep theirs), audited in
 * the same transaction: a profile change as `bonus.profile.change` with both profiles, otherwise `bonus.policy.save`.
 */
export async function saveBonusPolicy(
  dependencies: BonusConsoleDependencies,
  input: { operator: Operator; merchant: string; policy: BonusPolicy },
): Promise<BonusPolicy> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const contributions = input.policy.contributions.map((contribution) => ({
    scope: contribution.scope,
    reference: contribution.scope === 'default' ? '' : contribution.reference.trim(),
    percent: contribution.percent,
  }));
  const fields = contributionProblems(contributions);
  if (fields.length > 0) throw new DomainError('VALIDATION_FAILED', { fields });
  const policy: BonusPolicy = { profile: input.policy.profile, contributions };
  // Read before the change so the audit row says what the profile was; the save itself decides nothing from it.
  const before = await createBonusService(dependencies).policyOf(merchant.id);
  const profileChanged = before.profile !== policy.profile;
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: profileChanged ? 'bonus.profile.change' : 'bonus.policy.save',
      target: `${merchant.code}/bonus-policy`,
      detail: () => ({
        ...(profileChanged ? { from: before.profile, to: policy.profile } : { profile: policy.profile }),
        contributions: policy.contributions,
      }),
    },
    async (_operators, transaction) => {
      const bonus = createBonusService({ db: transaction, clock: dependencies.clock });
      await bonus.savePolicy(merchant.id, policy, input.operator.username);
      return bonus.policyOf(merchant.id);
    },
  );
}

/** The first instant of a calendar day in the zone (`YYYY-MM-DD`), read by PostgreSQL's own zone rules. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/**
 * What bonuses cost a brand per day in its zone and per offer, read from the ledger: granted (`bonus_grant`
 * transfers, with how many grants), became cash (`bonus_convert`) and forfeited or expired (`bonus_forfeit`,
 * `bonus_expire`, the max-win cap included) — each on the day its transfer was made. A grant's transfers name it
 * in `reference`, so the offer is the grant's. Forfeited also counts a dead grant's share of a round it had funded
 * (decision 0077: the bet path pays it to `bonus_forfeit`, the grant id in the transfer's metadata; a take-back of
 * such a share subtracts). From and to are both included.
 */
export async function bonusCostReport(
  dependencies: BonusConsoleDependencies,
  input: { merchant: string; from: string; to: string; language: Language },
): Promise<BonusCostReport> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const days = (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / dayMs + 1;
  if (!(days >= 1 && days <= maxReportDays))
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'to', message: 'RANGE' }], maxDays: maxReportDays });
  const zone = merchant.timeZone;
  const inRange = sql`t.created_at >= ${dayStart(input.from, zone)}
        and t.created_at < ${dayStart(input.to, zone)} + interval '1 day'`;
  const rows = await queryRows<{
    day: string;
    promotion_id: string | null;
    title: Record<string, string> | null;
    grants: string;
    granted: string;
    converted: string;
    forfeited: string;
  }>(
    dependencies.db,
    sql`with moves as (
        select t.created_at, t.type, t.amount_minor, g.promotion_id, g.title, g.created_at as granted_at
        from ledger_transfer t
        join bonus_grant g on g.id::text = t.reference and g.merchant_id = t.merchant_id
        where t.merchant_id = ${merchant.id}::uuid
          and t.type in ('bonus_grant', 'bonus_convert', 'bonus_forfeit', 'bonus_expire')
          and ${inRange}
        union all
        select t.created_at, 'round_share_forfeit',
          case when t.credit_account_id = f.id then t.amount_minor else -t.amount_minor end,
          g.promotion_id, g.title, g.created_at
        from ledger_account f
        join ledger_transfer t on t.credit_account_id = f.id or t.debit_account_id = f.id
        join bonus_grant g on g.id::text = t.metadata ->> 'grantId' and g.merchant_id = t.merchant_id
        where f.merchant_id = ${merchant.id}::uuid and f.kind = 'bonus_forfeit' and f.grant_id is null
          and t.type not in ('bonus_grant', 'bonus_convert', 'bonus_forfeit', 'bonus_expire')
          and ${inRange}
      )
      select to_char(t.created_at at time zone ${zone}, 'YYYY-MM-DD') as day, t.promotion_id,
        (array_agg(t.title order by t.granted_at desc))[1] as title,
        count(*) filter (where t.type = 'bonus_grant')::text as grants,
        coalesce(sum(t.amount_minor) filter (where t.type = 'bonus_grant'), 0)::text as granted,
        coalesce(sum(t.amount_minor) filter (where t.type = 'bonus_convert'), 0)::text as converted,
        coalesce(sum(t.amount_minor) filter (where t.type in ('bonus_forfeit', 'bonus_expire', 'round_share_forfeit')),
          0)::text as forfeited
      from moves t
      group by 1, 2
      order by 1, 2 nulls last`,
  );
  return {
    currency: merchant.currency,
    rows: rows.map((row) => ({
      day: row.day,
      promotionId: row.promotion_id,
      promotionTitle: row.title ? titleIn(row.title, input.language) : '',
      grants: Number(row.grants),
      granted: formatMinor(BigInt(row.granted)),
      converted: formatMinor(BigInt(row.converted)),
      forfeited: formatMinor(BigInt(row.forfeited)),
    })),
  };
}
