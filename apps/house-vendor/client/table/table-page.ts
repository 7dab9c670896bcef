import type { OpenSessionAnswer, TableStateAnswer, VendorLanguage } from '../../src/play/play-contract.js';
import type { TableBet, TableSummary } from '../../src/tables/table-types.js';
import {
  addChip,
  emptySlip,
  findShortSpot,
  repeatBets,
  slipBets,
  slipTotal,
  totalsBySpot,
  undoChip,
} from './bet-slip.js';
import type { BetSlip, PlacedChip, SlipContext, SlipLimit, SlipLimits } from './bet-slip.js';
import { chipTone, createBettingBoard, spotLabel } from './betting-board.js';
import { createCardStage } from './card-stage.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { element, prefersReducedMotion } from '../shared/dom.js';
import { defaultLanguage, languageLocales } from '../shared/i18n.js';
import { createMoneyFormat, scaleOf } from '../shared/money.js';
import type { MoneyFormat } from '../shared/money.js';
import { readPlayParameters } from '../shared/play-parameters.js';
import { chipLabel } from './chip-label.js';
import { icon } from './icons.js';
import { createCountdownRing, urgentMs } from './countdown-ring.js';
import { createInfoPanel } from './info-panel.js';
import { createRouletteStage } from './roulette-stage.js';
import type { TableApi } from './table-api.js';
import { createServerClock, nextPollDelayMs, phaseRemainingMs, revealElapsedMs } from './table-clock.js';
import { createTableTranslator } from './table-messages.js';
import type { MessageKey, Translate } from './table-messages.js';
import { roadBeads, summarizeOutcome } from './table-outcome.js';
import type { TableStage } from './table-stage.js';
import { needsTransferHint } from './transfer-hint.js';

/** Errors after which the page cannot go on: the player has to open the game again from the site. */
const fatalCodes = new Set(['SESSION_NOT_FOUND', 'LAUNCH_TOKEN_INVALID', 'PLAYER_BLOCKED', 'NOT_FOUND']);

function applyLanguage(language: VendorLanguage) {
  document.documentElement.lang = language;
}

function showMessageScreen(root: HTMLElement, translate: Translate, key: MessageKey, retry: boolean) {
  root.replaceChildren(
    element('div', { class: 'message-screen', role: 'alert' }, [
      element('div', { class: 'message-card' }, [
        element('p', {}, [translate(key)]),
        retry && element('button', { type: 'button', class: 'button button-primary' }, [translate('common.retry')]),
      ]),
    ]),
  );
  root.querySelector('.message-card button')?.addEventListener('click', () => window.location.reload());
}

/**
 * The table page: trades the launch token for a session, then follows the shared table by polling its state,
 * shows each round's reveal on time, and sends the player's chips when they confirm.
 */
export async function startTablePage(root: HTMLElement, search: string, api: TableApi): Promise<void> {
  const { token, game: gameKind, language: requested } = readPlayParameters(search);
  let language: VendorLanguage = requested ?? defaultLanguage;
  let translate = createTableTranslator(language);
  applyLanguage(language);
  const loadingTitle =
    gameKind === 'baccarat' || gameKind === 'roulette' || gameKind === 'dragon-tiger'
      ? translate(`page.title.${gameKind}`)
      : '';
  document.title = loadingTitle || translate('common.loading');
  root.replaceChildren(
    element('div', { class: 'message-screen', 'aria-busy': 'true' }, [
      element('div', { class: 'loading-spinner', 'aria-hidden': 'true' }),
      element('p', {}, [translate('common.loading')]),
    ]),
  );
  if (!token) {
    showMessageScreen(root, translate, 'error.LAUNCH_TOKEN_INVALID', false);
    return;
  }
  const opened = await api.openSession(token);
  if (!opened.ok) {
    showMessageScreen(root, translate, errorMessageKey(opened.code), !fatalCodes.has(opened.code));
    return;
  }
  if (!requested && opened.value.language) {
    language = opened.value.language;
    translate = createTableTranslator(language);
    applyLanguage(language);
  }
  const summary = opened.value.table;
  if (!summary) {
    showMessageScreen(root, translate, 'error.NOT_FOUND', false);
    return;
  }
  mountTable(root, { session: opened.value, summary, translate, language, api });
}

