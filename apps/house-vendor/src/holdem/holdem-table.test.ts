import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../fairness/committed-deck.js';
import { cardName } from './hand-evaluator.js';
import { legalActions } from './holdem-hand.js';
import type { PlayerAction } from './holdem-hand.js';
import { commitmentOf, shuffleVersion } from '../fairness/committed-deck.js';
import { auditHistory, historyLines, playerHistory } from './hand-history.js';
import { verifyHistory } from './hand-verifier.js';
import {
  act,
  actAutomatically,
  actorDeadline,
  closeHand,
  dealHand,
  expiredSitOuts,
  openTable,
  planHand,
  setSittingOut,
  sitDown,
  standardTable,
  standUp,
  tableChips,
  voidRunningHand,
} from './holdem-table.js';
import type { TableState } from './holdem-table.js';
import { tableView } from './holdem-view.js';

const bigBlind = 20;

function seated(variant: 'six-max' | 'heads-up', seats: number[], buyIn = 1_000): TableState {
  let table = openTable(standardTable(variant, bigBlind));
  for (const seat of seats)
    table = sitDown(table, { seat, playerId: `p${seat}`, displayName: `Player ${seat}`, buyIn });
  return table;
}

function deal(table: TableState, now = 0): TableState {
  const next = dealHand(table, shuffledDeck('seed', 'client', table.handNumber + 1), now);
  if (next === null) throw new Error('no hand');
  return next;
}

/** Folds around to the big blind so the hand ends at once. */
function foldAround(table: TableState): TableState {
  let current = table;
  while (current.hand?.result === null && current.hand.seats.filter((seat) => !seat.folded).length > 1) {
    current = act(current, current.hand.actor as number, { type: 'fold' }, 0);
  }
  return closeHand(current, 0).table;
}

describe('table: seats, button and blinds', () => {
  it('refuses a taken seat, a second seat for one player and a buy-in outside 40–100 big blinds', () => {
    const table = seated('six-max', [1]);
    expect(() => sitDown(table, { seat: 1, playerId: 'x', displayName: 'X', buyIn: 1_000 })).toThrow(/taken/);
    expect(() => sitDown(table, { seat: 2, playerId: 'p1', displayName: 'X', buyIn: 1_000 })).toThrow(/already/);
    expect(() => sitDown(table, { seat: 2, playerId: 'x', displayName: 'X', buyIn: 799 })).toThrow(/buy-in/);
    expect(() => sitDown(table, { seat: 2, playerId: 'x', displayName: 'X', buyIn: 2_001 })).toThrow(/buy-in/);
    expect(() => sitDown(table, { seat: 7, playerId: 'x', displayName: 'X', buyIn: 1_000 })).toThrow(/seats/);
    // Heads-up allows 20 big blinds.
    expect(() =>
      sitDown(seated('heads-up', []), { seat: 1, playerId: 'x', displayName: 'X', buyIn: 400 }),
    ).not.toThrow();
  });

  it('waits for two players, then moves the button one dealt-in seat per hand', () => {
    expect(planHand(seated('six-max', [3]))).toBeNull();
    let table = seated('six-max', [1, 3, 5]);
    const buttons: number[] = [];
    const blinds: string[] = [];
    for (let hand = 0; hand < 4; hand += 1) {
      table = deal(table);
      buttons.push(table.buttonSeat as number);
      blinds.push(table.hand?.posts.map((post) => `${post.kind}${post.seat}`).join(' ') ?? '');
      table = foldAround(table);
    }
    expect(buttons).toEqual([1, 3, 5, 1]);
    expect(blinds).toEqual(['sb3 bb5', 'sb5 bb1', 'sb1 bb3', 'sb3 bb5']);
  });

  it('heads-up: the button posts the small blind and they alternate', () => {
    let table = seated('heads-up', [1, 2]);
    table = deal(table);
    expect(table.hand?.posts.map((post) => [post.seat, post.kind])).toEqual([
      [table.buttonSeat, 'sb'],
      [table.buttonSeat === 1 ? 2 : 1, 'bb'],
    ]);
    expect(table.hand?.actor).toBe(table.buttonSeat);
    const first = table.buttonSeat;
    table = deal(foldAround(table));
    expect(table.buttonSeat).not.toBe(first);
  });

  it('a new player posts a big blind to come in, or waits if he sits between the button and the small blind', () => {
    let table = deal(seated('six-max', [1, 3, 5]));
    table = foldAround(table); // button 1; next hand button 3, SB 5, BB 1
    table = sitDown(table, { seat: 6, playerId: 'p6', displayName: 'Six', buyIn: 1_000 });
    table = sitDown(table, { seat: 4, playerId: 'p4', displayName: 'Four', buyIn: 1_000 });
    table = deal(table);
    expect(table.buttonSeat).toBe(3);
    // Seat 4 sits between the button (3) and the small blind (5): it waits. Seat 6 is the big blind anyway.
    expect(table.hand?.posts.map((post) => `${post.kind}${post.seat}`)).toEqual(['sb5', 'bb6']);
    expect(table.hand?.seats.map((seat) => seat.seat)).toEqual([1, 3, 5, 6]);
    table = deal(foldAround(table));
    // Button 5, small blind 6, big blind 1: seat 4 posts a big blind to come in.
    expect(table.hand?.posts.map((post) => `${post.kind}${post.seat}`)).toEqual(['sb6', 'bb1', 'bb4']);
  });

  it('a player who sat out while the big blind passed posts the small blind dead and the big blind live', () => {
    let table = deal(seated('six-max', [1, 2, 3, 4]));
    table = foldAround(table); // button 1, bb 3
    table = setSittingOut(table, 4, true, 0);
    table = deal(table); // button 2, sb 3, bb 1: the big blind passed seat 4
    expect(table.hand?.seats.map((seat) => seat.seat)).toEqual([1, 2, 3]);
    table = foldAround(table);
    expect(table.seats.find((seat) => seat.seat === 4)?.owesBlinds).toBe(true);
    table = setSittingOut(table, 4, false, 0);
    table = deal(table); // button 3, sb 1, bb 2: seat 4 sits between the button and the small blind and waits
    expect(table.hand?.posts.map((post) => `${post.kind}${post.seat}`)).toEqual(['sb1', 'bb2']);
    table = deal(foldAround(table)); // button 1, sb 2, bb 3
    expect(table.hand?.posts.map((post) => `${post.kind}${post.seat}`)).toEqual(['sb2', 'bb3', 'deadSb4', 'bb4']);
    expect(table.hand?.deadMoney).toBe(10);
  });
});

