import type { RealtimeRow, TeamFacts } from './agent-contracts.amounts.js';
import {
  carryInOf,
  dailySalaryAmount,
  dividendAmount,
  hourlySalaryAmount,
  realtimeSalaryAmount,
} from './agent-contracts.amounts.js';
import type { Period } from './agent-contracts.periods.js';
import { ContractEngineError } from './agent-contracts.periods.js';
import type { ContractKind, ContractTerms, TermsProblem } from './agent-contracts.terms.js';
import { dominanceProblems, periodTypeOf, termsProblems } from './agent-contracts.terms.js';

/**
 * Level difference (issue #18's first decision, reference B1.7–8): the platform pays each top receiver its gross,
 * each receiver pays each contracted direct downline that downline's gross, and keeps gross − what it owes down.
 * For a contract tree, Σ net = gross(top) = the platform's cost (invariants 15, 16).
 */

/** One contract's line in a run: its terms in force for the window and its receiver's team facts. */
export interface ContractLineInput {
  readonly contractId: string;
  readonly receiverAccountId: string;
  /** The issuer's own contract in this run; null when the platform issued it (a top contract). */
  readonly issuerContractId: string | null;
  readonly terms: ContractTerms;
  readonly facts: TeamFacts;
  /** Dividends: the previous period's carry out of this contract (0 when there was none). */
  readonly previousCarryOutMinor?: bigint;
}

export interface RunInput {
  readonly period: Period;
  readonly timeZone: string;
  readonly lines: readonly ContractLineInput[];
}

export interface Contribution {
  readonly contractId: string;
  readonly receiverAccountId: string;
  readonly grossMinor: bigint;
}

export interface SettledLine {
  readonly contractId: string;
  readonly receiverAccountId: string;
  readonly issuerContractId: string | null;
  /** Null when the platform pays. */
  readonly issuerAccountId: string | null;
  /** 0 for a top contract. */
  readonly depth: number;
  readonly kind: ContractKind;
  readonly status: 'not_reached' | 'reached';
  readonly tierIndex: number | null;
  /** What a percent tier was applied to: dividend base, day valid bet, slot bet at unit value, real-time stakes. */
  readonly baseMinor: bigint;
  readonly carryInMinor: bigint;
  readonly carryOutMinor: bigint;
  readonly grossMinor: bigint;
  /** Σ gross of the direct contracted children (下级总所得). */
  readonly downlineGrossMinor: bigint;
  /** gross − downline gross (个人净所得); below zero when the team under the receiver earned more than it. */
  readonly netMinor: bigint;
  /** Per direct child: its gross, the amount this receiver owes it (label_devote_amount). */
  readonly contributions: readonly Contribution[];
  /** Manual-receive daily salary: claimable until this instant, then expired. */
  readonly claimDueAt: Date | null;
  readonly realtimeRows: readonly RealtimeRow[];
}

export type Payer = { readonly kind: 'platform' } | { readonly kind: 'agent'; readonly accountId: string };

/** One obligation edge: who owes whom for which contract; posted top-down. */
export interface Obligation {
  readonly contractId: string;
  readonly payer: Payer;
  readonly payeeAccountId: string;
  readonly amountMinor: bigint;
  readonly depth: number;
}

export interface RunResult {
  readonly periodKey: string;
  /** Top-down: parents before children, siblings by contract id. */
  readonly lines: readonly SettledLine[];
  /** Same order as the lines; zero amounts are left out. */
  readonly obligations: readonly Obligation[];
  readonly platformCostMinor: bigint;
  /** Contracts whose terms their issuer's no longer dominate; settled as contracted, flagged for the operator. */
  readonly dominanceWarnings: readonly { readonly contractId: string; readonly problems: readonly TermsProblem[] }[];
}

