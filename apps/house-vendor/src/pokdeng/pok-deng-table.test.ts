import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitmentOf, shuffleVersion } from '../fairness/committed-deck.js';
import { dealDeck } from '../p2p/table-dealer.js';
import type { Dealer, DealtDeck, TableStep } from '../p2p/table-rules.js';
import { cardAt } from '../tables/card-shoe.js';
import type { Card } from '../tables/table-types.js';
import { createPokDengRules, pokDengLevels, pokDengPlayerHistory, pokDengView } from './pok-deng-rules.js';
import {
  act,
  advance,
  createPokDengTable,
  defaultPokDengConfig,
  leave,
  setConnected,
  setSittingOut,
  sitDown,
} from './pok-deng-table.js';
import type { PokDengAudit, PokDengConfig, PokDengState } from './pok-deng-table.js';

const level = pokDengLevels[0]!; // stake 10.00
const stake = level.stakeMinor;
const suitOf = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' } as const;
const card = (name: string): Card => ({
  rank: 'A23456789TJQK'.indexOf(name[0] as string) + 1,
  suit: suitOf[name[1] as keyof typeof suitOf],
});

/** A dealer whose deck starts with the given cards (the rest in deck order): scenario tests choose the deal. */
function fixedDealer(first: string): Dealer {
  return {
    deal(handNumber, seats): DealtDeck {
      const chosen = first.split(' ').filter(Boolean).map(card);
      const key = (entry: Card) => `${entry.rank}${entry.suit}`;
      const rest = Array.from({ length: 52 }, (_, index) => cardAt(index)).filter(
        (entry) => !chosen.some((picked) => key(picked) === key(entry)),
      );
      return {
        handNumber,
        serverSeed: 'fixed',
        commitment: commitmentOf('fixed'),
        clientSeed: seats.join(','),
        clientSeeds: [],
        version: shuffleVersion,
        deck: [...chosen, ...rest],
      };
    },
  };
}

const seededDealer = (prefix: string): Dealer => ({
  deal: (handNumber, seats) => dealDeck(`${prefix}-${handNumber}`, seats.map(String), handNumber),
});

function table(seats: { seat: number; stack: number; bank?: boolean }[], config: PokDengConfig = defaultPokDengConfig) {
  let state = createPokDengTable(level, config);
  for (const entry of seats) {
    state = sitDown(state, { seat: entry.seat, playerId: `p${entry.seat}`, displayName: '', buyInMinor: entry.stack });
    if (entry.bank) state = act(state, entry.seat, { action: 'bank' }, 0).state;
  }
  return state;
}

/** Runs the clock forward until the phase changes (or the time is up). */
function until(state: PokDengState, at: { now: number }, dealer: Dealer, done: (state: PokDengState) => boolean) {
  let steps: TableStep<PokDengState>[] = [];
  for (let guard = 0; guard < 400 && !done(state); guard += 1) {
    at.now += 250;
    const step = advance(state, at.now, dealer);
    steps.push(step);
    state = step.state;
  }
  const result = { state, steps };
  steps = [];
  return result;
}

