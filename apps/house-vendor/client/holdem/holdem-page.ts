import type { OpenSessionAnswer, VendorLanguage } from '../../src/play/play-contract.js';
import type { HandHistory } from '../../src/holdem/hand-history.js';
import type { RoomView } from '../../src/holdem/holdem-view.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { element } from '../shared/dom.js';
import { defaultLanguage, languageLocales } from '../shared/i18n.js';
import { createMoneyFormat, scaleOf } from '../shared/money.js';
import type { MoneyFormat } from '../shared/money.js';
import { readPlayParameters } from '../shared/play-parameters.js';
import { showToast } from '../shared/toast.js';
import type { VendorClient } from '../shared/vendor-api.js';
import { createHoldemTranslator, pageMessages } from './holdem-messages.js';
import type { HoldemMessageKey, Translate } from './holdem-messages.js';
import { mountHoldemTable } from './holdem-table-view.js';
import type { HoldemTableScreen } from './holdem-table-view.js';

/**
 * The Hold'em page: trades the launch token for a session, talks to the P2P table layer over the `pvp` live socket
 * (join a stake level, sit with a buy-in, act, sit out, leave) and draws each table view the server sends. The page
 * decides nothing: the server's view is the truth, a refusal comes back as a code the page translates.
 */

type Level = { id: string; stake: string; minBuyIn: string; maxBuyIn: string; seatCount: number };

type ServerMessage =
  | { type: 'ready'; levels: Level[]; balance: string }
  | { type: 'table'; level: Level; mySeat: number | null; balance: string; table: RoomView }
  | { type: 'history'; hands: (HandHistory | null)[] }
  | { type: 'error'; code: string; value: unknown }
  | { type: 'cashed-out'; amount: string; balance: string }
  | { type: 'left' };

function messageScreen(root: HTMLElement, text: string) {
  root.replaceChildren(element('div', { class: 'message-screen' }, [element('p', {}, [text])]));
}

export function refusalText(translate: Translate, code: string): string {
  const own = `holdem.error.${code}`;
  if (own in pageMessages.th) return translate(own as HoldemMessageKey);
  const common = errorMessageKey(code);
  if (common in pageMessages.th) return translate(common);
  return translate('error.UNKNOWN');
}

export async function startHoldemPage(root: HTMLElement, search: string, client: VendorClient): Promise<void> {
  const parameters = readPlayParameters(search);
  let language: VendorLanguage = parameters.language ?? defaultLanguage;
  let translate = createHoldemTranslator(language);
  document.documentElement.lang = language;
  root.replaceChildren(
    element('div', { class: 'message-screen', 'aria-busy': 'true' }, [
      element('div', { class: 'loading-spinner', 'aria-hidden': 'true' }),
      element('p', {}, [translate('common.loading')]),
    ]),
  );
  if (!parameters.token) return messageScreen(root, translate('error.LAUNCH_TOKEN_INVALID'));
  const opened = await client.post<OpenSessionAnswer>('/api/sessions', { token: parameters.token });
  if (!opened.ok) return messageScreen(root, refusalText(translate, opened.code));
  const session = opened.value;
  if (!parameters.language && session.language in languageLocales) {
    language = session.language;
    translate = createHoldemTranslator(language);
    document.documentElement.lang = language;
  }
  document.title = session.gameName;
  const money = createMoneyFormat(languageLocales[language], session.currency, scaleOf(session.balance));
  mountPage(root, session, translate, money, languageLocales[language]);
}

