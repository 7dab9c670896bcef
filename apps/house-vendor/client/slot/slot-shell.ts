import type { OpenSessionAnswer, SlotHistoryAnswer } from '../../src/play/play-contract.js';
import { countUpDuration } from '../shared/count-up.js';
import { element, rollNumber } from '../shared/dom.js';
import type { Translate } from '../shared/i18n.js';
import type { MoneyFormat } from '../shared/money.js';
import { createTransferHint } from '../shared/transfer-wallet-hint.js';
import type { VendorClient } from '../shared/vendor-api.js';
import { renderHistory } from './history-view.js';
import type { MessageKey } from './slot-messages.js';
import type { createSlotSound } from './slot-sound.js';

export type SlotShell = {
  /** Above the board: the free-spin or tumble counter, hidden until a page uses it. */
  counter: HTMLElement;
  winMeter: HTMLElement;
  winLabel: HTMLElement;
  winValue: HTMLElement;
  winDetail: HTMLElement;
  overlay: HTMLElement;
  stakeDown: HTMLButtonElement;
  stakeUp: HTMLButtonElement;
  stakeValue: HTMLElement;
  /** Under the stake: the page says what the stake buys (lines, ways or coins). */
  stakeDetail: HTMLElement;
  spinButton: HTMLButtonElement;
  spinLabel: HTMLElement;
  /** The paytable or rules tab's panel; the page fills it. */
  rulesPanel: HTMLElement;
  /** The header's balance, and the transfer-wallet hint while it cannot pay the smallest stake. */
  showBalance: (amountMinor: number) => void;
  /**
   * A settled round: the win meter shows its total (or no win) and the balance counts from what the header showed
   * during the round to what the wallet answered.
   */
  showSettled: (totalWinMinor: number, balanceFromMinor: number, balanceToMinor: number) => Promise<void>;
  /** The fanfare and the big-win card, its amount counting up over `countMs`, the card shown for `overlayMs`. */
  celebrateBigWin: (totalWinMinor: number, overlayMs: number, countMs: number) => Promise<void>;
  /** A round is playing (or not): the spin and stake buttons follow. */
  setPlaying: (playing: boolean, stakeMinor: number) => void;
  loadHistory: () => Promise<void>;
  /** Counts the win meter up from one amount to another, at a pace set by the size of the win against the stake. */
  showWin: (fromMinor: number, toMinor: number, stakeMinor: number) => Promise<void>;
  /** A card over the stage (free spins, a big win) until its time is up or the player taps it. */
  showOverlay: (lines: (string | Node | false)[], tone: 'free-spins' | 'big-win', durationMs: number) => Promise<void>;
};

/**
 * The page around every slot, reels or board alike: the header with the game's name, the sound toggle and the
 * balance (the game wallet's on a transfer launch, with the hint saying how to fill it), the stage with the win
 * meter and the overlay, the stake and spin controls, and the rules and history tabs. Each page puts its board in
 * the stage and its own buttons (a buy) before the spin button, and fills the rules panel.
 */
