import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { RoomRelay } from '../live/room-relay.js';
import { textOfMessage } from '../live/live-sockets.js';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import { minorOfText, textOfMinor } from '../play/money-text.js';
import type { RoundJournal } from '../play/round-journal.js';
import type { PlaySession } from '../play/session-store.js';
import type { SessionWallet } from '../play/session-wallet.js';
import { fishPosition, flyBullet, isOnField, seatPositions } from './fishing-field.js';
import type { BulletFlight, FishSpawn } from './fishing-field.js';
import { createFishSchedule, spawnSlotMs } from './fish-schedule.js';
import type { FishSchedule } from './fish-schedule.js';
import { closingOf, foldFishingJournal } from './fishing-journal.js';
import type { FishingJournal, OpenedRound, ShotRecord } from './fishing-journal.js';
import { bulletValuesOf, findFishingGame, fishingRooms, magazineSizes } from './fishing-math.js';
import type { FishingGame, FishingRoomId } from './fishing-math.js';
import { gateCodes } from './fishing-contract.js';
import type { FishingErrorCode } from './fishing-contract.js';
import { resolveShot } from './fishing-shot.js';

/** Limits of the reference (§1.7): four cannons a room, twenty bullets in flight, eight shots a second. */
export const seatsPerRoom = 4;
export const maxBulletsInFlight = 20;
export const shotsPerSecond = 8;
/** A short burst above the rate is allowed, as a finger taps unevenly; the average stays at the rate. */
const shotBurst = 4;
/** A round never stays open longer than this: it is settled and the player buys again. */
export const longestRoundMs = 10 * 60 * 1000;
const presenceEveryMs = 2_000;
const presenceForgottenMs = 6_000;
/** How long a first join listens for the other instances' seats before choosing one. */
const helloWaitMs = 250;

class FishingRefusal extends Error {
  constructor(
    readonly code: FishingErrorCode,
    readonly value: unknown = null,
  ) {
    super(code);
  }
}

type InFlight = { index: number; flight: BulletFlight };

type Round = OpenedRound & {
  session: PlaySession;
  mode: 'real' | 'demo';
  state: 'buying' | 'firing' | 'draining' | 'closed';
  openedAtMs: number;
  fired: number;
  inFlight: InFlight[];
  shots: ShotRecord[];
};

type Member = {
  session: PlaySession;
  socket: WebSocket | null;
  room: Room;
  seat: number;
  round: Round | null;
  tokens: number;
  refilledAt: number;
  sentSlot: number;
  leaving: boolean;
};

type Room = {
  key: string;
  game: FishingGame;
  roomId: FishingRoomId;
  table: number;
  schedule: FishSchedule;
  captured: Map<string, number>;
  members: Map<string, Member>;
  /** Seats held by players on other vendor instances, as their presence messages say. */
  remoteSeats: Map<number, number>;
  /** The masked names of those remote players, by seat (never a login or an id). */
  remoteNames: Map<number, string>;
  unsubscribe: () => void;
};

export type FishingPlayDependencies = SessionWallet & {
  transfer?: SessionWallet;
  journal: FishingJournal;
  history: RoundJournal;
  relay: RoomRelay;
  /** Shared by every vendor instance (the vendor secret): the rooms' fish seeds derive from it. */
  roomSecret: string;
  now?: () => number;
  /** A round's server seed; crypto randomness unless a test replays a round. */
  newServerSeed?: () => string;
};

export function fishingGameOf(session: PlaySession): FishingGame | undefined {
  return session.vendorGameId.startsWith('fish:') ? findFishingGame(session.vendorGameId.slice(5)) : undefined;
}

/** A client seed the page may send: short, printable, and safe inside the stream's message. */
const clientSeedPattern = /^[\w-]{0,64}$/;

const commitmentOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

