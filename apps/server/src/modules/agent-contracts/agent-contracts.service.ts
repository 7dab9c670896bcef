import type { AgentContract, ContractEvent, ContractVersion } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { contractEndsAt, termsEffectiveFrom } from './agent-contracts.periods.js';
import type { ContractFilter, ContractRow, EventRow, VersionRow } from './agent-contracts.repository.js';
import {
  changeContract,
  countAwaitingAnswer,
  endVersion,
  findContract,
  findVersion,
  insertContract,
  insertEvent,
  insertPendingVersion,
  listContracts,
  listEvents,
  listLiveContractsBelow,
  listTeamIssuedContracts,
  listVersions,
  lockContract,
  markVersionAccepted,
} from './agent-contracts.repository.js';
import { readStoredTerms, storeTerms, termsToWire } from './agent-contracts.serialization.js';
import type { ContractAction, ContractActor, ContractStatus } from './agent-contracts.status.js';
import { liveStatuses, transitionOf } from './agent-contracts.status.js';
import type { ActorKind, ContractEventAction } from './agent-contracts.tables.js';
import type { ContractKind, ContractTerms, SubContract } from './agent-contracts.terms.js';
import { contractsTerminatedByAcceptance, periodTypeOf } from './agent-contracts.terms.js';

/** Who made a change, as the event log records it. */
export type ContractActorRecord = { kind: ActorKind; id: string | null; name: string | null };

const systemActor: ContractActorRecord = { kind: 'system', id: null, name: null };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function describeVersion(row: VersionRow): ContractVersion {
  return {
    id: row.id,
    versionNumber: row.version_number,
    terms: termsToWire(readStoredTerms(row.terms)),
    createdAt: iso(row.created_at) ?? '',
    acceptedAt: iso(row.accepted_at),
    effectiveFrom: iso(row.effective_from),
    effectiveTo: iso(row.effective_to),
  };
}

