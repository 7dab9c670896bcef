import type { Database } from '../db/client.js';
import type { Transaction } from '../db/transaction.js';
import { runInTransaction } from '../db/transaction.js';
import type { AgentSalaryClaim } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type {
  ContractLineInput,
  ContractTerms,
  Period,
  PeriodType,
  SettledLine,
  TeamFacts,
} from '../modules/agent-contracts/index.js';
import {
  nextPeriod,
  periodContaining,
  previousPeriod,
  settleRun,
  readStoredTerms,
  StoredTermsError,
} from '../modules/agent-contracts/index.js';
import type {
  ContractInForce,
  LineRecord,
  ObligationRecord,
  SettlementScope,
} from '../modules/agent-settlement/index.js';
import {
  claimRun,
  describeObligation,
  expireClaimableObligations,
  findObligation,
  findRunEndingAt,
  finishRun,
  insertLines,
  insertObligations,
  listCarryOuts,
  listClaimableObligations,
  listContractsInForce,
  listPayableObligations,
  listRecordedLines,
  listSettlementScopes,
  localStartOf,
  lockObligation,
  recordObligationAttempt,
} from '../modules/agent-settlement/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import type { ReceiverFacts } from './shared/agent-team-facts.js';
import { readTeamFacts } from './shared/agent-team-facts.js';

/** A window is settled this long after it ends, so the bets settled in its last moments are in the members' play. */
export const settlementGraceMs = 60_000;
/** An agent's unpaid obligation is tried again this long after the last attempt (issue #18: every 10 minutes). */
export const obligationRetryMs = 10 * 60_000;
/** Windows one pass settles per scope at most: a platform down for days catches up over a few passes. */
const maxWindowsPerPass = 48;

const settledKinds = new Set(['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary']);

export type SettlementPass = { runs: number; lines: number; obligationsPaid: number; obligationsOwed: number };

/**
 * Issue #18's settlement runs (decision 0074). For every brand, kind, product and window type with contracts, each
 * window closed since the last run is settled once: the run's row is the claim (unique per window), its lines and
 * obligations are written in the claim's transaction from the engine's `settleRun`, then the obligations are paid
 * top-down, each in a transaction of its own that posts the ledger transfer and records it together. Safe with
 * several instances and on a rerun: a claimed window is never settled again, and a paid obligation never paid again.
 */
