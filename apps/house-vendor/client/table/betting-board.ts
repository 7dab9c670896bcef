import type { TableSummary } from '../../src/tables/table-types.js';
import { element } from '../shared/dom.js';
import type { MoneyFormat } from '../shared/money.js';
import { chipLabel } from './chip-label.js';
import { rouletteBoardCells } from './roulette-board.js';
import type { GridArea } from './roulette-board.js';
import type { MessageKey, Translate } from './table-messages.js';

export type BoardState = {
  confirmed: ReadonlyMap<string, number>;
  pending: ReadonlyMap<string, number>;
  winning: ReadonlySet<string>;
  returned: ReadonlySet<string>;
  open: boolean;
};

export type BettingBoard = {
  root: HTMLElement;
  update(state: BoardState): void;
  /** Where a spot sits on screen, for the chip that flies to it. */
  spotRect(spot: string): DOMRect | null;
};

/** The chip colour for an amount: that of the largest chip it reaches, so a stack reads at a glance. */
export function chipTone(amountMinor: number, chipsMinor: readonly number[]): number {
  let tone = 0;
  chipsMinor.forEach((chip, index) => {
    if (amountMinor >= chip) tone = index;
  });
  return tone;
}

export function spotLabel(spot: string, translate: Translate): string {
  const straight = /^straight-(\d+)$/.exec(spot);
  if (straight) return translate('spot.straight', { number: straight[1] ?? '' });
  return translate(`spot.${spot}` as MessageKey);
}

function gridArea(area: GridArea): string {
  return `${area.row} / ${area.column} / span ${area.rowSpan} / span ${area.columnSpan}`;
}

/**
 * The betting layout of a table: one button per spot, each showing its name, its payout and the chips on it
 * (taken ones solid, ones still to confirm outlined). Tapping a spot asks the page to put the chosen chip there.
 */
export function createBettingBoard(
  summary: TableSummary,
  translate: Translate,
  money: MoneyFormat,
  onSpot: (spot: string) => void,
): BettingBoard {
  const chipsMinor = summary.chips.map((chip) => money.toMinor(chip));
  const payouts = new Map(summary.spots.map((spot) => [spot.id, spot.payout]));
  const spots = new Map<string, { button: HTMLButtonElement; stack: HTMLElement; shown: string }>();

  function spotButton(spot: string, className: string, content: (HTMLElement | string)[], style?: string) {
    const payout = payouts.get(spot) ?? '';
    const stack = element('span', { class: 'spot-stack', 'aria-hidden': 'true' });
    const button = element(
      'button',
      {
        type: 'button',
        class: `spot ${className}`,
        'data-spot': spot,
        style,
        'aria-label': `${spotLabel(spot, translate)}, ${translate('spot.pays', { payout })}`,
      },
      [...content, stack],
    );
    button.addEventListener('click', () => onSpot(spot));
    spots.set(spot, { button, stack, shown: '' });
    return button;
  }

  function namedSpot(spot: string, extraClass = '') {
    return spotButton(spot, `spot-${spot} ${extraClass}`.trim(), [
      element('span', { class: 'spot-name' }, [spotLabel(spot, translate)]),
      element('span', { class: 'spot-payout' }, [payouts.get(spot) ?? '']),
    ]);
  }

  let root: HTMLElement;
  switch (summary.kind) {
    case 'baccarat':
      root = element('div', { class: 'board board-baccarat' }, [
        element('div', { class: 'board-row board-side' }, [
          namedSpot('player-pair', 'tone-player'),
          namedSpot('tie', 'tone-tie'),
          namedSpot('banker-pair', 'tone-banker'),
        ]),
        element('div', { class: 'board-row board-main' }, [
          namedSpot('player', 'tone-player'),
          namedSpot('banker', 'tone-banker'),
        ]),
      ]);
      break;
    case 'dragon-tiger':
      root = element('div', { class: 'board board-dragon-tiger' }, [
        namedSpot('dragon', 'tone-dragon'),
        namedSpot('tie', 'tone-tie'),
        namedSpot('tiger', 'tone-tiger'),
      ]);
      break;
    case 'roulette':
      root = element(
        'div',
        { class: 'board board-roulette' },
        rouletteBoardCells().map((cell) => {
          const style = `--portrait-area: ${gridArea(cell.portrait)}; --landscape-area: ${gridArea(cell.landscape)}`;
          if (cell.number !== null) {
            return spotButton(
              cell.spot,
              `roulette-cell roulette-number-cell is-${cell.color ?? 'green'}`,
              [element('span', { class: 'cell-number' }, [String(cell.number)])],
              style,
            );
          }
          const label = cell.spot.startsWith('column-')
            ? translate('spot.columnShort')
            : spotLabel(cell.spot, translate);
          const swatch = cell.color
            ? element('span', { class: `cell-swatch is-${cell.color}`, 'aria-hidden': 'true' })
            : null;
          return spotButton(
            cell.spot,
            `roulette-cell roulette-outside-cell spot-${cell.spot}${cell.spot.startsWith('column-') ? ' is-column' : ''}`,
            [element('span', { class: 'cell-label' }, swatch ? [swatch] : [label])],
            style,
          );
        }),
      );
      break;
  }

  function renderStack(stack: HTMLElement, confirmed: number, pending: number) {
    const chips: HTMLElement[] = [];
    if (confirmed > 0) {
      chips.push(
        element('span', { class: `chip chip-on-spot chip-tone-${chipTone(confirmed, chipsMinor)}` }, [
          chipLabel(confirmed, money.scale),
        ]),
      );
    }
    if (pending > 0) {
      chips.push(
        element('span', { class: `chip chip-on-spot is-pending chip-tone-${chipTone(pending, chipsMinor)}` }, [
          chipLabel(pending, money.scale),
        ]),
      );
    }
    stack.replaceChildren(...chips);
  }

  return {
    root,
    update(state) {
      root.classList.toggle('is-closed', !state.open);
      for (const [spot, view] of spots) {
        const confirmed = state.confirmed.get(spot) ?? 0;
        const pending = state.pending.get(spot) ?? 0;
        const shown = `${confirmed}/${pending}`;
        if (shown !== view.shown) {
          renderStack(view.stack, confirmed, pending);
          view.shown = shown;
        }
        view.button.classList.toggle('is-winning', state.winning.has(spot));
        view.button.classList.toggle('is-returned', state.returned.has(spot));
        view.button.classList.toggle('has-bet', confirmed + pending > 0);
        view.button.setAttribute('aria-disabled', String(!state.open));
      }
    },
    spotRect: (spot) => spots.get(spot)?.button.getBoundingClientRect() ?? null,
  };
}
