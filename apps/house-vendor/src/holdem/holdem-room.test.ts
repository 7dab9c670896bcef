import { describe, expect, it } from 'vitest';
import { verifyHistory } from './hand-verifier.js';
import { legalActions, streets } from './holdem-hand.js';
import type { Street } from './holdem-hand.js';
import { createHoldemRoom } from './holdem-room.js';
import { standardTable } from './holdem-table.js';
import type { TableSeat } from './holdem-table.js';

/** A hand-cranked clock: scheduled work runs when the test moves time past it. */
function fakeTime() {
  let now = 1_000_000;
  let tasks: { at: number; run: () => void; cancelled: boolean }[] = [];
  return {
    now: () => now,
    schedule: (delayMs: number, run: () => void) => {
      const task = { at: now + delayMs, run, cancelled: false };
      tasks.push(task);
      return {
        cancel: () => {
          task.cancelled = true;
        },
      };
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = tasks
          .filter((task) => !task.cancelled && task.at <= end)
          .sort((left, right) => left.at - right.at)[0];
        if (due === undefined) break;
        tasks = tasks.filter((task) => task !== due);
        now = Math.max(now, due.at);
        due.run();
      }
      now = end;
    },
  };
}

function headsUpRoom() {
  const time = fakeTime();
  const cashOuts: TableSeat[] = [];
  let seedCounter = 0;
  const room = createHoldemRoom({
    tableId: 'hu-1',
    tableName: 'Heads-up 10/20',
    currency: 'THB',
    config: standardTable('heads-up', 2_000),
    now: time.now,
    schedule: time.schedule,
    newServerSeed: () => `seed-${(seedCounter += 1)}`,
    onChange: () => undefined,
    onCashOut: (seat) => cashOuts.push(seat),
    betweenHandsMs: 3_000,
  });
  room.sit({ playerId: 'alice', displayName: 'Alice', seat: 1, buyIn: 100_000, clientSeed: 'a' });
  room.sit({ playerId: 'bob', displayName: 'Bob', seat: 2, buyIn: 150_000, clientSeed: 'b' });
  return { room, time, cashOuts };
}

const playerAt = (seat: number) => (seat === 1 ? 'alice' : 'bob');

/** Checks or calls until the hand reaches `street` (or ends). */
function playTo(room: ReturnType<typeof headsUpRoom>['room'], street: Street | 'end') {
  for (;;) {
    const hand = room.state().hand;
    if (hand === null || hand.result !== null || hand.street === street) return;
    const legal = legalActions(hand);
    room.act(playerAt(hand.actor as number), legal?.canCheck ? { type: 'check' } : { type: 'call' });
  }
}

describe('a running Hold’em table', () => {
  it('commits before the deal, plays a hand, reveals a seed that verifies, and cashes out what is left', () => {
    const { room, time, cashOuts } = headsUpRoom();
    const before = room.viewFor('alice');
    expect(before.table.handNumber).toBe(0);
    expect(before.fairness).toMatchObject({ handNumber: 1, algorithm: 'croupier-deck-v1' });
    expect(before.fairness?.commitment).toMatch(/^[0-9a-f]{64}$/);
    time.advance(1_000);
    const dealt = room.viewFor('alice');
    expect(dealt.table.handNumber).toBe(1);
    expect(dealt.fairness?.commitment).toBe(before.fairness?.commitment);
    expect(dealt.table.seats.find((seat) => seat.seat === 1)?.cards).toHaveLength(2);
    expect(dealt.table.seats.find((seat) => seat.seat === 2)?.cards).toBeNull();
    expect(JSON.stringify(dealt)).not.toContain('seed-1');
    playTo(room, 'end');
    expect(room.state().hand?.result).not.toBeNull();
    time.advance(3_000);
    const after = room.viewFor('bob');
    expect(after.lastHand?.fairness.serverSeed).toBe('seed-1');
    expect(verifyHistory(after.lastHand as NonNullable<typeof after.lastHand>).ok).toBe(true);
    expect(after.fairness?.handNumber).toBe(2);
    const rake = after.lastHand?.rake ?? 0;
    expect(rake).toBeGreaterThan(0);
    expect(rake).toBeLessThanOrEqual(2_000);
    room.leave('alice');
    room.leave('bob');
    expect(cashOuts.reduce((sum, seat) => sum + seat.stack, 0) + rake).toBe(250_000);
    // Her hands stay readable after she leaves, as her copy (nobody else's id in it).
    const [history] = room.historiesFor('alice');
    expect(history?.players.map((player) => player.playerId)).toEqual(['alice', '']);
  });

  for (const street of streets) {
    it(`a player who disconnects on the ${street} is checked or folded when the clock and time bank run out; no chip is lost`, () => {
      const { room, time, cashOuts } = headsUpRoom();
      time.advance(1_000);
      playTo(room, street);
      const hand = room.state().hand;
      if (hand === null) throw new Error('no hand');
      const actor = hand.actor as number;
      room.disconnected(playerAt(actor));
      // Nothing happens inside the clock plus the time bank (the reconnect grace).
      time.advance((street === 'preflop' ? 15_000 : 20_000) + 30_000 - 1);
      expect(room.state().hand?.actions.filter((action) => action.auto !== null)).toEqual([]);
      time.advance(1);
      const auto = room.state().hand?.actions.find((action) => action.auto !== null);
      expect(auto).toMatchObject({ seat: actor, auto: 'disconnect' });
      expect(['check', 'fold']).toContain(auto?.action);
      // Let the hand finish: the other player checks down if the hand is still running.
      for (let guard = 0; guard < 20 && room.state().hand?.result === null; guard += 1) {
        const running = room.state().hand;
        if (running?.actor === actor) time.advance(60_000);
        else if (running)
          room.act(
            playerAt(running.actor as number),
            legalActions(running)?.canCheck ? { type: 'check' } : { type: 'call' },
          );
      }
      const result = room.state().hand?.result;
      expect(result).not.toBeNull();
      time.advance(3_000);
      expect(room.state().seats.find((seat) => seat.seat === actor)?.sittingOut).toBe(true);
      const stacks = room.state().seats.reduce((sum, seat) => sum + seat.stack, 0);
      expect(stacks + (result?.rake ?? 0) + cashOuts.reduce((sum, seat) => sum + seat.stack, 0)).toBe(250_000);
      // The disconnected player sits out, so no further hand starts; he can still cash out in full.
      expect(room.state().hand).toBeNull();
    });
  }

  for (const street of streets) {
    it(`a fault on the ${street} voids the hand and pays every seat what it had when the hand began`, () => {
      const { room, time, cashOuts } = headsUpRoom();
      time.advance(1_000);
      room.act(playerAt(room.state().hand?.actor as number), { type: 'raise', to: 6_000 });
      if (street !== 'preflop') room.act(playerAt(room.state().hand?.actor as number), { type: 'call' });
      playTo(room, street);
      expect(room.state().hand?.street).toBe(street);
      expect(room.settlementIfVoided()).toEqual([
        { playerId: 'alice', seat: 1, stack: 100_000 },
        { playerId: 'bob', seat: 2, stack: 150_000 },
      ]);
      const paid = room.closeTable();
      expect(paid.map((seat) => [seat.playerId, seat.stack])).toEqual([
        ['alice', 100_000],
        ['bob', 150_000],
      ]);
      expect(cashOuts).toEqual(paid);
      expect(room.state().seats).toEqual([]);
    });
  }
});