describe('table: clock, time bank, sit out and leaving', () => {
  it('charges time past the action clock to the time bank, and times out into a check or a fold', () => {
    let table = deal(seated('heads-up', [1, 2]), 1_000);
    const actor = table.hand?.actor as number;
    expect(actorDeadline(table)).toBe(1_000 + 15_000 + 30_000);
    table = act(table, actor, { type: 'call' }, 1_000 + 15_000 + 4_000);
    expect(table.seats.find((seat) => seat.seat === actor)?.timeBankMs).toBe(26_000);
    expect(table.hand?.actions.at(-1)?.usedTimeBankMs).toBe(4_000);
    // The big blind may check: its timeout checks for it, uses its whole bank, and it sits out after the hand.
    const bigBlindSeat = table.hand?.actor as number;
    table = actAutomatically(table, 100_000);
    expect(table.hand?.actions.at(-1)).toMatchObject({ action: 'check', auto: 'timeout', usedTimeBankMs: 30_000 });
    expect(table.hand?.street).toBe('flop');
    // On the flop the big blind acts first; it bets, the other times out facing a bet and folds.
    table = act(table, bigBlindSeat, { type: 'raise', to: 20 }, 100_000);
    table = actAutomatically(table, 200_000);
    expect(table.hand?.actions.at(-1)).toMatchObject({ action: 'fold', auto: 'timeout' });
    const closed = closeHand(table, 200_000).table;
    expect(closed.seats.filter((seat) => seat.sittingOut).map((seat) => seat.seat)).toEqual([actor, bigBlindSeat]);
    expect(planHand(closed)).toBeNull();
  });

  it('adds 5 s to the time bank every 20 hands, up to 60 s', () => {
    let table = seated('heads-up', [1, 2]);
    for (let hand = 0; hand < 20; hand += 1) table = foldAround(deal(table));
    expect(table.seats.map((seat) => seat.timeBankMs)).toEqual([35_000, 35_000]);
  });

  it('stands up a seat after ten minutes sitting out', () => {
    let table = setSittingOut(seated('six-max', [1, 2, 3]), 2, true, 5_000);
    expect(expiredSitOuts(table, 5_000 + 599_999)).toEqual([]);
    expect(expiredSitOuts(table, 5_000 + 600_000)).toEqual([2]);
    const { cashOut } = standUp(table, 2);
    expect(cashOut?.stack).toBe(1_000);
    table = setSittingOut(table, 2, false, 6_000);
    expect(table.seats[1]?.sittingOutSince).toBeNull();
  });

  it('a player leaving mid-hand folds in turn and is cashed out when the hand ends', () => {
    let table = deal(seated('six-max', [1, 2, 3]));
    const leaver = table.hand?.seats.find((seat) => seat.seat !== table.hand?.actor)?.seat as number;
    const result = standUp(table, leaver);
    expect(result.cashOut).toBeNull();
    table = result.table;
    while (table.hand?.result === null) {
      const actor = table.hand.actor as number;
      table = act(table, actor, legalActions(table.hand)?.canCheck ? { type: 'check' } : { type: 'call' }, 0);
    }
    expect(table.hand?.actions.find((action) => action.seat === leaver)).toMatchObject({
      action: 'fold',
      auto: 'leave',
    });
    const { cashOuts } = closeHand(table, 0);
    expect(cashOuts.map((seat) => seat.seat)).toEqual([leaver]);
  });
});

