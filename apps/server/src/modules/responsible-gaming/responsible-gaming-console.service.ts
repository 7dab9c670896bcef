import type {
  ConsoleProtection,
  ConsoleProtectionStatus,
  ExclusionRow,
  HarmFigures,
  HarmMarker,
  LimitChangeRow,
  LimitKind,
  Page,
  PageRequest,
  ProtectionKind,
} from '@croupier/contracts';
import { buildPage, formatMinor, pageOffset } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { FigureRow, LimitChangeRecord, ProtectionRecord } from './responsible-gaming-console.repository.js';
import {
  decideChange,
  insertChange,
  listLimits,
  listPendingChanges,
  lockMemberLimits,
  writeLimit,
} from './player-limits.repository.js';
import { parseLimitValue } from './player-limits.service.js';
import {
  findProtection,
  insertMarkerNote,
  liftSelfExclusion,
  registerExportBatchSize,
  selectHarmFigures,
  selectLimitChanges,
  selectLimits,
  selectMarkerNotes,
  selectMemberProtection,
  selectPendingLimitChanges,
  selectProtections,
  selectRegister,
} from './responsible-gaming-console.repository.js';

/** Money kinds are minor units shown as money text; the session limit is minutes, shown as they are. */
const limitText = (kind: LimitKind, value: string | null) =>
  value === null ? null : kind === 'session' ? value : formatMinor(BigInt(value));

const changeOf = (row: LimitChangeRecord): LimitChangeRow => ({
  ...row,
  previousValue: limitText(row.kind, row.previousValue),
  value: limitText(row.kind, row.value),
});

const statusOf = (row: ProtectionRecord): ConsoleProtectionStatus =>
  row.liftedAt ? 'lifted' : row.ended ? 'ended' : 'in_force';

const protectionOf = (row: ProtectionRecord): ConsoleProtection => ({
  id: row.id,
  kind: row.kind,
  period: row.period,
  startedAt: row.startedAt,
  endsAt: row.endsAt,
  status: statusOf(row),
  liftedAt: row.liftedAt,
  liftedBy: row.liftedBy,
  liftNote: row.liftNote,
  liftable: row.kind === 'self_exclusion' && row.coolingOffOver && !row.liftedAt,
});

const figuresOf = (row: FigureRow): HarmFigures => ({
  markers: row.markers,
  deposits: row.deposits,
  depositTotal: formatMinor(BigInt(row.depositTotal)),
  mostDepositsInWindow: row.mostDepositsInWindow,
  lossChases: row.lossChases,
  bets: row.bets,
  stakes: formatMinor(BigInt(row.stakes)),
  nightStakes: formatMinor(BigInt(row.nightStakes)),
  nightPercent: row.nightPercent,
});

const noFigures: HarmFigures = {
  markers: [],
  deposits: 0,
  depositTotal: '0.00',
  mostDepositsInWindow: 0,
  lossChases: 0,
  bets: 0,
  stakes: '0.00',
  nightStakes: '0.00',
  nightPercent: 0,
};

const dayMilliseconds = 86_400_000;

export type RegisterSearch = {
  merchantId: string;
  kind?: ProtectionKind | undefined;
  status?: ConsoleProtectionStatus | undefined;
  q?: string | undefined;
};

