import { historyLines } from '../../src/holdem/hand-history.js';
import type { HandHistory } from '../../src/holdem/hand-history.js';
import type { PlayerAction } from '../../src/holdem/holdem-hand.js';
import type { RoomView, SeatView } from '../../src/holdem/holdem-view.js';
import { element } from '../shared/dom.js';
import type { MoneyFormat } from '../shared/money.js';
import { betPresets, cardFace, cardLabel, historyText } from './holdem-format.js';
import type { HoldemMessageKey, Translate } from './holdem-messages.js';

/**
 * The Hold'em table on screen: seats around an oval felt, the board and pots in the middle, the viewer's own cards,
 * the action bar (fold, check or call, a bet/raise slider from the minimum raise to all-in with pot shortcuts,
 * all-in), the actor's clock and time bank, sit out and leave, the table rules with the rake and its caps, the
 * deck commitment and the revealed seed, and the last hand's history. It draws whatever view the server sends and
 * never decides anything itself: a click sends an action, the next view shows its effect.
 */

export type HoldemTableCallbacks = {
  act: (action: PlayerAction) => void;
  sit: (seat: number, buyIn: number) => void;
  setSittingOut: (sittingOut: boolean) => void;
  /** Asks for more chips, up to the table's maximum over the current stack. */
  topUp: (stack: number) => void;
  leave: () => void;
};

/** History lines that open a section (hole cards, each street, showdown, summary). */
const sectionKeys = /^holdem\.history\.(holeCards|street\.|showdown|summary)/;

export type HoldemTableScreen = {
  update: (view: RoomView) => void;
  /** The hands of this table the player may read back (the layer's `history` message). */
  setHistories: (hands: HandHistory[]) => void;
  destroy: () => void;
};

function cardElement(name: string | null, size: 'small' | 'large' = 'small'): HTMLElement {
  if (name === null) return element('span', { class: `hold-card is-back is-${size}`, 'aria-hidden': 'true' });
  const face = cardFace(name);
  return element(
    'span',
    { class: `hold-card is-${size} ${face.red ? 'is-red' : 'is-black'}`, role: 'img', 'aria-label': cardLabel(name) },
    [
      element('span', { class: 'hold-card-rank' }, [face.rank]),
      element('span', { class: 'hold-card-suit' }, [face.suit]),
    ],
  );
}

