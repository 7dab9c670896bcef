import type { ContractTermsWire, ErrorCode } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { fixedClock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { readStoredTerms, StoredTermsError, storeTerms, termsFromWire } from '../modules/agent-contracts/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import {
  addContractMember,
  contractEvents,
  dailyTerms,
  seededOperator,
  setOffersLimit,
} from '../test/agent-contract-offer-helpers.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import { changeTopContract, issueTopContract } from './issue-top-contract.js';
import type { ContractAgent } from './shared/agent-contract-party.js';
import {
  answerAgentContract,
  modifyAgentContract,
  offerAgentContract,
  terminateAgentContract,
  withdrawAgentContract,
} from './offer-agent-contract.js';

// Noon in Bangkok: the day's window ends at the next local midnight, 17:00 UTC.
const clock = fixedClock(new Date('2026-11-27T05:00:00Z'));
const dayEnd = '2026-11-27T17:00:00.000Z';
let database: DatabaseHandle;
let merchantId = '';
let operator: Operator;
const dependencies = () => ({ db: database.db, clock });

beforeAll(async () => {
  const seeded = await createSeededTestDatabase(clock);
  database = seeded.database;
  merchantId = seeded.merchantIds.demo;
  operator = await seededOperator(database.db);
});
afterAll(async () => {
  await database.close();
});

async function refusal(work: Promise<unknown>): Promise<{ code: ErrorCode; value: unknown }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, value: error.value };
    throw error;
  }
  throw new Error('expected a refusal');
}

const agentUnder = (uplineId: string | null, type = 1) =>
  addContractMember(database.db, merchantId, { type, uplineId });

/** The flows read only the brand's id from it. */
const merchant = async () => ({ id: merchantId }) as Merchant;

/** A top agent holding an accepted daily-salary contract with `terms`. */
async function topAgentWith(terms: ContractTermsWire): Promise<{ agent: ContractAgent; contractId: string }> {
  const agent = await agentUnder(null);
  const issued = await issueTopContract(dependencies(), {
    merchant: await merchant(),
    username: agent.username,
    product: 'all',
    terms,
    operator,
  });
  await answerAgentContract(dependencies(), { agent, contractId: issued.contract.id, kind: terms.kind, answer: 'A' });
  return { agent, contractId: issued.contract.id };
}

async function offerAccepted(issuer: ContractAgent, receiver: ContractAgent, terms: ContractTermsWire) {
  const offered = await offerAgentContract(dependencies(), {
    agent: issuer,
    downlineId: receiver.id,
    product: 'all',
    terms,
  });
  return answerAgentContract(dependencies(), {
    agent: receiver,
    contractId: offered.id,
    kind: terms.kind,
    answer: 'A',
  });
}

async function statusOf(contractId: string) {
  const [row] = await queryRows<{ status: string; ends_at: Date | string | null; pending_version_id: string | null }>(
    database.db,
    sql`select status, ends_at, pending_version_id from agent_contract where id = ${contractId}`,
  );
  return row;
}

describe('top contracts (console)', () => {
  it('are issued to an agent with no agent upline, audited, and take effect from the next window when accepted', async () => {
    const agent = await agentUnder(null);
    const issued = await issueTopContract(dependencies(), {
      merchant: await merchant(),
      username: agent.username,
      product: 'all',
      terms: dailyTerms('1', '1.5'),
      operator,
    });
    expect(issued.contract).toMatchObject({ status: 'P', issuerUsername: null, current: null });
    expect(issued.contract.pending?.terms).toEqual(dailyTerms('1', '1.5'));
    const audits = await queryRows<{ target: string }>(
      database.db,
      sql`select target from audit_log where action = 'agent.contract.issue' and target = ${agent.username}`,
    );
    expect(audits).toHaveLength(1);

    const accepted = await answerAgentContract(dependencies(), {
      agent,
      contractId: issued.contract.id,
      kind: 'daily_salary',
      answer: 'A',
    });
    expect(accepted).toMatchObject({ status: 'A', pending: null });
    expect(accepted.current?.effectiveFrom).toBe(dayEnd);
    expect((await contractEvents(database.db, issued.contract.id)).map((event) => event.action)).toEqual(['N', 'A']);
  });

  it('are refused to an agent under an agent, to a plain member, and twice for one kind and product', async () => {
    const { agent: top } = await topAgentWith(dailyTerms('1'));
    const child = await agentUnder(top.id);
    const player = await agentUnder(null, 0);
    const issueFor = async (username: string) =>
      issueTopContract(dependencies(), {
        merchant: await merchant(),
        username,
        product: 'all',
        terms: dailyTerms('1'),
        operator,
      });
    expect((await refusal(issueFor(child.username))).code).toBe('CONTRACT_NOT_TOP_ELIGIBLE');
    expect((await refusal(issueFor(player.username))).code).toBe('CONTRACT_RECEIVER_NOT_AGENT');
    expect((await refusal(issueFor(top.username))).code).toBe('CONTRACT_ALREADY_LIVE');
    // Another product is another contract.
    const other = await issueTopContract(dependencies(), {
      merchant: await merchant(),
      username: top.username,
      product: 'LOTT',
      terms: dailyTerms('1'),
      operator,
    });
    expect(other.contract.status).toBe('P');
  });
});

