import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createMemoryRelay, createRedisRelay } from '../live/room-relay.js';
import type { RoomRelay } from '../live/room-relay.js';
import type { WalletClient, WalletReply } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import { createPendingMoves } from '../play/pending-moves.js';
import { createMemoryJournal } from '../play/round-journal.js';
import type { PlaySession } from '../play/session-store.js';
import { fishPosition, isOnField } from './fishing-field.js';
import type { FishSpawn } from './fishing-field.js';
import {
  closingOf,
  createFileFishingJournal,
  createMemoryFishingJournal,
  foldFishingJournal,
} from './fishing-journal.js';
import type { FishingJournalEvent } from './fishing-journal.js';
import { findSpecies, fishingGames } from './fishing-math.js';
import { createFishingPlay } from './fishing-play.js';
import { shotRandom } from './fishing-shot.js';

type Call = { operation: string; input: Record<string, unknown> };

/** The platform's seamless wallet as the vendor sees it: one balance, idempotent by transaction id. */
function walletDouble(options: { refuseBetWith?: string; silentBets?: boolean } = {}) {
  const calls: Call[] = [];
  const applied = new Set<string>();
  let balanceMinor = 100_000;
  const answer = (): WalletReply<{ balance: string; currency: string }> => ({
    ok: true,
    value: { balance: (balanceMinor / 100).toFixed(2), currency: 'THB' },
  });
  const minor = (text: string) => Math.round(Number(text) * 100);
  const client: WalletClient = {
    authenticate: async () => {
      throw new Error('not used');
    },
    balance: async () => answer(),
    bet: async (input) => {
      calls.push({ operation: 'bet', input });
      if (options.silentBets) throw new WalletUnavailableError(new Error('timeout'));
      if (options.refuseBetWith)
        return {
          ok: false,
          status: 403,
          code: options.refuseBetWith,
          message: '',
          value: { limitKind: 'loss', limitText: '100.00', resetsAtText: '2026/11/27 00:00' },
        };
      if (!applied.has(input.transactionId)) {
        applied.add(input.transactionId);
        balanceMinor -= minor(input.amount);
      }
      return answer();
    },
    win: async (input) => {
      calls.push({ operation: 'win', input });
      if (!applied.has(input.transactionId)) {
        applied.add(input.transactionId);
        balanceMinor += minor(input.amount);
      }
      return answer();
    },
    betWin: async () => {
      throw new Error('not used');
    },
    rollback: async (input) => {
      calls.push({ operation: 'rollback', input });
      return answer();
    },
  };
  return { client, calls, balance: () => balanceMinor };
}

class SocketDouble extends EventEmitter {
  readyState = 1;
  sent: Record<string, unknown>[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.emit('close');
  }
  say(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)));
  }
  last(type: string) {
    return this.sent.filter((message) => message.type === type).at(-1);
  }
}

function session(id: string, mode: 'real' | 'demo' = 'real', displayName: string | null = null): PlaySession {
  return {
    displayName,
    id,
    mode,
    walletModel: 'seamless',
    token: `token-${id}`,
    playerId: mode === 'real' ? `player-${id}` : null,
    currency: 'THB',
    language: 'en',
    gameName: 'Coral Reef Hunt',
    vendorGameId: 'fish:coral-reef',
    timeZone: 'Asia/Bangkok',
    balanceMinor: 100_000,
    lastSeenAt: 0,
    lastSpinAt: 0,
  };
}

function setup(
  options: {
    wallet?: ReturnType<typeof walletDouble>;
    events?: FishingJournalEvent[];
    relay?: RoomRelay;
    clock?: { at: number };
    /** A journal file on disk instead of memory, as the vendor runs. */
    journalFile?: string;
  } = {},
) {
  const wallet = options.wallet ?? walletDouble();
  const events = options.events ?? [];
  const clock = options.clock ?? { at: Date.UTC(2026, 10, 26, 12, 0, 0) };
  let seeds = 0;
  const play = createFishingPlay({
    wallet: wallet.client,
    pendingMoves: createPendingMoves(wallet.client, () => {}),
    journal: options.journalFile ? createFileFishingJournal(options.journalFile) : createMemoryFishingJournal(events),
    history: createMemoryJournal(),
    relay: options.relay ?? createMemoryRelay(),
    roomSecret: 'test-room-secret-of-thirty-two-chars',
    now: () => clock.at,
    newServerSeed: () => `seed-${(seeds += 1)}`,
  });
  return { play, wallet, events, clock };
}