export function createAgentSettlement(dependencies: { db: Database; clock: Clock }) {
  const { db, clock } = dependencies;
  const settledBets = createSettledBetService({ db });

  /** Settles every closed window due and pays what the new runs owe. */
  async function settleDueWindows(): Promise<SettlementPass> {
    const pass: SettlementPass = { runs: 0, lines: 0, obligationsPaid: 0, obligationsOwed: 0 };
    // The runs read the members' play: bring it up to date with the stream first (any instance may do it).
    await settledBets.summarizeMemberPlay();
    const now = clock.now();
    for (const scope of await listSettlementScopes(db)) {
      if (!settledKinds.has(scope.kind)) continue;
      for (const period of dueWindows(scope, now)) {
        const settled = await settleWindow(scope, period, now);
        if (!settled) continue;
        pass.runs += 1;
        pass.lines += settled.lineCount;
        const paid = await payObligations({ runId: settled.runId });
        pass.obligationsPaid += paid.paid;
        pass.obligationsOwed += paid.owed;
      }
    }
    return pass;
  }

  /** The windows of a scope that closed (with the grace) since its last run, oldest first. */
  function dueWindows(scope: SettlementScope, now: Date): Period[] {
    const type = scope.periodType as PeriodType;
    const from = scope.lastRunEnd ?? scope.firstEffectiveFrom;
    let period = periodContaining(type, from, scope.timeZone);
    const windows: Period[] = [];
    while (period.end.getTime() + settlementGraceMs <= now.getTime() && windows.length < maxWindowsPerPass) {
      if (period.start.getTime() >= from.getTime()) windows.push(period);
      period = nextPeriod(period, scope.timeZone);
    }
    return windows;
  }

  /** Settles one window; null when another runner has it, or no contract was in force for all of it. */
  async function settleWindow(scope: SettlementScope, period: Period, now: Date) {
    return runInTransaction(db, async (tx) => {
      const contracts = await listContractsInForce(tx, scope, period);
      const lines = await lineInputs(tx, scope, period, contracts);
      if (lines.length === 0) return null;
      const runId = await claimRun(
        tx,
        {
          merchantId: scope.merchantId,
          kind: scope.kind,
          product: scope.product,
          currency: scope.currency,
          periodType: period.type,
          periodKey: period.key,
          periodStart: period.start,
          periodEnd: period.end,
        },
        now,
      );
      if (runId === null) return null;
      const adjustment = await adjustPreviousWindow(tx, scope, period, runId);
      // A corrected dividend window changes the carry this one starts from: read the facts again after it.
      const current =
        scope.kind === 'dividend' && adjustment.lineCount > 0 ? await lineInputs(tx, scope, period, contracts) : lines;
      const result = settleRun({ period, timeZone: scope.timeZone, lines: current });
      const byContract = new Map(contracts.map((contract) => [contract.contractId, contract]));
      const factsOf = new Map(current.map((line) => [line.contractId, line.facts]));
      const lineIds = await insertLines(
        tx,
        runId,
        result.lines.map((line) => lineRecord(line, byContract.get(line.contractId), factsOf.get(line.contractId))),
      );
      const manual = new Set(
        current
          .filter((line) => line.terms.kind === 'daily_salary' && line.terms.manualReceive !== null)
          .map((line) => line.contractId),
      );
      const obligations: ObligationRecord[] = [...adjustment.obligations];
      for (const obligation of result.obligations) {
        // An overpayment found late is taken from what the same contract earns now, never below nothing.
        const amountMinor = obligation.amountMinor - (adjustment.overpaidMinor.get(obligation.contractId) ?? 0n);
        if (amountMinor <= 0n) continue;
        obligations.push({
          lineId: lineIds.get(obligation.contractId) as string,
          contractId: obligation.contractId,
          payerMemberId: obligation.payer.kind === 'agent' ? obligation.payer.accountId : null,
          payeeMemberId: obligation.payeeAccountId,
          depth: obligation.depth,
          amountMinor,
          status: manual.has(obligation.contractId) ? 'claimable' : 'pending',
        });
      }
      await insertObligations(tx, { runId, merchantId: scope.merchantId, currency: scope.currency }, obligations);
      await finishRun(tx, runId, {
        platformCostMinor: obligations
          .filter((obligation) => obligation.payerMemberId === null)
          .reduce((sum, obligation) => sum + obligation.amountMinor, 0n),
        lineCount: result.lines.length + adjustment.lineCount,
      });
      return { runId, lineCount: result.lines.length + adjustment.lineCount };
    });
  }

  /**
   * Late facts (decision 0074, amended): the window before this one is settled again on the facts as they stand
   * now (a bet committed after that run's cutoff, a resettled draw), and every contract whose amounts moved gets an
   * adjustment line in this run with the differences. What it was underpaid is owed as usual, top-down; what it was
   * overpaid is taken from what the same contract earns in this run.
   */
  async function adjustPreviousWindow(tx: Transaction, scope: SettlementScope, period: Period, runId: string) {
    const none = { lineCount: 0, obligations: [] as ObligationRecord[], overpaidMinor: new Map<string, bigint>() };
    const previousRun = await findRunEndingAt(tx, scope, period.start);
    if (!previousRun) return none;
    const previous = periodContaining(period.type, previousRun.periodStart, scope.timeZone);
    const contracts = await listContractsInForce(tx, scope, previous);
    const lines = await lineInputs(tx, scope, previous, contracts);
    if (lines.length === 0) return none;
    const recorded = await listRecordedLines(tx, previousRun.id);
    const byContract = new Map(contracts.map((contract) => [contract.contractId, contract]));
    const factsOf = new Map(lines.map((line) => [line.contractId, line.facts]));
    const records: LineRecord[] = [];
    const moved = new Map<string, { line: SettledLine; grossMinor: bigint }>();
    for (const line of settleRun({ period: previous, timeZone: scope.timeZone, lines }).lines) {
      const before = recorded.get(line.contractId);
      if (!before) continue;
      const difference = {
        grossMinor: line.grossMinor - before.grossMinor,
        downlineGrossMinor: line.downlineGrossMinor - before.downlineGrossMinor,
        netMinor: line.netMinor - before.netMinor,
      };
      if (difference.grossMinor === 0n && difference.downlineGrossMinor === 0n && difference.netMinor === 0n) continue;
      records.push({
        ...lineRecord(line, byContract.get(line.contractId), factsOf.get(line.contractId)),
        ...difference,
        claimDueAt: null,
        adjustsLineId: before.lineId,
      });
      moved.set(line.contractId, { line, grossMinor: difference.grossMinor });
    }
    if (records.length === 0) return none;
    const lineIds = await insertLines(tx, runId, records);
    const obligations: ObligationRecord[] = [];
    const overpaidMinor = new Map<string, bigint>();
    for (const [contractId, { line, grossMinor }] of moved) {
      if (grossMinor < 0n) {
        overpaidMinor.set(contractId, -grossMinor);
        continue;
      }
      if (grossMinor === 0n) continue;
      obligations.push({
        lineId: lineIds.get(contractId) as string,
        contractId,
        payerMemberId: line.issuerAccountId,
        payeeMemberId: line.receiverAccountId,
        depth: line.depth,
        amountMinor: grossMinor,
        status: 'pending',
      });
    }
    return { lineCount: records.length, obligations, overpaidMinor };
  }

  /**
   * The engine's input for a window: each contract with readable terms whose issuer's own contract is in the run
   * too (a contract whose issuer no longer holds one in force is being terminated with it, invariant 5), with its
   * team's facts.
   */
  async function lineInputs(
    tx: Transaction,
    scope: SettlementScope,
    period: Period,
    contracts: readonly ContractInForce[],
  ): Promise<ContractLineInput[]> {
    const readable = new Map<string, { contract: ContractInForce; terms: ContractTerms }>();
    for (const contract of contracts) {
      const terms = readableTerms(contract.terms);
      if (terms && terms.kind === scope.kind) readable.set(contract.contractId, { contract, terms });
    }
    // Drop contracts hanging off one that is not in the run, down to the leaves.
    for (let changed = true; changed;) {
      changed = false;
      for (const [id, { contract }] of readable) {
        if (contract.parentContractId !== null && !readable.has(contract.parentContractId)) {
          readable.delete(id);
          changed = true;
        }
      }
    }
    const entries = [...readable.values()];
    if (entries.length === 0) return [];
    const facts = await readTeamFacts(tx, {
      merchantId: scope.merchantId,
      currency: scope.currency,
      product: scope.product,
      timeZone: scope.timeZone,
      period,
      receivers: entries.map(({ contract, terms }) => ({ memberId: contract.receiverMemberId, terms })),
    });
    const carryOuts =
      scope.kind === 'dividend'
        ? await listCarryOuts(
            tx,
            entries.map(({ contract }) => contract.contractId),
            previousPeriod(period, scope.timeZone).key,
          )
        : new Map<string, bigint>();
    return entries.map(({ contract, terms }) => ({
      contractId: contract.contractId,
      receiverAccountId: contract.receiverMemberId,
      issuerContractId: contract.parentContractId,
      terms,
      facts: (facts.get(contract.receiverMemberId) as ReceiverFacts).facts,
      previousCarryOutMinor: carryOuts.get(contract.contractId) ?? 0n,
    }));
  }

  /**
   * Pays obligations top-down: a run's new ones, or the owed ones due for a retry. The platform pays in full from the
   * brand's `agent_commission` account; an agent pays what its wallet holds, and the rest stays owed for the next
   * retry. Each payment and its record commit together under a key unique to the attempt, so a crash between two
   * obligations leaves every one either untouched or fully recorded.
   */
  async function payObligations(filter: { runId: string } | { limit: number }) {
    const ids = await listPayableObligations(
      db,
      'runId' in filter ? filter : { dueBefore: clock.now(), limit: filter.limit },
    );
    let paid = 0;
    let owed = 0;
    for (const id of ids) {
      const outcome = await payObligation(id);
      if (outcome === 'paid') paid += 1;
      if (outcome === 'owed') owed += 1;
    }
    return { paid, owed };
  }

  /**
   * Pays what it can of one obligation; `andThen` runs in the same transaction with the outcome (an operator's
   * audit row).
   */
  async function payObligation(
    id: string,
    andThen?: (tx: Transaction, outcome: 'paid' | 'owed' | 'skipped') => Promise<void>,
    claim?: { payeeMemberId: string },
  ): Promise<'paid' | 'owed' | 'skipped'> {
    return runInTransaction(db, async (tx) => {
      const obligation = await lockObligation(tx, id, claim ? { ...claim, now: clock.now() } : undefined);
      if (!obligation) {
        await andThen?.(tx, 'skipped');
        return 'skipped';
      }
      const wallet = createWalletService({ db: tx });
      const payee = await wallet.mainWallet(
        obligation.merchantId,
        obligation.currency,
        obligation.payeeMemberId,
        mainWalletKind(obligation.payeeType),
      );
      const payer =
        obligation.payerMemberId === null
          ? await wallet.systemAccount(obligation.merchantId, obligation.currency, 'agent_commission')
          : await wallet.mainWallet(
              obligation.merchantId,
              obligation.currency,
              obligation.payerMemberId,
              mainWalletKind(obligation.payerType ?? 1),
            );
      const remaining = obligation.amountMinor - obligation.paidMinor;
      let payable = remaining;
      if (obligation.payerMemberId !== null) {
        const balance = (await wallet.lockWallet(payer.id)) ?? 0n;
        const debt = await wallet.lockWalletDebt(payer.id);
        const spendable = debt > 0n ? 0n : balance;
        payable = spendable < remaining ? spendable : remaining;
      }
      if (payable > 0n) {
        await wallet.transfer({
          merchantId: obligation.merchantId,
          currency: obligation.currency,
          idempotencyKey: `agent-obligation:${obligation.id}:${obligation.attempts + 1}`,
          type: obligation.kind === 'dividend' ? 'agent_dividend' : 'agent_salary',
          reference: obligation.periodKey,
          debitAccountId: payer.id,
          creditAccountId: payee.id,
          amountMinor: payable,
          metadata: { obligationId: obligation.id, kind: obligation.kind, period: obligation.periodKey },
        });
      }
      const fullyPaid = payable === remaining;
      await recordObligationAttempt(tx, {
        id: obligation.id,
        paidMinor: obligation.paidMinor + payable,
        fullyPaid,
        nextAttemptAt: new Date(clock.now().getTime() + obligationRetryMs),
      });
      const outcome = fullyPaid ? 'paid' : 'owed';
      await andThen?.(tx, outcome);
      return outcome;
    });
  }

  /** Retries the owed obligations whose time has come (every 10 minutes each); expires unclaimed salaries. */
  async function retryOwedObligations(limit = 500) {
    await expireClaimableObligations(db, clock.now());
    return payObligations({ limit });
  }

  /** The caller's manual-receive daily salaries it may still claim. */
  async function listSalaryClaims(memberId: string): Promise<AgentSalaryClaim[]> {
    return (await listClaimableObligations(db, memberId, clock.now())).map((row) => ({
      id: row.id,
      day: localStartOf(row.period_key),
      amount: formatMinor(BigInt(row.amount_minor)),
      currency: row.currency,
      claimDueAt: new Date(row.claim_due_at).toISOString(),
    }));
  }

  /**
   * A manual-receive daily salary claimed by its receiver before its deadline: paid like any obligation (what the
   * payer cannot cover stays owed and is retried), once; a second claim, someone else's, or a late one is refused.
   */
  async function claimSalary(input: { memberId: string; obligationId: string }) {
    const outcome = await payObligation(input.obligationId, undefined, { payeeMemberId: input.memberId });
    if (outcome === 'skipped') throw new DomainError('SALARY_CLAIM_UNAVAILABLE');
    return { outcome };
  }

  /** An operator's retry of one owed obligation now, audited in the payment's transaction. */
  async function retryObligationNow(input: { obligationId: string; operator: Operator }) {
    const before = await findObligation(db, input.obligationId);
    if (!before) throw new DomainError('NOT_FOUND', { obligationId: input.obligationId });
    const outcome = await payObligation(input.obligationId, async (tx, result) => {
      await createOperatorService({ db: tx, clock }).audit(
        input.operator,
        'agent.obligation.retry',
        before.payer ?? '',
        {
          obligationId: before.id,
          payee: before.payee,
          outstandingBefore: formatMinor(BigInt(before.amount_minor) - BigInt(before.paid_minor)),
          outcome: result,
        },
      );
    });
    const after = await findObligation(db, input.obligationId);
    return { outcome, obligation: describeObligation(after ?? before) };
  }

  return { settleDueWindows, retryOwedObligations, retryObligationNow, listSalaryClaims, claimSalary };
}