describe('offers between agents', () => {
  it('go to a direct downline agent only, under the issuer’s own terms', async () => {
    const { agent: top } = await topAgentWith(dailyTerms('1', '2'));
    const child = await agentUnder(top.id);
    const grandchild = await agentUnder(child.id);
    const player = await agentUnder(top.id, 0);
    const stranger = await agentUnder(null);
    const offer = (issuer: ContractAgent, receiver: ContractAgent, terms: ContractTermsWire) =>
      offerAgentContract(dependencies(), { agent: issuer, downlineId: receiver.id, product: 'all', terms });

    expect((await refusal(offer(top, grandchild, dailyTerms('0.5')))).code).toBe('CONTRACT_NOT_DIRECT_DOWNLINE');
    expect((await refusal(offer(top, stranger, dailyTerms('0.5')))).code).toBe('NOT_FOUND');
    expect((await refusal(offer(top, player, dailyTerms('0.5')))).code).toBe('CONTRACT_RECEIVER_NOT_AGENT');
    // The child holds nothing yet, so it has nothing to cut an offer from.
    expect((await refusal(offer(child, grandchild, dailyTerms('0.5')))).code).toBe('CONTRACT_NOT_HELD');
    // A tier paying more than the top's own tier at the same threshold is not dominated.
    const notDominated = await refusal(offer(top, child, dailyTerms('1', '2.5')));
    expect(notDominated).toEqual({
      code: 'CONTRACT_NOT_DOMINATED',
      value: { problems: [{ code: 'TIER_NOT_DOMINATED', tier: 1 }] },
    });
    expect((await refusal(offer(top, child, dailyTerms('2', '1')))).code).toBe('CONTRACT_TERMS_INVALID');
    // Another product than the one held is not held.
    expect(
      (
        await refusal(
          offerAgentContract(dependencies(), {
            agent: top,
            downlineId: child.id,
            product: 'LIVE',
            terms: dailyTerms('1'),
          }),
        )
      ).code,
    ).toBe('CONTRACT_NOT_HELD');

    const offered = await offer(top, child, dailyTerms('0.5', '2'));
    expect(offered).toMatchObject({ status: 'P', issuerUsername: top.username, receiverUsername: child.username });
    expect((await refusal(offer(top, child, dailyTerms('0.5')))).code).toBe('CONTRACT_ALREADY_LIVE');
  });

  it('count against the issuer’s contract-offer quota while live', async () => {
    const { agent: top } = await topAgentWith(dailyTerms('1'));
    const first = await agentUnder(top.id);
    const second = await agentUnder(top.id);
    await setOffersLimit(database.db, top, 1);
    const offered = await offerAgentContract(dependencies(), {
      agent: top,
      downlineId: first.id,
      product: 'all',
      terms: dailyTerms('0.5'),
    });
    const refused = await refusal(
      offerAgentContract(dependencies(), {
        agent: top,
        downlineId: second.id,
        product: 'all',
        terms: dailyTerms('0.5'),
      }),
    );
    expect(refused).toEqual({ code: 'CONTRACT_QUOTA_REACHED', value: { limit: 1 } });
    // A withdrawn offer no longer counts.
    await withdrawAgentContract(dependencies(), { agent: top, contractId: offered.id });
    const next = await offerAgentContract(dependencies(), {
      agent: top,
      downlineId: second.id,
      product: 'all',
      terms: dailyTerms('0.5'),
    });
    expect(next.status).toBe('P');
  });
});

