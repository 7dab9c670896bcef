import type { FeatureSpinAnswer, OpenSessionAnswer, VendorLanguage } from '../../src/play/play-contract.js';
import type { FeatureSlotSummary } from '../../src/slots/feature-summary.js';
import type { ClusterOutcome, CoinCell, HoldAndWinOutcome } from '../../src/slots/feature-types.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { element, prefersReducedMotion, wait } from '../shared/dom.js';
import { createTranslator, languageLocales } from '../shared/i18n.js';
import type { Translate } from '../shared/i18n.js';
import { createMoneyFormat, scaleOf } from '../shared/money.js';
import type { MoneyFormat } from '../shared/money.js';
import { showToast } from '../shared/toast.js';
import type { VendorClient } from '../shared/vendor-api.js';
import { createFeatureGrid, createFeatureTiles } from './feature-grid-view.js';
import type { GridCellContent } from './feature-grid-view.js';
import { featurePageMessages } from './feature-messages.js';
import type { FeatureMessage } from './feature-messages.js';
import { renderFeatureRules } from './feature-rules-view.js';
import { paidSpinMinimumMs } from './reel-timing.js';
import { mountSlotShell } from './slot-shell.js';
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

  const buyButton = summary.buy
    ? element('button', { type: 'button', class: 'buy-button' }, [translate('feature.buy')])
    : null;
  const shell = mountSlotShell(root, {
    session,
    translate,
    money,
    locale,
    client,
    sound,
    stakes,
    balanceMinor: state.balanceMinor,
    board: element('div', { class: 'feature-frame' }, [grid.element]),
    controls: [buyButton],
    pause: pace,
    pageAttributes: { 'data-model': summary.modelId, 'data-engine': summary.engine },
  });

  const priceMinor = () => state.stakeMinor * (summary.buy?.priceStakes ?? 0);
  const showStake = () => {
    shell.stakeValue.textContent = money.format(state.stakeMinor);
    shell.stakeDetail.textContent = translate('slot.coinBet', {
      coins: summary.betUnits,
      amount: money.format(state.stakeMinor / summary.betUnits),
    });
    shell.stakeDown.disabled = state.playing || state.stakeMinor === stakes[0];
    shell.stakeUp.disabled = state.playing || state.stakeMinor === stakes[stakes.length - 1];
    if (buyButton) buyButton.title = translate('feature.buyPrice', { amount: money.format(priceMinor()) });
    renderFeatureRules(shell.rulesPanel, { summary, stakeMinor: state.stakeMinor, money, translate, tile, locale });
  };
  const setPlaying = (playing: boolean) => {
    state.playing = playing;
    if (buyButton) buyButton.disabled = playing;
    shell.setPlaying(playing, state.stakeMinor);
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
        shell.counter.hidden = false;
        shell.counter.textContent = translate('feature.tumble', { number: index, multiplier: step.multiplier });
      }
      await pace(index === 0 ? 650 : 450);
      if (step.winMinor === 0) break;
      const positions = step.clusters.flatMap((cluster) => cluster.positions);
      grid.highlight(positions);
      const biggest = [...step.clusters].sort((left, right) => right.winMinor - left.winMinor)[0]!;
      shell.winDetail.replaceChildren(
        element('span', { class: 'win-line-badge' }, [translate('feature.clusterOf', { size: biggest.size })]),
        element('span', { class: 'win-symbols' }, [tile(biggest.symbol)]),
        element('span', { class: 'tabular' }, [step.multiplier > 1 ? `×${step.multiplier}` : '']),
      );
      sound.win(step.winMinor, state.stakeMinor);
      await shell.showWin(runningMinor, runningMinor + step.winMinor, state.stakeMinor);
      runningMinor += step.winMinor;
      if (index < outcome.steps.length - 1) {
        grid.burst(positions);
        await pace(380);
      }
    }
    shell.counter.hidden = true;
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
        shell.winDetail.replaceChildren(
          element('span', { class: 'win-line-badge' }, [translate('feature.countOf', { count: best.count })]),
          element('span', { class: 'win-symbols' }, [tile(best.symbol)]),
        );
        sound.win(outcome.baseWinMinor, state.stakeMinor);
        await shell.showWin(0, outcome.baseWinMinor, state.stakeMinor);
      }
    }
    const feature = outcome.feature;
    if (!feature) return;
    await pace(400);
    sound.fanfare();
    grid.clearHighlight();
    shell.winDetail.replaceChildren();
    await shell.showOverlay(
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
    shell.counter.hidden = false;
    shell.counter.textContent = translate('feature.respinsLeft', { count: summary.holdAndWin?.respins ?? 3 });
    await pace(700);
    for (const respin of feature.respins) {
      grid.shimmer(true);
      sound.spinStart();
      await pace(520);
      grid.shimmer(false);
      for (const coin of respin.landed) grid.set(coin.position, coinContent(coin, coinSymbol), true);
      if (respin.landed.length > 0) {
        sound.win(1, 1);
        shell.counter.classList.add('is-retriggered');
      }
      shell.counter.textContent = translate('feature.respinsLeft', { count: respin.respinsLeft });
      await pace(respin.landed.length > 0 ? 650 : 380);
      shell.counter.classList.remove('is-retriggered');
    }
    shell.counter.hidden = true;
    if (feature.full) {
      sound.fanfare();
      await shell.showOverlay(
        [
          element('span', {}, [translate('feature.gridFull')]),
          element('strong', { class: 'tabular' }, [money.format(feature.grandMinor)]),
        ],
        'big-win',
        2600,
      );
    }
    await shell.showWin(outcome.baseWinMinor, outcome.totalWinMinor, state.stakeMinor);
    await shell.showOverlay(
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
    shell.winDetail.replaceChildren();
    shell.winLabel.textContent = translate('slot.goodLuck');
    shell.winValue.textContent = '';
    shell.winMeter.classList.remove('has-win');
    const balanceBefore = state.balanceMinor;
    shell.showBalance(balanceBefore - costMinor);
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
      shell.showBalance(balanceBefore);
      setPlaying(false);
      if (fatalCodes.has(answer.code)) {
        context.showMessage(translate(errorMessageKey(answer.code)));
        return;
      }
      showToast(translate(errorMessageKey(answer.code)));
      void shell.loadHistory();
      return;
    }
    const { outcome } = answer.value;
    if (outcome.engine === 'cluster') await playCluster(outcome);
    else await playHoldAndWin(outcome);
    const totalWinMinor = outcome.totalWinMinor;
    if (isBigWin(totalWinMinor, state.stakeMinor))
      await shell.celebrateBigWin(totalWinMinor, 3000, reducedMotion ? 0 : 2200);
    const balanceAfter = money.toMinor(answer.value.balance);
    state.balanceMinor = balanceAfter;
    await shell.showSettled(totalWinMinor, balanceBefore - costMinor, balanceAfter);
    // The vendor takes one paid round per 2 s: a quick losing round waits out the rest rather than be refused.
    await wait(Math.max(0, startedAt + paidSpinMinimumMs - performance.now()));
    setPlaying(false);
    void shell.loadHistory();
  };

  const confirmBuy = () => {
    if (state.playing || !summary.buy) return;
    const confirm = element('button', { type: 'button', class: 'button button-primary' }, [
      translate('feature.buyConfirm', { amount: money.format(priceMinor()) }),
    ]);
    const cancel = element('button', { type: 'button', class: 'button' }, [translate('feature.cancel')]);
    shell.overlay.replaceChildren(
      element('div', { class: 'overlay-card is-free-spins buy-card', role: 'dialog', 'aria-modal': 'true' }, [
        element('strong', {}, [translate('feature.buy')]),
        element('span', {}, [translate('feature.buyPrice', { amount: money.format(priceMinor()) })]),
        element('div', { class: 'buy-actions' }, [cancel, confirm]),
      ]),
    );
    shell.overlay.hidden = false;
    cancel.addEventListener('click', () => {
      shell.overlay.hidden = true;
    });
    confirm.addEventListener('click', () => {
      shell.overlay.hidden = true;
      void play(true);
    });
    confirm.focus();
  };

  shell.stakeDown.addEventListener('click', () => {
    state.stakeMinor = stepStake(stakes, state.stakeMinor, -1);
    showStake();
  });
  shell.stakeUp.addEventListener('click', () => {
    state.stakeMinor = stepStake(stakes, state.stakeMinor, 1);
    showStake();
  });
  shell.spinButton.addEventListener('click', () => void play(false));
  buyButton?.addEventListener('click', confirmBuy);
  showStake();
  void shell.loadHistory();
}
