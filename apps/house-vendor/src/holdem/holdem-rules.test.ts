import { describe, expect, it } from 'vitest';
import { commitmentOf, shuffledDeck, shuffleVersion } from '../fairness/committed-deck.js';
import type { DealtDeck, Dealer, TableStep } from '../p2p/table-rules.js';
import { verifyHistory } from './hand-verifier.js';
import type { HandHistory } from './hand-history.js';
import { legalActions, streets } from './holdem-hand.js';
import type { Street } from './holdem-hand.js';
import { createHoldemRules, historyForViewer, parseAction } from './holdem-rules.js';
import type { HoldemState } from './holdem-rules.js';

const rules = createHoldemRules('heads-up');
const level = rules.levels[1];
if (level === undefined) throw new Error('no level');

const dealer: Dealer = {
  deal(handNumber): DealtDeck {
    const serverSeed = `seed-${handNumber}`;
    return {
      handNumber,
      serverSeed,
      commitment: commitmentOf(serverSeed),
      clientSeed: 'digest',
      clientSeeds: ['a', 'b'],
      version: shuffleVersion,
      deck: shuffledDeck(serverSeed, 'digest', handNumber),
    };
  },
};

type Run = {
  state: HoldemState;
  now: number;
  ended: NonNullable<TableStep<HoldemState>['handsEnded']>;
  cashed: number;
};

function take(run: Run, step: TableStep<HoldemState>) {
  run.state = step.state;
  run.ended.push(...(step.handsEnded ?? []));
  run.cashed += (step.stoodUp ?? []).reduce((sum, seat) => sum + seat.stackMinor, 0);
}

function seatedTable(): Run {
  const run: Run = { state: rules.createTable(level as never, 0), now: 0, ended: [], cashed: 0 };
  take(run, rules.sitDown(run.state, { seat: 1, playerId: 'alice', displayName: 'Alice', buyInMinor: 40_000 }, 0));
  take(run, rules.sitDown(run.state, { seat: 2, playerId: 'bob', displayName: 'Bob', buyInMinor: 50_000 }, 0));
  return run;
}

function tick(run: Run, ms: number) {
  run.now += ms;
  take(run, rules.advance(run.state, run.now, dealer));
}

const playerOf = (seat: number) => (seat === 1 ? 'alice' : 'bob');

function playTo(run: Run, street: Street | 'end') {
  for (let guard = 0; guard < 30; guard += 1) {
    const hand = run.state.table.hand;
    if (hand === null || hand.result !== null || hand.street === street) return;
    const legal = legalActions(hand);
    take(
      run,
      rules.act(run.state, hand.actor as number, { type: 'act', action: legal?.canCheck ? 'check' : 'call' }, run.now),
    );
  }
}