describe('Pok Deng table scenarios', () => {
  it('deals two cards each from the banker’s left, the banker last, and settles with the commission', () => {
    // Seats 2 (banker), 4, 7: order 4, 7, banker 2; pass one then pass two.
    const at = { now: 0 };
    // Seat 4: 5s 4s (pok 9, 2 deng); seat 7: 2c 3d (5, will stand); banker: Kh 3h (3, forced draw) + 8c.
    const dealer = fixedDealer('5s 2c Kh 4s 3d 3h 8c');
    let state = table([
      { seat: 2, stack: 100_000, bank: true },
      { seat: 4, stack: 20_000 },
      { seat: 7, stack: 20_000 },
    ]);
    ({ state } = until(state, at, dealer, (current) => current.hand?.phase === 'players'));
    const hand = state.hand!;
    expect(hand.banker.seat).toBe(2);
    expect(hand.players.map((player) => player.seat)).toEqual([4, 7]);
    expect(hand.players[0]!.positions).toEqual([0, 3]);
    expect(hand.players[1]!.positions).toEqual([1, 4]);
    expect(hand.banker.positions).toEqual([2, 5]);
    // The pok stood at once; seat 7 stands by choice; the banker (3 points) must draw.
    expect(hand.players[0]!.decision).toBe('stand');
    const step = act(state, 7, { action: 'stand' }, at.now);
    state = step.state;
    expect(step.handsEnded).toHaveLength(1);
    const audit = step.handsEnded![0]!.audit as PokDengAudit;
    expect(audit.banker.cards).toEqual(['Kh', '3h', '8c']);
    expect(audit.banker.auto).toBe('forced');
    // Pok 9 2 deng: +2 stakes less 5 %; seat 7 (5) vs banker normal 1 (K 3 8 = 1): player wins 1 stake less 5 %.
    const seat = (number: number) => state.seats.find((entry) => entry.seat === number)!.stack;
    expect(seat(4)).toBe(20_000 + 2 * stake - (2 * stake) / 20);
    expect(seat(7)).toBe(20_000 + stake - stake / 20);
    expect(seat(2)).toBe(100_000 - 3 * stake);
    expect(state.houseTakeMinor).toBe((3 * stake) / 20);
    expect(step.handsEnded![0]!.houseTakeMinor).toBe((3 * stake) / 20);
  });

  it('settles every hand at once, nobody drawing, when the banker has pok (4c 5c against A K)', () => {
    const at = { now: 0 };
    const dealer = fixedDealer('Ac 4c Ks 5c');
    const state = table([
      { seat: 1, stack: 100_000, bank: true },
      { seat: 2, stack: 20_000 },
    ]);
    const { state: after } = until(state, at, dealer, (current) => current.hand?.phase === 'showing');
    expect(after.hand!.players[0]!.cards.map((entry) => entry.rank)).toEqual([1, 13]);
    expect(after.hand!.players[0]!.result).toMatchObject({ multiple: -2 });
    expect(after.seats.find((entry) => entry.seat === 2)!.stack).toBe(20_000 - 2 * stake);
    expect(after.seats.find((entry) => entry.seat === 1)!.stack).toBe(100_000 + 2 * stake - (2 * stake) / 20);
  });

  it('lets the banker fight three: 3-card players settle against his two cards, then he draws for the rest', () => {
    const at = { now: 0 };
    // Seat 2: 2c 3c → draws Kd (5, normal); seat 3: 4d 2h (6) stands; banker 5s Th (5) fights three, draws 4h (9).
    const dealer = fixedDealer('2c 4d 5s 3c 2h Th Kd 4h');
    let state = table([
      { seat: 1, stack: 100_000, bank: true },
      { seat: 2, stack: 20_000 },
      { seat: 3, stack: 20_000 },
    ]);
    ({ state } = until(state, at, dealer, (current) => current.hand?.phase === 'players'));
    state = act(state, 2, { action: 'draw' }, at.now).state;
    state = act(state, 3, { action: 'stand' }, at.now).state;
    expect(state.hand!.phase).toBe('banker');
    expect(pokDengView(state, 1, at.now).legal).toEqual(['draw', 'stand', 'fight-three']);
    expect(() => act(state, 2, { action: 'draw' }, at.now)).toThrow('NOT_YOUR_TURN');
    const step = act(state, 1, { action: 'fight-three' }, at.now);
    const players = step.state.hand!.players;
    // Seat 2 (5 points, 3 cards) against the banker's 5 points (2 cards): same class and points, deng 1 vs 1: push.
    expect(players[0]!.result).toMatchObject({ multiple: 0, early: true });
    // Seat 3 (6) against the banker's 9 after his draw: loses one stake.
    expect(players[1]!.result).toMatchObject({ multiple: -1, early: false });
    expect(step.state.hand!.banker.cards).toHaveLength(3);
  });

  it('lets a banker bank only while he covers five deng on every seat, else the house banks', () => {
    const at = { now: 0 };
    // Three players at 5 stakes each need 15 stakes from the banker; he holds 10.
    let state = table([
      { seat: 1, stack: 10 * stake, bank: true },
      { seat: 2, stack: 5 * stake },
      { seat: 3, stack: 5 * stake },
      { seat: 4, stack: 5 * stake },
    ]);
    ({ state } = until(state, at, seededDealer('cover'), (current) => current.hand?.phase === 'players'));
    expect(state.hand!.banker.house).toBe(true);
    expect(state.hand!.players.map((player) => player.seat)).toEqual([1, 2, 3, 4]);
    // With one player left besides him, he covers.
    let small = table([
      { seat: 1, stack: 10 * stake, bank: true },
      { seat: 2, stack: 5 * stake },
    ]);
    ({ state: small } = until(
      small,
      at,
      seededDealer('cover'),
      (current) => current.hand?.phase === 'players' || current.hand?.phase === 'showing',
    ));
    expect(small.hand!.banker).toMatchObject({ house: false, seat: 1 });
  });

  it('deals in only players holding five stakes, and not those sitting out', () => {
    const at = { now: 0 };
    let state = table([
      { seat: 1, stack: 5 * stake },
      { seat: 2, stack: 5 * stake },
      { seat: 3, stack: 5 * stake },
    ]);
    state.seats[1]!.stack = 5 * stake - 1;
    state = setSittingOut(state, 3, true, 0);
    ({ state } = until(
      state,
      at,
      seededDealer('five'),
      (current) => current.hand?.phase === 'players' || current.hand?.phase === 'showing',
    ));
    expect(state.hand!.players.map((player) => player.seat)).toEqual([1]);
    expect(state.hand!.banker.house).toBe(true);
  });

  it('rotates the bank in a fixed order every term, and by the longest bid under bidding', () => {
    const at = { now: 0 };
    let state = table(
      [
        { seat: 1, stack: 90_000, bank: true },
        { seat: 4, stack: 90_000, bank: true },
        { seat: 6, stack: 90_000 },
      ],
      { ...defaultPokDengConfig, bankerRule: { kind: 'fixed', term: 2 } },
    );
    const bankers: number[] = [];
    for (let hand = 0; hand < 5; hand += 1) {
      ({ state } = until(
        state,
        at,
        seededDealer(`rotate-${hand}`),
        (current) => current.hand?.phase === 'players' || current.hand?.phase === 'showing',
      ));
      bankers.push(state.hand!.banker.seat);
      ({ state } = until(state, at, seededDealer('x'), (current) => current.hand === null));
    }
    expect(bankers).toEqual([1, 1, 4, 4, 1]);
    let bidding = table(
      [
        { seat: 1, stack: 80_000 },
        { seat: 4, stack: 80_000 },
        { seat: 6, stack: 90_000 },
      ],
      { ...defaultPokDengConfig, bankerRule: { kind: 'bidding', terms: [5, 10] } },
    );
    bidding = act(bidding, 1, { action: 'bank', term: 5 }, 0).state;
    bidding = act(bidding, 4, { action: 'bank', term: 10 }, 0).state;
    bidding = act(bidding, 6, { action: 'bank', term: 10 }, 0).state;
    expect(() => act(bidding, 1, { action: 'bank', term: 7 }, 0)).toThrow('INVALID_ACTION');
    ({ state: bidding } = until(
      bidding,
      at,
      seededDealer('bid'),
      (current) => current.hand?.phase === 'players' || current.hand?.phase === 'showing',
    ));
    // Ten hands beat five; between the two tens, the larger table balance.
    expect(bidding.hand!.banker.seat).toBe(6);
    expect(bidding.bankerTermLeft).toBe(10);
  });

  it('plays a leaving or absent seat by the defaults: draw on 0-3, stand on 4-9, without its time bank', () => {
    const at = { now: 0 };
    const dealer = fixedDealer('Ac 2c 5d 9s 2h Kh');
    let state = table([
      { seat: 1, stack: 100_000, bank: true },
      { seat: 2, stack: 20_000 },
      { seat: 3, stack: 20_000 },
    ]);
    ({ state } = until(state, at, dealer, (current) => current.hand?.phase === 'players'));
    // Seat 2 holds A 9 (0 points): draws. Seat 3 holds 2c 2h (4 points): stands.
    state = setConnected(state, 2, false);
    state = leave(state, 3).state;
    const clockEnds = state.hand!.clockEndsAt;
    ({ state } = until(state, at, dealer, (current) => current.hand?.phase !== 'players'));
    expect(at.now).toBeLessThan(clockEnds + 1_000);
    expect(state.hand!.players[0]).toMatchObject({ decision: 'draw', auto: 'disconnect', usedTimeBankMs: 0 });
    expect(state.hand!.players[1]).toMatchObject({ decision: 'stand', auto: 'leave' });
    // The hand ends, the leaver is stood up with his stack; the absent player sits out.
    const { state: after, steps } = until(state, at, dealer, (current) => current.hand === null);
    const stoodUp = steps.flatMap((step) => step.stoodUp ?? []);
    expect(stoodUp.map((entry) => entry.seat)).toEqual([3]);
    expect(after.seats.find((entry) => entry.seat === 2)!.sittingOut).toBe(true);
  });

  it('cancels a hand before the deal when its banker leaves or sits out while it opens', () => {
    for (const change of ['leave', 'sit-out'] as const) {
      const at = { now: 0 };
      let state = table([
        { seat: 1, stack: 100_000, bank: true },
        { seat: 2, stack: 20_000 },
      ]);
      state = advance(state, (at.now += 250), seededDealer('gone')).state;
      expect(state.hand).toMatchObject({ phase: 'opening', banker: { seat: 1, house: false } });
      const step = change === 'leave' ? leave(state, 1) : { state: setSittingOut(state, 1, true, at.now) };
      if (change === 'leave') expect(step.stoodUp).toEqual([{ seat: 1, playerId: 'p1', stackMinor: 100_000 }]);
      const { state: after, steps } = until(
        step.state,
        at,
        seededDealer('gone'),
        (current) => current.hand?.phase === 'showing',
      );
      const ended = steps.flatMap((entry) => entry.handsEnded ?? []);
      expect(ended[0]).toMatchObject({ voided: true, houseTakeMinor: 0 });
      expect(after.seats.find((seat) => seat.seat === 2)!.stack).toBe(20_000);
      expect(after.hand!.players).toEqual([]);
    }
  });

  it('charges time past the common clock to the seat’s time bank', () => {
    const at = { now: 0 };
    let state = table([
      { seat: 1, stack: 100_000, bank: true },
      { seat: 2, stack: 20_000 },
    ]);
    ({ state } = until(state, at, fixedDealer('2c Kd 3c Qd'), (current) => current.hand?.phase === 'players'));
    const late = state.hand!.clockEndsAt + 4_000;
    state = act(state, 2, { action: 'stand' }, late).state;
    expect(state.seats.find((entry) => entry.seat === 2)!.timeBankMs).toBe(
      defaultPokDengConfig.timeBankStartMs - 4_000,
    );
  });
});

