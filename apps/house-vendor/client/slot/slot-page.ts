import type { OpenSessionAnswer, SlotHistoryAnswer, SpinAnswer, VendorLanguage } from '../../src/play/play-contract.js';
import type { SlotLineWin, SlotModelSummary, SlotSpin, SlotWayWin } from '../../src/slots/slot-types.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { countUpDuration } from '../shared/count-up.js';
import { element, prefersReducedMotion, rollNumber, wait } from '../shared/dom.js';
import { createTranslator, defaultLanguage, languageLocales } from '../shared/i18n.js';
import type { Translate } from '../shared/i18n.js';
import { createMoneyFormat, scaleOf } from '../shared/money.js';
import type { MoneyFormat } from '../shared/money.js';
import { readPlayParameters } from '../shared/play-parameters.js';
import { showToast } from '../shared/toast.js';
import { createTransferHint } from '../shared/transfer-wallet-hint.js';
import type { VendorClient } from '../shared/vendor-api.js';
import { mountFeatureSlot } from './feature-page.js';
import { renderHistory } from './history-view.js';
import { renderPaytable } from './paytable-view.js';
import { freeSpinMinimumMs, paidSpinMinimumMs, reelStopTimes } from './reel-timing.js';
import { createReelsView } from './reels-view.js';
import type { ReelsView } from './reels-view.js';
import { restingGrid } from './resting-grid.js';
import { createSlotSound } from './slot-sound.js';
import type { MessageKey } from './slot-messages.js';
import { slotPageMessages } from './slot-messages.js';
import { isBigWin, scriptOutcome } from './spin-script.js';
import { initialStake, stakeChoices, stepStake } from './stakes.js';
import { createSymbolTiles } from './symbol-tile.js';
import type { SymbolTiles } from './symbol-tile.js';
import { lineColour, orderLineWins, orderWayWins } from './win-lines.js';

/** Errors after which the page cannot go on: the player has to open the game again from the site. */
const fatalCodes = new Set(['SESSION_NOT_FOUND', 'LAUNCH_TOKEN_INVALID', 'PLAYER_BLOCKED', 'NOT_FOUND']);
/** How long each win of a settled spin stays lit before the next takes its turn. */
const winCycleMs = 1600;

function showMessageScreen(root: HTMLElement, message: string, retryLabel?: string) {
  const retry = retryLabel
    ? element('button', { type: 'button', class: 'button button-primary' }, [retryLabel])
    : undefined;
  retry?.addEventListener('click', () => window.location.reload());
  root.replaceChildren(
    element('div', { class: 'message-screen', role: 'alert' }, [
      element('div', { class: 'message-card' }, [element('p', {}, [message]), retry]),
    ]),
  );
}

/**
 * The slot page: trades the launch token for a session, then plays paid spins through the vendor, showing each
 * round's reels, wins and free spins, the paytable at the chosen stake, and the session's history.
 */
export async function startSlotPage(root: HTMLElement, search: string, client: VendorClient): Promise<void> {
  const parameters = readPlayParameters(search);
  let language: VendorLanguage = parameters.language ?? defaultLanguage;
  let translate = createTranslator(slotPageMessages, language);
  document.documentElement.lang = language;
  document.title = translate('slot.title');
  root.replaceChildren(
    element('div', { class: 'message-screen', 'aria-busy': 'true' }, [
      element('div', { class: 'loading-spinner', 'aria-hidden': 'true' }),
      element('p', {}, [translate('common.loading')]),
    ]),
  );
  if (!parameters.token) {
    showMessageScreen(root, translate('error.LAUNCH_TOKEN_INVALID'));
    return;
  }
  const opened = await client.post<OpenSessionAnswer>('/api/sessions', { token: parameters.token });
  if (!opened.ok) {
    const fatal = fatalCodes.has(opened.code);
    showMessageScreen(root, translate(errorMessageKey(opened.code)), fatal ? undefined : translate('common.retry'));
    return;
  }
  const session = opened.value;
  if (!parameters.language && session.language in languageLocales) {
    language = session.language;
    translate = createTranslator(slotPageMessages, language);
    document.documentElement.lang = language;
  }
  if (session.featureSlot) {
    mountFeatureSlot(root, {
      session,
      summary: session.featureSlot,
      language,
      client,
      showMessage: (message) => showMessageScreen(root, message),
    });
    return;
  }
  if (!session.slot) {
    showMessageScreen(root, translate('slot.unavailable'));
    return;
  }
  mountSlot(root, { session, summary: session.slot, translate, language, client });
}