describe('Hold’em on the P2P table layer', () => {
  it('offers the blinds ladder with 20–100 big blind buy-ins heads-up and 40–100 at 6-max', () => {
    expect(
      rules.levels.map((entry) => [entry.id, entry.stakeMinor, entry.minBuyInMinor, entry.maxBuyInMinor]),
    ).toContainEqual(['bb-20', 2_000, 40_000, 200_000]);
    expect(createHoldemRules('six-max').levels[0]).toMatchObject({ seatCount: 6, minBuyInMinor: 40 * 1_000 });
  });

  it('deals after the pause, shows only the commitment during the hand, books it with the seed after the showdown', () => {
    const run = seatedTable();
    tick(run, 1_000);
    expect(run.state.table.hand).toBeNull();
    tick(run, 500);
    expect(run.state.table.hand).not.toBeNull();
    const view = rules.view(run.state, 1, run.now) as {
      fairness: { commitment: string };
      table: { seats: { cards: unknown }[] };
    };
    expect(view.fairness.commitment).toBe(commitmentOf('seed-1'));
    expect(JSON.stringify(view)).not.toContain('seed-1');
    expect(view.table.seats.map((seat) => seat.cards === null)).toEqual([false, true]);
    expect(rules.chips(run.state)).toBe(90_000);
    take(
      run,
      rules.act(
        run.state,
        run.state.table.hand?.actor as number,
        { type: 'act', action: 'raise', to: '60.00' },
        run.now,
      ),
    );
    playTo(run, 'end');
    expect(rules.handRunning(run.state)).toBe(true);
    tick(run, 3_499);
    expect(run.ended).toHaveLength(0);
    tick(run, 1);
    expect(run.ended).toHaveLength(1);
    const [ended] = run.ended;
    const audit = ended?.audit as HandHistory;
    expect(verifyHistory(audit).ok).toBe(true);
    expect(ended?.endStacks.reduce((sum, seat) => sum + seat.stackMinor, 0)).toBe(
      90_000 - (ended?.houseTakeMinor ?? 0),
    );
    expect(ended?.houseTakeMinor).toBeGreaterThan(0);
    expect(ended?.houseTakeMinor).toBeLessThanOrEqual(level?.stakeMinor ?? 0);
    expect(rules.handRunning(run.state)).toBe(false);
    // The next hand follows after the short pause, with a new commitment.
    tick(run, 1_500);
    expect(run.state.table.handNumber).toBe(2);
  });

  it('refuses bad messages and illegal actions with stable codes', () => {
    const run = seatedTable();
    tick(run, 2_000);
    const actor = run.state.table.hand?.actor as number;
    const other = actor === 1 ? 2 : 1;
    expect(() => parseAction({ action: 'shove' })).toThrow(expect.objectContaining({ code: 'INVALID_MESSAGE' }));
    expect(() => parseAction({ action: 'raise', to: 'lots' })).toThrow(expect.objectContaining({ code: 'BAD_AMOUNT' }));
    expect(() => rules.act(run.state, other, { action: 'check' }, run.now)).toThrow(
      expect.objectContaining({ code: 'NOT_YOUR_TURN' }),
    );
    expect(() => rules.act(run.state, actor, { action: 'raise', to: '0.50' }, run.now)).toThrow(
      expect.objectContaining({ code: 'BAD_AMOUNT' }),
    );
    expect(() =>
      rules.checkSit(run.state, { seat: 2, playerId: 'carol', displayName: 'C', buyInMinor: 40_000 }),
    ).toThrow(expect.objectContaining({ code: 'SEAT_TAKEN' }));
    expect(() => rules.checkTopUp(run.state, 1, 200_000)).toThrow(expect.objectContaining({ code: 'BAD_BUY_IN' }));
  });

  for (const street of streets) {
    it(`a page that goes away on the ${street} checks or folds when its clock and bank run out; every chip is accounted for`, () => {
      const run = seatedTable();
      tick(run, 2_000);
      playTo(run, street);
      const actor = run.state.table.hand?.actor as number;
      take(run, rules.setConnected(run.state, actor, false, run.now));
      tick(run, (street === 'preflop' ? 15_000 : 20_000) + 50_000);
      const auto = run.state.table.hand?.actions.find((action) => action.auto !== null);
      expect(auto).toMatchObject({ seat: actor, auto: 'disconnect' });
      for (let guard = 0; guard < 10 && run.state.table.hand?.result === null; guard += 1) {
        if (run.state.table.hand.actor === actor) tick(run, 60_000);
        else playTo(run, 'end');
      }
      tick(run, 4_000);
      expect(run.ended).toHaveLength(1);
      const houseTake = run.ended[0]?.houseTakeMinor ?? 0;
      expect(rules.chips(run.state) + houseTake + run.cashed).toBe(90_000);
      expect(run.state.table.seats.find((seat) => seat.seat === actor)?.sittingOut).toBe(true);
      // He sits out, so no new hand starts; leaving now cashes out his whole stack.
      tick(run, 5_000);
      expect(run.state.table.hand).toBeNull();
      const stack = run.state.table.seats.find((seat) => seat.seat === actor)?.stack;
      const left = rules.leave(run.state, actor, run.now);
      expect(left.stoodUp).toEqual([{ seat: actor, playerId: playerOf(actor), stackMinor: stack }]);
    });

    it(`a fault on the ${street} voids the hand: the journalled stacks are the stacks it began with`, () => {
      const run = seatedTable();
      tick(run, 2_000);
      take(run, rules.act(run.state, run.state.table.hand?.actor as number, { action: 'raise', to: '60.00' }, run.now));
      if (street !== 'preflop')
        take(run, rules.act(run.state, run.state.table.hand?.actor as number, { action: 'call' }, run.now));
      playTo(run, street);
      expect(run.state.table.hand?.street).toBe(street);
      take(run, rules.voidHand(run.state, run.now));
      expect(run.ended).toHaveLength(1);
      expect(run.ended[0]).toMatchObject({ voided: true, houseTakeMinor: 0 });
      expect(run.ended[0]?.endStacks).toEqual([
        { seat: 1, playerId: 'alice', stackMinor: 40_000 },
        { seat: 2, playerId: 'bob', stackMinor: 50_000 },
      ]);
      expect(rules.chips(run.state)).toBe(90_000);
    });
  }

  it('never shows a new occupant of a seat the hole cards its previous owner held', () => {
    const run = seatedTable();
    tick(run, 2_000);
    take(run, rules.act(run.state, run.state.table.hand?.actor as number, { action: 'fold' }, run.now));
    tick(run, 4_000);
    const audit = run.ended[0]?.audit as HandHistory;
    expect(historyForViewer(audit, 1, 'alice').players[0]?.hole).toHaveLength(2);
    expect(historyForViewer(audit, 1, 'carol').players[0]?.hole).toBeNull();
    expect(rules.playerHistory?.(audit, 1) as HandHistory).toMatchObject({ players: [{ hole: null }, { hole: null }] });
  });
});
