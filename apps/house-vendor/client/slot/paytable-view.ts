import type { SlotModelSummary } from '../../src/slots/slot-types.js';
import { element, svgElement } from '../shared/dom.js';
import type { Translate } from '../shared/i18n.js';
import type { MoneyFormat } from '../shared/money.js';
import type { MessageKey } from './slot-messages.js';
import { paytableRows } from './paytable.js';
import type { SymbolTiles } from './symbol-tile.js';
import { lineColour, linePoints } from './win-lines.js';

type PaytableContext = {
  summary: SlotModelSummary;
  stakeMinor: number;
  money: MoneyFormat;
  translate: Translate<MessageKey>;
  tiles: SymbolTiles;
  locale: string;
};

function volatilityMeter(level: SlotModelSummary['volatility']) {
  const filled = { low: 1, medium: 2, high: 3 }[level];
  return element(
    'span',
    { class: 'volatility-meter', 'aria-hidden': 'true' },
    [1, 2, 3].map((bar) => element('span', { class: bar <= filled ? 'is-filled' : '' })),
  );
}

function paylineDiagram(pattern: readonly number[], index: number, rows: number) {
  const geometry = { reels: pattern.length, rows, cell: 10 };
  const svg = svgElement('svg', { viewBox: `0 0 ${pattern.length * 10} ${rows * 10}`, 'aria-hidden': 'true' });
  for (let reel = 0; reel < pattern.length; reel += 1)
    for (let row = 0; row < rows; row += 1)
      svg.append(
        svgElement('rect', {
          x: reel * 10 + 1,
          y: row * 10 + 1,
          width: 8,
          height: 8,
          rx: 2,
          class: pattern[reel] === row ? 'payline-cell is-on' : 'payline-cell',
        }),
      );
  svg.append(
    svgElement('polyline', { points: linePoints(pattern, geometry), stroke: lineColour(index), class: 'payline-path' }),
  );
  return element('li', { class: 'payline' }, [element('span', { class: 'payline-number' }, [String(index + 1)]), svg]);
}

/**
 * One ways win drawn on the window: a symbol on the first three reels in different rows, each reel's matching
 * cells joined to every one on the next, so the picture shows ways multiplying.
 */
function waysDiagram(reels: number, rows: number) {
  const svg = svgElement('svg', {
    viewBox: `0 0 ${reels * 10} ${rows * 10}`,
    'aria-hidden': 'true',
    class: 'ways-diagram',
  });
  const matching = [[0, 2], [1], [0, 1]];
  for (let reel = 0; reel < reels; reel += 1)
    for (let row = 0; row < rows; row += 1)
      svg.append(
        svgElement('rect', {
          x: reel * 10 + 1,
          y: row * 10 + 1,
          width: 8,
          height: 8,
          rx: 2,
          class: matching[reel]?.includes(row) ? 'payline-cell is-on' : 'payline-cell',
        }),
      );
  matching.slice(0, -1).forEach((fromRows, reel) => {
    for (const from of fromRows)
      for (const to of matching[reel + 1] ?? [])
        svg.append(
          svgElement('line', {
            x1: reel * 10 + 5,
            y1: from * 10 + 5,
            x2: reel * 10 + 15,
            y2: to * 10 + 5,
            stroke: lineColour(reel),
            class: 'payline-path',
          }),
        );
  });
  return element('div', { class: 'ways-picture' }, [svg]);
}