type SlotContext = {
  session: OpenSessionAnswer;
  summary: SlotModelSummary;
  translate: Translate<MessageKey>;
  language: VendorLanguage;
  client: VendorClient;
};

function mountSlot(root: HTMLElement, context: SlotContext) {
  const { session, summary, translate, language, client } = context;
  const locale = languageLocales[language];
  const money: MoneyFormat = createMoneyFormat(locale, session.currency, scaleOf(session.balance));
  const stakes = stakeChoices(session.stakes, summary.stakeOptionsMinor, summary.betUnits, money);
  const firstStake = initialStake(stakes);
  if (firstStake === undefined) {
    showMessageScreen(root, translate('slot.noStake'));
    return;
  }
  document.title = session.gameName;
  const reducedMotion = prefersReducedMotion();
  const sound = createSlotSound();
  const tiles: SymbolTiles = createSymbolTiles(summary, {
    wild: translate('slot.wild'),
    scatter: translate('slot.scatter'),
  });
  const reels: ReelsView = createReelsView({
    reels: summary.reels,
    rows: summary.rows,
    lines: summary.lines,
    symbolIds: summary.symbols.map((symbol) => symbol.id),
    tiles,
    reducedMotion,
    onReelLanded: (reel) => sound.reelStop(reel),
  });
  let shownGrid: string[][] = restingGrid(summary);
  reels.show(shownGrid);

  const state = {
    balanceMinor: money.toMinor(session.balance),
    stakeMinor: firstStake,
    spinning: false,
    skipRequested: false,
    winCycle: 0,
  };

  // Header
  const balanceValue = element('strong', { class: 'balance-value tabular' }, [money.format(state.balanceMinor)]);
  const soundButton = element('button', { type: 'button', class: 'sound-toggle' });
  const showSound = () => {
    soundButton.setAttribute('aria-pressed', sound.muted ? 'false' : 'true');
    soundButton.setAttribute('aria-label', translate(sound.muted ? 'slot.soundOff' : 'slot.soundOn'));
    soundButton.title = translate(sound.muted ? 'slot.soundOff' : 'slot.soundOn');
    soundButton.replaceChildren();
    soundButton.insertAdjacentHTML(
      'beforeend',
      `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z"/>${
        sound.muted ? '<path d="M17 9l5 6M22 9l-5 6"/>' : '<path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12"/>'
      }</svg>`,
    );
  };
  soundButton.addEventListener('click', () => {
    sound.setMuted(!sound.muted);
    showSound();
  });
  showSound();
  const header = element('header', { class: 'slot-header' }, [
    element('div', { class: 'slot-title' }, [
      element('h1', {}, [session.gameName]),
      session.mode === 'demo' && element('span', { class: 'badge badge-demo' }, [translate('common.playMoney')]),
    ]),
    element('div', { class: 'header-end' }, [
      soundButton,
      element('div', { class: 'balance' }, [
        element('span', { class: 'balance-label' }, [
          translate(session.walletModel === 'transfer' ? 'transfer.label' : 'common.balance'),
        ]),
        balanceValue,
      ]),
    ]),
  ]);

  // Stage: free-spin counter, reels, win meter, overlay.
  const freeSpinCounter = element('div', { class: 'free-spin-counter', hidden: true, 'aria-live': 'polite' });
  const winLabel = element('span', { class: 'win-label' }, [translate('slot.goodLuck')]);
  const winValue = element('strong', { class: 'win-value tabular' });
  const winDetail = element('div', { class: 'win-detail' });
  const winMeter = element('div', { class: 'win-meter', 'aria-live': 'polite' }, [winLabel, winValue, winDetail]);
  const overlay = element('div', { class: 'stage-overlay', hidden: true });
  const stage = element('section', { class: 'slot-stage' }, [freeSpinCounter, reels.element, winMeter, overlay]);

  // Controls
  const stakeDown = element(
    'button',
    {
      type: 'button',
      class: 'stake-step',
      'aria-label': translate('slot.stakeDown'),
    },
    ['−'],
  );
  const stakeUp = element('button', { type: 'button', class: 'stake-step', 'aria-label': translate('slot.stakeUp') }, [
    '+',
  ]);
  const stakeValue = element('strong', { class: 'stake-amount tabular' });
  const lineBetText = element('small', { class: 'stake-lines tabular' });
  const stakeControl = element('div', { class: 'stake-control' }, [
    stakeDown,
    element('div', { class: 'stake-value' }, [
      element('span', { class: 'stake-label' }, [translate('slot.stake')]),
      stakeValue,
      lineBetText,
    ]),
    stakeUp,
  ]);
  const spinLabel = element('span', { class: 'spin-label' }, [translate('slot.spin')]);
  const spinIcon = element('span', { class: 'spin-icon', 'aria-hidden': 'true' });
  spinIcon.insertAdjacentHTML(
    'beforeend',
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"><path d="M20 12a8 8 0 1 1-2.34-5.66"/><path d="M20 4v5h-5"/></svg>',
  );
  const spinButton = element('button', { type: 'button', class: 'spin-button' }, [spinIcon, spinLabel]);
  const controls = element('div', { class: 'controls' }, [stakeControl, spinButton]);
  stage.append(controls);

  // Panel: paytable and history tabs.
  const paytablePanel = element('div', { class: 'tab-panel', id: 'slot-paytable', role: 'tabpanel' });
  const historyPanel = element('div', { class: 'tab-panel', id: 'slot-history', role: 'tabpanel', hidden: true });
  const tabButton = (label: string, panel: HTMLElement, selected: boolean) =>
    element(
      'button',
      {
        type: 'button',
        role: 'tab',
        class: 'tab',
        'aria-controls': panel.id,
        'aria-selected': selected ? 'true' : 'false',
      },
      [label],
    );
  const paytableTab = tabButton(translate('slot.paytable'), paytablePanel, true);
  const historyTab = tabButton(translate('slot.history'), historyPanel, false);
  const selectTab = (tab: HTMLElement) => {
    for (const [button, panel] of [
      [paytableTab, paytablePanel],
      [historyTab, historyPanel],
    ] as const) {
      const selected = button === tab;
      button.setAttribute('aria-selected', selected ? 'true' : 'false');
      panel.hidden = !selected;
    }
  };
  paytableTab.addEventListener('click', () => selectTab(paytableTab));
  historyTab.addEventListener('click', () => selectTab(historyTab));
  const panel = element('aside', { class: 'slot-panel' }, [
    element('div', { class: 'tabs', role: 'tablist' }, [paytableTab, historyTab]),
    paytablePanel,
    historyPanel,
  ]);

  // A transfer-wallet launch plays the provider's game wallet: while it cannot pay the smallest stake, say how to fill it.
  const transferHint = createTransferHint(session, translate);
  const smallestStakeMinor = Math.min(...stakes);
  root.replaceChildren(
    element('div', { class: 'slot-page', 'data-model': summary.modelId }, [
      header,
      transferHint.element,
      element('main', { class: 'slot-layout' }, [stage, panel]),
    ]),
  );

  const showBalance = (amountMinor: number) => {
    balanceValue.textContent = money.format(amountMinor);
    transferHint.update(amountMinor, smallestStakeMinor);
  };
  transferHint.update(state.balanceMinor, smallestStakeMinor);

  const showStake = () => {
    stakeValue.textContent = money.format(state.stakeMinor);
    const unitAmount = money.format(state.stakeMinor / summary.betUnits);
    lineBetText.textContent =
      summary.shape === 'ways'
        ? translate('slot.coinBet', { coins: summary.betUnits, amount: unitAmount })
        : translate('slot.lineBet', { lines: summary.lines.length, amount: unitAmount });
    stakeDown.disabled = state.spinning || state.stakeMinor === stakes[0];
    stakeUp.disabled = state.spinning || state.stakeMinor === stakes[stakes.length - 1];
    renderPaytable(paytablePanel, { summary, stakeMinor: state.stakeMinor, money, translate, tiles, locale });
  };

  const setSpinning = (spinning: boolean) => {
    state.spinning = spinning;
    spinButton.disabled = spinning;
    spinButton.classList.toggle('is-spinning', spinning);
    spinLabel.textContent = translate(spinning ? 'slot.spinning' : 'slot.spin');
    stakeDown.disabled = spinning || state.stakeMinor === stakes[0];
    stakeUp.disabled = spinning || state.stakeMinor === stakes[stakes.length - 1];
  };

  const loadHistory = async () => {
    const answer = await client.get<SlotHistoryAnswer>(
      `/api/slot/history?sessionId=${encodeURIComponent(session.sessionId)}`,
    );
    if (answer.ok)
      renderHistory(historyPanel, answer.value.rounds, { money, translate, locale, timeZone: session.timeZone });
  };

  const showWinItem = (spin: SlotSpin, win: SlotLineWin | SlotWayWin | 'scatter') => {
    if (win === 'scatter') {
      reels.highlight(spin, -1);
      winDetail.replaceChildren(
        element('span', { class: 'win-line-badge' }, [translate('slot.scatterPays', { count: spin.scatter.count })]),
        element('span', { class: 'win-symbols' }, [tiles.create(spin.scatter.symbol)]),
        element('span', { class: 'tabular' }, [money.format(spin.scatter.winMinor)]),
      );
      return;
    }
    if (!('line' in win)) {
      reels.highlight(spin, win.symbol);
      winDetail.replaceChildren(
        element('span', { class: 'win-line-badge' }, [translate('slot.waysWin', { ways: win.ways })]),
        element('span', { class: 'win-symbols' }, [`${win.count}×`, tiles.create(win.symbol)]),
        element('span', { class: 'tabular' }, [money.format(win.winMinor)]),
      );
      return;
    }
    reels.highlight(spin, win.line);
    const badge = element('span', { class: 'win-line-badge' }, [translate('slot.line', { line: win.line + 1 })]);
    badge.style.setProperty('--line-colour', lineColour(win.line));
    winDetail.replaceChildren(
      badge,
      element('span', { class: 'win-symbols' }, [`${win.count}×`, tiles.create(win.symbol)]),
      element('span', { class: 'tabular' }, [money.format(win.winMinor)]),
    );
  };

  /** Shows a settled spin's wins one after another until the next spin starts. */
  const cycleWins = (spin: SlotSpin) => {
    state.winCycle += 1;
    const cycle = state.winCycle;
    const items: (SlotLineWin | SlotWayWin | 'scatter')[] = [
      ...(spin.scatter.winMinor > 0 ? (['scatter'] as const) : []),
      ...orderLineWins(spin.lineWins),
      ...orderWayWins(spin.wayWins),
    ];
    if (items.length === 0) return;
    reels.highlight(spin);
    if (items.length === 1) {
      showWinItem(spin, items[0]!);
      return;
    }
    let index = 0;
    const next = () => {
      if (cycle !== state.winCycle) return;
      showWinItem(spin, items[index % items.length]!);
      index += 1;
      window.setTimeout(next, winCycleMs);
    };
    window.setTimeout(next, winCycleMs / 2);
  };

  const stopCycling = () => {
    state.winCycle += 1;
    reels.clearHighlight();
    winDetail.replaceChildren();
  };

  const showWin = async (fromMinor: number, toMinor: number, label: MessageKey) => {
    winLabel.textContent = translate(label);
    winMeter.classList.toggle('has-win', toMinor > 0);
    await rollNumber(winValue, fromMinor, toMinor, countUpDuration(toMinor - fromMinor, state.stakeMinor), (value) =>
      money.format(value),
    );
  };

  const showOverlay = async (lines: (string | Node | false)[], tone: 'free-spins' | 'big-win', durationMs: number) => {
    overlay.replaceChildren(element('div', { class: `overlay-card is-${tone}` }, lines));
    overlay.hidden = false;
    await Promise.race([
      wait(durationMs),
      new Promise<void>((resolve) => overlay.addEventListener('click', () => resolve(), { once: true })),
    ]);
    overlay.hidden = true;
  };

  const spin = async () => {
    if (state.spinning) {
      if (!freeSpinCounter.hidden) state.skipRequested = true;
      return;
    }
    if (state.stakeMinor > state.balanceMinor) {
      showToast(translate('error.INSUFFICIENT_FUNDS'));
      return;
    }
    setSpinning(true);
    state.skipRequested = false;
    stopCycling();
    winLabel.textContent = translate('slot.goodLuck');
    winValue.textContent = '';
    winMeter.classList.remove('has-win');
    const balanceBefore = state.balanceMinor;
    showBalance(balanceBefore - state.stakeMinor);
    const startedAt = performance.now();
    sound.spinStart();
    reels.startSpin();
    const answer = await client.post<SpinAnswer>('/api/slot/spin', {
      sessionId: session.sessionId,
      stake: money.toDecimal(state.stakeMinor),
    });
    const answeredAt = performance.now();
    if (!answer.ok) {
      await reels.stopAt(shownGrid, reelStopTimes({ startedAt, answeredAt, reels: summary.reels, minimumMs: 0 }));
      showBalance(balanceBefore);
      setSpinning(false);
      if (fatalCodes.has(answer.code)) {
        showMessageScreen(root, translate(errorMessageKey(answer.code)));
        return;
      }
      showToast(translate(errorMessageKey(answer.code)));
      void loadHistory();
      return;
    }
    const { outcome } = answer.value;
    const steps = scriptOutcome(outcome);
    let lastSpin: SlotSpin = outcome.base;
    for (const step of steps) {
      if (step.kind === 'base') {
        await reels.stopAt(
          step.spin.grid,
          reelStopTimes({ startedAt, answeredAt, reels: summary.reels, minimumMs: paidSpinMinimumMs }),
        );
        if (step.spin.winMinor > 0) {
          reels.highlight(step.spin);
          sound.win(step.spin.winMinor, state.stakeMinor);
          await showWin(0, step.spin.winMinor, 'slot.win');
        }
      } else if (step.kind === 'free-spins-start') {
        await wait(500);
        sound.fanfare();
        await showOverlay(
          [
            element('strong', {}, [translate('slot.freeSpinsAwarded', { count: step.awarded })]),
            step.multiplier > 1 &&
              element('span', {}, [translate('slot.freeSpinsMultiplier', { multiplier: step.multiplier })]),
          ],
          'free-spins',
          2200,
        );
        freeSpinCounter.hidden = false;
        freeSpinCounter.textContent = translate('slot.freeSpinCounter', { current: 0, total: step.awarded });
        spinButton.disabled = false;
        spinLabel.textContent = translate('slot.skip');
      } else if (step.kind === 'free-spin') {
        lastSpin = step.spin;
        freeSpinCounter.textContent = translate('slot.freeSpinCounter', { current: step.number, total: step.awarded });
        if (state.skipRequested) continue;
        reels.clearHighlight();
        const freeStart = performance.now();
        reels.startSpin();
        await reels.stopAt(
          step.spin.grid,
          reelStopTimes({
            startedAt: freeStart,
            answeredAt: freeStart,
            reels: summary.reels,
            minimumMs: freeSpinMinimumMs,
            stepMs: 180,
            afterAnswerMs: 450,
          }),
        );
        if (step.spin.winMinor > 0) {
          reels.highlight(step.spin);
          sound.win(step.spin.winMinor, state.stakeMinor);
          await showWin(step.totalWinMinor - step.spin.winMinor, step.totalWinMinor, 'slot.win');
        }
        if (step.added > 0) {
          freeSpinCounter.classList.add('is-retriggered');
          showToast(translate('slot.freeSpinsRetrigger', { count: step.added }), 2500);
          await wait(900);
          freeSpinCounter.classList.remove('is-retriggered');
        }
        await wait(step.spin.winMinor > 0 ? 700 : 250);
      } else {
        if (state.skipRequested) {
          reels.show(lastSpin.grid);
          await showWin(0, step.totalWinMinor, 'slot.win');
        }
        spinButton.disabled = true;
        await showOverlay(
          [
            element('span', {}, [translate('slot.freeSpins')]),
            element('strong', { class: 'tabular' }, [money.format(step.freeWinMinor)]),
          ],
          'free-spins',
          2400,
        );
        freeSpinCounter.hidden = true;
      }
    }
    const totalWinMinor = outcome.totalWinMinor;
    if (isBigWin(totalWinMinor, state.stakeMinor)) {
      const amount = element('strong', { class: 'tabular' });
      sound.fanfare();
      const celebration = showOverlay([element('span', {}, [translate('slot.bigWin')]), amount], 'big-win', 3200);
      await rollNumber(amount, 0, totalWinMinor, 2400, (value) => money.format(value));
      await celebration;
    }
    if (totalWinMinor > 0) {
      winLabel.textContent = translate('slot.win');
      winValue.textContent = money.format(totalWinMinor);
      winMeter.classList.add('has-win');
    } else {
      winLabel.textContent = translate('slot.noWin');
      winValue.textContent = '';
    }
    const balanceAfter = money.toMinor(answer.value.balance);
    state.balanceMinor = balanceAfter;
    transferHint.update(balanceAfter, smallestStakeMinor);
    await rollNumber(balanceValue, balanceBefore - state.stakeMinor, balanceAfter, 500, (value) => money.format(value));
    shownGrid = lastSpin.grid;
    setSpinning(false);
    cycleWins(lastSpin);
    void loadHistory();
  };

  stakeDown.addEventListener('click', () => {
    state.stakeMinor = stepStake(stakes, state.stakeMinor, -1);
    showStake();
  });
  stakeUp.addEventListener('click', () => {
    state.stakeMinor = stepStake(stakes, state.stakeMinor, 1);
    showStake();
  });
  spinButton.addEventListener('click', () => void spin());

  showStake();
  void loadHistory();
}