type TableContext = {
  session: OpenSessionAnswer;
  summary: TableSummary;
  translate: Translate;
  language: VendorLanguage;
  api: TableApi;
};

function createStage(summary: TableSummary, translate: Translate): TableStage {
  return summary.kind === 'roulette'
    ? createRouletteStage(translate, summary.timetable.drawingMs)
    : createCardStage(summary.kind, translate, summary.timetable.drawingMs);
}

function limitsOf(summary: TableSummary, money: MoneyFormat): SlipLimits {
  return {
    spots: new Map(
      summary.spots.map((spot) => [
        spot.id,
        { minMinor: money.toMinor(spot.minBet), maxMinor: money.toMinor(spot.maxBet) },
      ]),
    ),
    roundMaxMinor: money.toMinor(summary.roundMaxBet),
    stepMinor: Math.max(1, money.toMinor(summary.betStep)),
  };
}

function betsToMap(bets: readonly TableBet[], money: MoneyFormat): Map<string, number> {
  return totalsBySpot(bets.map((bet) => ({ spot: bet.spot, amountMinor: money.toMinor(bet.amount) })));
}

function mountTable(root: HTMLElement, context: TableContext) {
  const { session, summary, translate, language, api } = context;
  const money = createMoneyFormat(languageLocales[language], session.currency, scaleOf(summary.betStep));
  const clock = createServerClock();
  const limits = limitsOf(summary, money);
  const chipsMinor = summary.chips.map((chip) => money.toMinor(chip)).filter((chip) => chip > 0);
  const reducedMotion = prefersReducedMotion();
  const title = session.gameName || translate(`page.title.${summary.kind}`);
  document.title = title;

  let view: TableStateAnswer | null = null;
  let balanceMinor = money.toMinor(session.balance);
  let confirmed = new Map<string, number>();
  let slip: BetSlip = emptySlip('');
  let selectedChip = chipsMinor[0] ?? limits.stepMinor;
  let previousRoundBets: PlacedChip[] = [];
  let revealedRoundId: string | null = null;
  let resultRoundId: string | null = null;
  let sending = false;
  let lastPlacedAtMs = 0;
  let failures = 0;
  let stopped = false;
  let pollTimer = 0;

  const balanceValue = element('span', { class: 'balance-value' }, [money.format(balanceMinor)]);
  const header = element('header', { class: 'table-header' }, [
    element('div', { class: 'table-title' }, [
      element('h1', {}, [title]),
      session.mode === 'demo' && element('span', { class: 'badge badge-demo' }, [translate('common.playMoney')]),
    ]),
    element('div', { class: 'balance', 'aria-live': 'polite' }, [
      element('span', { class: 'balance-label' }, [
        translate(session.walletModel === 'transfer' ? 'wallet.transferLabel' : 'common.balance'),
      ]),
      balanceValue,
    ]),
  ]);

  const stage = createStage(summary, translate);
  const countdown = createCountdownRing();
  const roundLabel = element('span', { class: 'round-label' });
  const phaseLabel = element('span', { class: 'phase-label', 'aria-live': 'polite' });
  const resultHeadline = element('strong', { class: 'result-headline' });
  const resultPersonal = element('span', { class: 'result-personal' });
  const resultBanner = element('div', { class: 'result-banner', 'aria-live': 'polite' }, [
    resultHeadline,
    resultPersonal,
  ]);
  const connection = element('div', { class: 'connection-banner', role: 'status' }, [translate('page.reconnecting')]);
  const stageSection = element('section', { class: `stage stage-${summary.kind}` }, [
    element('div', { class: 'stage-top' }, [
      element('div', { class: 'stage-labels' }, [phaseLabel, roundLabel]),
      countdown.root,
    ]),
    element('div', { class: 'felt' }, [stage.root, resultBanner]),
    connection,
  ]);

  const roadStrip = element('ol', { class: `road road-${summary.kind}` });
  const roadSection = element('section', { class: 'panel road-panel' }, [
    element('h2', { class: 'panel-title' }, [icon('history'), translate('road.title')]),
    element('div', { class: 'road-scroller' }, [roadStrip]),
  ]);

  const board = createBettingBoard(summary, translate, money, (spot) => placeChip(spot));
  const hint = element('p', { class: 'board-hint' }, [translate('bets.tapHint')]);
  const boardSection = element('section', { class: 'board-section' }, [board.root, hint]);

  const myBetsList = element('ul', { class: 'my-bets-list' });
  const myBetsTotal = element('span', { class: 'my-bets-total' });
  const myBetsSection = element('section', { class: 'panel my-bets-panel' }, [
    element('h2', { class: 'panel-title' }, [translate('bets.mine'), myBetsTotal]),
    myBetsList,
  ]);

  const chipButtons = chipsMinor.map((chip, index) => {
    const button = element(
      'button',
      {
        type: 'button',
        class: `chip chip-select chip-tone-${index}`,
        'aria-label': translate('chips.chip', { amount: money.format(chip) }),
        'aria-pressed': String(chip === selectedChip),
      },
      [chipLabel(chip, money.scale)],
    );
    button.addEventListener('click', () => {
      selectedChip = chip;
      for (const [otherIndex, other] of chipButtons.entries()) {
        other.setAttribute('aria-pressed', String(chipsMinor[otherIndex] === chip));
      }
    });
    return button;
  });
  const actionButton = (name: 'undo' | 'clear' | 'repeat', label: MessageKey, onClick: () => void) => {
    const button = element('button', { type: 'button', class: `button action action-${name}` }, [
      icon(name),
      element('span', {}, [translate(label)]),
    ]);
    button.addEventListener('click', onClick);
    return button;
  };
  const undoButton = actionButton('undo', 'action.undo', () => {
    slip = undoChip(slip);
    render();
  });
  const clearButton = actionButton('clear', 'action.clear', () => {
    slip = emptySlip(slip.roundId);
    render();
  });
  const repeatButton = actionButton('repeat', 'action.repeat', () => {
    if (!bettingOpen()) return;
    const answer = repeatBets(slip, previousRoundBets, slipContext());
    explainLimit(answer.limitedBy);
    slip = answer.slip;
    render();
  });
  const confirmLabel = element('span', { class: 'confirm-label' }, [translate('action.confirm')]);
  const confirmAmount = element('span', { class: 'confirm-amount' });
  const confirmButton = element('button', { type: 'button', class: 'button button-primary action-confirm' }, [
    icon('confirm'),
    element('span', { class: 'confirm-text' }, [confirmLabel, confirmAmount]),
  ]);
  confirmButton.addEventListener('click', () => void confirmBets());
  const notice = element('div', { class: 'tray-notice', role: 'status', 'aria-live': 'polite' });
  const tray = element('div', { class: 'tray' }, [
    notice,
    element('div', { class: 'tray-inner' }, [
      element('div', { class: 'chip-row', role: 'group', 'aria-label': translate('chips.title') }, chipButtons),
      element('div', { class: 'action-row' }, [undoButton, clearButton, repeatButton, confirmButton]),
    ]),
  ]);

  const smallestBetMinor = Math.min(...[...limits.spots.values()].map((limit) => limit.minMinor));
  const transferHint = element('div', { class: 'transfer-hint is-hidden', role: 'note' }, [
    element('strong', {}, [translate('wallet.transferEmpty')]),
    element('p', {}, [translate('wallet.transferHowTo')]),
  ]);

  root.replaceChildren(
    element('div', { class: `table-page table-${summary.kind}` }, [
      header,
      transferHint,
      element('main', { class: 'table-layout' }, [
        stageSection,
        element('div', { class: 'table-side' }, [
          roadSection,
          myBetsSection,
          createInfoPanel(summary, translate, money),
        ]),
        boardSection,
      ]),
      tray,
    ]),
  );

  let noticeTimer = 0;
  function showNotice(text: string, tone: 'info' | 'error' | 'win') {
    notice.textContent = text;
    notice.className = `tray-notice is-visible is-${tone}`;
    window.clearTimeout(noticeTimer);
    noticeTimer = window.setTimeout(() => notice.classList.remove('is-visible'), 3_500);
  }

  function slipContext(): SlipContext {
    return { limits, confirmed, balanceMinor };
  }

  function bettingOpen(): boolean {
    if (!view || view.phase !== 'betting' || view.roundId !== slip.roundId) return false;
    return phaseRemainingMs(view, clock.now(Date.now())) > 0;
  }

  function explainLimit(limit: SlipLimit | null, spot?: string) {
    if (limit === 'spot' && spot) {
      const max = limits.spots.get(spot)?.maxMinor ?? 0;
      showNotice(translate('limit.spotMax', { amount: money.format(max) }), 'error');
    } else if (limit === 'round') {
      showNotice(translate('limit.roundMax', { amount: money.format(limits.roundMaxMinor) }), 'error');
    } else if (limit === 'balance') {
      showNotice(translate('limit.balance'), 'error');
    }
  }

  function flyChip(spot: string, amountMinor: number) {
    if (reducedMotion) return;
    const from = chipButtons[chipsMinor.indexOf(selectedChip)]?.getBoundingClientRect();
    const to = board.spotRect(spot);
    if (!from || !to) return;
    const flying = element('span', { class: `chip chip-flying chip-tone-${chipTone(amountMinor, chipsMinor)}` }, [
      chipLabel(amountMinor, money.scale),
    ]);
    flying.style.left = `${from.left}px`;
    flying.style.top = `${from.top}px`;
    document.body.append(flying);
    const dx = to.left + to.width / 2 - (from.left + from.width / 2);
    const dy = to.top + to.height / 2 - (from.top + from.height / 2);
    const flight = flying.animate(
      [
        { transform: 'translate(0, 0) scale(1)', opacity: 1 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.6)`, opacity: 0.9 },
      ],
      { duration: 260, easing: 'cubic-bezier(0.3, 0.7, 0.4, 1)' },
    );
    void flight.finished.finally(() => flying.remove());
  }

  function placeChip(spot: string) {
    if (sending) return;
    if (!bettingOpen()) {
      showNotice(translate('error.BETTING_CLOSED'), 'error');
      return;
    }
    const answer = addChip(slip, spot, selectedChip, slipContext());
    if (answer.addedMinor > 0) {
      flyChip(spot, answer.addedMinor);
      slip = answer.slip;
    }
    explainLimit(answer.limitedBy, spot);
    render();
  }

  async function confirmBets() {
    if (sending || !bettingOpen() || slip.chips.length === 0) return;
    const short = findShortSpot(slip, slipContext());
    if (short) {
      showNotice(
        translate('limit.spotMin', { spot: spotLabel(short.spot, translate), amount: money.format(short.minMinor) }),
        'error',
      );
      return;
    }
    sending = true;
    render();
    const sentSlip = slip;
    const answer = await api.placeBets({
      sessionId: session.sessionId,
      roundId: sentSlip.roundId,
      bets: slipBets(sentSlip, (amountMinor) => money.toDecimal(amountMinor)),
    });
    sending = false;
    if (answer.ok) {
      lastPlacedAtMs = Date.now();
      balanceMinor = money.toMinor(answer.value.balance);
      confirmed = betsToMap(answer.value.myBets, money);
      // Chips put down while the request was out stay on the slip.
      if (slip.roundId === sentSlip.roundId) slip = { ...slip, chips: slip.chips.slice(sentSlip.chips.length) };
      showNotice(translate('bets.placed'), 'info');
    } else if (fatalCodes.has(answer.code)) {
      stop(answer.code);
      return;
    } else {
      if (answer.code === 'BETTING_CLOSED') slip = emptySlip(slip.roundId);
      showNotice(translate(errorMessageKey(answer.code)), 'error');
    }
    render();
  }

  function showResult(state: TableStateAnswer) {
    if (!state.outcome) return;
    const outcome = summarizeOutcome(state.outcome);
    resultBanner.className = `result-banner is-visible tone-${outcome.tone}`;
    const parts: (HTMLElement | string)[] = [translate(outcome.headline)];
    if (outcome.detail && state.outcome.kind === 'roulette') {
      parts.unshift(element('span', { class: `result-number is-${state.outcome.color}` }, [outcome.detail]));
    } else if (outcome.detail) {
      parts.push(element('span', { class: 'result-detail' }, [outcome.detail]));
    }
    if (state.outcome.kind === 'baccarat' && state.outcome.natural) {
      parts.push(element('span', { class: 'result-tag' }, [translate('result.natural')]));
    }
    resultHeadline.replaceChildren(...parts);
    renderPersonalResult(state);
  }

  function renderPersonalResult(state: TableStateAnswer) {
    const staked = [...betsToMap(state.myBets, money).values()].reduce((total, amount) => total + amount, 0);
    const won = state.myWin === null ? null : money.toMinor(state.myWin);
    let text = '';
    let tone = '';
    if (won !== null && won > 0) {
      text =
        won > staked
          ? translate('result.win', { amount: money.format(won) })
          : translate('result.returned', { amount: money.format(won) });
      tone = won > staked ? 'is-win' : '';
    } else if (won !== null && staked > 0) {
      text = translate('result.noWin');
    }
    if (resultPersonal.textContent !== text) {
      resultPersonal.textContent = text;
      resultPersonal.className = `result-personal ${tone}`;
      if (tone === 'is-win') showNotice(text, 'win');
    }
  }

  function renderRoad(state: TableStateAnswer) {
    const beads = roadBeads(state.history);
    const key = beads.map((bead) => bead.roundId).join();
    if (roadStrip.dataset.rounds === key) return;
    roadStrip.dataset.rounds = key;
    if (beads.length === 0) {
      roadStrip.replaceChildren(element('li', { class: 'road-empty' }, [translate('road.empty')]));
      return;
    }
    roadStrip.replaceChildren(
      ...beads.map((bead, index) =>
        element('li', { class: `bead tone-${bead.tone}${index === beads.length - 1 ? ' is-latest' : ''}` }, [
          bead.label ? translate(bead.label) : bead.text,
          ...bead.marks.map((mark) => element('span', { class: `bead-mark mark-${mark}`, 'aria-hidden': 'true' })),
        ]),
      ),
    );
    const scroller = roadStrip.parentElement;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }

  function renderMyBets() {
    const pending = totalsBySpot(slip.chips);
    const spots = new Set([...confirmed.keys(), ...pending.keys()]);
    if (spots.size === 0) {
      myBetsList.replaceChildren(element('li', { class: 'my-bets-empty' }, [translate('bets.none')]));
    } else {
      myBetsList.replaceChildren(
        ...[...spots].map((spot) => {
          const taken = confirmed.get(spot) ?? 0;
          const waiting = pending.get(spot) ?? 0;
          return element('li', {}, [
            element('span', { class: 'my-bet-spot' }, [spotLabel(spot, translate)]),
            element('span', { class: 'my-bet-amounts' }, [
              taken > 0 && element('span', { class: 'my-bet-taken' }, [money.format(taken)]),
              waiting > 0 &&
                element('span', { class: 'my-bet-pending' }, [
                  `+${money.format(waiting)} ${translate('bets.pending')}`,
                ]),
            ]),
          ]);
        }),
      );
    }
    const takenTotal = [...confirmed.values()].reduce((total, amount) => total + amount, 0);
    myBetsTotal.textContent = takenTotal > 0 ? money.format(takenTotal) : '';
  }

  function render() {
    const open = bettingOpen();
    const state = view;
    const resultOut = state !== null && resultRoundId === state.roundId;
    const outcome = resultOut && state.outcome ? summarizeOutcome(state.outcome) : null;
    board.update({
      confirmed,
      pending: totalsBySpot(slip.chips),
      winning: outcome?.winningSpots ?? new Set(),
      returned: outcome?.returnedSpots ?? new Set(),
      open,
    });
    const pendingTotal = slipTotal(slip);
    balanceValue.textContent = money.format(balanceMinor);
    transferHint.classList.toggle('is-hidden', !needsTransferHint(session, balanceMinor, smallestBetMinor));
    confirmAmount.textContent = pendingTotal > 0 ? money.format(pendingTotal) : '';
    confirmLabel.textContent = translate(sending ? 'action.sending' : 'action.confirm');
    confirmButton.disabled = !open || sending || pendingTotal === 0;
    undoButton.disabled = sending || slip.chips.length === 0;
    clearButton.disabled = sending || slip.chips.length === 0;
    repeatButton.disabled = !open || sending || previousRoundBets.length === 0 || slip.chips.length > 0;
    hint.classList.toggle('is-hidden', !open || pendingTotal > 0 || confirmed.size > 0);
    renderMyBets();
  }

  function apply(state: TableStateAnswer, trustBets: boolean) {
    const previous = view;
    if (previous && previous.roundId !== state.roundId) {
      if (previous.myBets.length > 0) {
        previousRoundBets = previous.myBets.map((bet) => ({ spot: bet.spot, amountMinor: money.toMinor(bet.amount) }));
      }
      confirmed = new Map();
      stage.reset();
      resultBanner.className = 'result-banner';
      resultPersonal.textContent = '';
    }
    if (slip.roundId !== state.roundId || state.phase !== 'betting') {
      if (slip.chips.length > 0 && !sending) showNotice(translate('bets.dropped'), 'error');
      if (!sending) slip = emptySlip(state.phase === 'betting' ? state.roundId : '');
    }
    view = state;
    if (trustBets) {
      const newBalance = money.toMinor(state.balance);
      if (newBalance > balanceMinor && previous) {
        balanceValue.classList.remove('is-rising');
        // Reading the layout between the two class changes restarts the glow when wins come back to back.
        void balanceValue.offsetWidth;
        balanceValue.classList.add('is-rising');
      }
      balanceMinor = newBalance;
      confirmed = betsToMap(state.myBets, money);
    }
    roundLabel.textContent = translate('page.round', {
      number: state.roundNumber.toLocaleString(languageLocales[language]),
    });
    if (state.outcome && revealedRoundId !== state.roundId) {
      revealedRoundId = state.roundId;
      const elapsed = revealElapsedMs(state, summary.timetable, clock.now(Date.now()));
      stage.reveal(state.outcome, elapsed, () => {
        resultRoundId = state.roundId;
        if (view) showResult(view);
        render();
      });
    } else if (resultRoundId === state.roundId) {
      renderPersonalResult(state);
    }
    renderRoad(state);
    render();
  }

  function tick() {
    if (stopped) return;
    if (view) {
      const now = clock.now(Date.now());
      const remaining = phaseRemainingMs(view, now);
      const betting = view.phase === 'betting' && remaining > 0;
      countdown.set(betting ? remaining / summary.timetable.bettingMs : 0, remaining, betting);
      const phaseKey: MessageKey = betting
        ? remaining <= urgentMs
          ? 'phase.closing'
          : 'phase.betting'
        : view.phase === 'settled'
          ? 'phase.settled'
          : 'phase.drawing';
      const shownPhase = betting ? 'betting' : view.phase === 'betting' ? 'drawing' : view.phase;
      const phaseText = translate(phaseKey);
      if (phaseLabel.textContent !== phaseText || stageSection.dataset.phase !== shownPhase) {
        phaseLabel.textContent = phaseText;
        stageSection.dataset.phase = shownPhase;
        render();
      }
    }
    window.requestAnimationFrame(tick);
  }

  function stop(code: string) {
    stopped = true;
    window.clearTimeout(pollTimer);
    showMessageScreen(root, translate, errorMessageKey(code), false);
  }

  async function poll() {
    if (stopped) return;
    const sentAtMs = Date.now();
    const answer = await api.getState(session.sessionId);
    if (stopped) return;
    let delayMs: number;
    if (answer.ok) {
      failures = 0;
      connection.classList.remove('is-visible');
      clock.observe(answer.value.serverTime, sentAtMs, Date.now());
      // An answer that left before the last bets were taken may not know them yet.
      apply(answer.value, sentAtMs >= lastPlacedAtMs);
      delayMs = nextPollDelayMs(answer.value, clock.now(Date.now()));
    } else if (fatalCodes.has(answer.code)) {
      stop(answer.code);
      return;
    } else {
      failures += 1;
      if (failures >= 2) connection.classList.add('is-visible');
      delayMs = Math.min(8_000, 500 * 2 ** failures);
    }
    if (document.hidden) delayMs = Math.max(delayMs, 5_000);
    pollTimer = window.setTimeout(() => void poll(), delayMs);
  }

  document.addEventListener('visibilitychange', () => {
    if (document.hidden || stopped) return;
    window.clearTimeout(pollTimer);
    void poll();
  });

  render();
  renderMyBets();
  void poll();
  window.requestAnimationFrame(tick);
}
