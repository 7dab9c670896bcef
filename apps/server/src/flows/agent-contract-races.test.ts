import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { addContractMember, dailyTerms, seededOperator, setOffersLimit } from '../test/agent-contract-offer-helpers.js';
import { allAtOnce, onPostgres } from '../test/concurrency.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import { issueTopContract } from './issue-top-contract.js';
import { answerAgentContract, offerAgentContract, withdrawAgentContract } from './offer-agent-contract.js';
import type { ContractAgent } from './shared/agent-contract-party.js';

/**
 * Contract races on real connections (PGlite runs calls one after another, so they prove nothing there): racing
 * offers leave one live contract (the partial unique index and the quota row's lock), and an acceptance racing a
 * withdrawal leaves exactly one of them done, with its event, and the other refused.
 */
describe.skipIf(!onPostgres)('agent contract races on PostgreSQL', () => {
  let database: DatabaseHandle;
  let merchantId = '';
  let operator: Operator;
  const dependencies = () => ({ db: database.db, clock: systemClock });

  beforeAll(async () => {
    const seeded = await createSeededTestDatabase(systemClock, { poolSize: 20 });
    database = seeded.database;
    merchantId = seeded.merchantIds.demo;
    operator = await seededOperator(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  async function signedTop(): Promise<ContractAgent> {
    const agent = await addContractMember(database.db, merchantId, { type: 1, uplineId: null });
    const issued = await issueTopContract(dependencies(), {
      merchant: { id: merchantId } as Merchant,
      username: agent.username,
      product: 'all',
      terms: dailyTerms('1', '2'),
      operator,
    });
    await answerAgentContract(dependencies(), {
      agent,
      contractId: issued.contract.id,
      kind: 'daily_salary',
      answer: 'A',
    });
    return agent;
  }

  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'done',
      (error: unknown) => {
        if (error instanceof DomainError) return error.code;
        throw error;
      },
    );

  it('lets exactly one of ten concurrent offers to one receiver stand', async () => {
    const top = await signedTop();
    const child = await addContractMember(database.db, merchantId, { type: 41, uplineId: top.id });
    const outcomes = await allAtOnce(10, (index) =>
      outcome(
        offerAgentContract(dependencies(), {
          agent: top,
          downlineId: child.id,
          product: 'all',
          terms: dailyTerms(`0.${index + 1}`),
        }),
      ),
    );
    expect(outcomes.filter((answer) => answer === 'done')).toHaveLength(1);
    expect(outcomes.filter((answer) => answer !== 'done').every((answer) => answer === 'CONTRACT_ALREADY_LIVE')).toBe(
      true,
    );
    const [live] = await queryRows<{ total: number; events: number }>(
      database.db,
      sql`select count(*)::int as total,
            (select count(*)::int from agent_contract_event e join agent_contract c on c.id = e.contract_id
              where c.receiver_member_id = ${child.id}) as events
          from agent_contract where receiver_member_id = ${child.id} and status in ('P', 'E', 'A', 'V')`,
    );
    expect(live).toEqual({ total: 1, events: 1 });
  });

  it('keeps the contract-offer quota when offers to different downlines race', async () => {
    const top = await signedTop();
    await setOffersLimit(database.db, top, 3);
    const children = await Promise.all(
      Array.from({ length: 8 }, () => addContractMember(database.db, merchantId, { type: 41, uplineId: top.id })),
    );
    const outcomes = await allAtOnce(children.length, (index) =>
      outcome(
        offerAgentContract(dependencies(), {
          agent: top,
          downlineId: children[index]?.id ?? '',
          product: 'all',
          terms: dailyTerms('0.5'),
        }),
      ),
    );
    expect(outcomes.filter((answer) => answer === 'done')).toHaveLength(3);
    expect(outcomes.filter((answer) => answer === 'CONTRACT_QUOTA_REACHED')).toHaveLength(5);
  });

  it('lets either the acceptance or the withdrawal of an offer win, never both', async () => {
    for (let round = 0; round < 8; round += 1) {
      const top = await signedTop();
      const child = await addContractMember(database.db, merchantId, { type: 41, uplineId: top.id });
      const offered = await offerAgentContract(dependencies(), {
        agent: top,
        downlineId: child.id,
        product: 'all',
        terms: dailyTerms('0.5'),
      });
      const [accepted, withdrawn] = await Promise.all([
        outcome(
          answerAgentContract(dependencies(), {
            agent: child,
            contractId: offered.id,
            kind: 'daily_salary',
            answer: 'A',
          }),
        ),
        outcome(withdrawAgentContract(dependencies(), { agent: top, contractId: offered.id })),
      ]);
      const [row] = await queryRows<{ status: string; actions: string[] }>(
        database.db,
        sql`select c.status, array(select e.action from agent_contract_event e where e.contract_id = c.id
              order by e.created_at, e.id) as actions
            from agent_contract c where c.id = ${offered.id}`,
      );
      if (accepted === 'done') {
        // The withdrawal came second and found a signed contract, which only a termination request can end.
        expect(withdrawn).toBe('INVALID_STATE');
        expect(row).toEqual({ status: 'A', actions: ['N', 'A'] });
      } else {
        expect([accepted, withdrawn]).toEqual(['INVALID_STATE', 'done']);
        expect(row).toEqual({ status: 'C', actions: ['N', 'W'] });
      }
    }
  });
});
