import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createP2pTables } from '../p2p/p2p-tables.js';
import { SocketDouble, pvpSession, walletDouble } from '../p2p/p2p-test-doubles.js';
import { createMemorySeatJournal } from '../p2p/seat-journal.js';
import type { SeatJournalEvent } from '../p2p/seat-journal.js';
import { tableGame } from '../p2p/table-rules.js';
import { createPendingMoves } from '../play/pending-moves.js';
import { createMemoryJournal } from '../play/round-journal.js';
import { verifyHistory } from './hand-verifier.js';
import type { HandHistory } from './hand-history.js';
import { createHoldemRules, holdemHeadsUpId } from './holdem-rules.js';
import type { HoldemState } from './holdem-rules.js';
import type { RoomView } from './holdem-view.js';

/** Hold'em heads-up on the real P2P layer: wallet rounds, the pvp channel's messages, the journal and a crash. */

const startMinor = 1_000_000;
const tableKey = `pvp:${holdemHeadsUpId}:bb-20:1`;

function setup(options: { wallet?: ReturnType<typeof walletDouble>; events?: SeatJournalEvent[] } = {}) {
  const wallet = options.wallet ?? walletDouble({ startMinor });
  const events = options.events ?? [];
  const clock = { at: Date.UTC(2026, 10, 26, 12, 0, 0) };
  let seeds = 0;
  const tables = createP2pTables({
    wallet: wallet.client,
    pendingMoves: createPendingMoves(wallet.client, () => {}),
    journal: createMemorySeatJournal(events),
    history: createMemoryJournal(),
    games: [tableGame(createHoldemRules('heads-up')), tableGame(createHoldemRules('six-max'))],
    now: () => clock.at,
    newServerSeed: () => `seed-${(seeds += 1)}`,
    disconnectLeaveMs: 120_000,
  });
  return { tables, wallet, events, clock };
}

type Harness = ReturnType<typeof setup>;
const flush = () => new Promise((resolve) => setTimeout(resolve, 2));

async function join(harness: Harness, id: string) {
  const socket = new SocketDouble();
  harness.tables.channel.join(pvpSession(id, holdemHeadsUpId), socket as unknown as WebSocket);
  socket.say({ type: 'join', level: 'bb-20' });
  await vi.waitFor(() => expect(socket.last('table')).toBeDefined());
  return socket;
}

async function sit(socket: SocketDouble, seat: number, buyIn: string) {
  socket.say({ type: 'sit', seat, buyIn });
  await vi.waitFor(() => expect((socket.last('table') as { mySeat: number | null }).mySeat).toBe(seat));
}

async function run(harness: Harness, ms: number, stepMs = 500) {
  for (let passed = 0; passed < ms; passed += stepMs) {
    harness.clock.at += stepMs;
    await harness.tables.tick();
    await flush();
  }
}

const stateOf = (harness: Harness) => harness.tables.tableOf(tableKey)?.state as HoldemState;
const viewOf = (socket: SocketDouble) => (socket.last('table') as { table: RoomView }).table;

/** Whoever is to act checks or calls, through the socket, until the hand is over. */
async function playOut(harness: Harness, sockets: Record<number, SocketDouble>) {
  for (let guard = 0; guard < 20; guard += 1) {
    const hand = stateOf(harness).table.hand;
    if (hand === null || hand.result !== null) return;
    const actor = hand.actor as number;
    const legal = viewOf(sockets[actor] as SocketDouble).table.legal;
    sockets[actor]?.say({ type: 'act', action: legal?.canCheck ? 'check' : 'call' });
    await flush();
  }
}

