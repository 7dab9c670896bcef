import type {
  FeatureSpinAnswer,
  OpenSessionAnswer,
  SlotHistoryAnswer,
  VendorLanguage,
} from '../../src/play/play-contract.js';
import type { FeatureSlotSummary } from '../../src/slots/feature-summary.js';
import type { ClusterOutcome, CoinCell, HoldAndWinOutcome } from '../../src/slots/feature-types.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { countUpDuration } from '../shared/count-up.js';
import { element, prefersReducedMotion, rollNumber, wait } from '../shared/dom.js';
import { createTranslator, languageLocales } from '../shared/i18n.js';
import type { Translate } from '../shared/i18n.js';
import { createMoneyFormat, scaleOf } from '../shared/money.js';
import type { MoneyFormat } from '../shared/money.js';
import { showToast } from '../shared/toast.js';
import { createTransferHint } from '../shared/transfer-wallet-hint.js';
import type { VendorClient } from '../shared/vendor-api.js';
import { createFeatureGrid, createFeatureTiles } from './feature-grid-view.js';
import type { GridCellContent } from './feature-grid-view.js';
import { featurePageMessages } from './feature-messages.js';
import type { FeatureMessage } from './feature-messages.js';
import { renderFeatureRules } from './feature-rules-view.js';
import { renderHistory } from './history-view.js';
import { paidSpinMinimumMs } from './reel-timing.js';
import { createSlotSound } from './slot-sound.js';
import { isBigWin } from './spin-script.js';
import { initialStake, stakeChoices, stepStake } from './stakes.js';

const fatalCodes = new Set(['SESSION_NOT_FOUND', 'LAUNCH_TOKEN_INVALID', 'PLAYER_BLOCKED', 'NOT_FOUND']);

type FeatureContext = {
  session: OpenSessionAnswer;
  summary: FeatureSlotSummary;
  language: VendorLanguage;
  client: VendorClient;
  showMessage: (message: string) => void;
};

/** A resting board before the first round: the symbols in turn, so the page never opens on an empty grid. */
function restingCells(summary: FeatureSlotSummary): GridCellContent[][] {
  const regular = summary.symbols.filter((symbol) => symbol.kind === 'regular');
  return Array.from({ length: summary.columns }, (_, column) =>
    Array.from({ length: summary.rows }, (_, row) => ({
      symbol: regular[(column * 2 + row) % regular.length]!.id,
    })),
  );
}

/**
 * The page of a cluster or hold-and-win game: the same header, stake and history as the reel slots, a board that
 * plays back each round's tumbles or respins, the rules with their exact figures, and the buy where the brand
 * offers it.
 */