describe('table: what each client sees', () => {
  it('never sends a seat another seat’s cards before they are shown', () => {
    let table = deal(seated('six-max', [1, 2, 3, 4]));
    for (const viewer of [1, 2, 3, 4, null]) {
      const view = tableView(table, viewer);
      const text = JSON.stringify(view);
      for (const seat of table.hand?.seats ?? []) {
        const names = seat.hole.map(cardName);
        if (seat.seat === viewer) expect(view.seats.find((entry) => entry.seat === seat.seat)?.cards).toEqual(names);
        else for (const name of names) expect(text).not.toContain(`"${name}"`);
      }
      expect(view.legal === null).toBe(viewer !== table.hand?.actor);
    }
    // Play to a showdown: the shown hands become visible to everyone, the mucked one stays hidden.
    while (table.hand?.result === null) {
      const actor = table.hand.actor as number;
      table = act(table, actor, legalActions(table.hand)?.canCheck ? { type: 'check' } : { type: 'call' }, 0);
    }
    const result = table.hand?.result;
    const shownSeats = result?.showdown.filter((entry) => entry.shown).map((entry) => entry.seat) ?? [];
    const view = tableView(table, null);
    for (const seat of view.seats) expect(seat.cards !== null).toBe(shownSeats.includes(seat.seat));
  });
});

describe('hand history', () => {
  it('keeps every card in the audit copy, hides mucked hands in a player copy, and reads like a history', () => {
    let table = deal(seated('six-max', [1, 2, 3]));
    while (table.hand?.result === null) {
      const actor = table.hand.actor as number;
      table = act(table, actor, legalActions(table.hand)?.canCheck ? { type: 'check' } : { type: 'call' }, 0);
    }
    const hand = table.hand;
    if (hand === null) throw new Error('no hand');
    const audit = auditHistory(hand, {
      handId: 'H-1',
      tableId: 't1',
      tableName: 'Bangkok 10/20',
      currency: 'THB',
      startedAt: '2026-11-26T18:00:00.000Z',
      endedAt: '2026-11-26T18:01:00.000Z',
      players: table.seats.map(({ seat, playerId, displayName }) => ({ seat, playerId, displayName })),
      fairness: { algorithm: 'croupier-deck-v1', commitment: 'c', clientSeed: 'client', nonce: 1, serverSeed: 'seed' },
    });
    expect(audit.players.every((player) => player.hole?.length === 2)).toBe(true);
    expect(audit.board.map((entry) => entry.street)).toEqual(['flop', 'turn', 'river']);
    const mucked = audit.showdown.filter((entry) => !entry.shown).map((entry) => entry.seat);
    const copy = playerHistory(audit, 1);
    for (const player of copy.players) {
      if (player.seat !== 1 && mucked.includes(player.seat)) expect(player.hole).toBeNull();
      if (player.seat !== 1) expect(player.playerId).toBe('');
    }
    const keys = historyLines(copy, 1).map((line) => line.key);
    expect(keys.slice(0, 2)).toEqual(['holdem.history.header', 'holdem.history.table']);
    expect(keys).toContain('holdem.history.dealtTo');
    expect(keys).toContain('holdem.history.street.flop');
    expect(keys).toContain('holdem.history.street.river');
    expect(keys).toContain('holdem.history.showdown');
    expect(keys).toContain('holdem.history.totalPot');
    expect(keys.at(-1)).toBe('holdem.history.fairness');
  });

  it('verifies a hand against its revealed seed, and catches a wrong seed or a swapped card', () => {
    const serverSeed = 'revealed-seed';
    let table = dealHand(seated('heads-up', [1, 2]), shuffledDeck(serverSeed, 'client', 1), 0) as TableState;
    while (table.hand?.result === null) {
      const actor = table.hand.actor as number;
      table = act(table, actor, legalActions(table.hand)?.canCheck ? { type: 'check' } : { type: 'call' }, 0);
    }
    const context = {
      handId: 'H-2',
      tableId: 't',
      tableName: 'T',
      currency: 'THB',
      startedAt: '',
      endedAt: '',
      players: [],
      fairness: {
        algorithm: shuffleVersion,
        commitment: commitmentOf(serverSeed),
        clientSeed: 'client',
        nonce: 1,
        serverSeed,
      },
    };
    const audit = auditHistory(table.hand as NonNullable<TableState['hand']>, context);
    expect(verifyHistory(audit)).toEqual({ ok: true, problems: [] });
    expect(verifyHistory(playerHistory(audit, 2)).ok).toBe(true);
    expect(verifyHistory({ ...audit, fairness: { ...audit.fairness, serverSeed: 'other' } }).ok).toBe(false);
    const swapped = structuredClone(audit);
    const river = swapped.board[2];
    if (river) river.deckIndexes = [(river.deckIndexes[0] as number) + 1];
    expect(verifyHistory(swapped).problems).toHaveLength(1);
  });
});

