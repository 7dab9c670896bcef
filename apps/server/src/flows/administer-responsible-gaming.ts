import type {
  ExclusionFilter,
  FlaggedPlayerQuery,
  HarmMarker,
  LimitKind,
  PageRequest,
  PlayerHarmMarkers,
  PlayerResponsibleGaming,
} from '@croupier/contracts';
import type { Database, ReadReplica } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { Merchant, MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createPlayerDirectoryService } from '../modules/player-directory/index.js';
import { createResponsibleGamingConsoleService } from '../modules/responsible-gaming/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

export type ResponsibleGamingAdministration = {
  db: Database;
  readReplica: ReadReplica;
  clock: Clock;
  merchants: MerchantService;
};

type PlayerKey = { merchant: string; username: string };

const serviceOn = (dependencies: ResponsibleGamingAdministration, db: Database) =>
  createResponsibleGamingConsoleService({ db, clock: dependencies.clock });

/** The brand and the player a console call names (an unknown one: NOT_FOUND); reads the primary. */
async function findPlayer(dependencies: ResponsibleGamingAdministration, key: PlayerKey) {
  const merchant = await dependencies.merchants.resolveMerchant({ code: key.merchant });
  const player = await createPlayerDirectoryService({ db: dependencies.db, clock: dependencies.clock }).getPlayer(
    merchant.id,
    key.username,
  );
  return { merchant, player };
}

const targetOf = (merchant: Merchant, username: string) => `member:${merchant.code}/${username}`;

/**
 * A player's responsible gaming as the console shows it. It reads the primary: an operator who just lifted a
 * self-exclusion must see it lifted.
 */
export async function describePlayerResponsibleGaming(
  dependencies: ResponsibleGamingAdministration,
  key: PlayerKey,
): Promise<PlayerResponsibleGaming> {
  const { merchant, player } = await findPlayer(dependencies, key);
  const described = await serviceOn(dependencies, dependencies.db).describe(player.id);
  return { currency: merchant.currency, ...described };
}

export async function listPlayerLimitChanges(
  dependencies: ResponsibleGamingAdministration,
  key: PlayerKey,
  page: PageRequest,
) {
  const { player } = await findPlayer(dependencies, key);
  return serviceOn(dependencies, dependencies.readReplica).limitChanges(player.id, page);
}

/**
 * Lifts a player's ended self-exclusion with the operator's note; the lift, the member's release and the audit row
 * commit together. Refused (INVALID_STATE) while it runs, for a time-out (it ends by itself), or when lifted.
 */
export async function liftPlayerSelfExclusion(
  dependencies: ResponsibleGamingAdministration,
  input: { operator: Operator; key: PlayerKey; protectionId: string; note: string },
) {
  const { merchant, player } = await findPlayer(dependencies, input.key);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'player.self-exclusion.lift',
      target: targetOf(merchant, player.username),
      detail: (lifted: { period: string; endsAt: string | null }) => ({
        memberNumber: player.memberNumber,
        period: lifted.period,
        endedAt: lifted.endsAt,
        note: input.note,
      }),
    },
    (_operators, transaction) =>
      serviceOn(dependencies, transaction).lift({
        memberId: player.id,
        protectionId: input.protectionId,
        operatorId: input.operator.id,
        note: input.note,
      }),
  );
}

async function registerSearchOf(dependencies: ResponsibleGamingAdministration, filter: ExclusionFilter) {
  const { merchant: code, ...search } = filter;
  const merchant = await dependencies.merchants.resolveMerchant({ code });
  return { ...search, merchantId: merchant.id };
}

/** A page of the brand's register of time-outs and self-exclusions. Reads the replica. */
export async function listExclusions(
  dependencies: ResponsibleGamingAdministration,
  filter: ExclusionFilter,
  page: PageRequest,
) {
  return serviceOn(dependencies, dependencies.readReplica).register(await registerSearchOf(dependencies, filter), page);
}

export async function* exportExclusions(dependencies: ResponsibleGamingAdministration, filter: ExclusionFilter) {
  yield* serviceOn(dependencies, dependencies.readReplica).exportRegister(await registerSearchOf(dependencies, filter));
}

/** One player's markers of harm over the window, with the operators' notes on them. Reads the replica. */
export async function describePlayerHarmMarkers(
  dependencies: ResponsibleGamingAdministration,
  key: PlayerKey,
  windowDays: number,
): Promise<PlayerHarmMarkers> {
  const { merchant, player } = await findPlayer(dependencies, key);
  const found = await serviceOn(dependencies, dependencies.readReplica).memberMarkers(
    merchant.id,
    player.id,
    windowDays,
  );
  return { windowDays, currency: merchant.currency, ...found };
}

/** The brand's players flagged by a marker over the window. Reads the replica. */
export async function listFlaggedPlayers(dependencies: ResponsibleGamingAdministration, query: FlaggedPlayerQuery) {
  const merchant = await dependencies.merchants.resolveMerchant({ code: query.merchant });
  const page = await serviceOn(dependencies, dependencies.readReplica).flaggedPlayers(
    { merchantId: merchant.id, windowDays: Number(query.days), marker: query.marker },
    { pageNo: query.pageNo, pageSize: query.pageSize },
  );
  return { ...page, currency: merchant.currency };
}

/** An operator's note on one of the player's markers, audited in the note's transaction. */
export async function addMarkerNote(
  dependencies: ResponsibleGamingAdministration,
  input: { operator: Operator; key: PlayerKey; marker: HarmMarker; body: string },
) {
  const { merchant, player } = await findPlayer(dependencies, input.key);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'player.marker.note',
      target: targetOf(merchant, player.username),
      detail: (note: { id: string }) => ({ memberNumber: player.memberNumber, marker: input.marker, noteId: note.id }),
    },
    (_operators, transaction) =>
      serviceOn(dependencies, transaction).addMarkerNote({
        merchantId: merchant.id,
        memberId: player.id,
        operatorUsername: input.operator.username,
        marker: input.marker,
        body: input.body,
      }),
  );
}

/**
 * Lowers one of the player's limits (or sets a first one) on their request: it applies at once, with the operator
 * on the history row and the audit row in the same transaction.
 */
export async function lowerPlayerLimit(
  dependencies: ResponsibleGamingAdministration,
  input: { operator: Operator; key: PlayerKey; kind: LimitKind; value: string; note: string },
) {
  const { merchant, player } = await findPlayer(dependencies, input.key);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'player.limit.lower',
      target: targetOf(merchant, player.username),
      detail: (change: { previousValue: string | null; value: string | null }) => ({
        memberNumber: player.memberNumber,
        kind: input.kind,
        previous: change.previousValue,
        value: change.value,
        note: input.note,
      }),
    },
    (_operators, transaction) =>
      serviceOn(dependencies, transaction).lowerLimit({
        memberId: player.id,
        kind: input.kind,
        value: input.value,
        operator: { id: input.operator.id, username: input.operator.username },
      }),
  );
}
