import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createPendingMoves } from '../play/pending-moves.js';
import type { PlaySession } from '../play/session-store.js';
import { createMemoryJournal } from '../play/round-journal.js';
import { createPokDengRules } from '../pokdeng/pok-deng-rules.js';
import { defaultPokDengConfig } from '../pokdeng/pok-deng-table.js';
import type { PokDengState } from '../pokdeng/pok-deng-table.js';
import { createP2pTables } from './p2p-tables.js';
import { SocketDouble, pvpSession, walletDouble } from './p2p-test-doubles.js';
import { createMemorySeatJournal, foldSeatJournal } from './seat-journal.js';
import { tableGame } from './table-rules.js';
import type { SeatJournalEvent } from './seat-journal.js';

const startMinor = 1_000_000;
const tableKey = 'pvp:pok-deng:stake-10:1';

function setup(options: { wallet?: ReturnType<typeof walletDouble>; events?: SeatJournalEvent[] } = {}) {
  const wallet = options.wallet ?? walletDouble({ startMinor });
  const events = options.events ?? [];
  const clock = { at: Date.UTC(2026, 10, 26, 12, 0, 0) };
  let seeds = 0;
  const history = createMemoryJournal();
  const tables = createP2pTables({
    wallet: wallet.client,
    pendingMoves: createPendingMoves(wallet.client, () => {}),
    journal: createMemorySeatJournal(events),
    history,
    games: [tableGame(createPokDengRules(defaultPokDengConfig))],
    now: () => clock.at,
    newServerSeed: () => `seed-${(seeds += 1)}`,
    disconnectLeaveMs: 60_000,
  });
  return { tables, wallet, events, clock, history };
}

type Harness = ReturnType<typeof setup>;
const flush = () => new Promise((resolve) => setTimeout(resolve, 2));

async function join(harness: Harness, id: string, launch: Partial<PlaySession> = {}) {
  const socket = new SocketDouble();
  harness.tables.channel.join({ ...pvpSession(id), ...launch }, socket as unknown as WebSocket);
  socket.say({ type: 'join', level: 'stake-10' });
  await vi.waitFor(() => expect(socket.last('table')).toBeDefined());
  return socket;
}

async function sit(socket: SocketDouble, seat: number, buyIn = '200.00') {
  socket.say({ type: 'sit', seat, buyIn });
  await vi.waitFor(() => expect((socket.last('table') as { mySeat: number | null }).mySeat).toBe(seat));
}

const stateOf = (harness: Harness) => harness.tables.tableOf(tableKey)!.state as PokDengState;

/** Time passes in steps of `stepMs`; the tables tick at each. */
async function run(harness: Harness, ms: number, stepMs = 500) {
  for (let passed = 0; passed < ms; passed += stepMs) {
    harness.clock.at += stepMs;
    await harness.tables.tick();
    await flush();
  }
}

/** Money conservation at the table: wallets + the house's commission + the house banker's result = the start. */
function expectConserved(harness: Harness, ids: string[]) {
  const table = harness.tables.tableOf(tableKey)!;
  const state = table.state as PokDengState;
  const atTable = state.seats.reduce((sum, seat) => sum + seat.stack, 0);
  const inWallets = ids.reduce((sum, id) => sum + harness.wallet.balanceOf(`player-${id}`), 0);
  expect(inWallets + atTable + state.houseTakeMinor + state.houseBankMinor).toBe(ids.length * startMinor);
}