describe('Pok Deng views and histories', () => {
  it('never shows a seat another seat’s cards before the result, and shows every hand after it', () => {
    const at = { now: 0 };
    let state = table([
      { seat: 1, stack: 100_000, bank: true },
      { seat: 2, stack: 20_000 },
      { seat: 3, stack: 20_000 },
    ]);
    for (let hand = 0; hand < 30; hand += 1) {
      ({ state } = until(
        state,
        at,
        seededDealer(`view-${hand}`),
        (current) => current.hand?.phase === 'players' || current.hand?.phase === 'showing',
      ));
      if (state.hand!.phase === 'players') {
        for (const viewer of [1, 2, 3]) {
          const text = JSON.stringify(pokDengView(state, viewer, at.now));
          for (const entry of [...state.hand!.players, state.hand!.banker]) {
            if (entry.seat === viewer) continue;
            const view = pokDengView(state, viewer, at.now).seats.find((seat) => seat.seat === entry.seat)!;
            if (view.hand?.cards) expect(['pok8', 'pok9']).toContain(view.hand.handClass);
          }
          expect(text).not.toContain(state.hand!.fairness.serverSeed);
        }
      }
      ({ state } = until(state, at, seededDealer('x'), (current) => current.hand?.phase === 'showing'));
      const shown = pokDengView(state, 2, at.now);
      expect(shown.reveal?.serverSeed).toBe(state.hand!.fairness.serverSeed);
      for (const seat of shown.seats) if (seat.hand) expect(seat.hand.cards).not.toBeNull();
      ({ state } = until(state, at, seededDealer('x'), (current) => current.hand === null));
    }
  });
});

