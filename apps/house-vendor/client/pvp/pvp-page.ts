import type { OpenSessionAnswer, VendorLanguage } from '../../src/play/play-contract.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { element } from '../shared/dom.js';
import { defaultLanguage, languageLocales } from '../shared/i18n.js';
import { createMoneyFormat, scaleOf } from '../shared/money.js';
import type { MoneyFormat } from '../shared/money.js';
import { readPlayParameters } from '../shared/play-parameters.js';
import { showToast } from '../shared/toast.js';
import type { VendorAnswer } from '../shared/vendor-api.js';
import { cardBack, cardFace, cardText } from './pvp-card.js';
import { createPvpTranslator, pvpErrorKey } from './pvp-messages.js';
import type { MessageKey, PvpTranslate } from './pvp-messages.js';

type Level = { id: string; stake: string; minBuyIn: string; maxBuyIn: string; seatCount: number };
type SeatResult = { multiple: number; grossMinor: number; commissionMinor: number; netMinor: number; early: boolean };
type HandView = {
  cardCount: number;
  cards: string[] | null;
  handClass: string | null;
  points: number | null;
  deng: number | null;
  decided: boolean;
  decision: string | null;
  result: SeatResult | null;
};
type SeatView = {
  seat: number;
  stack: number;
  sittingOut: boolean;
  connected: boolean;
  leaving: boolean;
  willingToBank: boolean;
  timeBankMs: number;
  hand: HandView | null;
};
type GameView = {
  handNumber: number;
  phase: 'waiting' | 'opening' | 'players' | 'banker' | 'showing';
  clockEndsAt: number | null;
  myDeadline: number | null;
  stake: number;
  minPlayerStack: number;
  commissionBasisPoints: number;
  bankerRule: { kind: 'fixed'; term: number } | { kind: 'bidding'; terms: number[] };
  bankerSeat: number | null;
  houseBanks: boolean;
  bankerTermLeft: number;
  commitment: string | null;
  reveal: { handNumber: number; serverSeed: string; clientSeed: string; commitment: string } | null;
  voided: boolean;
  seats: SeatView[];
  houseHand: HandView | null;
  legal: string[];
};
type TableMessage = {
  type: 'table';
  level: Level;
  tableNumber: number;
  serverTime: number;
  mySeat: number | null;
  reserved: number[];
  balance: string;
  /** Seated players' masked names by seat (never a login or an id); absent for a seat without one. */
  names?: Record<string, string>;
  table: GameView;
};
type HistorySeat = {
  seat: number;
  cards: string[];
  handClass: string | null;
  points: number | null;
  deng: number | null;
  decision: string | null;
  auto: string | null;
  result: SeatResult | null;
  mine: boolean;
  house?: boolean;
};
type HistoryRecord = {
  handNumber: number;
  stakeMinor: number;
  endedAt: string;
  voided: boolean;
  fairness: { commitment: string; serverSeed: string; clientSeed: string };
  banker: HistorySeat;
  players: HistorySeat[];
  houseTakeMinor: number;
};

export type PvpApi = {
  openSession(token: string): Promise<VendorAnswer<OpenSessionAnswer>>;
  socketUrl(): string;
};

const fatalCodes = new Set(['SESSION_NOT_FOUND', 'LAUNCH_TOKEN_INVALID', 'PLAYER_BLOCKED', 'NOT_FOUND']);

function messageScreen(root: HTMLElement, text: string) {
  root.replaceChildren(
    element('div', { class: 'message-screen', role: 'alert' }, [
      element('div', { class: 'message-card' }, [element('p', {}, [text])]),
    ]),
  );
}

/** "Pok 9 · 2 deng", "7 points · 3 deng": how a hand reads on the felt and in the history. */
export function describeHand(
  translate: PvpTranslate,
  hand: { handClass: string | null; points: number | null; deng: number | null },
) {
  if (!hand.handClass) return '';
  const name = translate(`hand.class.${hand.handClass}` as MessageKey, { points: hand.points ?? 0 });
  return `${name} · ${translate('hand.deng', { count: hand.deng ?? 1 })}`;
}