/**
 * The fishing rooms of one vendor instance. The fish are the rooms' seeded schedules (the same on every instance);
 * shots and captures cross the relay so every player sees every cannon; money is each player's own: a magazine is
 * one wallet round, bought with one bet and closed with one win of its captures and its unwagered bullets.
 */
export function createFishingPlay(dependencies: FishingPlayDependencies) {
  const now = dependencies.now ?? Date.now;
  const newServerSeed = dependencies.newServerSeed ?? (() => randomBytes(32).toString('hex'));
  const instanceId = randomUUID();
  const rooms = new Map<string, Room>();
  const members = new Map<string, Member>();
  let lastPresenceAt = 0;

  const walletOf = (walletModel: 'seamless' | 'transfer'): SessionWallet => {
    if (walletModel === 'seamless') return dependencies;
    if (!dependencies.transfer) throw new FishingRefusal('WALLET_UNAVAILABLE');
    return dependencies.transfer;
  };

  function send(member: Member, message: unknown) {
    if (member.socket && member.socket.readyState === 1) member.socket.send(JSON.stringify(message));
  }

  function roomSeed(game: FishingGame, roomId: string, table: number) {
    return createHmac('sha256', dependencies.roomSecret).update(`fishing:${game.id}:${roomId}:${table}`).digest('hex');
  }

  function onRelay(room: Room, message: unknown) {
    if (!message || typeof message !== 'object') return;
    const event = message as { type?: string; seat?: number; instance?: string; fishIds?: string[]; name?: unknown };
    if (event.type === 'hello' && event.instance !== instanceId) publishPresence(room);
    if (event.type === 'presence' && event.instance !== instanceId && typeof event.seat === 'number') {
      room.remoteSeats.set(event.seat, now());
      if (typeof event.name === 'string') room.remoteNames.set(event.seat, event.name);
    }
    if (event.type === 'leave' && event.instance !== instanceId && typeof event.seat === 'number') {
      room.remoteSeats.delete(event.seat);
      room.remoteNames.delete(event.seat);
    }
    if (event.type === 'capture') for (const id of event.fishIds ?? []) room.captured.set(id, now());
    if (event.type === 'hello' || event.type === 'presence') return;
    for (const member of room.members.values()) send(member, message);
  }

  function publishPresence(room: Room) {
    for (const member of room.members.values()) dependencies.relay.publish(room.key, presenceOf(member));
  }

  /** A seat held here, as the other instances learn it: with the player's masked name, never his login or id. */
  function presenceOf(member: Member) {
    return { type: 'presence', instance: instanceId, seat: member.seat, name: member.session.displayName ?? null };
  }

  async function openRoom(game: FishingGame, roomId: FishingRoomId, table: number): Promise<Room> {
    const key = `fish:${game.id}:${roomId}:${table}`;
    const existing = rooms.get(key);
    if (existing) return existing;
    const room: Room = {
      key,
      game,
      roomId,
      table,
      schedule: createFishSchedule(game, roomSeed(game, roomId, table)),
      captured: new Map(),
      members: new Map(),
      remoteSeats: new Map(),
      remoteNames: new Map(),
      unsubscribe: () => {},
    };
    rooms.set(key, room);
    room.unsubscribe = dependencies.relay.subscribe(key, (message) => onRelay(room, message));
    dependencies.relay.publish(key, { type: 'hello', instance: instanceId });
    await new Promise((resolve) => setTimeout(resolve, helloWaitMs));
    return room;
  }

  function freeSeat(room: Room): number | undefined {
    const taken = new Set([...room.members.values()].map((member) => member.seat));
    for (const [seat, seenAt] of room.remoteSeats) if (seenAt > now() - presenceForgottenMs) taken.add(seat);
    for (let seat = 0; seat < seatsPerRoom; seat += 1) if (!taken.has(seat)) return seat;
    return undefined;
  }

  function aliveAt(room: Room, at: number): FishSpawn[] {
    return room.schedule.swimmingAt(at).filter((fish) => !room.captured.has(fish.id));
  }

  function describeRoom(room: Room, member: Member) {
    const at = now();
    return {
      type: 'welcome',
      serverTime: at,
      room: room.roomId,
      seat: member.seat,
      seats: [
        ...new Set([
          ...[...room.members.values()].map((other) => other.seat),
          ...[...room.remoteSeats.entries()].filter(([, seenAt]) => seenAt > at - presenceForgottenMs).map(([s]) => s),
        ]),
      ],
      names: Object.fromEntries([
        ...room.remoteNames.entries(),
        ...[...room.members.values()].flatMap((other) =>
          other.session.displayName ? [[other.seat, other.session.displayName] as const] : [],
        ),
      ]),
      bulletValues: bulletValuesOf(room.roomId).map(textOfMinor),
      magazineSizes,
      fish: aliveAt(room, at),
      balance: textOfMinor(member.session.balanceMinor),
      round: member.round ? roundView(member.round) : null,
    };
  }

  function roundView(round: Round) {
    return {
      roundId: round.roundId,
      bulletValue: textOfMinor(round.bulletValueMinor),
      magazineSize: round.magazineSize,
      fired: round.fired,
      left: round.magazineSize - round.fired,
      inFlight: round.inFlight.length,
      win: textOfMinor(round.shots.reduce((total, shot) => total + shot.winMinor, 0)),
      commitment: round.commitment,
      clientSeed: round.clientSeed,
      state: round.state,
    };
  }

  async function join(member: Member, roomId: unknown) {
    const room = fishingRooms.find((candidate) => candidate.id === roomId);
    const game = fishingGameOf(member.session);
    if (!room || !game) throw new FishingRefusal('INVALID_ROOM');
    const current = member.room as Room | undefined;
    // A page that reconnected asks for the room it is already seated in: it gets its seat and open round back.
    if (current && current.roomId === room.id && current.members.get(member.session.id) === member)
      return send(member, describeRoom(current, member));
    if (member.round && member.round.state !== 'closed') throw new FishingRefusal('ROUND_OPEN');
    leaveRoom(member);
    for (let table = 1; table <= 100; table += 1) {
      const candidate = await openRoom(game, room.id, table);
      const seat = freeSeat(candidate);
      if (seat === undefined) continue;
      member.room = candidate;
      member.seat = seat;
      member.sentSlot = Math.floor(now() / spawnSlotMs);
      candidate.members.set(member.session.id, member);
      dependencies.relay.publish(candidate.key, presenceOf(member));
      dependencies.relay.publish(candidate.key, {
        type: 'seat',
        seat,
        taken: true,
        name: member.session.displayName ?? null,
      });
      send(member, describeRoom(candidate, member));
      return;
    }
    throw new FishingRefusal('ROOM_FULL');
  }

  function leaveRoom(member: Member) {
    const room = member.room as Room | undefined;
    if (!room || room.members.get(member.session.id) !== member) return;
    room.members.delete(member.session.id);
    dependencies.relay.publish(room.key, { type: 'leave', instance: instanceId, seat: member.seat });
    dependencies.relay.publish(room.key, { type: 'seat', seat: member.seat, taken: false });
    if (room.members.size === 0) {
      room.unsubscribe();
      rooms.delete(room.key);
    }
  }

  function refusalOfWallet(code: string, value: unknown): FishingRefusal {
    if ((gateCodes as readonly string[]).includes(code)) return new FishingRefusal(code as FishingErrorCode, value);
    if (code === 'INSUFFICIENT_FUNDS') return new FishingRefusal('INSUFFICIENT_FUNDS', value);
    if (code === 'PLAYER_BLOCKED') return new FishingRefusal('PLAYER_BLOCKED');
    if (code === 'SESSION_NOT_FOUND' || code === 'SESSION_EXPIRED') return new FishingRefusal('SESSION_NOT_FOUND');
    return new FishingRefusal('WALLET_UNAVAILABLE');
  }

  /** A magazine: the round is journalled, then bought with one bet of its whole value. */
  async function buy(member: Member, body: { bulletValue?: unknown; size?: unknown; clientSeed?: unknown }) {
    const { session, room } = member;
    if (!(room as Room | undefined)) throw new FishingRefusal('NOT_SEATED');
    if (member.round && member.round.state !== 'closed') throw new FishingRefusal('ROUND_OPEN');
    const bulletValueMinor = typeof body.bulletValue === 'string' ? minorOfText(body.bulletValue) : null;
    if (bulletValueMinor === null || !bulletValuesOf(room.roomId).includes(bulletValueMinor))
      throw new FishingRefusal('INVALID_BULLET');
    const size = body.size;
    if (typeof size !== 'number' || !(magazineSizes as readonly number[]).includes(size))
      throw new FishingRefusal('INVALID_MAGAZINE');
    const clientSeed = body.clientSeed ?? '';
    if (typeof clientSeed !== 'string' || !clientSeedPattern.test(clientSeed)) throw new FishingRefusal('INVALID_SEED');
    const serverSeed = newServerSeed();
    const round: Round = {
      roundId: randomUUID(),
      at: new Date(now()).toISOString(),
      gameId: room.game.id,
      roomId: room.roomId,
      walletModel: session.walletModel,
      token: session.token,
      playerId: session.playerId ?? '',
      currency: session.currency,
      bulletValueMinor,
      magazineSize: size,
      serverSeed,
      commitment: commitmentOf(serverSeed),
      clientSeed,
      session,
      mode: session.mode,
      state: 'buying',
      openedAtMs: now(),
      fired: 0,
      inFlight: [],
      shots: [],
    };
    member.round = round;
    const costMinor = bulletValueMinor * size;
    try {
      if (session.mode === 'demo') {
        if (session.balanceMinor < costMinor)
          throw new FishingRefusal('INSUFFICIENT_FUNDS', { balance: textOfMinor(session.balanceMinor) });
        session.balanceMinor -= costMinor;
      } else await buyWithWallet(round, costMinor);
    } catch (error) {
      round.state = 'closed';
      member.round = null;
      throw error;
    }
    round.state = 'firing';
    send(member, { type: 'round', round: roundView(round), balance: textOfMinor(session.balanceMinor) });
  }

  async function buyWithWallet(round: Round, costMinor: number) {
    const { session, state, fired, inFlight, shots, mode, openedAtMs, ...opened } = round;
    void state;
    void fired;
    void inFlight;
    void shots;
    void mode;
    void openedAtMs;
    await dependencies.journal.append({ type: 'open', ...opened });
    const { wallet, pendingMoves } = walletOf(round.walletModel);
    const transactionId = `${round.roundId}:buy`;
    let reply;
    try {
      reply = await wallet.bet({
        token: round.token,
        playerId: round.playerId,
        transactionId,
        roundId: round.roundId,
        currency: round.currency,
        amount: textOfMinor(costMinor),
      });
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      // Whether the bet landed is unknown: it is undone, and the journal says so once the wallet confirms.
      pendingMoves.add(
        {
          kind: 'rollback',
          token: round.token,
          playerId: round.playerId,
          referenceTransactionId: transactionId,
          roundId: round.roundId,
        },
        () => void dependencies.journal.append({ type: 'rolled-back', roundId: round.roundId }),
      );
      throw new FishingRefusal('WALLET_UNAVAILABLE');
    }
    if (!reply.ok) {
      await dependencies.journal.append({ type: 'refused', roundId: round.roundId, code: reply.code });
      const balance = (reply.value as { balance?: string } | null)?.balance;
      if (balance) session.balanceMinor = minorOfText(balance) ?? session.balanceMinor;
      throw refusalOfWallet(reply.code, reply.value);
    }
    session.balanceMinor = minorOfText(reply.value.balance) ?? session.balanceMinor;
    await dependencies.journal.append({ type: 'bought', roundId: round.roundId, balance: reply.value.balance });
  }

  function fire(member: Member, body: { angle?: unknown; targetId?: unknown }) {
    const round = member.round;
    const room = member.room as Room | undefined;
    if (!room) throw new FishingRefusal('NOT_SEATED');
    if (!round || round.state !== 'firing') throw new FishingRefusal('NO_MAGAZINE');
    if (round.fired >= round.magazineSize) throw new FishingRefusal('MAGAZINE_EMPTY');
    if (round.inFlight.length >= maxBulletsInFlight) throw new FishingRefusal('TOO_MANY_BULLETS');
    const angle = body.angle;
    if (typeof angle !== 'number' || !Number.isFinite(angle)) throw new FishingRefusal('INVALID_MESSAGE');
    const at = now();
    member.tokens = Math.min(shotBurst, member.tokens + ((at - member.refilledAt) * shotsPerSecond) / 1000);
    member.refilledAt = at;
    if (member.tokens < 1) throw new FishingRefusal('TOO_FAST');
    member.tokens -= 1;
    const alive = aliveAt(room, at).filter((fish) => isOnField(fishPosition(fish, at)));
    const targetId =
      typeof body.targetId === 'string' && alive.some((fish) => fish.id === body.targetId) ? body.targetId : null;
    const flight = flyBullet({ origin: seatPositions[member.seat]!, angle, firedAt: at, targetId, alive });
    round.fired += 1;
    round.inFlight.push({ index: round.fired, flight });
    dependencies.relay.publish(room.key, {
      type: 'shot',
      seat: member.seat,
      shotId: `${round.roundId.slice(0, 8)}:${round.fired}`,
      bulletValue: textOfMinor(round.bulletValueMinor),
      points: flight.points.map((point) => [Math.round(point.x), Math.round(point.y), point.at]),
      hitFishId: flight.hitFishId,
    });
    send(member, { type: 'round', round: roundView(round), balance: textOfMinor(member.session.balanceMinor) });
  }

  async function resolveDue(member: Member, at: number) {
    const round = member.round;
    if (!round) return;
    const room = member.room;
    const due = round.inFlight.filter((shot) => shot.flight.impactAt <= at);
    for (const shot of due) {
      round.inFlight.splice(round.inFlight.indexOf(shot), 1);
      const record = resolveShot({
        game: room.game,
        index: shot.index,
        flight: shot.flight,
        alive: aliveAt(room, shot.flight.impactAt),
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        roundId: round.roundId,
        bulletValueMinor: round.bulletValueMinor,
      });
      round.shots.push(record);
      if (record.outcome === 'capture') {
        const fishIds = [record.fishId!, ...record.takenAlong];
        for (const id of fishIds) room.captured.set(id, at);
        dependencies.relay.publish(room.key, {
          type: 'capture',
          seat: member.seat,
          fishIds,
          speciesId: record.speciesId,
          multiplier: record.multiplier,
          win: textOfMinor(record.winMinor),
        });
      } else if (record.outcome === 'refund' && record.fishId)
        send(member, { type: 'refund', fishId: record.fishId, bulletValue: textOfMinor(round.bulletValueMinor) });
      if (round.mode === 'real')
        await dependencies.journal.append({ type: 'shot', roundId: round.roundId, shot: record });
    }
    if (due.length > 0)
      send(member, { type: 'round', round: roundView(round), balance: textOfMinor(member.session.balanceMinor) });
  }

  /** Settles the round: the journal says what is owed before the win is sent, so a restart sends the same. */
  async function close(member: Member) {
    const round = member.round;
    if (!round || round.state === 'closed' || round.state === 'buying') return;
    round.state = 'closed';
    const closing = closingOf(round, round.shots);
    const session = round.session;
    await dependencies.history.record({
      at: new Date(now()).toISOString(),
      roundId: round.roundId,
      vendorGameId: `fish:${round.gameId}`,
      mode: round.mode,
      playerId: session.playerId,
      currency: session.currency,
      stakeMinor: round.bulletValueMinor * round.magazineSize - closing.refundMinor,
      winMinor: closing.winMinor,
      draws: {
        shots: round.shots,
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        refundMinor: closing.refundMinor,
        sessionId: session.id,
      },
    });
    const summary = {
      type: 'closed',
      roundId: round.roundId,
      win: textOfMinor(closing.winMinor),
      refund: textOfMinor(closing.refundMinor),
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      commitment: round.commitment,
    };
    if (round.mode === 'demo') {
      session.balanceMinor += closing.amountMinor;
      send(member, { ...summary, balance: textOfMinor(session.balanceMinor) });
      return;
    }
    await dependencies.journal.append({ type: 'closing', roundId: round.roundId, ...closing });
    const { pendingMoves } = walletOf(round.walletModel);
    pendingMoves.add(
      {
        kind: 'win',
        token: round.token,
        playerId: round.playerId,
        transactionId: `${round.roundId}:win`,
        roundId: round.roundId,
        currency: round.currency,
        amount: textOfMinor(closing.amountMinor),
      },
      (balance) => {
        session.balanceMinor = minorOfText(balance) ?? session.balanceMinor;
        void dependencies.journal.append({ type: 'settled', roundId: round.roundId, balance });
        send(member, { ...summary, balance });
      },
    );
  }

  function pushSpawns(member: Member, at: number) {
    const slot = Math.floor(at / spawnSlotMs) + 2;
    if (slot <= member.sentSlot) return;
    const fish: FishSpawn[] = [];
    for (let next = member.sentSlot + 1; next <= slot; next += 1) fish.push(...member.room.schedule.spawnsOfSlot(next));
    member.sentSlot = slot;
    send(member, { type: 'fish', serverTime: at, fish });
  }

  let ticking: Promise<void> | undefined;
  /** Resolves bullets that reached their fish, settles finished rounds, sends new fish; the server calls it often. */
  function tick(): Promise<void> {
    ticking ??= (async () => {
      const at = now();
      for (const member of [...members.values()]) {
        await resolveDue(member, at);
        const round = member.round;
        if (round && round.state === 'firing' && at - round.openedAtMs > longestRoundMs) round.state = 'draining';
        if (round && round.state === 'firing' && round.fired >= round.magazineSize && round.inFlight.length === 0)
          await close(member);
        if (round && round.state === 'draining' && round.inFlight.length === 0) await close(member);
        if ((member.room as Room | undefined) && !member.leaving) pushSpawns(member, at);
        if (member.leaving && (!member.round || member.round.state === 'closed')) {
          leaveRoom(member);
          members.delete(member.session.id);
        }
      }
      if (at - lastPresenceAt >= presenceEveryMs) {
        lastPresenceAt = at;
        for (const room of rooms.values()) {
          publishPresence(room);
          for (const [id, capturedAt] of room.captured) if (capturedAt < at - 60_000) room.captured.delete(id);
        }
      }
      await dependencies.pendingMoves.retry();
      await dependencies.transfer?.pendingMoves.retry();
    })().finally(() => {
      ticking = undefined;
    });
    return ticking;
  }

  async function handle(member: Member, text: string) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
      if (!body || typeof body !== 'object') throw new Error('not an object');
    } catch {
      throw new FishingRefusal('INVALID_MESSAGE');
    }
    switch (body.type) {
      case 'join':
        return join(member, body.room);
      case 'buy':
        return buy(member, body);
      case 'fire':
        return fire(member, body);
      case 'cashout':
        if (member.round?.state === 'firing') member.round.state = 'draining';
        return;
      default:
        throw new FishingRefusal('INVALID_MESSAGE');
    }
  }

  /** The live channel `fishing`: a page's socket, once it named its session. */
  function attach(session: PlaySession, socket: WebSocket) {
    if (!fishingGameOf(session)) return socket.close(4404, 'NOT_FOUND');
    const previous = members.get(session.id);
    // The same page reconnecting takes its seat and open round back.
    const member: Member = previous ?? {
      session,
      socket,
      room: undefined as unknown as Room,
      seat: -1,
      round: null,
      tokens: shotBurst,
      refilledAt: now(),
      sentSlot: 0,
      leaving: false,
    };
    if (previous) {
      // The old socket is let go after the new one is in place, so its closing is not taken for a disconnect.
      const replaced = previous.socket;
      previous.socket = socket;
      replaced?.close(4409, 'REPLACED');
      previous.leaving = false;
      if (previous.room as Room | undefined) send(previous, describeRoom(previous.room, previous));
    }
    members.set(session.id, member);
    let queue = Promise.resolve();
    socket.on('message', (data) => {
      // Messages of one page are handled in order: a buy completes before the shots behind it.
      queue = queue.then(() =>
        handle(member, textOfMessage(data)).catch((error: unknown) => {
          if (error instanceof FishingRefusal) send(member, { type: 'error', code: error.code, value: error.value });
          else send(member, { type: 'error', code: 'WALLET_UNAVAILABLE', value: null });
        }),
      );
    });
    socket.on('close', () => {
      if (member.socket !== socket) return;
      member.socket = null;
      // A disconnect settles the open round: no new shots, bullets in flight land, unfired ones are refunded.
      member.leaving = true;
      if (member.round?.state === 'firing') member.round.state = 'draining';
    });
    send(member, { type: 'ready', serverTime: now(), rooms: fishingRooms.map((room) => room.id) });
  }

  /**
   * After a restart: every round the journal leaves unfinished is settled as its lines say. A bet without an answer
   * is rolled back; a bought round is closed with its resolved shots and every other bullet refunded; a closing
   * win is sent again under the same transaction id (the platform applies it once).
   */
  async function recover(): Promise<{ rolledBack: number; closed: number }> {
    const journalled = foldFishingJournal(await dependencies.journal.read());
    let rolledBack = 0;
    let closed = 0;
    for (const round of journalled.values()) {
      if (round.finished) continue;
      const opened = round.opened;
      const { pendingMoves } = walletOf(opened.walletModel);
      if (!round.bought && !round.closing) {
        rolledBack += 1;
        pendingMoves.add(
          {
            kind: 'rollback',
            token: opened.token,
            playerId: opened.playerId,
            referenceTransactionId: `${opened.roundId}:buy`,
            roundId: opened.roundId,
          },
          () => void dependencies.journal.append({ type: 'rolled-back', roundId: opened.roundId }),
        );
        continue;
      }
      const closing = round.closing ?? closingOf(opened, round.shots);
      if (!round.closing) await dependencies.journal.append({ type: 'closing', roundId: opened.roundId, ...closing });
      closed += 1;
      pendingMoves.add(
        {
          kind: 'win',
          token: opened.token,
          playerId: opened.playerId,
          transactionId: `${opened.roundId}:win`,
          roundId: opened.roundId,
          currency: opened.currency,
          amount: textOfMinor(closing.amountMinor),
        },
        (balance) => void dependencies.journal.append({ type: 'settled', roundId: opened.roundId, balance }),
      );
    }
    // The journal keeps only what is still owed: finished rounds are in the round history already.
    const stillOpen = foldFishingJournal(await dependencies.journal.read());
    await dependencies.journal.rewrite(
      (await dependencies.journal.read()).filter((event) => !stillOpen.get(event.roundId)?.finished),
    );
    await dependencies.pendingMoves.retry();
    await dependencies.transfer?.pendingMoves.retry();
    return { rolledBack, closed };
  }

  return {
    channel: { join: attach },
    tick,
    recover,
    /** For tests: a member's open round. */
    roundOf: (sessionId: string) => {
      const round = members.get(sessionId)?.round;
      return round ? roundView(round) : null;
    },
  };
}

export type FishingPlay = ReturnType<typeof createFishingPlay>;