async function seat(
  play: ReturnType<typeof setup>['play'],
  id: string,
  mode: 'real' | 'demo' = 'real',
  displayName: string | null = null,
) {
  const socket = new SocketDouble();
  play.channel.join(session(id, mode, displayName), socket as unknown as WebSocket);
  socket.say({ type: 'join', room: 'novice' });
  await vi.waitFor(() => expect(socket.last('welcome')).toBeDefined());
  return socket;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function visibleFish(socket: SocketDouble, at: number): FishSpawn[] {
  const known = [
    ...((socket.last('welcome')?.fish as FishSpawn[]) ?? []),
    ...socket.sent.filter((message) => message.type === 'fish').flatMap((message) => message.fish as FishSpawn[]),
  ];
  return known.filter((fish) => isOnField(fishPosition(fish, at), -80));
}

const reef = fishingGames['coral-reef']!;
const smallness = (speciesId: string) => {
  const species = findSpecies(reef, speciesId);
  return species && species.kind !== 'boss' ? species.multiplier : 1_000;
};

/** Fires `count` locked shots, a shot every 130 ms, letting the play resolve what landed. */
async function fireAtFish(harness: ReturnType<typeof setup>, socket: SocketDouble, count: number, tick = true) {
  for (let shot = 0; shot < count; shot += 1) {
    harness.clock.at += 130;
    // The smallest fish in sight: captures are frequent, so the rounds have some of each outcome.
    const target = visibleFish(socket, harness.clock.at).sort(
      (first, second) => smallness(first.speciesId) - smallness(second.speciesId),
    )[0];
    socket.say({ type: 'fire', angle: -Math.PI / 2, targetId: target?.id ?? null });
    await settle();
    if (tick) await harness.play.tick();
  }
}

async function drain(harness: ReturnType<typeof setup>) {
  for (let step = 0; step < 40; step += 1) {
    harness.clock.at += 100;
    await harness.play.tick();
    await settle();
  }
}

describe('fishing rounds', () => {
  it('buys a magazine with one bet, shoots it empty and closes it with one win of captures and refunds', async () => {
    const harness = setup();
    const socket = await seat(harness.play, 'a');
    socket.say({ type: 'buy', bulletValue: '0.50', size: 20, clientSeed: 'my-own-seed' });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    const bets = harness.wallet.calls.filter((call) => call.operation === 'bet');
    expect(bets).toHaveLength(1);
    const roundId = (socket.last('round')!.round as { roundId: string }).roundId;
    expect(bets[0]!.input).toMatchObject({ transactionId: `${roundId}:buy`, amount: '10.00', roundId });
    await fireAtFish(harness, socket, 20);
    await drain(harness);
    const wins = harness.wallet.calls.filter((call) => call.operation === 'win');
    expect(wins).toHaveLength(1);
    const rounds = foldFishingJournal(harness.events);
    const journalled = rounds.get(roundId)!;
    expect(journalled.shots).toHaveLength(20);
    expect(journalled.finished).toBe(true);
    expect(journalled.shots.some((shot) => shot.outcome === 'capture')).toBe(true);
    expect(journalled.shots.some((shot) => shot.outcome === 'miss')).toBe(true);
    const closing = closingOf(journalled.opened, journalled.shots);
    expect(wins[0]!.input).toMatchObject({ transactionId: `${roundId}:win`, roundId });
    expect(Math.round(Number(wins[0]!.input.amount) * 100)).toBe(closing.amountMinor);
    expect(harness.wallet.balance()).toBe(100_000 - 1_000 + closing.amountMinor);
    expect(socket.last('closed')).toMatchObject({ roundId, balance: (harness.wallet.balance() / 100).toFixed(2) });
    // The revealed server seed matches the commitment shown at purchase, and with the player's seed it replays
    // every journalled decision.
    const closed = socket.last('closed') as { serverSeed: string; commitment: string; clientSeed: string };
    expect(createHash('sha256').update(closed.serverSeed).digest('hex')).toBe(closed.commitment);
    expect(closed.clientSeed).toBe('my-own-seed');
    for (const shot of journalled.shots.filter((candidate) => candidate.chance))
      expect(shotRandom(closed.serverSeed, 'my-own-seed', roundId, shot.index).nextInt(shot.chance!.denominator)).toBe(
        shot.draw,
      );
    // Every shot is a wager or a refund; the magazine is fully accounted for.
    const wagered = journalled.shots.filter((shot) => shot.outcome !== 'refund').length;
    expect(closing.refundMinor).toBe((20 - wagered) * 50);
  });

  it('refuses shots beyond the magazine, above the fire rate and past twenty bullets in flight', async () => {
    const harness = setup();
    const socket = await seat(harness.play, 'b');
    socket.say({ type: 'fire', angle: -1 });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'NO_MAGAZINE' }));
    socket.say({ type: 'buy', bulletValue: '0.10', size: 50 });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    // Four at once is the burst; the fifth in the same instant is too fast.
    for (let shot = 0; shot < 5; shot += 1) socket.say({ type: 'fire', angle: -1 });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'TOO_FAST' }));
    expect(harness.play.roundOf('b')!.fired).toBe(4);
    // Without a tick nothing lands: twenty in flight is the most.
    await fireAtFish(harness, socket, 16, false);
    expect(harness.play.roundOf('b')!.inFlight).toBe(20);
    harness.clock.at += 200;
    socket.say({ type: 'fire', angle: -1 });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'TOO_MANY_BULLETS' }));
    expect(harness.play.roundOf('b')!.fired).toBe(20);
    socket.say({ type: 'buy', bulletValue: '0.10', size: 20 });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'ROUND_OPEN' }));
  });

  it('never fires more bullets than the magazine holds', async () => {
    const harness = setup();
    const socket = await seat(harness.play, 'c');
    socket.say({ type: 'buy', bulletValue: '0.10', size: 20 });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    await fireAtFish(harness, socket, 20, false);
    harness.clock.at += 200;
    socket.say({ type: 'fire', angle: -1 });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'MAGAZINE_EMPTY' }));
    expect(harness.play.roundOf('c')!.fired).toBe(20);
  });

  it('refuses bad bullet values and magazine sizes, and bad messages, with stable codes', async () => {
    const harness = setup();
    const socket = await seat(harness.play, 'd');
    socket.say({ type: 'buy', bulletValue: '0.30', size: 20 });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'INVALID_BULLET' }));
    socket.say({ type: 'buy', bulletValue: '0.10', size: 20, clientSeed: 'no spaces: or colons' });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'INVALID_SEED' }));
    socket.say({ type: 'buy', bulletValue: '0.10', size: 7 });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'INVALID_MAGAZINE' }));
    socket.emit('message', Buffer.from('not json'));
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'INVALID_MESSAGE' }));
    socket.say({ type: 'join', room: 'palace' });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'INVALID_ROOM' }));
    expect(harness.wallet.calls).toHaveLength(0);
  });

  it('passes the responsible-gaming refusal of the magazine to the page with its limit', async () => {
    const harness = setup({ wallet: walletDouble({ refuseBetWith: 'LOSS_LIMIT_REACHED' }) });
    const socket = await seat(harness.play, 'e');
    socket.say({ type: 'buy', bulletValue: '0.10', size: 20 });
    await vi.waitFor(() =>
      expect(socket.last('error')).toMatchObject({ code: 'LOSS_LIMIT_REACHED', value: { limitText: '100.00' } }),
    );
    expect(harness.play.roundOf('e')).toBeNull();
    expect(foldFishingJournal(harness.events).values().next().value!.finished).toBe(true);
  });

  it('settles the open round when the page disconnects: bullets in flight land, unfired ones are refunded', async () => {
    const harness = setup();
    const socket = await seat(harness.play, 'f');
    socket.say({ type: 'buy', bulletValue: '1.00', size: 50 });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    await fireAtFish(harness, socket, 5, false);
    socket.close();
    await drain(harness);
    const wins = harness.wallet.calls.filter((call) => call.operation === 'win');
    expect(wins).toHaveLength(1);
    const round = [...foldFishingJournal(harness.events).values()][0]!;
    expect(round.shots).toHaveLength(5);
    const closing = closingOf(round.opened, round.shots);
    expect(closing.refundMinor).toBeGreaterThanOrEqual(45 * 100);
    expect(Math.round(Number(wins[0]!.input.amount) * 100)).toBe(closing.amountMinor);
    expect(harness.wallet.balance()).toBe(100_000 - 5_000 + closing.amountMinor);
  });

  it('gives a page that reconnects its seat and open round back', async () => {
    const harness = setup();
    const socket = await seat(harness.play, 'n');
    socket.say({ type: 'buy', bulletValue: '0.10', size: 50 });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    const seatBefore = socket.last('welcome')!.seat;
    const again = new SocketDouble();
    harness.play.channel.join(session('n'), again as unknown as WebSocket);
    await vi.waitFor(() => expect(again.last('welcome')).toBeDefined());
    again.say({ type: 'join', room: 'novice' });
    await settle();
    expect(again.sent.filter((message) => message.type === 'error')).toEqual([]);
    expect(again.last('welcome')).toMatchObject({ seat: seatBefore, round: { magazineSize: 50, state: 'firing' } });
    again.say({ type: 'fire', angle: -1 });
    await vi.waitFor(() => expect(harness.play.roundOf('n')!.fired).toBe(1));
  });

  it('plays demo magazines on play money without touching the wallet or the journal', async () => {
    const harness = setup();
    const socket = await seat(harness.play, 'g', 'demo');
    socket.say({ type: 'buy', bulletValue: '1.00', size: 20 });
    await vi.waitFor(() => expect(socket.last('round')).toMatchObject({ balance: '980.00' }));
    await fireAtFish(harness, socket, 20);
    await drain(harness);
    expect(socket.last('closed')).toBeDefined();
    expect(harness.wallet.calls).toHaveLength(0);
    expect(harness.events).toHaveLength(0);
  });
});