/** The paytable at the current stake, the game's rules, its RTP, volatility and hit rate, and its lines or ways. */
export function renderPaytable(container: HTMLElement, context: PaytableContext): void {
  const { summary, stakeMinor, money, translate, tiles, locale } = context;
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const rules = summary.freeSpins;

  const facts = element('div', { class: 'facts' }, [
    element('div', { class: 'fact' }, [
      element('span', { class: 'fact-label' }, [translate('slot.rtp')]),
      element('strong', { class: 'fact-value tabular' }, [percent.format(summary.statedRtpPercent / 100)]),
    ]),
    element('div', { class: 'fact' }, [
      element('span', { class: 'fact-label' }, [translate('slot.volatility')]),
      element('strong', { class: 'fact-value' }, [
        volatilityMeter(summary.volatility),
        translate(`slot.volatility.${summary.volatility}`),
      ]),
    ]),
    summary.hitRatePercent !== null &&
      element('div', { class: 'fact' }, [
        element('span', { class: 'fact-label' }, [translate('slot.hitRate')]),
        element('strong', { class: 'fact-value tabular' }, [percent.format(summary.hitRatePercent / 100)]),
      ]),
  ]);
  const ways = summary.shape === 'ways';

  const symbolRows = paytableRows(summary, stakeMinor).map((row) => {
    const notes: string[] = [];
    if (row.kind === 'wild') notes.push(translate(ways ? 'slot.waysWildRule' : 'slot.wildRule'));
    if (row.kind === 'scatter') notes.push(translate('slot.scatterRule', { count: rules.triggerCount }));
    return element('li', { class: 'pay-row', 'data-kind': row.kind }, [
      element('div', { class: 'pay-symbol' }, [tiles.create(row.symbol)]),
      element('div', { class: 'pay-detail' }, [
        row.pays.length > 0 &&
          element(
            'dl',
            { class: 'pay-amounts' },
            row.pays.flatMap((pay) => [
              element('dt', {}, [`${pay.count}×`]),
              element('dd', { class: 'tabular' }, [money.format(pay.amountMinor)]),
            ]),
          ),
        ...notes.map((note) => element('p', { class: 'pay-note' }, [note])),
      ]),
    ]);
  });

  const freeSpinRules = element('ul', { class: 'rule-list' }, [
    ...[...rules.awards]
      .sort((left, right) => left.count - right.count)
      .map((award) =>
        element('li', {}, [translate('slot.freeSpinsAward', { count: award.count, spins: award.spins })]),
      ),
    element('li', {}, [
      rules.multiplier > 1
        ? translate('slot.multiplierRule', { multiplier: `×${rules.multiplier}` })
        : translate('slot.noMultiplier'),
    ]),
    element('li', {}, [
      rules.retrigger
        ? translate('slot.retriggerRule', { max: rules.maxSpinsPerRound })
        : translate('slot.noRetrigger'),
    ]),
  ]);

  const maxWinRule = element('li', {}, [
    summary.maxWinStakeMultiple === null
      ? translate('slot.noMaxWin')
      : translate('slot.maxWin', { multiple: summary.maxWinStakeMultiple.toLocaleString(locale) }),
  ]);
  const shapeRules = ways
    ? [
        element('h3', { class: 'panel-heading' }, [translate('slot.ways', { count: summary.ways })]),
        waysDiagram(summary.reels, summary.rows),
        element('ul', { class: 'rule-list' }, [
          element('li', {}, [translate('slot.waysRule', { count: summary.betUnits })]),
          maxWinRule,
        ]),
      ]
    : [
        element('h3', { class: 'panel-heading' }, [translate('slot.paylines', { count: summary.lines.length })]),
        element(
          'ol',
          { class: 'paylines' },
          summary.lines.map((pattern, index) => paylineDiagram(pattern, index, summary.rows)),
        ),
        element('ul', { class: 'rule-list' }, [
          element('li', {}, [translate('slot.paylinesRule', { count: summary.lines.length })]),
          maxWinRule,
        ]),
      ];

  container.replaceChildren(
    facts,
    element('p', { class: 'panel-hint' }, [translate(ways ? 'slot.waysPaytableHint' : 'slot.paytableHint')]),
    element('ul', { class: 'pay-rows' }, symbolRows),
    element('h3', { class: 'panel-heading' }, [translate('slot.freeSpins')]),
    freeSpinRules,
    ...shapeRules,
  );
}