describe('table properties', () => {
  it('conserves every chip over many hands with sit-outs, timeouts, leaves and voided hands', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'six-max' | 'heads-up'>('six-max', 'heads-up'),
        fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
        (variant, choices) => {
          let cursor = 0;
          const next = () => choices[cursor++ % choices.length] as number;
          const seats = variant === 'heads-up' ? [1, 2] : [1, 2, 3, 4, 5, 6];
          let table = openTable(standardTable(variant, bigBlind));
          let bought = 0;
          let cashedOut = 0;
          let raked = 0;
          for (const seat of seats) {
            const buyIn = table.config.minBuyIn + (next() % (table.config.maxBuyIn - table.config.minBuyIn + 1));
            table = sitDown(table, { seat, playerId: `p${seat}`, displayName: `P${seat}`, buyIn });
            bought += buyIn;
          }
          for (let handIndex = 0; handIndex < 8; handIndex += 1) {
            for (const seat of table.seats)
              if (next() % 7 === 0) table = setSittingOut(table, seat.seat, !seat.sittingOut, 0);
            const dealt = dealHand(table, shuffledDeck('p', String(handIndex), handIndex), 0);
            if (dealt === null) break;
            table = dealt;
            let steps = 0;
            while (table.hand?.result === null && steps < 100) {
              steps += 1;
              const legal = legalActions(table.hand);
              const pick = next() % 9;
              if (pick === 0) {
                table = voidRunningHand(table);
                break;
              }
              if (pick === 1) table = actAutomatically(table, 0, next() % 2 === 0 ? 'timeout' : 'disconnect');
              else if (pick === 2) {
                const leaver = table.seats[next() % table.seats.length]?.seat as number;
                const stood = standUp(table, leaver);
                table = stood.table;
                cashedOut += stood.cashOut?.stack ?? 0;
                if (table.hand?.result === null && table.hand.actor === leaver)
                  table = actAutomatically(table, 0, 'leave');
              } else {
                const actor = table.hand.actor as number;
                let action: PlayerAction = legal?.canCheck ? { type: 'check' } : { type: 'call' };
                if (pick >= 7 && legal?.canRaise) action = { type: 'raise', to: legal.minRaiseTo };
                if (pick === 8 && legal?.canRaise) action = { type: 'allIn' };
                table = act(table, actor, action, 0);
              }
              expect(tableChips(table) + cashedOut + raked).toBe(bought);
            }
            raked += table.hand?.result?.rake ?? 0;
            const closed = closeHand(table, 0);
            table = closed.table;
            cashedOut += closed.cashOuts.reduce((sum, seat) => sum + seat.stack, 0);
            expect(tableChips(table) + cashedOut + raked).toBe(bought);
            expect(table.seats.every((seat) => seat.stack > 0)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