describe('fishing crash recovery', () => {
  it('a vendor restarted on the same data folder settles the round the crashed process left open', async () => {
    const journalFile = path.join(await mkdtemp(path.join(tmpdir(), 'fishing-crash-')), 'fishing-rounds.jsonl');
    const wallet = walletDouble();
    const crashed = setup({ wallet, journalFile });
    const socket = await seat(crashed.play, 'p');
    socket.say({ type: 'buy', bulletValue: '1.00', size: 100 });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    await fireAtFish(crashed, socket, 15);
    // The process dies: nothing of it survives but the file.
    const onDisk = foldFishingJournal(await createFileFishingJournal(journalFile).read());
    const round = [...onDisk.values()][0]!;
    expect(round.bought).toBe(true);
    expect(round.shots.length).toBeGreaterThan(0);
    const owed = closingOf(round.opened, round.shots);
    expect(owed.refundMinor).toBeGreaterThanOrEqual(85 * 100);
    const restarted = setup({ wallet, journalFile });
    expect(await restarted.play.recover()).toEqual({ rolledBack: 0, closed: 1 });
    await vi.waitFor(() => expect(wallet.calls.filter((call) => call.operation === 'win')).toHaveLength(1));
    expect(wallet.balance()).toBe(100_000 - 10_000 + owed.amountMinor);
    await vi.waitFor(async () =>
      expect([...foldFishingJournal(await createFileFishingJournal(journalFile).read()).values()]).toEqual([
        expect.objectContaining({ finished: true }),
      ]),
    );
  });

  it('keeps in the journal only the rounds still owed something after a restart', async () => {
    const wallet = walletDouble();
    const first = setup({ wallet });
    const socket = await seat(first.play, 'm');
    socket.say({ type: 'buy', bulletValue: '0.10', size: 20 });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    await fireAtFish(first, socket, 20);
    await drain(first);
    const finished = [...foldFishingJournal(first.events).keys()][0]!;
    expect(foldFishingJournal(first.events).get(finished)!.finished).toBe(true);
    // A second round whose bet never answered, as a crash leaves it.
    const unanswered = { ...(first.events[0] as Extract<FishingJournalEvent, { type: 'open' }>), roundId: 'lost-bet' };
    const silent = walletDouble({ silentBets: true });
    silent.client.rollback = async () => {
      throw new WalletUnavailableError(new Error('still down'));
    };
    const restarted = setup({ wallet: silent, events: [...first.events, unanswered] });
    expect(await restarted.play.recover()).toEqual({ rolledBack: 1, closed: 0 });
    expect(new Set(restarted.events.map((event) => event.roundId))).toEqual(new Set(['lost-bet']));
  });

  it('a restarted vendor closes a round from its journal with the same win the crashed one owed', async () => {
    const wallet = walletDouble();
    const crashed = setup({ wallet });
    const socket = await seat(crashed.play, 'h');
    socket.say({ type: 'buy', bulletValue: '0.20', size: 50 });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    await fireAtFish(crashed, socket, 12);
    // The process dies here: twelve bullets fired, some resolved and journalled, no closing win sent.
    expect(wallet.calls.filter((call) => call.operation === 'win')).toHaveLength(0);
    const round = [...foldFishingJournal(crashed.events).values()][0]!;
    const owed = closingOf(round.opened, round.shots);
    const restarted = setup({ wallet, events: [...crashed.events] });
    expect(await restarted.play.recover()).toEqual({ rolledBack: 0, closed: 1 });
    await settle();
    const wins = wallet.calls.filter((call) => call.operation === 'win');
    expect(wins).toHaveLength(1);
    expect(wins[0]!.input).toMatchObject({ transactionId: `${round.opened.roundId}:win` });
    expect(Math.round(Number(wins[0]!.input.amount) * 100)).toBe(owed.amountMinor);
    expect(wallet.balance()).toBe(100_000 - 1_000 + owed.amountMinor);
    // A second restart finds nothing left to do.
    const again = setup({ wallet, events: [...restarted.events] });
    expect(await again.play.recover()).toEqual({ rolledBack: 0, closed: 0 });
  });

  it('a closing win journalled before the crash is sent again under the same id and applied once', async () => {
    const wallet = walletDouble();
    const first = setup({ wallet });
    const socket = await seat(first.play, 'i');
    socket.say({ type: 'buy', bulletValue: '0.10', size: 20 });
    await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
    await fireAtFish(first, socket, 20);
    await drain(first);
    const balanceAfter = wallet.balance();
    // The crash came after the win was applied but before its answer was journalled.
    const events = first.events.filter((event) => event.type !== 'settled');
    const restarted = setup({ wallet, events });
    expect(await restarted.play.recover()).toEqual({ rolledBack: 0, closed: 1 });
    await settle();
    const wins = wallet.calls.filter((call) => call.operation === 'win');
    expect(wins).toHaveLength(2);
    expect(wins[1]!.input.transactionId).toBe(wins[0]!.input.transactionId);
    expect(wins[1]!.input.amount).toBe(wins[0]!.input.amount);
    expect(wallet.balance()).toBe(balanceAfter);
  });

  it('a magazine bet whose answer never came is rolled back, live and after a restart', async () => {
    const silent = walletDouble({ silentBets: true });
    const live = setup({ wallet: silent });
    const socket = await seat(live.play, 'j');
    socket.say({ type: 'buy', bulletValue: '0.10', size: 20 });
    await vi.waitFor(() => expect(socket.last('error')).toMatchObject({ code: 'WALLET_UNAVAILABLE' }));
    await vi.waitFor(() => expect(silent.calls.filter((call) => call.operation === 'rollback')).toHaveLength(1));
    const rollback = silent.calls.find((call) => call.operation === 'rollback')!;
    const roundId = (live.events[0] as { roundId: string }).roundId;
    expect(rollback.input).toMatchObject({ referenceTransactionId: `${roundId}:buy` });
    // The process died between the journal's `open` and any answer: the restart rolls it back too.
    const wallet = walletDouble();
    const restarted = setup({ wallet, events: [live.events[0]!] });
    expect(await restarted.play.recover()).toEqual({ rolledBack: 1, closed: 0 });
    await settle();
    expect(wallet.calls.map((call) => [call.operation, call.input.referenceTransactionId])).toEqual([
      ['rollback', `${roundId}:buy`],
    ]);
  });
});