describe('accepting lower terms (invariant 10)', () => {
  it('ends, in the same transaction, every contract below that now pays more, and everything cut from it', async () => {
    const { agent: top, contractId: topContract } = await topAgentWith(dailyTerms('1', '2'));
    const middle = await agentUnder(top.id);
    const bottom = await agentUnder(middle.id);
    const sibling = await agentUnder(top.id);
    const middleContract = await offerAccepted(top, middle, dailyTerms('0.8', '1.8'));
    const bottomContract = await offerAccepted(middle, bottom, dailyTerms('0.5', '1'));
    const siblingContract = await offerAccepted(top, sibling, dailyTerms('0.2', '0.4'));
    const pendingBelow = await offerAgentContract(dependencies(), {
      agent: middle,
      downlineId: (await agentUnder(middle.id)).id,
      product: 'all',
      terms: dailyTerms('0.1'),
    });

    // The operator lowers the top's second tier under the middle's; the sibling's stays dominated.
    await changeTopContract(dependencies(), {
      contractId: topContract,
      action: 'modify',
      reason: 'lower rates',
      terms: dailyTerms('1', '1.5'),
      operator,
    });
    expect((await statusOf(topContract))?.status).toBe('E');
    await answerAgentContract(dependencies(), {
      agent: top,
      contractId: topContract,
      kind: 'daily_salary',
      answer: 'A',
    });

    for (const ended of [middleContract.id, bottomContract.id, pendingBelow.id]) {
      const row = await statusOf(ended);
      expect(row?.status, ended).toBe('C');
      expect(new Date(row?.ends_at ?? 0).toISOString()).toBe(dayEnd);
      expect((await contractEvents(database.db, ended)).at(-1)).toMatchObject({
        action: 'AUTO_TERMINATED',
        actor_kind: 'system',
      });
    }
    expect((await statusOf(siblingContract.id))?.status).toBe('A');
    // The replaced version ends where the new one starts.
    const versions = await queryRows<{
      version_number: number;
      effective_from: Date | null;
      effective_to: Date | null;
    }>(
      database.db,
      sql`select version_number, effective_from, effective_to from agent_contract_version
          where contract_id = ${topContract} order by version_number`,
    );
    const instant = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
    expect(versions.map((version) => instant(version.effective_to))).toEqual([dayEnd, null]);
    expect(instant(versions[1]?.effective_from)).toBe(dayEnd);
  });
});