/** What the console reads and does about a player's responsible gaming (decision 0046). */
export function createResponsibleGamingConsoleService({ db, clock }: { db: Database; clock: Clock }) {
  const registerRowOf = (row: ProtectionRecord & { memberNumber: number; username: string }): ExclusionRow => ({
    id: row.id,
    memberNumber: row.memberNumber,
    username: row.username,
    kind: row.kind,
    period: row.period,
    startedAt: row.startedAt,
    endsAt: row.endsAt,
    status: statusOf(row),
    liftedAt: row.liftedAt,
  });

  return {
    /** The limits in force, the pending changes, the protections and the reality check of one member. */
    async describe(memberId: string) {
      const [limits, pending, protections, member] = await Promise.all([
        selectLimits(db, memberId),
        selectPendingLimitChanges(db, memberId),
        selectProtections(db, memberId, clock.now()),
        selectMemberProtection(db, memberId),
      ]);
      return {
        realityCheckMinutes: member.realityCheckMinutes,
        protectedUntil: member.permanent ? 'permanent' : member.protectedUntil,
        limits: limits.map((limit) => ({ ...limit, value: limitText(limit.kind, limit.value) ?? '' })),
        pending: pending.map(changeOf),
        protections: protections.map(protectionOf),
      };
    },

    async limitChanges(memberId: string, page: PageRequest): Promise<Page<LimitChangeRow>> {
      const { rows, total } = await selectLimitChanges(db, memberId, page.pageSize, pageOffset(page));
      return buildPage(rows.map(changeOf), page, total);
    },

    /**
     * Lifts a self-exclusion once its end and the cooling-off after it have passed (never one still running or
     * cooling off, never a time-out, never twice: INVALID_STATE; another member's or an unknown row: NOT_FOUND). Run it
     * on the action's transaction.
     */
    async lift(input: { memberId: string; protectionId: string; operatorId: string; note: string }) {
      const now = clock.now();
      const found = await findProtection(db, input.memberId, input.protectionId, now);
      if (!found) throw new DomainError('NOT_FOUND');
      const protection = protectionOf(found);
      if (!protection.liftable) throw new DomainError('INVALID_STATE', { status: protection.status });
      const lifted = await liftSelfExclusion(db, { ...input, now });
      if (!lifted) throw new DomainError('INVALID_STATE', { status: 'lifted' });
      return { ...protection, status: 'lifted' as const, liftable: false };
    },

    async register(search: RegisterSearch, page: PageRequest): Promise<Page<ExclusionRow>> {
      const { rows, total } = await selectRegister(
        db,
        { ...search, now: clock.now() },
        page.pageSize,
        pageOffset(page),
      );
      return buildPage(rows.map(registerRowOf), page, total);
    },

    async *exportRegister(search: RegisterSearch): AsyncGenerator<ExclusionRow> {
      const now = clock.now();
      for (let offset = 0; ; offset += registerExportBatchSize) {
        const { rows } = await selectRegister(db, { ...search, now }, registerExportBatchSize, offset);
        for (const row of rows) yield registerRowOf(row);
        if (rows.length < registerExportBatchSize) return;
      }
    },

    /** One member's markers over the last `windowDays`, and the latest notes on them. */
    async memberMarkers(merchantId: string, memberId: string, windowDays: number) {
      const from = new Date(clock.now().getTime() - windowDays * dayMilliseconds);
      const [[row], notes] = await Promise.all([
        selectHarmFigures(db, { merchantId, memberId, from, flaggedOnly: false, limit: 1, offset: 0 }),
        selectMarkerNotes(db, memberId, 50),
      ]);
      return { figures: row ? figuresOf(row) : noFigures, notes };
    },

    /** The brand's players with a marker (or the one asked for) over the last `windowDays`, most markers first. */
    async flaggedPlayers(
      input: { merchantId: string; windowDays: number; marker?: HarmMarker | undefined },
      page: PageRequest,
    ) {
      const from = new Date(clock.now().getTime() - input.windowDays * dayMilliseconds);
      const rows = await selectHarmFigures(db, {
        merchantId: input.merchantId,
        from,
        marker: input.marker,
        flaggedOnly: true,
        limit: page.pageSize,
        offset: pageOffset(page),
      });
      return buildPage(
        rows.map((row) => ({ ...figuresOf(row), memberNumber: row.memberNumber, username: row.username })),
        page,
        rows[0]?.total ?? 0,
      );
    },

    /**
     * Sets a limit lower than the one in force (or a first one) for the player, at once, recorded with the operator;
     * anything else is INVALID_STATE (a raise waits out the player's own cooling-off). A pending raise or removal
     * of that kind is cancelled, as the player's own lowering does. It takes the member's limit lock the money gate
     * and the player's own changes take, so it never interleaves with them. Run it on the action's transaction.
     */
    async lowerLimit(input: {
      memberId: string;
      kind: LimitKind;
      value: string;
      operator: { id: string; username: string };
    }): Promise<LimitChangeRow> {
      const value = parseLimitValue(input.kind, input.value);
      if (value === null) throw new DomainError('VALIDATION_FAILED');
      const now = clock.now();
      await lockMemberLimits(db, input.memberId);
      const current = (await listLimits(db, input.memberId)).find((row) => row.kind === input.kind)?.value ?? null;
      if (current !== null && value >= current) {
        throw new DomainError('INVALID_STATE', { current: limitText(input.kind, current.toString()) });
      }
      const pending = (await listPendingChanges(db, input.memberId)).find((row) => row.kind === input.kind);
      if (pending) await decideChange(db, pending.id, 'cancelled', now);
      await writeLimit(db, input.memberId, input.kind, value, now);
      const change = await insertChange(db, {
        memberId: input.memberId,
        kind: input.kind,
        previousValue: current,
        value,
        status: 'applied',
        requestedAt: now,
        effectiveAt: now,
        decidedAt: now,
        operatorId: input.operator.id,
      });
      return changeOf({
        id: change.id,
        kind: change.kind,
        previousValue: current?.toString() ?? null,
        value: value.toString(),
        status: 'applied',
        requestedAt: now.toISOString(),
        effectiveAt: now.toISOString(),
        decidedAt: now.toISOString(),
        operator: input.operator.username,
      });
    },

    addMarkerNote(input: {
      merchantId: string;
      memberId: string;
      operatorUsername: string;
      marker: HarmMarker;
      body: string;
    }) {
      return insertMarkerNote(db, input);
    },
  };
}
export type ResponsibleGamingConsoleService = ReturnType<typeof createResponsibleGamingConsoleService>;