/** Two vendor instances with one player each in the same room, on the relays given. */
async function playAcrossInstances(firstRelay: RoomRelay, secondRelay: RoomRelay) {
  const clock = { at: Date.UTC(2026, 10, 26, 12, 0, 0) };
  const first = setup({ relay: firstRelay, clock });
  const second = setup({ relay: secondRelay, clock });
  const alice = await seat(first.play, 'k');
  const bob = await seat(second.play, 'l');
  expect(bob.last('welcome')!.seat).not.toBe(alice.last('welcome')!.seat);
  // Both instances compute the same fish from the room's seed.
  expect((bob.last('welcome')!.fish as FishSpawn[]).map((fish) => fish.id)).toEqual(
    (alice.last('welcome')!.fish as FishSpawn[]).map((fish) => fish.id),
  );
  alice.say({ type: 'buy', bulletValue: '0.10', size: 20 });
  await vi.waitFor(() => expect(alice.last('round')).toBeDefined());
  await fireAtFish(first, alice, 20);
  await drain(first);
  await vi.waitFor(() => expect(bob.sent.filter((message) => message.type === 'shot')).toHaveLength(20));
  const shotsSeenByBob = bob.sent.filter((message) => message.type === 'shot');
  expect(shotsSeenByBob.every((shot) => shot.seat === alice.last('welcome')!.seat)).toBe(true);
  const capturesSeenByAlice = alice.sent.filter((message) => message.type === 'capture').length;
  expect(capturesSeenByAlice).toBeGreaterThan(0);
  await vi.waitFor(() =>
    expect(bob.sent.filter((message) => message.type === 'capture')).toHaveLength(capturesSeenByAlice),
  );
  alice.close();
  bob.close();
  await drain(first);
  await drain(second);
}

