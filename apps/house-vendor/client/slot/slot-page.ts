import type { OpenSessionAnswer, SpinAnswer, VendorLanguage } from '../../src/play/play-contract.js';
import type { SlotLineWin, SlotModelSummary, SlotSpin, SlotWayWin } from '../../src/slots/slot-types.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { element, prefersReducedMotion, wait } from '../shared/dom.js';
import { createTranslator, defaultLanguage, languageLocales } from '../shared/i18n.js';
import type { Translate } from '../shared/i18n.js';
import { createMoneyFormat, scaleOf } from '../shared/money.js';
import type { MoneyFormat } from '../shared/money.js';
import { readPlayParameters } from '../shared/play-parameters.js';
import { showToast } from '../shared/toast.js';
import type { VendorClient } from '../shared/vendor-api.js';
import { mountFeatureSlot } from './feature-page.js';
import { renderPaytable } from './paytable-view.js';
import { freeSpinMinimumMs, paidSpinMinimumMs, reelStopTimes } from './reel-timing.js';
import { createReelsView } from './reels-view.js';
import type { ReelsView } from './reels-view.js';
import { restingGrid } from './resting-grid.js';
import { mountSlotShell } from './slot-shell.js';
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

  const shell = mountSlotShell(root, {
    session,
    translate,
    money,
    locale,
    client,
    sound,
    stakes,
    balanceMinor: state.balanceMinor,
    board: reels.element,
    pause: wait,
    pageAttributes: { 'data-model': summary.modelId },
  });

  const showStake = () => {
    shell.stakeValue.textContent = money.format(state.stakeMinor);
    const unitAmount = money.format(state.stakeMinor / summary.betUnits);
    shell.stakeDetail.textContent =
      summary.shape === 'ways'
        ? translate('slot.coinBet', { coins: summary.betUnits, amount: unitAmount })
        : translate('slot.lineBet', { lines: summary.lines.length, amount: unitAmount });
    shell.stakeDown.disabled = state.spinning || state.stakeMinor === stakes[0];
    shell.stakeUp.disabled = state.spinning || state.stakeMinor === stakes[stakes.length - 1];
    renderPaytable(shell.rulesPanel, { summary, stakeMinor: state.stakeMinor, money, translate, tiles, locale });
  };

  const setSpinning = (spinning: boolean) => {
    state.spinning = spinning;
    shell.setPlaying(spinning, state.stakeMinor);
  };

  const showWinItem = (spin: SlotSpin, win: SlotLineWin | SlotWayWin | 'scatter') => {
    if (win === 'scatter') {
      reels.highlight(spin, -1);
      shell.winDetail.replaceChildren(
        element('span', { class: 'win-line-badge' }, [translate('slot.scatterPays', { count: spin.scatter.count })]),
        element('span', { class: 'win-symbols' }, [tiles.create(spin.scatter.symbol)]),
        element('span', { class: 'tabular' }, [money.format(spin.scatter.winMinor)]),
      );
      return;
    }
    if (!('line' in win)) {
      reels.highlight(spin, win.symbol);
      shell.winDetail.replaceChildren(
        element('span', { class: 'win-line-badge' }, [translate('slot.waysWin', { ways: win.ways })]),
        element('span', { class: 'win-symbols' }, [`${win.count}×`, tiles.create(win.symbol)]),
        element('span', { class: 'tabular' }, [money.format(win.winMinor)]),
      );
      return;
    }
    reels.highlight(spin, win.line);
    const badge = element('span', { class: 'win-line-badge' }, [translate('slot.line', { line: win.line + 1 })]);
    badge.style.setProperty('--line-colour', lineColour(win.line));
    shell.winDetail.replaceChildren(
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
    shell.winDetail.replaceChildren();
  };

  const spin = async () => {
    if (state.spinning) {
      if (!shell.counter.hidden) state.skipRequested = true;
      return;
    }
    if (state.stakeMinor > state.balanceMinor) {
      showToast(translate('error.INSUFFICIENT_FUNDS'));
      return;
    }
    setSpinning(true);
    state.skipRequested = false;
    stopCycling();
    shell.winLabel.textContent = translate('slot.goodLuck');
    shell.winValue.textContent = '';
    shell.winMeter.classList.remove('has-win');
    const balanceBefore = state.balanceMinor;
    shell.showBalance(balanceBefore - state.stakeMinor);
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
      shell.showBalance(balanceBefore);
      setSpinning(false);
      if (fatalCodes.has(answer.code)) {
        showMessageScreen(root, translate(errorMessageKey(answer.code)));
        return;
      }
      showToast(translate(errorMessageKey(answer.code)));
      void shell.loadHistory();
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
          await shell.showWin(0, step.spin.winMinor, state.stakeMinor);
        }
      } else if (step.kind === 'free-spins-start') {
        await wait(500);
        sound.fanfare();
        await shell.showOverlay(
          [
            element('strong', {}, [translate('slot.freeSpinsAwarded', { count: step.awarded })]),
            step.multiplier > 1 &&
              element('span', {}, [translate('slot.freeSpinsMultiplier', { multiplier: step.multiplier })]),
          ],
          'free-spins',
          2200,
        );
        shell.counter.hidden = false;
        shell.counter.textContent = translate('slot.freeSpinCounter', { current: 0, total: step.awarded });
        shell.spinButton.disabled = false;
        shell.spinLabel.textContent = translate('slot.skip');
      } else if (step.kind === 'free-spin') {
        lastSpin = step.spin;
        shell.counter.textContent = translate('slot.freeSpinCounter', { current: step.number, total: step.awarded });
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
          await shell.showWin(step.totalWinMinor - step.spin.winMinor, step.totalWinMinor, state.stakeMinor);
        }
        if (step.added > 0) {
          shell.counter.classList.add('is-retriggered');
          showToast(translate('slot.freeSpinsRetrigger', { count: step.added }), 2500);
          await wait(900);
          shell.counter.classList.remove('is-retriggered');
        }
        await wait(step.spin.winMinor > 0 ? 700 : 250);
      } else {
        if (state.skipRequested) {
          reels.show(lastSpin.grid);
          await shell.showWin(0, step.totalWinMinor, state.stakeMinor);
        }
        shell.spinButton.disabled = true;
        await shell.showOverlay(
          [
            element('span', {}, [translate('slot.freeSpins')]),
            element('strong', { class: 'tabular' }, [money.format(step.freeWinMinor)]),
          ],
          'free-spins',
          2400,
        );
        shell.counter.hidden = true;
      }
    }
    const totalWinMinor = outcome.totalWinMinor;
    if (isBigWin(totalWinMinor, state.stakeMinor)) await shell.celebrateBigWin(totalWinMinor, 3200, 2400);
    const balanceAfter = money.toMinor(answer.value.balance);
    state.balanceMinor = balanceAfter;
    await shell.showSettled(totalWinMinor, balanceBefore - state.stakeMinor, balanceAfter);
    shownGrid = lastSpin.grid;
    setSpinning(false);
    cycleWins(lastSpin);
    void shell.loadHistory();
  };

  shell.stakeDown.addEventListener('click', () => {
    state.stakeMinor = stepStake(stakes, state.stakeMinor, -1);
    showStake();
  });
  shell.stakeUp.addEventListener('click', () => {
    state.stakeMinor = stepStake(stakes, state.stakeMinor, 1);
    showStake();
  });
  shell.spinButton.addEventListener('click', () => void spin());

  showStake();
  void shell.loadHistory();
}