describe('status transitions (reference §1.5)', () => {
  async function signedPair() {
    const { agent: top } = await topAgentWith(dailyTerms('1', '2'));
    const child = await agentUnder(top.id);
    const contract = await offerAccepted(top, child, dailyTerms('0.5', '1'));
    return { top, child, contract };
  }

  it('rejects an offer (P → R) and withdraws one (P → C, event W)', async () => {
    const { agent: top } = await topAgentWith(dailyTerms('1'));
    const child = await agentUnder(top.id);
    const offer = () =>
      offerAgentContract(dependencies(), {
        agent: top,
        downlineId: child.id,
        product: 'all',
        terms: dailyTerms('0.5'),
      });
    const first = await offer();
    const rejected = await answerAgentContract(dependencies(), {
      agent: child,
      contractId: first.id,
      kind: 'daily_salary',
      answer: 'R',
    });
    expect(rejected).toMatchObject({ status: 'R', pending: null, current: null });
    const second = await offer();
    const withdrawn = await withdrawAgentContract(dependencies(), { agent: top, contractId: second.id });
    expect(withdrawn.status).toBe('C');
    expect((await contractEvents(database.db, second.id)).map((event) => event.action)).toEqual(['N', 'W']);
    // Answering what was withdrawn changes nothing.
    const late = await refusal(
      answerAgentContract(dependencies(), { agent: child, contractId: second.id, kind: 'daily_salary', answer: 'A' }),
    );
    expect(late.code).toBe('INVALID_STATE');
  });

  it('keeps the current terms when a modification is rejected (A → E → A)', async () => {
    const { top, child, contract } = await signedPair();
    const modified = await modifyAgentContract(dependencies(), {
      agent: top,
      contractId: contract.id,
      terms: dailyTerms('0.6', '1.2'),
    });
    expect(modified).toMatchObject({ status: 'E', current: { versionNumber: 1 }, pending: { versionNumber: 2 } });
    const rejected = await answerAgentContract(dependencies(), {
      agent: child,
      contractId: contract.id,
      kind: 'daily_salary',
      answer: 'R',
    });
    expect(rejected).toMatchObject({ status: 'A', current: { versionNumber: 1 }, pending: null });
    // A modification is held to the issuer's terms like an offer.
    const refused = await refusal(
      modifyAgentContract(dependencies(), { agent: top, contractId: contract.id, terms: dailyTerms('3') }),
    );
    expect(refused.code).toBe('CONTRACT_NOT_DOMINATED');
  });

  it('terminates only when the receiver confirms (A → V → A, then A → V → C), ending what is below', async () => {
    const { top, child, contract } = await signedPair();
    const grandchild = await agentUnder(child.id);
    const below = await offerAccepted(child, grandchild, dailyTerms('0.2'));
    const asked = await terminateAgentContract(dependencies(), { agent: top, contractId: contract.id });
    expect(asked.status).toBe('V');
    // Only the receiver answers a termination request, and only with C or A.
    expect(
      (
        await refusal(
          answerAgentContract(dependencies(), {
            agent: child,
            contractId: contract.id,
            kind: 'daily_salary',
            answer: 'R',
          }),
        )
      ).code,
    ).toBe('INVALID_STATE');
    expect(
      (
        await refusal(
          answerAgentContract(dependencies(), {
            agent: top,
            contractId: contract.id,
            kind: 'daily_salary',
            answer: 'C',
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const kept = await answerAgentContract(dependencies(), {
      agent: child,
      contractId: contract.id,
      kind: 'daily_salary',
      answer: 'A',
    });
    expect(kept.status).toBe('A');
    await terminateAgentContract(dependencies(), { agent: top, contractId: contract.id });
    const ended = await answerAgentContract(dependencies(), {
      agent: child,
      contractId: contract.id,
      kind: 'daily_salary',
      answer: 'C',
    });
    expect(ended).toMatchObject({ status: 'C', endsAt: dayEnd });
    expect(ended.current?.effectiveTo).toBe(dayEnd);
    expect((await statusOf(below.id))?.status).toBe('C');
    expect((await contractEvents(database.db, contract.id)).map((event) => event.action)).toEqual([
      'N',
      'A',
      'V',
      'A',
      'V',
      'C',
    ]);
    // Nothing more can happen to an ended contract.
    expect((await refusal(terminateAgentContract(dependencies(), { agent: top, contractId: contract.id }))).code).toBe(
      'INVALID_STATE',
    );
  });

  it('lets only the issuer change a contract and only the receiver answer it, of the call’s kind', async () => {
    const { top, child, contract } = await signedPair();
    const stranger = await agentUnder(null);
    for (const agent of [child, stranger]) {
      expect((await refusal(terminateAgentContract(dependencies(), { agent, contractId: contract.id }))).code).toBe(
        'NOT_FOUND',
      );
    }
    await modifyAgentContract(dependencies(), { agent: top, contractId: contract.id, terms: dailyTerms('0.4') });
    expect(
      (
        await refusal(
          answerAgentContract(dependencies(), { agent: child, contractId: contract.id, kind: 'dividend', answer: 'A' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('lets an operator end a top contract at once, with the contracts cut from it', async () => {
    const { top, contract } = await signedPair();
    const [topContract] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from agent_contract where receiver_member_id = ${top.id}`,
    );
    const ended = await changeTopContract(dependencies(), {
      contractId: topContract?.id ?? '',
      action: 'terminate',
      reason: 'agent left',
      operator,
    });
    expect(ended.contract).toMatchObject({ status: 'C', endsAt: dayEnd });
    expect(ended.events.at(-1)).toMatchObject({ action: 'C', actorKind: 'operator', note: 'agent left' });
    expect((await statusOf(contract.id))?.status).toBe('C');
    // An agent's contract is its issuer's to change, not the console's.
    expect(
      (
        await refusal(
          changeTopContract(dependencies(), { contractId: contract.id, action: 'terminate', reason: 'x', operator }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});

describe('stored terms (decision 0074)', () => {
  it('keep bigints as decimal strings and are checked again when read', () => {
    const terms = termsFromWire(dailyTerms('1.25', '2'));
    const stored = storeTerms(terms);
    expect(stored).toMatchObject({ tiers: [{ minValidBetMinor: '100000', pay: { ratePpm: 12_500 } }, {}] });
    expect(readStoredTerms(JSON.parse(JSON.stringify(stored)))).toEqual(terms);
    const corrupt = { ...stored, tiers: [...(stored.tiers as unknown[])].reverse() };
    expect(() => readStoredTerms(corrupt)).toThrow(StoredTermsError);
    expect(() => readStoredTerms({ ...stored, extra: 1 })).toThrow(StoredTermsError);
  });
});