export function mountHoldemTable(
  root: HTMLElement,
  options: {
    translate: Translate;
    money: MoneyFormat;
    locale: string;
    timeZone?: string;
    callbacks: HoldemTableCallbacks;
    now?: () => number;
  },
): HoldemTableScreen {
  const { translate: t, money, callbacks } = options;
  const now = options.now ?? (() => Date.now());
  let view: RoomView | null = null;
  let raiseTo: number | null = null;
  let raiseKey = '';
  let histories: HandHistory[] = [];
  let chosenHand: number | null = null;

  const header = element('header', { class: 'hold-header' });
  const felt = element('section', { class: 'hold-felt', 'aria-label': t('holdem.board') });
  const actions = element('section', { class: 'hold-actions', 'aria-live': 'polite' });
  const controls = element('div', { class: 'hold-controls' });
  const panels = element('div', { class: 'hold-panels' });
  root.replaceChildren(element('div', { class: 'hold-page' }, [header, felt, actions, controls, panels]));

  const clockText = (): string => {
    if (view === null || view.table.actor === null || view.table.deadline === null) return '';
    const left = view.table.deadline - now();
    const clockLeft = (view.table.clockEndsAt ?? view.table.deadline) - now();
    if (clockLeft > 0) return t('holdem.clock', { seconds: Math.ceil(clockLeft / 1_000) });
    return `${t('holdem.usingTimeBank')} · ${t('holdem.clock', { seconds: Math.max(0, Math.ceil(left / 1_000)) })}`;
  };

  /** Players are named by the platform when it says their names; otherwise by their seat. */
  const nameOf = (seatNumber: number): string =>
    view?.table.seats.find((seat) => seat.seat === seatNumber)?.displayName ||
    t('holdem.seat.number', { seat: seatNumber });

  const seatElement = (seat: SeatView | undefined, number: number, mine: boolean, total: number): HTMLElement => {
    const position = `hold-seat is-at-${total}-${number}`;
    if (seat === undefined) {
      const seated = view?.table.mySeat !== null;
      return element('div', { class: `${position} is-empty` }, [
        seated || view === null
          ? element('span', { class: 'hold-seat-empty' }, [t('holdem.seat.empty')])
          : element('button', { class: 'hold-sit', type: 'button', 'data-seat': number }, [t('holdem.seat.sit')]),
      ]);
    }
    const acting = view?.table.actor === seat.seat;
    const status = seat.sittingOut
      ? t('holdem.seat.sittingOut')
      : seat.folded
        ? t('holdem.seat.folded')
        : seat.allIn
          ? t('holdem.seat.allIn')
          : null;
    const cards = seat.cards
      ? seat.cards.map((card) => cardElement(card, mine ? 'large' : 'small'))
      : seat.hasHiddenCards
        ? [cardElement(null), cardElement(null)]
        : [];
    return element(
      'div',
      {
        class: [position, mine ? 'is-mine' : '', acting ? 'is-acting' : '', seat.folded ? 'is-folded' : '']
          .filter(Boolean)
          .join(' '),
        'data-seat': seat.seat,
      },
      [
        element(
          'div',
          { class: 'hold-seat-cards', 'aria-label': seat.hasHiddenCards ? t('holdem.seat.hidden') : null },
          cards,
        ),
        element('div', { class: 'hold-seat-plate' }, [
          element('span', { class: 'hold-seat-name' }, [mine ? t('holdem.seat.you') : nameOf(seat.seat)]),
          element('span', { class: 'hold-seat-stack' }, [money.formatPlain(seat.stack)]),
          status ? element('span', { class: 'hold-seat-status' }, [status]) : null,
          acting ? element('span', { class: 'hold-seat-clock', 'data-clock': '' }, [clockText()]) : null,
        ]),
        seat.isButton ? element('span', { class: 'hold-button', title: t('holdem.seat.button') }, ['D']) : null,
        seat.streetBet > 0 ? element('span', { class: 'hold-seat-bet' }, [money.formatPlain(seat.streetBet)]) : null,
      ],
    );
  };

  const renderFelt = (current: RoomView) => {
    const { table } = current;
    const total = current.rules.variant === 'heads-up' ? 2 : 6;
    const bySeat = new Map(table.seats.map((seat) => [seat.seat, seat]));
    // The viewer sits at the bottom: seats are drawn rotated so his is position 1.
    const offset = table.mySeat === null ? 0 : table.mySeat - 1;
    const seats = Array.from({ length: total }, (_, index) => {
      const seatNumber = ((index + offset) % total) + 1;
      return seatElement(bySeat.get(seatNumber), index + 1, seatNumber === table.mySeat, total);
    });
    for (const [index, seat] of seats.entries()) {
      const seatNumber = ((index + offset) % total) + 1;
      seat.querySelector('button.hold-sit')?.addEventListener('click', () => {
        callbacks.sit(seatNumber, current.rules.maxBuyIn);
      });
    }
    const pots =
      table.street === null && table.result === null
        ? []
        : table.pots.length > 1
          ? table.pots.map((pot, index) =>
              element('span', { class: 'hold-pot' }, [
                index === 0
                  ? t('holdem.pot.main', { amount: money.formatPlain(pot.amount) })
                  : t('holdem.pot.side', { number: index, amount: money.formatPlain(pot.amount) }),
              ]),
            )
          : [element('span', { class: 'hold-pot' }, [t('holdem.pot', { amount: money.formatPlain(table.potTotal) })])];
    const winners = (table.result?.awards ?? []).filter((award) => award.amount > 0);
    const message =
      table.result?.voided === true
        ? t('holdem.result.voided')
        : winners.length > 0
          ? winners
              .map((award) =>
                t('holdem.result.wins', {
                  name: award.seat === table.mySeat ? t('holdem.seat.you') : nameOf(award.seat),
                  amount: money.formatPlain(award.amount),
                }),
              )
              .join(' · ')
          : table.street === null
            ? table.seats.filter((seat) => !seat.sittingOut).length < 2
              ? t('holdem.waiting')
              : t('holdem.nextHand')
            : null;
    felt.replaceChildren(
      element('div', { class: `hold-oval is-${total}` }, [
        element('div', { class: 'hold-center' }, [
          element(
            'div',
            { class: 'hold-board', 'aria-label': t('holdem.board') },
            Array.from({ length: 5 }, (_, index) => {
              const card = table.board[index];
              return card === undefined
                ? element('span', { class: 'hold-card is-slot is-small', 'aria-hidden': 'true' })
                : cardElement(card);
            }),
          ),
          element('div', { class: 'hold-pots' }, pots),
          message ? element('p', { class: 'hold-message', role: 'status' }, [message]) : null,
        ]),
        ...seats,
      ]),
    );
  };

  const renderActions = (current: RoomView) => {
    const { table } = current;
    const legal = table.legal;
    if (legal === null) {
      const actor = table.seats.find((seat) => seat.seat === table.actor);
      actions.replaceChildren(
        actor && table.mySeat !== null
          ? element('p', { class: 'hold-waiting' }, [t('holdem.waitingFor', { name: nameOf(actor.seat) })])
          : '',
      );
      raiseTo = null;
      return;
    }
    const key = `${table.handNumber}:${table.street}:${legal.minRaiseTo}:${legal.maxRaiseTo}`;
    if (key !== raiseKey || raiseTo === null) raiseTo = legal.minRaiseTo;
    raiseKey = key;
    const me = table.seats.find((seat) => seat.seat === table.mySeat);
    const highBet = Math.max(0, ...table.seats.map((seat) => seat.streetBet));
    const allInTo = legal.maxRaiseTo;
    const raiseLabel = () =>
      t(legal.isBet ? 'holdem.action.bet' : 'holdem.action.raise', {
        amount: money.formatPlain(raiseTo ?? legal.minRaiseTo),
      });
    const raiseButton = element('button', { class: 'hold-act is-raise', type: 'button' }, [raiseLabel()]);
    raiseButton.addEventListener('click', () => {
      if (raiseTo !== null) callbacks.act(raiseTo >= allInTo ? { type: 'allIn' } : { type: 'raise', to: raiseTo });
    });
    const slider = element('input', {
      class: 'hold-slider',
      type: 'range',
      min: legal.minRaiseTo,
      max: legal.maxRaiseTo,
      step: 1,
      value: raiseTo,
      'aria-label': t('holdem.slider.label'),
    });
    slider.addEventListener('input', () => {
      raiseTo = Number(slider.value);
      raiseButton.textContent = raiseLabel();
    });
    const presets = betPresets(legal, table.potTotal, highBet).map((preset) => {
      const button = element('button', { class: 'hold-preset', type: 'button' }, [t(preset.key)]);
      button.addEventListener('click', () => {
        raiseTo = preset.to;
        slider.value = String(preset.to);
        raiseButton.textContent = raiseLabel();
      });
      return button;
    });
    const fold = element('button', { class: 'hold-act is-fold', type: 'button' }, [t('holdem.action.fold')]);
    fold.addEventListener('click', () => callbacks.act({ type: 'fold' }));
    const passive = element('button', { class: 'hold-act is-call', type: 'button' }, [
      legal.canCheck
        ? t('holdem.action.check')
        : t('holdem.action.call', { amount: money.formatPlain(legal.callAmount) }),
    ]);
    passive.addEventListener('click', () => callbacks.act(legal.canCheck ? { type: 'check' } : { type: 'call' }));
    const allIn = element('button', { class: 'hold-act is-all-in', type: 'button' }, [
      t('holdem.action.allIn', { amount: money.formatPlain(me?.stack ?? 0) }),
    ]);
    allIn.addEventListener('click', () => callbacks.act({ type: 'allIn' }));
    const canAllIn = legal.canRaise || (!legal.canCheck && legal.callAmount === (me?.stack ?? -1));
    actions.replaceChildren(
      element('div', { class: 'hold-turn' }, [
        element('strong', {}, [t('holdem.yourTurn')]),
        element('span', { class: 'hold-turn-clock', 'data-clock': '' }, [clockText()]),
        me
          ? element('span', { class: 'hold-bank' }, [
              t('holdem.timeBank', { seconds: Math.round(me.timeBankMs / 1_000) }),
            ])
          : null,
      ]),
      legal.canRaise
        ? element('div', { class: 'hold-sizing' }, [element('div', { class: 'hold-presets' }, presets), slider])
        : '',
      element('div', { class: 'hold-buttons' }, [
        fold,
        passive,
        legal.canRaise ? raiseButton : null,
        canAllIn ? allIn : null,
      ]),
    );
  };

  const renderControls = (current: RoomView) => {
    const me = current.table.seats.find((seat) => seat.seat === current.table.mySeat);
    if (me === undefined) {
      controls.replaceChildren(
        element('p', { class: 'hold-buy-in' }, [
          t('holdem.rules.buyIn', {
            min: money.format(current.rules.minBuyIn),
            max: money.format(current.rules.maxBuyIn),
          }),
        ]),
      );
      return;
    }
    const sitOut = element('button', { class: 'hold-control', type: 'button' }, [
      me.sittingOut ? t('holdem.sitIn') : t('holdem.sitOut'),
    ]);
    sitOut.addEventListener('click', () => callbacks.setSittingOut(!me.sittingOut));
    const leave = element('button', { class: 'hold-control is-leave', type: 'button' }, [t('holdem.leave')]);
    leave.addEventListener('click', () => callbacks.leave());
    const topUp =
      me.stack < current.rules.maxBuyIn
        ? element('button', { class: 'hold-control is-top-up', type: 'button' }, [t('holdem.topUp')])
        : null;
    topUp?.addEventListener('click', () => callbacks.topUp(me.stack));
    controls.replaceChildren(sitOut, topUp ?? '', leave);
  };

  const renderPanels = (current: RoomView) => {
    const { rules } = current;
    const capFor = (players: number) =>
      money.formatPlain(
        [...rules.rakeCaps]
          .sort((left, right) => right.minPlayers - left.minPlayers)
          .find((cap) => players >= cap.minPlayers)?.cap ?? 0,
      );
    const rulesPanel = element('details', { class: 'hold-panel' }, [
      element('summary', {}, [t('holdem.rules.title')]),
      element('p', {}, [
        t('holdem.rules.rake', {
          rate: `${rules.rakeBasisPoints / 100}%`,
          capTwo: capFor(2),
          capThree: capFor(3),
          capFive: capFor(5),
        }),
      ]),
      element('p', {}, [
        t('holdem.rules.clock', {
          preflop: rules.clock.preflopMs / 1_000,
          later: rules.clock.laterStreetMs / 1_000,
          bank: rules.clock.timeBankStartMs / 1_000,
          add: rules.clock.timeBankAddMs / 1_000,
          every: rules.clock.timeBankEveryHands,
          max: rules.clock.timeBankMaxMs / 1_000,
        }),
      ]),
      element('p', {}, [
        t('holdem.rules.buyIn', { min: money.format(rules.minBuyIn), max: money.format(rules.maxBuyIn) }),
      ]),
      element('p', {}, [t('holdem.rules.fault')]),
      element('p', {}, [t('holdem.rules.humans')]),
    ]);
    const last = current.lastHand;
    const fairness = element('details', { class: 'hold-panel', open: true }, [
      element('summary', {}, [t('holdem.fair.title')]),
      current.fairness
        ? element('p', { class: 'hold-hash' }, [
            t('holdem.fair.commitment', { number: current.fairness.handNumber, hash: current.fairness.commitment }),
          ])
        : null,
      last?.fairness.serverSeed
        ? element('p', { class: 'hold-hash' }, [
            t('holdem.fair.reveal', { number: last.fairness.nonce, seed: last.fairness.serverSeed }),
          ])
        : null,
    ]);
    // Hands this page may read back (newest first); the last one shows unless the player picks another.
    const hands = (histories.length > 0 ? [...histories] : last ? [last] : []).sort(
      (left, right) => right.fairness.nonce - left.fairness.nonce,
    );
    const shown = hands.find((hand) => hand.fairness.nonce === chosenHand) ?? hands[0];
    const picker =
      hands.length > 1
        ? element(
            'select',
            { class: 'hold-history-pick', 'aria-label': t('holdem.history.choose') },
            hands.map((hand) =>
              element('option', { value: hand.fairness.nonce, selected: hand === shown }, [
                t('holdem.handNumber', { number: hand.fairness.nonce }),
              ]),
            ),
          )
        : null;
    picker?.addEventListener('change', () => {
      chosenHand = Number(picker.value);
      render();
    });
    const history = element('details', { class: 'hold-panel is-history', open: true }, [
      element('summary', {}, [t('holdem.history.title')]),
      picker ?? '',
      shown
        ? element(
            'ol',
            { class: 'hold-history' },
            historyLines(shown, current.table.mySeat).map((line) =>
              element('li', { class: sectionKeys.test(line.key) ? 'is-section' : null }, [
                historyText(line, t, money, options.locale, current.table.mySeat, options.timeZone),
              ]),
            ),
          )
        : element('p', {}, [t('holdem.history.none')]),
    ]);
    panels.replaceChildren(rulesPanel, fairness, history);
  };

  const render = () => {
    if (view === null) return;
    const current = view;
    header.replaceChildren(
      element('h1', {}, [t(`holdem.title.${current.rules.variant}` as HoldemMessageKey)]),
      element('span', { class: 'hold-stakes' }, [
        t('holdem.blinds', {
          sb: money.formatPlain(current.rules.smallBlind),
          bb: money.formatPlain(current.rules.bigBlind),
        }),
      ]),
      current.table.handNumber > 0
        ? element('span', { class: 'hold-hand-number' }, [t('holdem.handNumber', { number: current.table.handNumber })])
        : '',
    );
    renderFelt(current);
    renderActions(current);
    renderControls(current);
    renderPanels(current);
  };

  const ticker = window.setInterval(() => {
    for (const clock of root.querySelectorAll<HTMLElement>('[data-clock]')) clock.textContent = clockText();
  }, 250);

  return {
    update(next) {
      view = next;
      render();
    },
    setHistories(hands) {
      histories = hands;
      render();
    },
    destroy() {
      window.clearInterval(ticker);
    },
  };
}
