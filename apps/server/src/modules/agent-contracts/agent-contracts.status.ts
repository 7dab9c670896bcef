/**
 * The contract state machine with the original's status letters (reference §1.5, invariant 9). The original's
 * hourly-salary buttons sent A/R for terminate/reject; every kind here uses the one protocol below.
 *
 * P offered, waiting for the receiver · E a modification waiting · A signed · V termination waiting · C terminated ·
 * R rejected.
 */
export type ContractStatus = 'P' | 'E' | 'A' | 'V' | 'C' | 'R';

export type ContractAction =
  'accept' | 'reject' | 'modify' | 'terminate' | 'confirm_termination' | 'reject_termination' | 'upline_change';

export type ContractActor = 'issuer' | 'receiver' | 'system';

/** Which version is current after a transition: the pending one becomes current only on accepting an offer. */
export interface Transition {
  readonly status: ContractStatus;
  readonly version: 'keep' | 'pending_becomes_current' | 'pending_dropped' | 'pending_created';
}

const transitions: Record<string, Transition> = {
  'P|accept|receiver': { status: 'A', version: 'pending_becomes_current' },
  'P|reject|receiver': { status: 'R', version: 'pending_dropped' },
  'A|modify|issuer': { status: 'E', version: 'pending_created' },
  'E|accept|receiver': { status: 'A', version: 'pending_becomes_current' },
  'E|reject|receiver': { status: 'A', version: 'pending_dropped' },
  'A|terminate|issuer': { status: 'V', version: 'keep' },
  'V|confirm_termination|receiver': { status: 'C', version: 'keep' },
  'V|reject_termination|receiver': { status: 'A', version: 'keep' },
  'P|upline_change|system': { status: 'C', version: 'pending_dropped' },
  'E|upline_change|system': { status: 'C', version: 'pending_dropped' },
  'A|upline_change|system': { status: 'C', version: 'keep' },
  'V|upline_change|system': { status: 'C', version: 'keep' },
};

/** The transition, or null when the action is not allowed to that actor in that status. */
export function transitionOf(status: ContractStatus, action: ContractAction, actor: ContractActor): Transition | null {
  return transitions[`${status}|${action}|${actor}`] ?? null;
}

/** Statuses that hold the (receiver, kind, product, period) slot: at most one such contract (invariant 8). */
export const liveStatuses: readonly ContractStatus[] = ['P', 'E', 'A', 'V'];

/** Statuses whose current version settles its window (a pending termination still settles). */
export const settlingStatuses: readonly ContractStatus[] = ['A', 'E', 'V'];