describe('Hold’em heads-up on the P2P layer', { timeout: 60_000 }, () => {
  it('two players sit with buy-ins, play a hand to the end, and leave with their stacks; the rake is the only difference', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    const b = await join(harness, 'b');
    await sit(a, 1, '400.00');
    await sit(b, 2, '1000.00');
    expect(harness.wallet.balanceOf('player-a')).toBe(startMinor - 40_000);
    await run(harness, 2_000);
    const hand = stateOf(harness).table.hand;
    expect(hand).not.toBeNull();
    // Each page holds its own two cards and nothing of the other's.
    const seatA = viewOf(a).table.seats.find((seat) => seat.seat === 1);
    const seatBFromA = viewOf(a).table.seats.find((seat) => seat.seat === 2);
    expect(seatA?.cards).toHaveLength(2);
    expect(seatBFromA?.cards).toBeNull();
    const bCards = hand?.seats.find((seat) => seat.seat === 2)?.hole ?? [];
    expect(bCards).toHaveLength(2);
    expect(viewOf(a).fairness?.commitment).toMatch(/^[0-9a-f]{64}$/);
    // The button (small blind) raises to 60, the big blind calls, then both check it down.
    const button = hand?.buttonSeat as number;
    (button === 1 ? a : b).say({ type: 'act', action: 'raise', to: '60.00' });
    await flush();
    await playOut(harness, { 1: a, 2: b });
    expect(stateOf(harness).table.hand?.result).not.toBeNull();
    await run(harness, 4_000);
    // The hand is booked: history sent with the seed, verifiable, and the journal has its stacks.
    const history = (a.last('history') as { hands: HandHistory[] }).hands.at(-1) as HandHistory;
    expect(history.fairness.serverSeed).toBe('seed-1');
    expect(verifyHistory(history).ok).toBe(true);
    expect(history.players.find((player) => player.seat === 1)?.hole).toHaveLength(2);
    const handLine = harness.events.find((event) => event.type === 'hand') as { houseTakeMinor: number } | undefined;
    expect(handLine).toBeDefined();
    const rake = handLine?.houseTakeMinor ?? 0;
    expect(rake).toBe(Math.min(Math.floor(12_000 * 0.05), 2_000));
    a.say({ type: 'leave' });
    b.say({ type: 'leave' });
    await run(harness, 1_000);
    await harness.tables.settle();
    expect(harness.wallet.balanceOf('player-a') + harness.wallet.balanceOf('player-b') + rake).toBe(2 * startMinor);
    expect(harness.wallet.calls.filter((call) => call.operation === 'win')).toHaveLength(2);
  });

  it('after a crash mid-hand, the restarted vendor pays each seat its stack from before that hand', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    const b = await join(harness, 'b');
    await sit(a, 1, '400.00');
    await sit(b, 2, '1000.00');
    await run(harness, 2_000);
    const button = stateOf(harness).table.hand?.buttonSeat as number;
    (button === 1 ? a : b).say({ type: 'act', action: 'allIn' });
    await flush();
    expect(stateOf(harness).table.hand?.result).toBeNull();
    await harness.tables.settle();
    // The process dies with 400 of one player in the middle; a new one reads the same journal.
    const restarted = setup({ wallet: harness.wallet, events: harness.events });
    const recovered = await restarted.tables.recover();
    expect(recovered.cashedOut).toBe(2);
    expect(harness.wallet.balanceOf('player-a')).toBe(startMinor);
    expect(harness.wallet.balanceOf('player-b')).toBe(startMinor);
    expect(await setup({ wallet: harness.wallet, events: harness.events }).tables.recover()).toEqual({
      cashedOut: 0,
      rolledBack: 0,
    });
  });

  it('a page that disconnects mid-hand is checked or folded when its time runs out, and its chips stay its own', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    const b = await join(harness, 'b');
    await sit(a, 1, '400.00');
    await sit(b, 2, '1000.00');
    await run(harness, 2_000);
    const actor = stateOf(harness).table.hand?.actor as number;
    (actor === 1 ? a : b).close();
    await run(harness, 46_000, 1_000);
    expect(stateOf(harness).table.hand?.actions.find((action) => action.auto !== null)).toMatchObject({
      seat: actor,
      auto: 'disconnect',
      action: 'fold',
    });
    await run(harness, 5_000);
    const table = harness.tables.tableOf(tableKey);
    const rules = table?.rules;
    expect(rules?.chips(table?.state)).toBe(140_000);
  });
});

describe('Hold’em 6-max on the P2P layer', { timeout: 60_000 }, () => {
  it('three players, a short stack all-in: side pots settle and every chip is in a wallet or the rake', async () => {
    const harness = setup();
    const key = 'pvp:holdem-6max:bb-10:1';
    const sockets: Record<number, SocketDouble> = {};
    for (const [index, id] of ['a', 'b', 'c'].entries()) {
      const socket = new SocketDouble();
      harness.tables.channel.join(pvpSession(id, 'holdem-6max'), socket as unknown as WebSocket);
      socket.say({ type: 'join', level: 'bb-10' });
      await vi.waitFor(() => expect(socket.last('table')).toBeDefined());
      // 40 big blinds is the 6-max minimum: seat 3 is the short stack.
      await sit(socket, index + 1, index === 2 ? '400.00' : '1000.00');
      sockets[index + 1] = socket;
    }
    await run(harness, 2_000);
    const state = () => harness.tables.tableOf(key)?.state as HoldemState;
    expect(state().table.hand?.seats).toHaveLength(3);
    // Everyone goes all-in preflop: a main pot for three and a side pot for the two deep stacks.
    for (let guard = 0; guard < 6 && state().table.hand?.result === null; guard += 1) {
      const actor = state().table.hand?.actor as number;
      sockets[actor]?.say({ type: 'act', action: 'allIn' });
      await flush();
    }
    const result = state().table.hand?.result;
    expect(result?.pots.map((pot) => [pot.amount, pot.eligibleSeats])).toEqual([
      [120_000, [1, 2, 3]],
      [120_000, [1, 2]],
    ]);
    // 5 % of 2,400.00 is 120.00: capped at two big blinds (20.00) with three players dealt in.
    expect(result?.rake).toBe(2_000);
    await run(harness, 4_000);
    for (const socket of Object.values(sockets)) socket.say({ type: 'leave' });
    await run(harness, 6_000);
    await harness.tables.settle();
    const wallets = ['a', 'b', 'c'].reduce((sum, id) => sum + harness.wallet.balanceOf(`player-${id}`), 0);
    expect(wallets + (result?.rake ?? 0)).toBe(3 * startMinor);
  });
});