export function mountSlotShell(
  root: HTMLElement,
  options: {
    session: OpenSessionAnswer;
    translate: Translate<MessageKey>;
    money: MoneyFormat;
    locale: string;
    client: VendorClient;
    sound: ReturnType<typeof createSlotSound>;
    stakes: readonly number[];
    balanceMinor: number;
    board: HTMLElement;
    /** Controls between the stake and the spin button. */
    controls?: (HTMLElement | null)[];
    pageAttributes: Record<string, string>;
    /** How the page waits (shorter under reduced motion, where the page wants it). */
    pause: (milliseconds: number) => Promise<void>;
  },
): SlotShell {
  const { session, translate, money, sound, stakes } = options;
  const balanceValue = element('strong', { class: 'balance-value tabular' }, [money.format(options.balanceMinor)]);
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

  const stakeDown = element(
    'button',
    { type: 'button', class: 'stake-step', 'aria-label': translate('slot.stakeDown') },
    ['−'],
  );
  const stakeUp = element('button', { type: 'button', class: 'stake-step', 'aria-label': translate('slot.stakeUp') }, [
    '+',
  ]);
  const stakeValue = element('strong', { class: 'stake-amount tabular' });
  const stakeDetail = element('small', { class: 'stake-lines tabular' });
  const stakeControl = element('div', { class: 'stake-control' }, [
    stakeDown,
    element('div', { class: 'stake-value' }, [
      element('span', { class: 'stake-label' }, [translate('slot.stake')]),
      stakeValue,
      stakeDetail,
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
  const stage = element('section', { class: 'slot-stage' }, [
    counter,
    options.board,
    winMeter,
    overlay,
    element('div', { class: 'controls' }, [stakeControl, ...(options.controls ?? []), spinButton]),
  ]);

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
    element('div', { class: 'slot-page', ...options.pageAttributes }, [
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
  transferHint.update(options.balanceMinor, smallestStakeMinor);

  const shell: SlotShell = {
    counter,
    winMeter,
    winLabel,
    winValue,
    winDetail,
    overlay,
    stakeDown,
    stakeUp,
    stakeValue,
    stakeDetail,
    spinButton,
    spinLabel,
    rulesPanel,
    showBalance: (amountMinor) => {
      balanceValue.textContent = money.format(amountMinor);
      transferHint.update(amountMinor, smallestStakeMinor);
    },
    showSettled: async (totalWinMinor, balanceFromMinor, balanceToMinor) => {
      winLabel.textContent = translate(totalWinMinor > 0 ? 'slot.win' : 'slot.noWin');
      winValue.textContent = totalWinMinor > 0 ? money.format(totalWinMinor) : '';
      if (totalWinMinor > 0) winMeter.classList.add('has-win');
      transferHint.update(balanceToMinor, smallestStakeMinor);
      await rollNumber(balanceValue, balanceFromMinor, balanceToMinor, 500, (value) => money.format(value));
    },
    celebrateBigWin: async (totalWinMinor, overlayMs, countMs) => {
      const amount = element('strong', { class: 'tabular' });
      sound.fanfare();
      const celebration = shell.showOverlay(
        [element('span', {}, [translate('slot.bigWin')]), amount],
        'big-win',
        overlayMs,
      );
      await rollNumber(amount, 0, totalWinMinor, countMs, (value) => money.format(value));
      await celebration;
    },
    setPlaying: (playing, stakeMinor) => {
      spinButton.disabled = playing;
      spinButton.classList.toggle('is-spinning', playing);
      spinLabel.textContent = translate(playing ? 'slot.spinning' : 'slot.spin');
      stakeDown.disabled = playing || stakeMinor === stakes[0];
      stakeUp.disabled = playing || stakeMinor === stakes[stakes.length - 1];
    },
    showWin: async (fromMinor, toMinor, stakeMinor) => {
      winLabel.textContent = translate('slot.win');
      winMeter.classList.toggle('has-win', toMinor > 0);
      await rollNumber(winValue, fromMinor, toMinor, countUpDuration(toMinor - fromMinor, stakeMinor), (value) =>
        money.format(value),
      );
    },
    showOverlay: async (lines, tone, durationMs) => {
      overlay.replaceChildren(element('div', { class: `overlay-card is-${tone}` }, lines));
      overlay.hidden = false;
      await Promise.race([
        options.pause(durationMs),
        new Promise<void>((resolve) => overlay.addEventListener('click', () => resolve(), { once: true })),
      ]);
      overlay.hidden = true;
    },
    loadHistory: async () => {
      const answer = await options.client.get<SlotHistoryAnswer>(
        `/api/slot/history?sessionId=${encodeURIComponent(session.sessionId)}`,
      );
      if (answer.ok)
        renderHistory(historyPanel, answer.value.rounds, {
          money,
          translate,
          locale: options.locale,
          timeZone: session.timeZone,
        });
    },
  };
  return shell;
}