describe('P2P tables: seats as wallet rounds', { timeout: 60_000 }, () => {
  it('sits with one bet of the buy-in, plays hands off the wallet, and leaves with one win of the stack', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    const b = await join(harness, 'b');
    await sit(a, 1);
    await sit(b, 2);
    a.say({ type: 'act', action: 'bank' });
    await run(harness, 180_000, 1_000);
    const state = stateOf(harness);
    expect(state.handNumber).toBeGreaterThanOrEqual(3);
    expectConserved(harness, ['a', 'b']);
    const bets = harness.wallet.calls.filter((call) => call.operation === 'bet');
    expect(bets).toHaveLength(2);
    for (const bet of bets) expect(String(bet.input.transactionId)).toBe(`${String(bet.input.roundId)}:buy:1`);
    // Hands never touch the wallet.
    expect(harness.wallet.calls.filter((call) => call.operation === 'win')).toHaveLength(0);
    a.say({ type: 'leave' });
    b.say({ type: 'leave' });
    await run(harness, 30_000);
    await harness.tables.settle();
    const wins = harness.wallet.calls.filter((call) => call.operation === 'win');
    expect(wins).toHaveLength(2);
    for (const win of wins) expect(String(win.input.transactionId)).toBe(`${String(win.input.roundId)}:cashout`);
    expect(stateOf(harness).seats).toHaveLength(0);
    expectConserved(harness, ['a', 'b']);
    // The round history has one entry per seat session, stake = buy-ins, win = cash-out.
    expect(harness.history.entries()).toHaveLength(2);
    for (const entry of harness.history.entries()) expect(entry.stakeMinor).toBe(20_000);
  });

  it("opens a table under the launch's brand rule, and seats players of another rule at another table", async () => {
    const harness = setup();
    const fixed = await join(harness, 'a', { pokDengBanker: 'fixed' });
    const bidding = await join(harness, 'b', { pokDengBanker: 'bidding' });
    const alsoBidding = await join(harness, 'c', { pokDengBanker: 'bidding' });
    const tableOf = (socket: SocketDouble) =>
      socket.last('table') as { tableNumber: number; table: { bankerRule: unknown } };
    expect(tableOf(fixed)).toMatchObject({ tableNumber: 1, table: { bankerRule: { kind: 'fixed', term: 5 } } });
    expect(tableOf(bidding)).toMatchObject({
      tableNumber: 2,
      table: { bankerRule: { kind: 'bidding', terms: [5, 10] } },
    });
    expect(tableOf(alsoBidding).tableNumber).toBe(2);
    // A launch from an older platform (no rule said) is a fixed-order brand.
    const older = await join(harness, 'd');
    expect(tableOf(older).tableNumber).toBe(1);
    await sit(bidding, 1);
    await sit(alsoBidding, 2);
    bidding.say({ type: 'act', action: 'bank', term: 5 });
    alsoBidding.say({ type: 'act', action: 'bank', term: 10 });
    await vi.waitFor(() =>
      expect(
        (alsoBidding.last('table') as { table: { seats: { bankBid: number | null }[] } }).table.seats.map(
          (seat) => seat.bankBid,
        ),
      ).toEqual([5, 10]),
    );
    await run(harness, 6_000);
    const state = harness.tables.tableOf('pvp:pok-deng:stake-10:2')!.state as PokDengState;
    // The longer bid banks, for the term it bid: ten hands (nine once the first is dealt), where a bid of five
    // would leave five at most.
    expect(state.hand?.banker.seat).toBe(2);
    expect(state.bankerTermLeft).toBeGreaterThanOrEqual(9);
  });

  it('shows every seated player to the table by a masked name, never a login or a player id', async () => {
    const harness = setup();
    const a = await join(harness, 'a', { displayName: 'so***' });
    const b = await join(harness, 'b', { displayName: null });
    await sit(a, 1);
    await sit(b, 3);
    await vi.waitFor(() => expect((b.last('table') as { names: unknown }).names).toEqual({ 1: 'so***' }));
    const text = JSON.stringify(b.sent);
    expect(text).not.toContain('player-a');
    expect(text).not.toContain('token-a');
  });

  it('refuses a second seat for the same player, a bad buy-in, and demo sessions, with stable codes', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    a.say({ type: 'sit', seat: 1, buyIn: '1.00' });
    await vi.waitFor(() => expect(a.last('error')).toMatchObject({ code: 'BAD_BUY_IN' }));
    await sit(a, 1);
    a.say({ type: 'sit', seat: 2, buyIn: '100.00' });
    await vi.waitFor(() => expect(a.last('error')).toMatchObject({ code: 'ALREADY_SEATED' }));
    const demo = new SocketDouble();
    harness.tables.channel.join(pvpSession('d', 'pok-deng', 'demo'), demo as unknown as WebSocket);
    demo.say({ type: 'join', level: 'stake-10' });
    demo.say({ type: 'sit', seat: 3, buyIn: '100.00' });
    await vi.waitFor(() => expect(demo.last('error')).toMatchObject({ code: 'REAL_MONEY_ONLY' }));
    demo.say('nonsense');
    await vi.waitFor(() => expect(demo.last('error')).toMatchObject({ code: 'INVALID_MESSAGE' }));
    demo.say({ type: 'join', level: 'stake-1' });
    await vi.waitFor(() => expect(demo.last('error')).toMatchObject({ code: 'INVALID_LEVEL' }));
  });

  it('rolls back a buy-in whose answer was lost and does not seat the player', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    harness.wallet.silence('bet');
    a.say({ type: 'sit', seat: 1, buyIn: '200.00' });
    await vi.waitFor(() => expect(a.last('error')).toMatchObject({ code: 'WALLET_UNAVAILABLE' }));
    await vi.waitFor(() => expect(harness.wallet.calls.some((call) => call.operation === 'rollback')).toBe(true));
    expect(stateOf(harness).seats).toHaveLength(0);
    expect(harness.wallet.balanceOf('player-a')).toBe(startMinor);
  });

  it('passes a responsible-gaming refusal of a buy-in or a top-up back with its code, and seats nobody', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    harness.wallet.refuseBets('LOSS_LIMIT_REACHED');
    a.say({ type: 'sit', seat: 1, buyIn: '200.00' });
    await vi.waitFor(() =>
      expect(a.last('error')).toMatchObject({ code: 'LOSS_LIMIT_REACHED', value: { limitKind: 'loss' } }),
    );
    expect(stateOf(harness).seats).toHaveLength(0);
    harness.wallet.refuseBets(null);
    await sit(a, 1);
    harness.wallet.refuseBets('WAGER_LIMIT_REACHED');
    a.say({ type: 'top-up', amount: '10.00' });
    await vi.waitFor(() => expect(a.last('error')).toMatchObject({ code: 'WAGER_LIMIT_REACHED' }));
    await flush();
    expect([...foldSeatJournal(harness.events).values()].map((seat) => seat.boughtMinor)).toEqual([0, 20_000]);
  });

  it('holds a top-up bought during a hand until the hand ends, in the same wallet round', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    const b = await join(harness, 'b');
    await sit(a, 1);
    await sit(b, 2);
    while (stateOf(harness).hand?.phase !== 'players') await run(harness, 500);
    const before = stateOf(harness).seats.find((seat) => seat.seat === 1)!.stack;
    a.say({ type: 'top-up', amount: '50.00' });
    await vi.waitFor(() => expect(harness.wallet.calls.filter((call) => call.operation === 'bet')).toHaveLength(3));
    await flush();
    expect(stateOf(harness).seats.find((seat) => seat.seat === 1)!.stack).toBe(before);
    const topUp = harness.wallet.calls.filter((call) => call.operation === 'bet')[2]!;
    expect(String(topUp.input.transactionId)).toBe(`${String(topUp.input.roundId)}:buy:2`);
    await run(harness, 40_000);
    expectConserved(harness, ['a', 'b']);
    const journalled = [...foldSeatJournal(harness.events).values()].find((seat) => seat.opened.seat === 1)!;
    expect(journalled.boughtMinor).toBe(25_000);
  });

  it('keeps a disconnected seat playing by the defaults in every phase, sits it out, then cashes it out', async () => {
    for (const phase of ['opening', 'players', 'banker', 'showing'] as const) {
      const harness = setup();
      const a = await join(harness, 'a');
      const b = await join(harness, 'b');
      await sit(a, 1);
      await sit(b, 2);
      a.say({ type: 'act', action: 'bank' });
      await flush();
      // Find the phase: step until the hand reaches it (the banker phase needs the players to decide).
      for (let step = 0; step < 200 && stateOf(harness).hand?.phase !== phase; step += 1) {
        if (stateOf(harness).hand?.phase === 'players') b.say({ type: 'act', action: 'stand' });
        await run(harness, 100, 100);
      }
      // A banker who must draw (0-3) has no choice to make: that hand skips the banker's clock.
      if (stateOf(harness).hand?.phase !== phase) continue;
      a.close();
      await run(harness, 45_000);
      const seatA = stateOf(harness).seats.find((seat) => seat.seat === 1);
      expect(seatA?.sittingOut ?? true).toBe(true);
      expectConserved(harness, ['a', 'b']);
      await run(harness, 70_000);
      expect(stateOf(harness).seats.some((seat) => seat.seat === 1)).toBe(false);
      await harness.tables.settle();
      expect(harness.wallet.calls.filter((call) => call.operation === 'win')).toHaveLength(1);
      expectConserved(harness, ['a', 'b']);
    }
  });

  it('gives a reloaded page (a new session of the same player) its seat back', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    const b = await join(harness, 'b');
    await sit(a, 1);
    await sit(b, 2);
    a.close();
    await run(harness, 2_000);
    const reloaded = new SocketDouble();
    harness.tables.channel.join({ ...pvpSession('a2'), playerId: 'player-a' }, reloaded as unknown as WebSocket);
    await vi.waitFor(() => expect((reloaded.last('table') as { mySeat: number | null }).mySeat).toBe(1));
    await run(harness, 2_000);
    expect(stateOf(harness).seats.find((seat) => seat.seat === 1)!.connected).toBe(true);
    reloaded.say({ type: 'leave' });
    await run(harness, 60_000);
    await harness.tables.settle();
    const wins = harness.wallet.calls.filter((call) => call.operation === 'win');
    expect(wins.map((call) => call.input.playerId)).toEqual(['player-a']);
    expectConserved(harness, ['a', 'b']);
  });

  it('after a crash mid-hand, voids the hand and cashes every seat out at its stack before that hand', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    const b = await join(harness, 'b');
    await sit(a, 1);
    await sit(b, 2);
    b.say({ type: 'act', action: 'bank' });
    await run(harness, 30_000);
    while (stateOf(harness).hand?.phase !== 'players') await run(harness, 500);
    await harness.tables.settle();
    const startStacks = new Map(stateOf(harness).hand!.players.map((player) => [player.playerId, player.startStack]));
    startStacks.set(stateOf(harness).hand!.banker.playerId, stateOf(harness).hand!.banker.startStack);
    const houseTake = stateOf(harness).houseTakeMinor + stateOf(harness).houseBankMinor;
    // The process dies here; a new one reads the same journal.
    const restarted = setup({ wallet: harness.wallet, events: harness.events });
    const recovered = await restarted.tables.recover();
    expect(recovered.cashedOut).toBe(2);
    const wins = harness.wallet.calls.filter((call) => call.operation === 'win');
    expect(wins).toHaveLength(2);
    for (const win of wins)
      expect(Math.round(Number(win.input.amount) * 100)).toBe(startStacks.get(String(win.input.playerId)));
    expect(harness.wallet.balanceOf('player-a') + harness.wallet.balanceOf('player-b') + houseTake).toBe(
      2 * startMinor,
    );
    // A second restart sends nothing more: the cash-outs are settled.
    const again = setup({ wallet: harness.wallet, events: harness.events });
    expect(await again.tables.recover()).toEqual({ cashedOut: 0, rolledBack: 0 });
  });

  it('sends each seat its own cards only until the result shows', async () => {
    const harness = setup();
    const a = await join(harness, 'a');
    const b = await join(harness, 'b');
    await sit(a, 1);
    await sit(b, 2);
    b.say({ type: 'act', action: 'bank' });
    while (stateOf(harness).hand?.phase !== 'players' && stateOf(harness).hand?.phase !== 'showing')
      await run(harness, 500);
    if (stateOf(harness).hand?.phase === 'showing') return;
    a.sent.length = 0;
    await run(harness, 500);
    a.say({ type: 'act', action: 'stand' });
    await flush();
    const hand = stateOf(harness).hand!;
    const bankerCards = hand.banker.cards;
    const names = bankerCards.map((card) => `${'A23456789TJQK'[card.rank - 1]}${card.suit[0]}`);
    const text = JSON.stringify(a.sent.filter((message) => message.type === 'table'));
    void names;
    // The banker's cards are visible to the player only once shown (pok or result).
    const views = a.sent.filter((message) => message.type === 'table') as {
      table: { phase: string; seats: { seat: number; hand: { cards: string[] | null } | null }[] };
    }[];
    for (const view of views)
      if (view.table.phase === 'players' || view.table.phase === 'banker') {
        const banker = view.table.seats.find((seat) => seat.seat === 2)!;
        const mine = view.table.seats.find((seat) => seat.seat === 1)!;
        expect(mine.hand?.cards).not.toBeNull();
        if (banker.hand?.cards) expect(['pok8', 'pok9']).toContain((banker.hand as { handClass?: string }).handClass);
      }
    expect(text.length).toBeGreaterThan(0);
  });
});
