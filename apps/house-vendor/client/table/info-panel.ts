import type { TableSummary } from '../../src/tables/table-types.js';
import { spotLabel } from './betting-board.js';
import { element } from '../shared/dom.js';
import type { MoneyFormat } from '../shared/money.js';
import { icon } from './icons.js';
import type { Translate } from './table-messages.js';

/** The table's rules, payouts and limits, folded away until asked for; straight-up numbers share one row. */
export function createInfoPanel(summary: TableSummary, translate: Translate, money: MoneyFormat): HTMLElement {
  type Row = { label: string; payout: string; limits: string };
  const rows: Row[] = [];
  for (const spot of summary.spots) {
    const limits = `${money.format(money.toMinor(spot.minBet))} – ${money.format(money.toMinor(spot.maxBet))}`;
    if (spot.id.startsWith('straight-')) {
      if (spot.id !== 'straight-0') continue;
      rows.push({ label: translate('spot.straight', { number: '0–36' }), payout: spot.payout, limits });
      continue;
    }
    rows.push({ label: spotLabel(spot.id, translate), payout: spot.payout, limits });
  }
  return element('details', { class: 'panel info-panel' }, [
    element('summary', { class: 'panel-title' }, [icon('info'), translate('info.title')]),
    element('p', { class: 'info-rules' }, [translate(`info.rules.${summary.kind}`)]),
    summary.decks !== null &&
      element('p', { class: 'info-rules' }, [translate('info.decks', { decks: summary.decks })]),
    element('table', { class: 'info-table' }, [
      element('thead', {}, [
        element('tr', {}, [
          element('th', { scope: 'col' }, [translate('info.spot')]),
          element('th', { scope: 'col' }, [translate('info.payout')]),
          element('th', { scope: 'col' }, [translate('info.limits')]),
        ]),
      ]),
      element(
        'tbody',
        {},
        rows.map((row) =>
          element('tr', {}, [
            element('th', { scope: 'row' }, [row.label]),
            element('td', {}, [row.payout]),
            element('td', {}, [row.limits]),
          ]),
        ),
      ),
    ]),
    element('p', { class: 'info-rules' }, [
      translate('info.roundMax', { amount: money.format(money.toMinor(summary.roundMaxBet)) }),
    ]),
  ]);
}