function compareText(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

function checkFacts(line: ContractLineInput): void {
  const facts = line.facts;
  if (facts.kind !== line.terms.kind) throw new ContractEngineError('FACTS_DO_NOT_MATCH_TERMS', line.contractId);
  if (facts.kind === 'realtime_salary') {
    if (facts.draws.some((draw) => draw.stakeMinor < 0n))
      throw new ContractEngineError('FACTS_DO_NOT_MATCH_TERMS', line.contractId);
    return;
  }
  if (facts.validBetMinor < 0n || !Number.isInteger(facts.activeMembers) || facts.activeMembers < 0) {
    throw new ContractEngineError('FACTS_DO_NOT_MATCH_TERMS', line.contractId);
  }
}

interface OwnAmount {
  status: 'not_reached' | 'reached';
  tierIndex: number | null;
  baseMinor: bigint;
  carryInMinor: bigint;
  carryOutMinor: bigint;
  grossMinor: bigint;
  claimDueAt: Date | null;
  realtimeRows: readonly RealtimeRow[];
}

function ownAmount(line: ContractLineInput, period: Period, timeZone: string): OwnAmount {
  const { terms, facts } = line;
  const none = { carryInMinor: 0n, carryOutMinor: 0n, claimDueAt: null, realtimeRows: [] };
  const status = (tierIndex: number | null) => (tierIndex === null ? 'not_reached' : 'reached');
  if (terms.kind === 'dividend' && facts.kind === 'dividend') {
    const carryIn = carryInOf(terms.carryMode, line.previousCarryOutMinor ?? 0n, period, timeZone);
    const amount = dividendAmount(terms, facts, carryIn);
    return { ...amount, status: status(amount.tierIndex), claimDueAt: null, realtimeRows: [] };
  }
  if (terms.kind === 'daily_salary' && facts.kind === 'daily_salary') {
    const amount = dailySalaryAmount(terms, facts);
    const claimDueAt = terms.manualReceive
      ? new Date(period.end.getTime() + terms.manualReceive.claimWindowMinutes * 60_000)
      : null;
    return { ...none, ...amount, status: status(amount.tierIndex), claimDueAt };
  }
  if (terms.kind === 'hourly_salary' && facts.kind === 'hourly_salary') {
    const amount = hourlySalaryAmount(terms, facts);
    return { ...none, ...amount, status: status(amount.tierIndex) };
  }
  if (terms.kind === 'realtime_salary' && facts.kind === 'realtime_salary') {
    const amount = realtimeSalaryAmount(terms, facts.draws);
    const reached = amount.rows.some((row) => row.tierIndex !== null);
    return {
      ...none,
      status: reached ? 'reached' : 'not_reached',
      tierIndex: null,
      baseMinor: amount.stakeMinor,
      grossMinor: amount.grossMinor,
      realtimeRows: amount.rows,
    };
  }
  throw new ContractEngineError('FACTS_DO_NOT_MATCH_TERMS', line.contractId);
}

/**
 * Settles one run: one (kind, product, period) window over a forest of contracts. Pure and deterministic: the
 * result depends only on the input's content, never on its order.
 */
export function settleRun(input: RunInput): RunResult {
  const byId = new Map<string, ContractLineInput>();
  const receivers = new Set<string>();
  const kind = input.lines[0]?.terms.kind;
  for (const line of input.lines) {
    if (byId.has(line.contractId)) throw new ContractEngineError('DUPLICATE_CONTRACT', line.contractId);
    if (receivers.has(line.receiverAccountId))
      throw new ContractEngineError('DUPLICATE_RECEIVER', line.receiverAccountId);
    if (line.terms.kind !== kind || periodTypeOf(line.terms) !== input.period.type) {
      throw new ContractEngineError('MIXED_RUN', line.contractId);
    }
    if (termsProblems(line.terms).length > 0) throw new ContractEngineError('INVALID_TERMS', line.contractId);
    checkFacts(line);
    byId.set(line.contractId, line);
    receivers.add(line.receiverAccountId);
  }

  const children = new Map<string | null, ContractLineInput[]>();
  for (const line of input.lines) {
    if (line.issuerContractId !== null && !byId.has(line.issuerContractId)) {
      throw new ContractEngineError('UNKNOWN_ISSUER_CONTRACT', line.contractId);
    }
    children.set(line.issuerContractId, [...(children.get(line.issuerContractId) ?? []), line]);
  }
  for (const list of children.values()) list.sort((left, right) => compareText(left.contractId, right.contractId));

  const order: { line: ContractLineInput; depth: number }[] = [];
  const queue = (children.get(null) ?? []).map((line) => ({ line, depth: 0 }));
  while (queue.length > 0) {
    const next = queue.shift() as { line: ContractLineInput; depth: number };
    order.push(next);
    for (const child of children.get(next.line.contractId) ?? []) queue.push({ line: child, depth: next.depth + 1 });
  }
  // Lines never reached from a top contract hang off a cycle of issuers.
  if (order.length !== input.lines.length) throw new ContractEngineError('CONTRACT_CYCLE');

  const own = new Map(order.map(({ line }) => [line.contractId, ownAmount(line, input.period, input.timeZone)]));
  const grossOf = (contractId: string) => own.get(contractId)?.grossMinor ?? 0n;

  const lines: SettledLine[] = [];
  const obligations: Obligation[] = [];
  const dominanceWarnings: { contractId: string; problems: TermsProblem[] }[] = [];
  for (const { line, depth } of order) {
    const amount = own.get(line.contractId) as OwnAmount;
    const issuer = line.issuerContractId === null ? undefined : byId.get(line.issuerContractId);
    const contributions = (children.get(line.contractId) ?? []).map((child) => ({
      contractId: child.contractId,
      receiverAccountId: child.receiverAccountId,
      grossMinor: grossOf(child.contractId),
    }));
    const downlineGrossMinor = contributions.reduce((sum, child) => sum + child.grossMinor, 0n);
    lines.push({
      contractId: line.contractId,
      receiverAccountId: line.receiverAccountId,
      issuerContractId: line.issuerContractId,
      issuerAccountId: issuer?.receiverAccountId ?? null,
      depth,
      kind: line.terms.kind,
      status: amount.status,
      tierIndex: amount.tierIndex,
      baseMinor: amount.baseMinor,
      carryInMinor: amount.carryInMinor,
      carryOutMinor: amount.carryOutMinor,
      grossMinor: amount.grossMinor,
      downlineGrossMinor,
      netMinor: amount.grossMinor - downlineGrossMinor,
      contributions,
      claimDueAt: amount.claimDueAt,
      realtimeRows: amount.realtimeRows,
    });
    if (amount.grossMinor > 0n) {
      obligations.push({
        contractId: line.contractId,
        payer: issuer ? { kind: 'agent', accountId: issuer.receiverAccountId } : { kind: 'platform' },
        payeeAccountId: line.receiverAccountId,
        amountMinor: amount.grossMinor,
        depth,
      });
    }
    if (issuer) {
      const problems = dominanceProblems(issuer.terms, line.terms);
      if (problems.length > 0) dominanceWarnings.push({ contractId: line.contractId, problems });
    }
  }
  const platformCostMinor = lines.filter((line) => line.depth === 0).reduce((sum, line) => sum + line.grossMinor, 0n);
  return { periodKey: input.period.key, lines, obligations, platformCostMinor, dominanceWarnings };
}

// ---------------------------------------------------------------------------------------------------------------
// Late facts (invariant 22)

export interface AdjustmentLine {
  readonly contractId: string;
  readonly receiverAccountId: string;
  readonly issuerAccountId: string | null;
  readonly depth: number;
  readonly grossDeltaMinor: bigint;
  readonly downlineGrossDeltaMinor: bigint;
  readonly netDeltaMinor: bigint;
}

export interface Adjustment {
  readonly periodKey: string;
  readonly lines: readonly AdjustmentLine[];
  /** Signed: a negative amount is owed back by the payee to the payer. */
  readonly obligations: readonly Obligation[];
  readonly platformCostDeltaMinor: bigint;
}

/**
 * What a later run adds for a posted period whose facts changed after its cutoff: the difference, per contract,
 * between a rerun of that period (with the same carry in, so no past carry moves) and what was posted. The posted
 * lines are never changed; the deltas conserve like the lines (Σ net delta = the top's gross delta).
 */
export function adjustmentOf(posted: RunResult, rerun: RunResult): Adjustment {
  if (posted.periodKey !== rerun.periodKey) throw new ContractEngineError('MIXED_RUN', rerun.periodKey);
  const before = new Map(posted.lines.map((line) => [line.contractId, line]));
  const after = new Map(rerun.lines.map((line) => [line.contractId, line]));
  const lines: AdjustmentLine[] = [];
  const obligations: Obligation[] = [];
  for (const line of rerun.lines) {
    const old = before.get(line.contractId);
    if (old && (old.issuerContractId !== line.issuerContractId || old.receiverAccountId !== line.receiverAccountId)) {
      throw new ContractEngineError('MIXED_RUN', line.contractId);
    }
  }
  const allLines = [...rerun.lines, ...posted.lines.filter((line) => !after.has(line.contractId))];
  for (const line of allLines) {
    const old = before.get(line.contractId);
    const now = after.get(line.contractId);
    const grossDeltaMinor = (now?.grossMinor ?? 0n) - (old?.grossMinor ?? 0n);
    const downlineGrossDeltaMinor = (now?.downlineGrossMinor ?? 0n) - (old?.downlineGrossMinor ?? 0n);
    if (grossDeltaMinor === 0n && downlineGrossDeltaMinor === 0n) continue;
    lines.push({
      contractId: line.contractId,
      receiverAccountId: line.receiverAccountId,
      issuerAccountId: line.issuerAccountId,
      depth: line.depth,
      grossDeltaMinor,
      downlineGrossDeltaMinor,
      netDeltaMinor: grossDeltaMinor - downlineGrossDeltaMinor,
    });
    if (grossDeltaMinor !== 0n) {
      obligations.push({
        contractId: line.contractId,
        payer:
          line.issuerAccountId === null ? { kind: 'platform' } : { kind: 'agent', accountId: line.issuerAccountId },
        payeeAccountId: line.receiverAccountId,
        amountMinor: grossDeltaMinor,
        depth: line.depth,
      });
    }
  }
  return {
    periodKey: rerun.periodKey,
    lines,
    obligations,
    platformCostDeltaMinor: rerun.platformCostMinor - posted.platformCostMinor,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// "What would I have earned" (issue #18: a draft offer over the last period's real figures)

export interface DraftSimulationInput {
  readonly period: Period;
  readonly timeZone: string;
  /** The offering agent's own contract and team facts for the period. */
  readonly issuer: Omit<ContractLineInput, 'issuerContractId'>;
  /** Its other contracted direct downlines over the same period (any current contract of the draft's receiver is replaced). */
  readonly otherDownlines: readonly Omit<ContractLineInput, 'issuerContractId'>[];
  readonly draft: Omit<ContractLineInput, 'issuerContractId' | 'contractId'>;
}

export interface DraftSimulation {
  readonly dominanceProblems: readonly TermsProblem[];
  readonly draftGrossMinor: bigint;
  readonly draftTierIndex: number | null;
  readonly issuerGrossMinor: bigint;
  /** The issuer's net with the downlines as they are (the draft receiver's current contract, if any, included). */
  readonly issuerNetBeforeMinor: bigint;
  readonly issuerNetAfterMinor: bigint;
}

const draftContractId = '\u0000draft';

export function simulateDraftOffer(input: DraftSimulationInput): DraftSimulation {
  const issuerLine: ContractLineInput = { ...input.issuer, issuerContractId: null };
  const downline = (line: Omit<ContractLineInput, 'issuerContractId'>): ContractLineInput => ({
    ...line,
    issuerContractId: input.issuer.contractId,
  });
  const before = settleRun({
    period: input.period,
    timeZone: input.timeZone,
    lines: [issuerLine, ...input.otherDownlines.map(downline)],
  });
  const after = settleRun({
    period: input.period,
    timeZone: input.timeZone,
    lines: [
      issuerLine,
      ...input.otherDownlines.filter((line) => line.receiverAccountId !== input.draft.receiverAccountId).map(downline),
      downline({ ...input.draft, contractId: draftContractId }),
    ],
  });
  const issuerBefore = before.lines.find((line) => line.contractId === input.issuer.contractId);
  const issuerAfter = after.lines.find((line) => line.contractId === input.issuer.contractId);
  const draft = after.lines.find((line) => line.contractId === draftContractId);
  return {
    dominanceProblems: dominanceProblems(input.issuer.terms, input.draft.terms),
    draftGrossMinor: draft?.grossMinor ?? 0n,
    draftTierIndex: draft?.tierIndex ?? null,
    issuerGrossMinor: issuerAfter?.grossMinor ?? 0n,
    issuerNetBeforeMinor: issuerBefore?.netMinor ?? 0n,
    issuerNetAfterMinor: issuerAfter?.netMinor ?? 0n,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Posting plan (issue #18's insufficient-funds decision; invariants 17, 20, 21)

export interface PlannedPosting {
  readonly contractId: string;
  readonly payer: Payer;
  readonly payeeAccountId: string;
  readonly amountMinor: bigint;
  /** What the payer can pay now; the rest stays owed and is retried. */
  readonly postedMinor: bigint;
  readonly owedMinor: bigint;
}

/**
 * Which part of each obligation posts now, given the agents' spendable balances. Obligations go top-down, so what a
 * receiver gets from above is in its wallet before it pays below; the platform always pays in full; an agent pays
 * what it holds, never more, and each agent's own obligations downwards proceed whatever happened above it.
 * Siblings are paid in contract-id order. Returns the postings in order and the balances after them. A negative
 * adjustment is not an obligation of this shape: the caller books it as the payee owing the payer.
 */
export function planPostings(
  obligations: readonly Obligation[],
  balancesMinor: ReadonlyMap<string, bigint>,
): { postings: PlannedPosting[]; balancesMinor: Map<string, bigint> } {
  const balances = new Map(balancesMinor);
  if (obligations.some((obligation) => obligation.amountMinor < 0n))
    throw new ContractEngineError('NEGATIVE_OBLIGATION');
  const ordered = [...obligations].sort((left, right) => left.depth - right.depth);
  const postings = ordered.map((obligation): PlannedPosting => {
    let postedMinor = obligation.amountMinor;
    if (obligation.payer.kind === 'agent') {
      const available = balances.get(obligation.payer.accountId) ?? 0n;
      postedMinor = postedMinor < available ? postedMinor : available > 0n ? available : 0n;
      balances.set(obligation.payer.accountId, available - postedMinor);
    }
    balances.set(obligation.payeeAccountId, (balances.get(obligation.payeeAccountId) ?? 0n) + postedMinor);
    return {
      contractId: obligation.contractId,
      payer: obligation.payer,
      payeeAccountId: obligation.payeeAccountId,
      amountMinor: obligation.amountMinor,
      postedMinor,
      owedMinor: obligation.amountMinor - postedMinor,
    };
  });
  return { postings, balancesMinor: balances };
}