const script = fileURLToPath(new URL('../../../../scripts/verify-card-shuffle.mjs', import.meta.url));
function runScript(record: unknown): number {
  try {
    execFileSync(process.execPath, [script], { input: JSON.stringify(record), encoding: 'utf8' });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe('the independent verifier (scripts/verify-card-shuffle.mjs)', () => {
  it('accepts real hands (audit and player copy) and rejects a wrong seed, a moved card or a forged client seed', () => {
    const at = { now: 0 };
    let state = table([
      { seat: 1, stack: 100_000, bank: true },
      { seat: 2, stack: 20_000 },
      { seat: 5, stack: 20_000 },
    ]);
    const { steps } = until(state, at, seededDealer('verify'), (current) => current.hand?.phase === 'showing');
    state = steps.at(-1)!.state;
    const audit = steps.flatMap((step) => step.handsEnded ?? [])[0]!.audit as PokDengAudit;
    expect(audit.fairness.clientSeeds).toEqual(['2', '5', '1']);
    expect(runScript(audit)).toBe(0);
    expect(runScript(pokDengPlayerHistory(audit, 2))).toBe(0);
    // The copy names no player, and "mine" follows the player, not the seat he sat in.
    expect(JSON.stringify(pokDengPlayerHistory(audit, 2, 'p2'))).not.toContain('"playerId"');
    expect(pokDengPlayerHistory(audit, 2, 'p2').players.find((entry) => entry.seat === 2)!.mine).toBe(true);
    expect(pokDengPlayerHistory(audit, 2, 'someone-else').players.some((entry) => entry.mine)).toBe(false);
    const voided = { ...audit, voided: true };
    const later = pokDengPlayerHistory(voided, 2, 'someone-else');
    expect(later.players.every((entry) => entry.cards.length === 0)).toBe(true);
    expect(runScript({ ...audit, fairness: { ...audit.fairness, serverSeed: 'verify-2' } })).toBe(1);
    expect(runScript({ ...audit, fairness: { ...audit.fairness, clientSeeds: ['9', '5', '1'] } })).toBe(1);
    const moved = structuredClone(audit);
    moved.players[0]!.cards[0] = moved.players[0]!.cards[0] === 'As' ? 'Ks' : 'As';
    expect(runScript(moved)).toBe(1);
    const deck = execFileSync(
      process.execPath,
      [script, '--deck', audit.fairness.serverSeed, audit.fairness.clientSeed, '1'],
      {
        encoding: 'utf8',
      },
    );
    expect(deck.trim().split(' ').slice(0, 2)).toEqual([audit.players[0]!.cards[0], audit.players[1]!.cards[0]]);
  });
});

describe('Pok Deng chips (property)', () => {
  it(
    'conserves every chip at every step: stacks + commission + house bank result + cash-outs = buy-ins',
    { timeout: 120_000 },
    () => {
      const rules = createPokDengRules();
      const event = fc.oneof(
        fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 100, max: 30_000 }) }),
        fc.record({
          kind: fc.constant('act' as const),
          seat: fc.integer({ min: 1, max: 8 }),
          action: fc.constantFrom('draw', 'stand', 'fight-three', 'bank', 'no-bank'),
        }),
        fc.record({
          kind: fc.constant('sit' as const),
          seat: fc.integer({ min: 1, max: 8 }),
          stakes: fc.integer({ min: 5, max: 100 }),
        }),
        fc.record({ kind: fc.constant('leave' as const), seat: fc.integer({ min: 1, max: 8 }) }),
        fc.record({
          kind: fc.constant('top-up' as const),
          seat: fc.integer({ min: 1, max: 8 }),
          stakes: fc.integer({ min: 1, max: 20 }),
        }),
        fc.record({ kind: fc.constant('sit-out' as const), seat: fc.integer({ min: 1, max: 8 }), value: fc.boolean() }),
        fc.record({
          kind: fc.constant('connected' as const),
          seat: fc.integer({ min: 1, max: 8 }),
          value: fc.boolean(),
        }),
        fc.record({ kind: fc.constant('void' as const) }),
      );
      fc.assert(
        fc.property(
          fc.array(event, { minLength: 20, maxLength: 120 }),
          fc.string({ minLength: 1, maxLength: 8 }),
          (events, seed) => {
            let state = rules.createTable(level, 0);
            let now = 0;
            let bought = 0;
            let cashedOut = 0;
            const dealer = seededDealer(seed);
            const take = (step: TableStep<PokDengState>) => {
              state = step.state;
              for (const gone of step.stoodUp ?? []) cashedOut += gone.stackMinor;
              for (const ended of step.handsEnded ?? []) {
                const audit = ended.audit as PokDengAudit;
                for (const player of audit.players)
                  if (player.result) expect([0, 1, 2, 3, 5]).toContain(Math.abs(player.result.multiple));
              }
            };
            const check = () => {
              expect(rules.chips(state) + state.houseTakeMinor + state.houseBankMinor + cashedOut).toBe(bought);
              for (const seat of state.seats) expect(seat.stack).toBeGreaterThanOrEqual(0);
            };
            for (const entry of events) {
              try {
                switch (entry.kind) {
                  case 'wait':
                    for (let passed = 0; passed < entry.ms; passed += 500) {
                      now += 500;
                      take(rules.advance(state, now, dealer));
                      check();
                    }
                    break;
                  case 'act':
                    take(rules.act(state, entry.seat, { action: entry.action }, now));
                    break;
                  case 'sit': {
                    const input = {
                      seat: entry.seat,
                      playerId: `p${entry.seat}-${now}`,
                      displayName: '',
                      buyInMinor: entry.stakes * stake,
                    };
                    rules.checkSit(state, input);
                    take(rules.sitDown(state, input, now));
                    bought += input.buyInMinor;
                    break;
                  }
                  case 'leave':
                    take(rules.leave(state, entry.seat, now));
                    break;
                  case 'top-up':
                    if (rules.handRunning(state)) break;
                    rules.checkTopUp(state, entry.seat, entry.stakes * stake);
                    take(rules.topUp(state, entry.seat, entry.stakes * stake, now));
                    bought += entry.stakes * stake;
                    break;
                  case 'sit-out':
                    take(rules.setSittingOut(state, entry.seat, entry.value, now));
                    break;
                  case 'connected':
                    take(rules.setConnected(state, entry.seat, entry.value, now));
                    break;
                  case 'void':
                    take(rules.voidHand(state, now));
                    break;
                }
              } catch (error) {
                if (!(error instanceof Error) || !/^[A-Z_]+$/.test(error.message)) throw error;
              }
              check();
            }
          },
        ),
        { numRuns: 150 },
      );
    },
  );
});