export type AgentSettlement = ReturnType<typeof createAgentSettlement>;

/** A version's terms, or null for a corrupt row: the run settles the others and leaves that contract out. */
function readableTerms(stored: unknown): ContractTerms | null {
  try {
    return readStoredTerms(stored);
  } catch (error) {
    if (error instanceof StoredTermsError) return null;
    throw error;
  }
}

function stringify(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(stringify);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stringify(item)]));
  return value;
}

function lineRecord(
  line: SettledLine,
  contract: ContractInForce | undefined,
  facts: TeamFacts | undefined,
): LineRecord {
  if (!contract) throw new Error(`settled a contract that was not in the run: ${line.contractId}`);
  return {
    contractId: line.contractId,
    versionId: contract.versionId,
    receiverMemberId: line.receiverAccountId,
    issuerMemberId: line.issuerAccountId,
    depth: line.depth,
    status: line.status,
    tierIndex: line.tierIndex,
    facts: stringify(facts ?? {}) as Record<string, unknown>,
    baseMinor: line.baseMinor,
    carryInMinor: line.carryInMinor,
    carryOutMinor: line.carryOutMinor,
    grossMinor: line.grossMinor,
    downlineGrossMinor: line.downlineGrossMinor,
    netMinor: line.netMinor,
    contributions: line.contributions.map((child) => ({
      contractId: child.contractId,
      receiverMemberId: child.receiverAccountId,
      grossMinor: child.grossMinor.toString(),
    })),
    claimDueAt: line.claimDueAt,
  };
}