function mountPage(root: HTMLElement, session: OpenSessionAnswer, t: Translate, money: MoneyFormat, locale: string) {
  let socket: WebSocket | undefined;
  let levels: Level[] = [];
  let level: Level | null = null;
  let balance = money.toMinor(session.balance);
  let screen: HoldemTableScreen | null = null;
  let lastView: RoomView | null = null;
  let histories: HandHistory[] = [];
  // The player's own part of every deck (reference §4.2): drawn here in the browser, never by the server.
  const clientSeed = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

  const send = (message: Record<string, unknown>) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const balanceValue = element('strong', { class: 'hold-balance', 'data-testid': 'holdem-balance' });
  const top = element('div', { class: 'hold-top' }, [
    element('span', {}, [t('common.balance')]),
    balanceValue,
    session.mode === 'demo' ? element('span', { class: 'badge badge-demo' }, [t('common.playMoney')]) : '',
  ]);
  const body = element('div', { class: 'hold-body' });
  const dialog = element('dialog', { class: 'hold-dialog' });
  root.replaceChildren(top, body, dialog);
  const showBalance = () => {
    balanceValue.textContent = money.format(balance);
  };

  const showLevels = () => {
    screen?.destroy();
    screen = null;
    body.replaceChildren(
      element('section', { class: 'hold-levels' }, [
        element('h1', {}, [session.gameName]),
        element('p', { class: 'hold-levels-hint' }, [t('holdem.levels.pick')]),
        ...levels.map((candidate) => {
          const stake = money.toMinor(candidate.stake);
          const button = element('button', { class: 'hold-level', type: 'button', 'data-level': candidate.id }, [
            element('strong', {}, [
              t('holdem.blinds', { sb: money.formatPlain(stake / 2), bb: money.formatPlain(stake) }),
            ]),
            element('span', {}, [
              t('holdem.buyIn.range', {
                min: money.format(money.toMinor(candidate.minBuyIn)),
                max: money.format(money.toMinor(candidate.maxBuyIn)),
              }),
            ]),
          ]);
          button.addEventListener('click', () => send({ type: 'join', level: candidate.id }));
          return button;
        }),
      ]),
    );
  };

  /** The amount dialog of a buy-in (sit) or a top-up, within the table's range; the server checks it again. */
  const askAmount = (kind: 'sit' | 'top-up', min: number, max: number, onConfirm: (amount: number) => void) => {
    const start = kind === 'sit' ? Math.max(min, Math.min(max, balance)) : max;
    const input = element('input', {
      class: 'hold-buy-in-input',
      type: 'number',
      inputmode: 'decimal',
      min: money.toDecimal(min),
      max: money.toDecimal(max),
      step: '1',
      value: money.toDecimal(start),
      'aria-label': t('holdem.buyIn.amount'),
    });
    const label = (amount: number) =>
      kind === 'sit'
        ? t('holdem.buyIn.confirm', { amount: money.format(amount) })
        : t('holdem.topUp.confirm', { amount: money.format(amount) });
    const confirm = element('button', { class: 'hold-act is-raise', type: 'button' }, [label(start)]);
    input.addEventListener('input', () => {
      confirm.textContent = label(money.toMinor(input.value));
    });
    confirm.addEventListener('click', () => {
      dialog.close();
      onConfirm(money.toMinor(input.value));
    });
    const cancel = element('button', { class: 'hold-control', type: 'button' }, [t('common.close')]);
    cancel.addEventListener('click', () => dialog.close());
    dialog.replaceChildren(
      element('h2', {}, [kind === 'sit' ? t('holdem.buyIn.title') : t('holdem.topUp')]),
      element('label', { class: 'hold-buy-in-label' }, [
        t('holdem.buyIn.amount'),
        input,
        element('small', {}, [t('holdem.buyIn.range', { min: money.format(min), max: money.format(max) })]),
      ]),
      element('div', { class: 'hold-dialog-buttons' }, [cancel, confirm]),
    );
    dialog.showModal();
  };

  const askBuyIn = (seat: number) => {
    if (level === null) return;
    askAmount('sit', money.toMinor(level.minBuyIn), money.toMinor(level.maxBuyIn), (amount) =>
      send({ type: 'sit', seat, buyIn: money.toDecimal(amount), clientSeed }),
    );
  };

  const askTopUp = (stack: number) => {
    if (level === null) return;
    const room = money.toMinor(level.maxBuyIn) - stack;
    if (room <= 0) return;
    askAmount('top-up', Math.min(money.toMinor(level.stake), room), room, (amount) =>
      send({ type: 'top-up', amount: money.toDecimal(amount) }),
    );
  };

  const showTable = (view: RoomView) => {
    if (screen === null) {
      const holder = element('div');
      body.replaceChildren(holder);
      screen = mountHoldemTable(holder, {
        translate: t,
        money,
        locale,
        timeZone: session.timeZone,
        callbacks: {
          act: (action) =>
            send(
              action.type === 'raise'
                ? { type: 'act', action: 'raise', to: money.toDecimal(action.to) }
                : { type: 'act', action: action.type },
            ),
          sit: (seat) => askBuyIn(seat),
          setSittingOut: (value) => send({ type: 'sit-out', value }),
          topUp: (stack) => askTopUp(stack),
          leave: () => send({ type: 'leave' }),
        },
      });
    }
    lastView = view;
    screen.update(view);
    if (histories.length > 0) screen.setHistories(histories);
  };

  const onMessage = (message: ServerMessage) => {
    switch (message.type) {
      case 'ready':
        levels = message.levels;
        balance = money.toMinor(message.balance);
        if (level === null || lastView === null) showLevels();
        break;
      case 'table':
        level = message.level;
        balance = money.toMinor(message.balance);
        showTable(message.table);
        break;
      case 'cashed-out':
        balance = money.toMinor(message.balance);
        showToast(t('holdem.cashedOut', { amount: money.format(money.toMinor(message.amount)) }));
        break;
      case 'left':
        level = null;
        lastView = null;
        showLevels();
        break;
      case 'error':
        showToast(refusalText(t, message.code));
        break;
      case 'history':
        histories = message.hands.filter((hand): hand is HandHistory => hand !== null);
        screen?.setHistories(histories);
        break;
    }
    showBalance();
  };

  let reconnectDelay = 500;
  const connect = () => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const next = new WebSocket(`${protocol}//${window.location.host}/api/live/pvp`);
    socket = next;
    next.addEventListener('open', () => {
      reconnectDelay = 500;
      next.send(JSON.stringify({ sessionId: session.sessionId }));
    });
    next.addEventListener('message', (event: MessageEvent<string>) => {
      try {
        onMessage(JSON.parse(event.data) as ServerMessage);
      } catch {
        // A message the page cannot read is skipped; the next view corrects the screen.
      }
    });
    next.addEventListener('close', (event) => {
      if (socket !== next) return;
      if (event.code === 4401) return messageScreen(root, t('error.SESSION_NOT_FOUND'));
      showToast(t('holdem.reconnecting'));
      window.setTimeout(connect, reconnectDelay);
      reconnectDelay = Math.min(8_000, reconnectDelay * 2);
    });
  };
  showBalance();
  connect();
}