describe('fishing rooms', () => {
  it("labels the other cannons with the players' masked names, never a login or a player id", async () => {
    const harness = setup();
    const first = await seat(harness.play, 'a', 'real', 'so***');
    const second = await seat(harness.play, 'b', 'real', null);
    const secondWelcome = second.last('welcome') as { seat: number; names: Record<string, string> };
    const firstSeat = (first.last('welcome') as { seat: number }).seat;
    expect(secondWelcome.names).toEqual({ [firstSeat]: 'so***' });
    // A player without a name joins as a bare seat; one with a name is announced with it.
    await vi.waitFor(() => expect(first.last('seat')).toMatchObject({ seat: secondWelcome.seat, name: null }));
    const third = await seat(harness.play, 'c', 'real', 'ma***');
    const thirdSeat = (third.last('welcome') as { seat: number }).seat;
    await vi.waitFor(() => expect(first.last('seat')).toMatchObject({ seat: thirdSeat, taken: true, name: 'ma***' }));
    for (const socket of [first, second, third]) {
      const text = JSON.stringify(socket.sent);
      for (const id of ['a', 'b', 'c']) expect(text).not.toContain(`player-${id}`);
    }
  });

  it('shows every player the other cannons and their shots and captures, across two vendor instances', async () => {
    const relay = createMemoryRelay();
    await playAcrossInstances(relay, relay);
  });

  // Redis runs beside CI with the other services (as the relay's own tests use it).
  it.skipIf(!process.env.DATABASE_URL)('does the same with each instance on its own Redis connection', async () => {
    const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
    const relays = [createRedisRelay(redisUrl), createRedisRelay(redisUrl)] as const;
    try {
      await playAcrossInstances(...relays);
    } finally {
      await Promise.all(relays.map((relay) => relay.close()));
    }
  });
});
