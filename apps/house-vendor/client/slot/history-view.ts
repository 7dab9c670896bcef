import type { SlotHistoryAnswer } from '../../src/play/play-contract.js';
import { element } from '../shared/dom.js';
import type { Translate } from '../shared/i18n.js';
import type { MoneyFormat } from '../shared/money.js';
import { formatRoundTime } from './round-time.js';
import type { MessageKey } from './slot-messages.js';

type HistoryContext = { money: MoneyFormat; translate: Translate<MessageKey>; locale: string; timeZone: string };

/** This session's rounds, newest first: when (in the brand's time zone), stake, win and free spins. */
export function renderHistory(
  container: HTMLElement,
  rounds: SlotHistoryAnswer['rounds'],
  context: HistoryContext,
): void {
  const { money, translate } = context;
  if (rounds.length === 0) {
    container.replaceChildren(element('p', { class: 'panel-empty' }, [translate('slot.historyEmpty')]));
    return;
  }
  const rows = rounds.map((round) => {
    const winMinor = money.toMinor(round.win);
    return element('tr', {}, [
      element('td', { class: 'tabular' }, [formatRoundTime(round.at, context)]),
      element('td', { class: 'tabular numeric' }, [money.format(money.toMinor(round.stake))]),
      element('td', { class: winMinor > 0 ? 'tabular numeric is-win' : 'tabular numeric' }, [
        money.format(winMinor),
        round.freeSpins > 0 &&
          element('span', { class: 'history-free-spins' }, [
            translate('slot.historyFreeSpins', { count: round.freeSpins }),
          ]),
      ]),
    ]);
  });
  container.replaceChildren(
    element('table', { class: 'history-table' }, [
      element('thead', {}, [
        element('tr', {}, [
          element('th', { scope: 'col' }, [translate('slot.historyTime')]),
          element('th', { scope: 'col', class: 'numeric' }, [translate('slot.historyStake')]),
          element('th', { scope: 'col', class: 'numeric' }, [translate('slot.historyWin')]),
        ]),
      ]),
      element('tbody', {}, rows),
    ]),
  );
}