export function describeContract(row: ContractRow, versions: ReadonlyMap<string, VersionRow>): AgentContract {
  const version = (id: string | null) => {
    const found = id === null ? undefined : versions.get(id);
    return found ? describeVersion(found) : null;
  };
  return {
    id: row.id,
    kind: row.kind,
    product: row.product,
    status: row.status,
    issuerUsername: row.issuer_username,
    receiverId: row.receiver_member_id,
    receiverUsername: row.receiver_username,
    current: version(row.current_version_id),
    pending: version(row.pending_version_id),
    endsAt: iso(row.ends_at),
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}

export function describeEvent(row: EventRow): ContractEvent {
  return {
    id: row.id,
    action: row.action,
    actorKind: row.actor_kind,
    actorName: row.actor_name,
    versionNumber: row.version_number,
    note: row.note,
    createdAt: iso(row.created_at) ?? '',
  };
}

/**
 * Agent contracts on the database (decision 0074): reads for the calls and the console, and each step of the
 * lifecycle on the caller's transaction. Every step checks the engine's transition (`transitionOf`), changes the
 * contract with a guarded update and writes its event in the same transaction; a step that lost a race to another
 * change answers INVALID_STATE and writes nothing.
 */
export function createAgentContractService(dependencies: { db: Database; clock: Clock }) {
  const { db, clock } = dependencies;

  async function get(id: string): Promise<ContractRow> {
    const row = await findContract(db, id);
    if (!row) throw new DomainError('NOT_FOUND', { contractId: id });
    return row;
  }

  async function lock(id: string): Promise<ContractRow> {
    const row = await lockContract(db, id);
    if (!row) throw new DomainError('NOT_FOUND', { contractId: id });
    return row;
  }

  async function versionMap(rows: readonly ContractRow[]): Promise<Map<string, VersionRow>> {
    const versions = await listVersions(
      db,
      rows.map((row) => row.id),
    );
    return new Map(versions.map((version) => [version.id, version]));
  }

  async function describeMany(rows: readonly ContractRow[]): Promise<AgentContract[]> {
    const versions = await versionMap(rows);
    return rows.map((row) => describeContract(row, versions));
  }

  async function list(filter: ContractFilter) {
    const { rows, total } = await listContracts(db, filter);
    const versions = await versionMap(rows);
    return { rows, versions, total };
  }

  async function detail(id: string) {
    const row = await get(id);
    const versions = await listVersions(db, [id]);
    const events = await listEvents(db, id);
    return {
      row,
      contract: describeContract(row, new Map(versions.map((version) => [version.id, version]))),
      versions: versions.map(describeVersion),
      events: events.map(describeEvent),
    };
  }

  async function termsOfVersion(versionId: string): Promise<ContractTerms> {
    const row = await findVersion(db, versionId);
    if (!row) throw new DomainError('NOT_FOUND', { versionId });
    return readStoredTerms(row.terms);
  }

  /** The terms a contract settles under now (its current version), else what it offers (its pending one). */
  async function termsInForceOrOffered(row: ContractRow): Promise<ContractTerms> {
    const versionId = row.current_version_id ?? row.pending_version_id;
    if (!versionId) throw new DomainError('INVALID_STATE', { contractId: row.id });
    return termsOfVersion(versionId);
  }

  function requireTransition(row: ContractRow, action: ContractAction, actor: ContractActor) {
    const transition = transitionOf(row.status, action, actor);
    if (!transition) throw new DomainError('INVALID_STATE', { contractId: row.id, status: row.status });
    return transition;
  }

  async function change(
    row: ContractRow,
    from: readonly ContractStatus[],
    next: Parameters<typeof changeContract>[3],
  ): Promise<void> {
    if (!(await changeContract(db, row.id, from, next, clock.now()))) {
      throw new DomainError('INVALID_STATE', { contractId: row.id, status: row.status });
    }
  }

  const event = (
    row: { id: string },
    action: ContractEventAction,
    actor: ContractActorRecord,
    versionId: string | null,
    note: string | null = null,
  ) =>
    insertEvent(db, {
      contractId: row.id,
      versionId,
      action,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      note,
      at: clock.now(),
    });

  /** A new offer (status P) with its first version and its N event. A second live one trips the unique index. */
  async function offer(input: {
    merchantId: string;
    kind: ContractKind;
    product: string;
    issuerId: string | null;
    parentContractId: string | null;
    receiverId: string;
    terms: ContractTerms;
    actor: ContractActorRecord;
  }): Promise<string> {
    const now = clock.now();
    const contractId = await insertContract(db, { ...input, at: now });
    const versionId = await insertPendingVersion(db, {
      contractId,
      terms: storeTerms(input.terms),
      actorKind: input.actor.kind,
      actorId: input.actor.id,
      at: now,
    });
    await event({ id: contractId }, 'N', input.actor, versionId);
    return contractId;
  }

  /** The issuer offers new terms for a signed contract (A → E); the current terms settle until it is accepted. */
  async function proposeModification(row: ContractRow, terms: ContractTerms, actor: ContractActorRecord) {
    requireTransition(row, 'modify', 'issuer');
    await change(row, ['A'], { status: 'E' });
    const versionId = await insertPendingVersion(db, {
      contractId: row.id,
      terms: storeTerms(terms),
      actorKind: actor.kind,
      actorId: actor.id,
      at: clock.now(),
    });
    await event(row, 'E', actor, versionId);
  }

  /**
   * The receiver accepts an offer or a modification (P or E → A): the pending version takes effect at the next
   * window's start, the version it replaces ends there, and every contract below the receiver that the new terms no
   * longer dominate ends in this same transaction (invariant 10), with everything cut from it (invariant 5).
   * Answers the ids of the contracts it terminated.
   */
  async function accept(row: ContractRow, actor: ContractActorRecord): Promise<string[]> {
    requireTransition(row, 'accept', 'receiver');
    const pendingId = row.pending_version_id;
    if (!pendingId) throw new DomainError('INVALID_STATE', { contractId: row.id });
    const terms = await termsOfVersion(pendingId);
    const now = clock.now();
    const effectiveFrom = termsEffectiveFrom(periodTypeOf(terms), now, row.time_zone);
    await change(row, [row.status], { status: 'A', currentVersionId: pendingId, pendingVersionId: null, endsAt: null });
    await markVersionAccepted(db, pendingId, { acceptedAt: now, effectiveFrom });
    if (row.current_version_id) await endVersion(db, row.current_version_id, effectiveFrom);
    await event(row, 'A', actor, pendingId);

    const below = await listTeamIssuedContracts(db, {
      agentId: row.receiver_member_id,
      kind: row.kind,
      product: row.product,
    });
    const versions = await versionMap(below);
    const subContracts: SubContract[] = below.flatMap((contract) =>
      [contract.current_version_id, contract.pending_version_id]
        .map((id) => (id === null ? undefined : versions.get(id)))
        .filter((version): version is VersionRow => version !== undefined)
        .map((version) => ({
          contractId: contract.id,
          issuerAccountId: contract.issuer_member_id ?? '',
          receiverAccountId: contract.receiver_member_id,
          terms: readStoredTerms(version.terms),
        })),
    );
    const terminated = contractsTerminatedByAcceptance(row.receiver_member_id, terms, subContracts);
    for (const id of terminated) {
      const contract = below.find((candidate) => candidate.id === id);
      if (contract) await autoTerminate(contract, 'upline_terms_changed');
    }
    return terminated;
  }

  /** The receiver refuses an offer (P → R) or a modification (E → A, the current terms stay). */
  async function reject(row: ContractRow, actor: ContractActorRecord) {
    const transition = requireTransition(row, 'reject', 'receiver');
    await change(row, [row.status], { status: transition.status, pendingVersionId: null });
    await event(row, 'R', actor, row.pending_version_id);
  }

  /**
   * The issuer takes back what waits for an answer: an offer (P → C), a modification (E → A) or a termination request
   * (V → A). Not an engine transition: it never changes terms in force, only what was not yet answered.
   */
  async function withdraw(row: ContractRow, actor: ContractActorRecord) {
    if (row.status === 'P') await change(row, ['P'], { status: 'C', pendingVersionId: null });
    else if (row.status === 'E') await change(row, ['E'], { status: 'A', pendingVersionId: null });
    else if (row.status === 'V') await change(row, ['V'], { status: 'A', endsAt: null });
    else throw new DomainError('INVALID_STATE', { contractId: row.id, status: row.status });
    await event(row, 'W', actor, row.pending_version_id);
  }

  /** The issuer asks to end a signed contract (A → V); it settles as before until the receiver confirms. */
  async function askTermination(row: ContractRow, actor: ContractActorRecord) {
    requireTransition(row, 'terminate', 'issuer');
    await change(row, ['A'], { status: 'V' });
    await event(row, 'V', actor, row.current_version_id);
  }

  /** The receiver keeps the contract instead (V → A). */
  async function refuseTermination(row: ContractRow, actor: ContractActorRecord) {
    requireTransition(row, 'reject_termination', 'receiver');
    await change(row, ['V'], { status: 'A' });
    await event(row, 'A', actor, row.current_version_id, 'termination_refused');
  }

  /** Ends `row` at the end of its current window and everything cut from it below (invariant 5). */
  async function endWithChain(
    row: ContractRow,
    from: readonly ContractStatus[],
    action: 'C',
    actor: ContractActorRecord,
    note: string | null,
  ) {
    const terms = await termsInForceOrOffered(row);
    const endsAt = contractEndsAt(periodTypeOf(terms), clock.now(), row.time_zone);
    await change(row, from, { status: 'C', pendingVersionId: null, endsAt });
    if (row.current_version_id) await endVersion(db, row.current_version_id, endsAt);
    await event(row, action, actor, row.current_version_id ?? row.pending_version_id, note);
    const below = await listLiveContractsBelow(db, row.id);
    for (const contract of below) await autoTerminate(contract, 'issuer_contract_ended');
    return below.map((contract) => contract.id);
  }

  /** The receiver confirms the issuer's termination request (V → C). */
  async function confirmTermination(row: ContractRow, actor: ContractActorRecord) {
    requireTransition(row, 'confirm_termination', 'receiver');
    return endWithChain(row, ['V'], 'C', actor, null);
  }

  /**
   * An operator ends a top contract at once, whatever waits (P, E, A or V → C): the platform does not need the
   * agent's consent, so the V step is skipped; the contract still settles its current window.
   */
  async function terminateByOperator(row: ContractRow, actor: ContractActorRecord, reason: string) {
    if (!liveStatuses.includes(row.status)) {
      throw new DomainError('INVALID_STATE', { contractId: row.id, status: row.status });
    }
    return endWithChain(row, [row.status], 'C', actor, reason);
  }

  /** The system ends a contract whose issuer's terms changed or ended; only live contracts, once. */
  async function autoTerminate(row: ContractRow, note: string) {
    const terms = await termsInForceOrOffered(row);
    const endsAt = contractEndsAt(periodTypeOf(terms), clock.now(), row.time_zone);
    if (
      !(await changeContract(db, row.id, liveStatuses, { status: 'C', pendingVersionId: null, endsAt }, clock.now()))
    ) {
      return;
    }
    if (row.current_version_id) await endVersion(db, row.current_version_id, endsAt);
    await event(row, 'AUTO_TERMINATED', systemActor, row.current_version_id ?? row.pending_version_id, note);
  }

  /**
   * Decision 0074: a member moved under another upline ends every live contract it received (its issuer is no longer
   * its upline, or a top contract now sits under an agent's) and every contract cut from them, automatically, each
   * still settling its current window. Answers the ids ended.
   */
  async function endOnUplineChange(memberId: string): Promise<string[]> {
    const { rows } = await listContracts(db, { receiverId: memberId, limit: 100, offset: 0 });
    const ended: string[] = [];
    for (const row of rows.filter((contract) => liveStatuses.includes(contract.status))) {
      const below = await listLiveContractsBelow(db, row.id);
      await autoTerminate(row, 'upline_changed');
      ended.push(row.id);
      for (const contract of below) {
        await autoTerminate(contract, 'issuer_contract_ended');
        ended.push(contract.id);
      }
    }
    return ended;
  }

  return {
    get,
    lock,
    list,
    describeMany,
    detail,
    termsOfVersion,
    termsInForceOrOffered,
    offer,
    proposeModification,
    accept,
    reject,
    withdraw,
    askTermination,
    refuseTermination,
    confirmTermination,
    terminateByOperator,
    endOnUplineChange,
    countAwaitingAnswer: (memberId: string) => countAwaitingAnswer(db, memberId),
  };
}

export type AgentContractService = ReturnType<typeof createAgentContractService>;