/**
 * The Pok Deng page: trades the launch token for a session, opens the live channel `pvp`, lists the stake levels,
 * then shows the table the server sends (each seat sees only its own cards until the showdown) and sends the
 * player's wishes. The page decides nothing: it redraws from every table message.
 */
export async function startPvpPage(root: HTMLElement, search: string, api: PvpApi): Promise<void> {
  const { token, language: requested } = readPlayParameters(search);
  let language: VendorLanguage = requested ?? defaultLanguage;
  let translate = createPvpTranslator(language);
  document.documentElement.lang = language;
  document.title = translate('page.title');
  root.replaceChildren(
    element('div', { class: 'message-screen', 'aria-busy': 'true' }, [
      element('div', { class: 'loading-spinner', 'aria-hidden': 'true' }),
      element('p', {}, [translate('common.loading')]),
    ]),
  );
  if (!token) return messageScreen(root, translate('error.LAUNCH_TOKEN_INVALID'));
  const opened = await api.openSession(token);
  if (!opened.ok) return messageScreen(root, translate(errorMessageKey(opened.code)));
  const session = opened.value;
  language = requested ?? session.language;
  translate = createPvpTranslator(language);
  document.documentElement.lang = language;
  document.title = session.gameName || translate('page.title');
  const money: MoneyFormat = createMoneyFormat(languageLocales[language], session.currency, scaleOf(session.balance));

  let balance = session.balance;
  let levels: Level[] = [];
  let table: TableMessage | null = null;
  let history: HistoryRecord[] = [];
  let clockOffset = 0;
  let socket: WebSocket | null = null;
  let closedForGood = false;
  let retryMs = 500;

  const header = element('header', { class: 'pvp-header' });
  const body = element('div', { class: 'pvp-body' });
  const dialog = element('dialog', { class: 'pvp-dialog' });
  root.replaceChildren(element('div', { class: 'pvp-page' }, [header, body, dialog]));

  function sendMessage(message: unknown) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else showToast(translate('error.pvp.CONNECTION_LOST'));
  }

  function renderHeader() {
    header.replaceChildren(
      element('h1', { class: 'pvp-title' }, [session.gameName || translate('page.title')]),
      element('div', { class: 'pvp-balance' }, [
        element('span', { class: 'pvp-balance-label' }, [translate('common.balance')]),
        element('strong', { class: 'tabular', 'data-testid': 'balance' }, [money.format(money.toMinor(balance))]),
      ]),
      element('div', { class: 'pvp-header-buttons' }, [
        button(translate('action.rules'), () => openRules(), 'button'),
        table && button(translate('action.history'), () => openHistory(), 'button'),
      ]),
    );
  }

  function button(label: string, onClick: () => void, kind = 'button button-primary', testId?: string) {
    const node = element('button', { type: 'button', class: kind, 'data-testid': testId ?? null }, [label]);
    node.addEventListener('click', onClick);
    return node;
  }

  function renderLobby() {
    body.replaceChildren(
      element('section', { class: 'pvp-lobby' }, [
        element('h2', {}, [translate('lobby.heading')]),
        element('p', { class: 'pvp-muted' }, [translate('lobby.intro')]),
        element('p', { class: 'pvp-muted' }, [translate('lobby.peopleOnly')]),
        element(
          'ul',
          { class: 'pvp-levels' },
          levels.map((level) =>
            element('li', { class: 'pvp-level' }, [
              element('strong', { class: 'tabular' }, [
                translate('lobby.stake', { amount: money.format(money.toMinor(level.stake)) }),
              ]),
              element('span', { class: 'pvp-muted tabular' }, [
                translate('lobby.buyIn', {
                  min: money.format(money.toMinor(level.minBuyIn)),
                  max: money.format(money.toMinor(level.maxBuyIn)),
                }),
              ]),
              button(
                translate('lobby.join'),
                () => sendMessage({ type: 'join', level: level.id }),
                'button button-primary',
                `join-${level.id}`,
              ),
            ]),
          ),
        ),
      ]),
    );
  }

  function handNode(hand: HandView, hiddenLabel: string) {
    const cards: Node[] = [];
    if (hand.cards) for (const name of hand.cards) cards.push(cardFace(name));
    else for (let index = 0; index < hand.cardCount; index += 1) cards.push(cardBack(hiddenLabel));
    return element('div', { class: 'pvp-hand' }, [
      element('div', { class: 'pvp-cards' }, cards),
      hand.cards && element('div', { class: 'pvp-hand-name' }, [describeHand(translate, hand)]),
      hand.result && resultNode(hand.result),
    ]);
  }

  function resultNode(result: SeatResult) {
    const net = result.netMinor;
    const text =
      net > 0
        ? translate('result.win', { amount: money.format(net) })
        : net < 0
          ? translate('result.lose', { amount: money.format(-net) })
          : translate('result.push');
    return element('div', { class: `pvp-result ${net > 0 ? 'is-win' : net < 0 ? 'is-loss' : 'is-push'}` }, [
      element('span', {}, [text]),
      result.commissionMinor > 0 &&
        element('span', { class: 'pvp-commission' }, [
          translate('result.commission', { amount: money.format(result.commissionMinor) }),
        ]),
      result.early && element('span', { class: 'pvp-commission' }, [translate('result.early')]),
    ]);
  }

  function seatNode(view: GameView, number: number, message: TableMessage) {
    const seat = view.seats.find((entry) => entry.seat === number);
    const mine = message.mySeat === number;
    if (!seat) {
      const reserved = message.reserved.includes(number);
      return element('li', { class: 'pvp-seat is-empty' }, [
        element('span', { class: 'pvp-seat-name' }, [translate('table.seat', { seat: number })]),
        message.mySeat === null && !reserved
          ? button(translate('table.sitHere'), () => openBuyIn(number), 'button button-primary', `sit-${number}`)
          : element('span', { class: 'pvp-muted' }, [translate('table.empty')]),
      ]);
    }
    const isBanker = view.bankerSeat === number && !view.houseBanks;
    const statuses: string[] = [];
    if (seat.sittingOut) statuses.push(translate('table.sittingOut'));
    if (!seat.connected) statuses.push(translate('table.away'));
    if (seat.leaving) statuses.push(translate('table.leaving'));
    if (seat.stack < view.minPlayerStack && !isBanker)
      statuses.push(translate('table.needsTopUp', { amount: money.format(view.minPlayerStack) }));
    if (seat.willingToBank && !isBanker) statuses.push(translate('table.willingToBank'));
    return element(
      'li',
      { class: `pvp-seat${mine ? ' is-me' : ''}${isBanker ? ' is-banker' : ''}`, 'data-testid': `seat-${number}` },
      [
        element('div', { class: 'pvp-seat-head' }, [
          element('span', { class: 'pvp-seat-name', 'data-testid': `seat-name-${number}` }, [
            mine
              ? `${translate('table.you')} · ${translate('table.seat', { seat: number })}`
              : message.names?.[number]
                ? translate('table.seatNamed', { name: message.names[number], seat: number })
                : translate('table.seat', { seat: number }),
          ]),
          isBanker && element('span', { class: 'badge pvp-banker-badge' }, [translate('table.banker')]),
        ]),
        element('div', { class: 'pvp-stack tabular', 'data-testid': mine ? 'my-stack' : null }, [
          money.format(seat.stack),
        ]),
        seat.hand && handNode(seat.hand, translate('hand.hidden')),
        statuses.length > 0 && element('div', { class: 'pvp-seat-status' }, [statuses.join(' · ')]),
      ],
    );
  }

  function phaseText(view: GameView) {
    if (view.phase === 'showing' && view.voided) return translate('phase.voided');
    return translate(`phase.${view.phase}` as MessageKey);
  }

  const timerText = element('span', { class: 'pvp-timer tabular', 'data-testid': 'timer' });
  const timerBar = element('span', { class: 'pvp-timer-bar' });

  function updateTimer() {
    const view = table?.table;
    if (!view) return;
    const now = Date.now() + clockOffset;
    const deadline = view.myDeadline ?? view.clockEndsAt;
    if (deadline === null) {
      timerText.textContent = '';
      timerBar.style.setProperty('--left', '0');
      return;
    }
    const clockLeft = Math.max(0, (view.clockEndsAt ?? deadline) - now);
    const left = Math.max(0, deadline - now);
    const inBank = view.myDeadline !== null && clockLeft === 0 && left > 0;
    timerText.textContent = `${inBank ? `${translate('timer.timeBank')} ` : ''}${translate('timer.seconds', { count: Math.ceil(left / 1000) })}`;
    timerText.classList.toggle('is-urgent', left < 3_000);
    const total = view.phase === 'opening' ? 4_000 : 10_000;
    timerBar.style.setProperty('--left', String(Math.min(1, (inBank ? left : clockLeft) / total)));
  }
  window.setInterval(updateTimer, 250);

  function actionsNode(message: TableMessage) {
    const view = message.table;
    const actions: Node[] = [];
    if (view.legal.includes('draw'))
      actions.push(
        button(
          translate('action.draw'),
          () => sendMessage({ type: 'act', action: 'draw' }),
          'button button-primary',
          'action-draw',
        ),
      );
    if (view.legal.includes('stand'))
      actions.push(
        button(
          translate('action.stand'),
          () => sendMessage({ type: 'act', action: 'stand' }),
          'button',
          'action-stand',
        ),
      );
    if (view.legal.includes('fight-three'))
      actions.push(
        button(
          translate('action.fightThree'),
          () => sendMessage({ type: 'act', action: 'fight-three' }),
          'button',
          'action-fight-three',
        ),
      );
    const mine = view.seats.find((seat) => seat.seat === message.mySeat);
    const tools: Node[] = [];
    if (mine) {
      if (mine.willingToBank)
        tools.push(
          button(translate('action.stopBanking'), () => sendMessage({ type: 'act', action: 'no-bank' }), 'button'),
        );
      else if (view.bankerRule.kind === 'fixed')
        tools.push(
          button(translate('action.bank'), () => sendMessage({ type: 'act', action: 'bank' }), 'button', 'action-bank'),
        );
      else
        for (const term of view.bankerRule.terms)
          tools.push(
            button(
              translate('action.bankTerm', { count: term }),
              () => sendMessage({ type: 'act', action: 'bank', term }),
              'button',
              `action-bank-${term}`,
            ),
          );
      tools.push(button(translate('action.topUp'), () => openBuyIn(null), 'button'));
      tools.push(
        mine.sittingOut
          ? button(translate('action.sitIn'), () => sendMessage({ type: 'sit-out', value: false }), 'button')
          : button(translate('action.sitOut'), () => sendMessage({ type: 'sit-out', value: true }), 'button'),
      );
    }
    tools.push(button(translate('action.leave'), () => sendMessage({ type: 'leave' }), 'button', 'action-leave'));
    return element('section', { class: 'pvp-actions' }, [
      actions.length > 0 &&
        element('div', { class: 'pvp-decide' }, [
          element('span', { class: 'pvp-your-turn' }, [translate('timer.yourTurn')]),
          ...actions,
        ]),
      element('div', { class: 'pvp-tools' }, tools),
    ]);
  }

  function fairnessNode(view: GameView) {
    const shown =
      view.reveal ?? (view.commitment ? { commitment: view.commitment, serverSeed: null, clientSeed: null } : null);
    if (!shown) return null;
    return element('section', { class: 'pvp-fair' }, [
      element('div', {}, [
        element('span', { class: 'pvp-muted' }, [translate('fair.commitment')]),
        element('code', { 'data-testid': 'commitment' }, [shown.commitment]),
      ]),
      shown.serverSeed &&
        element('div', {}, [
          element('span', { class: 'pvp-muted' }, [translate('fair.revealed')]),
          element('code', { 'data-testid': 'revealed-seed' }, [shown.serverSeed]),
        ]),
      element('p', { class: 'pvp-muted pvp-small' }, [translate('fair.explain')]),
    ]);
  }

  function renderTable(message: TableMessage) {
    const view = message.table;
    const bankerName = view.bankerSeat === null ? undefined : message.names?.[view.bankerSeat];
    const bankerLabel = view.houseBanks
      ? translate('table.bankerHouse')
      : view.bankerSeat === message.mySeat
        ? translate('table.bankerYou')
        : bankerName
          ? translate('table.bankerNamed', { name: bankerName, seat: view.bankerSeat ?? 0 })
          : translate('table.bankerSeat', { seat: view.bankerSeat ?? 0 });
    const seats: Node[] = [];
    for (let number = 1; number <= message.level.seatCount; number += 1) seats.push(seatNode(view, number, message));
    body.replaceChildren(
      element('section', { class: 'pvp-info' }, [
        element('strong', {}, [translate('table.heading', { number: message.tableNumber })]),
        element('span', { class: 'tabular' }, [translate('table.stake', { amount: money.format(view.stake) })]),
        element('span', { 'data-testid': 'commission' }, [
          translate('table.commission', { rate: view.commissionBasisPoints / 100 }),
        ]),
        element('span', { 'data-testid': 'banker-rule' }, [
          view.bankerRule.kind === 'fixed'
            ? translate('table.ruleFixed', { term: view.bankerRule.term })
            : translate('table.ruleBidding'),
        ]),
        element('span', { class: 'pvp-banker-line', 'data-testid': 'banker' }, [
          bankerLabel,
          !view.houseBanks && view.bankerTermLeft > 0
            ? ` · ${translate('table.termLeft', { count: view.bankerTermLeft })}`
            : '',
        ]),
        view.handNumber > 0 &&
          element('span', { 'data-testid': 'hand-number' }, [translate('table.hand', { number: view.handNumber })]),
      ]),
      element(
        'section',
        { class: `pvp-status phase-${view.phase}`, 'data-phase': view.phase, 'data-hand': view.handNumber },
        [element('span', { 'data-testid': 'phase' }, [phaseText(view)]), timerText, timerBar],
      ),
      element('section', { class: 'pvp-felt' }, [
        view.houseHand &&
          element('div', { class: 'pvp-house' }, [
            element('span', { class: 'badge pvp-banker-badge' }, [translate('table.houseBanker')]),
            handNode(view.houseHand, translate('hand.hidden')),
          ]),
        element('ol', { class: 'pvp-seats' }, seats),
      ]),
      message.mySeat !== null || view.legal.length > 0
        ? actionsNode(message)
        : element('section', { class: 'pvp-actions' }, [
            element('div', { class: 'pvp-tools' }, [
              button(translate('action.leave'), () => sendMessage({ type: 'leave' }), 'button', 'action-leave'),
            ]),
          ]),
      fairnessNode(view) ?? '',
    );
    updateTimer();
  }

  function render() {
    renderHeader();
    if (table) renderTable(table);
    else renderLobby();
  }

  function openBuyIn(seat: number | null) {
    if (!table) return;
    const level = table.level;
    const mine = table.table.seats.find((entry) => entry.seat === table?.mySeat);
    const maxMinor = money.toMinor(level.maxBuyIn) - (mine?.stack ?? 0);
    const minMinor = seat === null ? Math.min(table.table.stake, maxMinor) : money.toMinor(level.minBuyIn);
    const input = element('input', {
      type: 'number',
      inputmode: 'decimal',
      min: money.toDecimal(minMinor),
      max: money.toDecimal(maxMinor),
      step: money.toDecimal(1),
      value: money.toDecimal(seat === null ? minMinor : Math.min(maxMinor, 4 * minMinor)),
      'aria-label': translate('buyIn.amount'),
      'data-testid': 'buy-in-amount',
    });
    dialog.replaceChildren(
      element('form', { method: 'dialog', class: 'pvp-dialog-body' }, [
        element('h2', {}, [seat === null ? translate('buyIn.topUpHeading') : translate('buyIn.heading', { seat })]),
        element('label', {}, [translate('buyIn.amount'), input]),
        element('p', { class: 'pvp-muted tabular' }, [
          translate('buyIn.range', { min: money.format(minMinor), max: money.format(maxMinor) }),
        ]),
        element('div', { class: 'pvp-dialog-buttons' }, [
          button(translate('action.cancel'), () => dialog.close(), 'button'),
          button(
            translate('action.confirm'),
            () => {
              const amount = Number(input.value).toFixed(money.scale);
              if (seat === null) sendMessage({ type: 'top-up', amount });
              else sendMessage({ type: 'sit', seat, buyIn: amount, clientSeed: clientSeed() });
              dialog.close();
            },
            'button button-primary',
            'buy-in-confirm',
          ),
        ]),
      ]),
    );
    dialog.showModal();
  }

  function clientSeed() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  function openPanel(title: string, content: Node[]) {
    dialog.replaceChildren(
      element('div', { class: 'pvp-dialog-body pvp-panel' }, [
        element('div', { class: 'pvp-panel-head' }, [
          element('h2', {}, [title]),
          button(translate('common.close'), () => dialog.close(), 'button'),
        ]),
        ...content,
      ]),
    );
    dialog.showModal();
  }

  function openRules() {
    const view = table?.table;
    const rule = view?.bankerRule;
    const term = rule?.kind === 'fixed' ? rule.term : 5;
    const stake = view?.stake ?? money.toMinor(levels[0]?.stake ?? '0');
    const rate = (view?.commissionBasisPoints ?? 500) / 100;
    const keys: [MessageKey, Record<string, string | number>][] = [
      ['rules.goal', {}],
      ['rules.points', {}],
      ['rules.pok', {}],
      ['rules.classes', {}],
      ['rules.deng', {}],
      ['rules.compare', {}],
      ['rules.draw', {}],
      rule?.kind === 'bidding'
        ? ['rules.bankerBidding', { short: Math.min(...rule.terms), long: Math.max(...rule.terms) }]
        : ['rules.banker', { term }],
      ['rules.cover', { amount: money.format(5 * stake) }],
      ['rules.commission', { rate }],
      ['rules.timers', { player: 10, banker: 10 }],
      ['rules.leaving', {}],
      ['rules.fault', {}],
      ['rules.fairness', {}],
      ['rules.people', {}],
    ];
    openPanel(
      translate('rules.heading'),
      keys.map(([key, values]) => element('p', {}, [translate(key, values)])),
    );
  }

  function historySeatLine(seat: HistorySeat, banker: boolean) {
    const cards = seat.cards.map(cardText).join(' ') || translate('hand.hidden');
    const hand = describeHand(translate, seat);
    const key: MessageKey = banker
      ? seat.house
        ? 'history.houseLine'
        : 'history.bankerLine'
      : seat.mine
        ? 'history.yourLine'
        : 'history.seatLine';
    const decision =
      seat.decision !== null && seat.auto !== 'pok'
        ? ` · ${translate(`history.decision.${seat.decision}` as MessageKey)}${seat.auto ? ` (${translate('history.auto')})` : ''}`
        : '';
    return element('li', { class: seat.mine ? 'is-mine' : '' }, [
      translate(key, { seat: seat.seat, cards, hand }) + decision,
    ]);
  }

  function openHistory() {
    const formatTime = new Intl.DateTimeFormat(languageLocales[language], {
      timeStyle: 'medium',
      timeZone: session.timeZone,
    });
    const entries = [...history].reverse().map((record) => {
      const mine = [...record.players, record.banker].find((seat) => seat.mine);
      const result = mine?.result;
      const resultText = result
        ? result.netMinor > 0
          ? translate('result.win', { amount: money.format(result.netMinor) })
          : result.netMinor < 0
            ? translate('result.lose', { amount: money.format(-result.netMinor) })
            : translate('result.push')
        : null;
      return element('li', { class: 'pvp-history-hand', 'data-testid': 'history-hand' }, [
        element('strong', {}, [
          translate('history.handLine', {
            number: record.handNumber,
            stake: money.format(record.stakeMinor),
            time: formatTime.format(new Date(record.endedAt)),
          }),
        ]),
        record.voided
          ? element('p', {}, [translate('history.voided')])
          : element('ul', {}, [
              historySeatLine(record.banker, true),
              ...record.players.map((seat) => historySeatLine(seat, false)),
            ]),
        resultText &&
          element('p', { class: 'pvp-history-result' }, [
            translate('history.resultLine', { result: resultText }),
            mine?.result?.commissionMinor
              ? ` · ${translate('result.commission', { amount: money.format(mine.result.commissionMinor) })}`
              : '',
          ]),
        element('p', { class: 'pvp-muted pvp-small' }, [
          translate('history.totals', { amount: money.format(record.houseTakeMinor) }),
        ]),
        element('p', { class: 'pvp-muted pvp-small pvp-break' }, [
          translate('history.verify', { commitment: record.fairness.commitment, seed: record.fairness.serverSeed }),
        ]),
        button(
          translate('action.copyRecord'),
          () => {
            void navigator.clipboard
              ?.writeText(JSON.stringify(record, null, 2))
              .then(() => showToast(translate('action.copied')));
          },
          'button',
        ),
      ]);
    });
    openPanel(
      translate('history.heading'),
      entries.length > 0
        ? [element('ol', { class: 'pvp-history' }, entries)]
        : [element('p', {}, [translate('history.empty')])],
    );
  }

  function onMessage(data: string) {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(data) as Record<string, unknown>;
    } catch {
      return;
    }
    switch (message.type) {
      case 'ready':
        levels = message.levels as Level[];
        balance = message.balance as string;
        clockOffset = (message.serverTime as number) - Date.now();
        render();
        return;
      case 'table':
        table = message as unknown as TableMessage;
        balance = table.balance;
        clockOffset = table.serverTime - Date.now();
        // The dialog lives outside the redrawn parts: an open buy-in or panel stays open.
        render();
        return;
      case 'history':
        history = (message.hands as (HistoryRecord | null)[]).filter((hand): hand is HistoryRecord => hand !== null);
        return;
      case 'cashed-out':
        balance = message.balance as string;
        showToast(translate('toast.cashedOut', { amount: money.format(money.toMinor(message.amount as string)) }));
        renderHeader();
        return;
      case 'left':
        table = null;
        render();
        return;
      case 'error': {
        const code = String(message.code);
        showToast(translate(pvpErrorKey(code)));
        if (fatalCodes.has(code)) {
          closedForGood = true;
          messageScreen(root, translate(pvpErrorKey(code)));
        }
        return;
      }
    }
  }

  function connect() {
    const opening = new WebSocket(api.socketUrl());
    socket = opening;
    opening.addEventListener('open', () => {
      retryMs = 500;
      opening.send(JSON.stringify({ sessionId: session.sessionId }));
    });
    opening.addEventListener('message', (event) => onMessage(String(event.data)));
    opening.addEventListener('close', (event) => {
      if (socket !== opening || closedForGood) return;
      if (event.code === 4401 || event.code === 4404) {
        closedForGood = true;
        messageScreen(root, translate('error.pvp.SESSION_NOT_FOUND'));
        return;
      }
      showToast(translate('error.pvp.CONNECTION_LOST'));
      window.setTimeout(connect, retryMs);
      retryMs = Math.min(8_000, retryMs * 2);
    });
  }

  render();
  connect();
}