export function mountFeatureSlot(root: HTMLElement, context: FeatureContext): void {
  const { session, summary, language, client } = context;
  const translate: Translate<FeatureMessage> = createTranslator(featurePageMessages, language);
  const locale = languageLocales[language];
  const money: MoneyFormat = createMoneyFormat(locale, session.currency, scaleOf(session.balance));
  const stakes = stakeChoices(session.stakes, summary.stakeOptionsMinor, summary.betUnits, money);
  const firstStake = initialStake(stakes);
  if (firstStake === undefined) {
    context.showMessage(translate('slot.noStake'));
    return;
  }
  document.title = session.gameName;
  const reducedMotion = prefersReducedMotion();
  const pace = (milliseconds: number) => wait(reducedMotion ? Math.min(milliseconds, 150) : milliseconds);
  const sound = createSlotSound();
  const tile = createFeatureTiles(summary);
  const grid = createFeatureGrid(summary, tile);
  grid.show(restingCells(summary));

  const state = { balanceMinor: money.toMinor(session.balance), stakeMinor: firstStake, playing: false };

  const balanceValue = element('strong', { class: 'balance-value tabular' }, [money.format(state.balanceMinor)]);
  const soundButton = element('button', { type: 'button', class: 'sound-toggle' });
  const showSound = () => {
    const label = translate(sound.muted ? 'slot.soundOff' : 'slot.soundOn');
    soundButton.setAttribute('aria-pressed', sound.muted ? 'false' : 'true');
    soundButton.setAttribute('aria-label', label);
    soundButton.title = label;
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

  const counter = element('div', { class: 'free-spin-counter', hidden: true, 'aria-live': 'polite' });
  const winLabel = element('span', { class: 'win-label' }, [translate('slot.goodLuck')]);
  const winValue = element('strong', { class: 'win-value tabular' });
  const winDetail = element('div', { class: 'win-detail' });
  const winMeter = element('div', { class: 'win-meter', 'aria-live': 'polite' }, [winLabel, winValue, winDetail]);
  const overlay = element('div', { class: 'stage-overlay', hidden: true });
  const gridFrame = element('div', { class: 'feature-frame' }, [grid.element]);
  const stage = element('section', { class: 'slot-stage' }, [counter, gridFrame, winMeter, overlay]);

  const stakeDown = element(
    'button',
    { type: 'button', class: 'stake-step', 'aria-label': translate('slot.stakeDown') },
    ['−'],
  );
  const stakeUp = element('button', { type: 'button', class: 'stake-step', 'aria-label': translate('slot.stakeUp') }, [
    '+',
  ]);
  const stakeValue = element('strong', { class: 'stake-amount tabular' });
  const coinText = element('small', { class: 'stake-lines tabular' });
  const stakeControl = element('div', { class: 'stake-control' }, [
    stakeDown,
    element('div', { class: 'stake-value' }, [
      element('span', { class: 'stake-label' }, [translate('slot.stake')]),
      stakeValue,
      coinText,
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
  const buyButton = summary.buy
    ? element('button', { type: 'button', class: 'buy-button' }, [translate('feature.buy')])
    : null;
  stage.append(element('div', { class: 'controls' }, [stakeControl, buyButton, spinButton]));

  const rulesPanel = element('div', { class: 'tab-panel', id: 'slot-paytable', role: 'tabpanel' });
  const historyPanel = element('div', { class: 'tab-panel', id: 'slot-history', role: 'tabpanel', hidden: true });
  const tabButton = (label: string, panel: HTMLElement, selected: boolean) =>
    element(
      'button',
      { type: 'button', role: 'tab', class: 'tab', 'aria-controls': panel.id, 'aria-selected': String(selected) },
      [label],
    );
  const rulesTab = tabButton(translate('slot.paytable'), rulesPanel, true);
  const historyTab = tabButton(translate('slot.history'), historyPanel, false);
  const selectTab = (tab: HTMLElement) => {
    for (const [button, panel] of [
      [rulesTab, rulesPanel],
      [historyTab, historyPanel],
    ] as const) {
      button.setAttribute('aria-selected', String(button === tab));
      panel.hidden = button !== tab;
    }
  };
  rulesTab.addEventListener('click', () => selectTab(rulesTab));
  historyTab.addEventListener('click', () => selectTab(historyTab));
  // A transfer-wallet launch plays the provider's game wallet: while it cannot pay the smallest stake, say how to fill it.
  const transferHint = createTransferHint(session, translate);
  const smallestStakeMinor = Math.min(...stakes);
  root.replaceChildren(
    element('div', { class: 'slot-page', 'data-model': summary.modelId, 'data-engine': summary.engine }, [
      header,
      transferHint.element,
      element('main', { class: 'slot-layout' }, [
        stage,
        element('aside', { class: 'slot-panel' }, [
          element('div', { class: 'tabs', role: 'tablist' }, [rulesTab, historyTab]),
          rulesPanel,
          historyPanel,
        ]),
      ]),
    ]),
  );

  const showBalance = (amountMinor: number) => {
    balanceValue.textContent = money.format(amountMinor);
    transferHint.update(amountMinor, smallestStakeMinor);
  };
  transferHint.update(state.balanceMinor, smallestStakeMinor);
  const priceMinor = () => state.stakeMinor * (summary.buy?.priceStakes ?? 0);
  const showStake = () => {
    stakeValue.textContent = money.format(state.stakeMinor);
    coinText.textContent = translate('slot.coinBet', {
      coins: summary.betUnits,
      amount: money.format(state.stakeMinor / summary.betUnits),
    });
    stakeDown.disabled = state.playing || state.stakeMinor === stakes[0];
    stakeUp.disabled = state.playing || state.stakeMinor === stakes[stakes.length - 1];
    if (buyButton) buyButton.title = translate('feature.buyPrice', { amount: money.format(priceMinor()) });
    renderFeatureRules(rulesPanel, { summary, stakeMinor: state.stakeMinor, money, translate, tile, locale });
  };
  const setPlaying = (playing: boolean) => {
    state.playing = playing;
    spinButton.disabled = playing;
    if (buyButton) buyButton.disabled = playing;
    spinButton.classList.toggle('is-spinning', playing);
    spinLabel.textContent = translate(playing ? 'slot.spinning' : 'slot.spin');
    stakeDown.disabled = playing || state.stakeMinor === stakes[0];
    stakeUp.disabled = playing || state.stakeMinor === stakes[stakes.length - 1];
  };
  const loadHistory = async () => {
    const answer = await client.get<SlotHistoryAnswer>(
      `/api/slot/history?sessionId=${encodeURIComponent(session.sessionId)}`,
    );
    if (answer.ok)
      renderHistory(historyPanel, answer.value.rounds, { money, translate, locale, timeZone: session.timeZone });
  };
  const showWin = async (fromMinor: number, toMinor: number) => {
    winLabel.textContent = translate('slot.win');
    winMeter.classList.toggle('has-win', toMinor > 0);
    await rollNumber(winValue, fromMinor, toMinor, countUpDuration(toMinor - fromMinor, state.stakeMinor), (value) =>
      money.format(value),
    );
  };
  const showOverlay = async (lines: (string | Node | false)[], tone: 'free-spins' | 'big-win', durationMs: number) => {
    overlay.replaceChildren(element('div', { class: `overlay-card is-${tone}` }, lines));
    overlay.hidden = false;
    await Promise.race([
      pace(durationMs),
      new Promise<void>((resolve) => overlay.addEventListener('click', () => resolve(), { once: true })),
    ]);
    overlay.hidden = true;
  };

  const coinContent = (coin: CoinCell, coinSymbol: string): GridCellContent =>
    coin.kind === 'coins'
      ? { symbol: coinSymbol, label: money.format(coin.valueMinor) }
      : { symbol: coinSymbol, label: translate(`feature.jackpot.${coin.kind}`), jackpot: true };

  const playCluster = async (outcome: ClusterOutcome) => {
    let runningMinor = 0;
    for (const [index, step] of outcome.steps.entries()) {
      const cells = step.grid.map((column) => column.map((symbol) => ({ symbol })));
      if (index === 0) grid.show(cells, { dropAll: true });
      else grid.show(cells, { dropping: step.newPositions });
      sound.reelStop(index % 5);
      if (index > 0) {
        counter.hidden = false;
        counter.textContent = translate('feature.tumble', { number: index, multiplier: step.multiplier });
      }
      await pace(index === 0 ? 650 : 450);
      if (step.winMinor === 0) break;
      const positions = step.clusters.flatMap((cluster) => cluster.positions);
      grid.highlight(positions);
      const biggest = [...step.clusters].sort((left, right) => right.winMinor - left.winMinor)[0]!;
      winDetail.replaceChildren(
        element('span', { class: 'win-line-badge' }, [translate('feature.clusterOf', { size: biggest.size })]),
        element('span', { class: 'win-symbols' }, [tile(biggest.symbol)]),
        element('span', { class: 'tabular' }, [step.multiplier > 1 ? `×${step.multiplier}` : '']),
      );
      sound.win(step.winMinor, state.stakeMinor);
      await showWin(runningMinor, runningMinor + step.winMinor);
      runningMinor += step.winMinor;
      if (index < outcome.steps.length - 1) {
        grid.burst(positions);
        await pace(380);
      }
    }
    counter.hidden = true;
  };

  const playHoldAndWin = async (outcome: HoldAndWinOutcome) => {
    const coinSymbol = summary.symbols.find((symbol) => symbol.kind === 'coin')?.id ?? '';
    const coinAt = new Map(outcome.gridCoins.map((coin) => [`${coin.position.reel}:${coin.position.row}`, coin]));
    if (outcome.grid) {
      grid.show(
        outcome.grid.map((column, reel) =>
          column.map((symbol, row) => {
            const coin = coinAt.get(`${reel}:${row}`);
            return coin ? coinContent(coin, coinSymbol) : { symbol };
          }),
        ),
        { dropAll: true },
      );
      for (let column = 0; column < summary.columns; column += 1) {
        window.setTimeout(() => sound.reelStop(column), column * 70);
      }
      await pace(700);
      if (outcome.baseWinMinor > 0) {
        grid.highlight(outcome.wins.flatMap((win) => win.positions));
        const best = [...outcome.wins].sort((left, right) => right.winMinor - left.winMinor)[0]!;
        winDetail.replaceChildren(
          element('span', { class: 'win-line-badge' }, [translate('feature.countOf', { count: best.count })]),
          element('span', { class: 'win-symbols' }, [tile(best.symbol)]),
        );
        sound.win(outcome.baseWinMinor, state.stakeMinor);
        await showWin(0, outcome.baseWinMinor);
      }
    }
    const feature = outcome.feature;
    if (!feature) return;
    await pace(400);
    sound.fanfare();
    grid.clearHighlight();
    winDetail.replaceChildren();
    await showOverlay(
      [
        element('strong', {}, [translate('feature.holdAndWin')]),
        element('span', {}, [
          translate('feature.coinsHeld', {
            count: feature.startCoins.length,
            respins: summary.holdAndWin?.respins ?? 3,
          }),
        ]),
      ],
      'free-spins',
      2000,
    );
    const board: GridCellContent[][] = Array.from({ length: summary.columns }, () =>
      Array.from({ length: summary.rows }, () => null),
    );
    for (const coin of feature.startCoins)
      board[coin.position.reel]![coin.position.row] = coinContent(coin, coinSymbol);
    grid.show(board, { dropping: outcome.grid ? [] : feature.startCoins.map((coin) => coin.position) });
    counter.hidden = false;
    counter.textContent = translate('feature.respinsLeft', { count: summary.holdAndWin?.respins ?? 3 });
    await pace(700);
    for (const respin of feature.respins) {
      grid.shimmer(true);
      sound.spinStart();
      await pace(520);
      grid.shimmer(false);
      for (const coin of respin.landed) grid.set(coin.position, coinContent(coin, coinSymbol), true);
      if (respin.landed.length > 0) {
        sound.win(1, 1);
        counter.classList.add('is-retriggered');
      }
      counter.textContent = translate('feature.respinsLeft', { count: respin.respinsLeft });
      await pace(respin.landed.length > 0 ? 650 : 380);
      counter.classList.remove('is-retriggered');
    }
    counter.hidden = true;
    if (feature.full) {
      sound.fanfare();
      await showOverlay(
        [
          element('span', {}, [translate('feature.gridFull')]),
          element('strong', { class: 'tabular' }, [money.format(feature.grandMinor)]),
        ],
        'big-win',
        2600,
      );
    }
    await showWin(outcome.baseWinMinor, outcome.totalWinMinor);
    await showOverlay(
      [
        element('span', {}, [translate('feature.featureWon')]),
        element('strong', { class: 'tabular' }, [money.format(feature.winMinor)]),
      ],
      'free-spins',
      2200,
    );
  };

  const play = async (buy: boolean) => {
    if (state.playing) return;
    const costMinor = buy ? priceMinor() : state.stakeMinor;
    if (costMinor > state.balanceMinor) {
      showToast(translate('error.INSUFFICIENT_FUNDS'));
      return;
    }
    setPlaying(true);
    grid.clearHighlight();
    winDetail.replaceChildren();
    winLabel.textContent = translate('slot.goodLuck');
    winValue.textContent = '';
    winMeter.classList.remove('has-win');
    const balanceBefore = state.balanceMinor;
    showBalance(balanceBefore - costMinor);
    const startedAt = performance.now();
    sound.spinStart();
    grid.shimmer(true);
    const [answer] = await Promise.all([
      client.post<FeatureSpinAnswer>('/api/slot/feature-spin', {
        sessionId: session.sessionId,
        stake: money.toDecimal(state.stakeMinor),
        ...(buy ? { buy: true } : {}),
      }),
      pace(450),
    ]);
    grid.shimmer(false);
    if (!answer.ok) {
      showBalance(balanceBefore);
      setPlaying(false);
      if (fatalCodes.has(answer.code)) {
        context.showMessage(translate(errorMessageKey(answer.code)));
        return;
      }
      showToast(translate(errorMessageKey(answer.code)));
      void loadHistory();
      return;
    }
    const { outcome } = answer.value;
    if (outcome.engine === 'cluster') await playCluster(outcome);
    else await playHoldAndWin(outcome);
    const totalWinMinor = outcome.totalWinMinor;
    if (isBigWin(totalWinMinor, state.stakeMinor)) {
      const amount = element('strong', { class: 'tabular' });
      sound.fanfare();
      const celebration = showOverlay([element('span', {}, [translate('slot.bigWin')]), amount], 'big-win', 3000);
      await rollNumber(amount, 0, totalWinMinor, reducedMotion ? 0 : 2200, (value) => money.format(value));
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
    await rollNumber(balanceValue, balanceBefore - costMinor, balanceAfter, 500, (value) => money.format(value));
    // The vendor takes one paid round per 2 s: a quick losing round waits out the rest rather than be refused.
    await wait(Math.max(0, startedAt + paidSpinMinimumMs - performance.now()));
    setPlaying(false);
    void loadHistory();
  };

  const confirmBuy = () => {
    if (state.playing || !summary.buy) return;
    const confirm = element('button', { type: 'button', class: 'button button-primary' }, [
      translate('feature.buyConfirm', { amount: money.format(priceMinor()) }),
    ]);
    const cancel = element('button', { type: 'button', class: 'button' }, [translate('feature.cancel')]);
    overlay.replaceChildren(
      element('div', { class: 'overlay-card is-free-spins buy-card', role: 'dialog', 'aria-modal': 'true' }, [
        element('strong', {}, [translate('feature.buy')]),
        element('span', {}, [translate('feature.buyPrice', { amount: money.format(priceMinor()) })]),
        element('div', { class: 'buy-actions' }, [cancel, confirm]),
      ]),
    );
    overlay.hidden = false;
    cancel.addEventListener('click', () => {
      overlay.hidden = true;
    });
    confirm.addEventListener('click', () => {
      overlay.hidden = true;
      void play(true);
    });
    confirm.focus();
  };

  stakeDown.addEventListener('click', () => {
    state.stakeMinor = stepStake(stakes, state.stakeMinor, -1);
    showStake();
  });
  stakeUp.addEventListener('click', () => {
    state.stakeMinor = stepStake(stakes, state.stakeMinor, 1);
    showStake();
  });
  spinButton.addEventListener('click', () => void play(false));
  buyButton?.addEventListener('click', confirmBuy);
  showStake();
  void loadHistory();
}
