import type { FeatureSlotSummary } from '../../src/slots/feature-summary.js';
import { element } from '../shared/dom.js';
import type { Translate } from '../shared/i18n.js';
import type { MoneyFormat } from '../shared/money.js';
import type { FeatureMessage } from './feature-messages.js';

type RulesContext = {
  summary: FeatureSlotSummary;
  stakeMinor: number;
  money: MoneyFormat;
  translate: Translate<FeatureMessage>;
  tile: (symbolId: string) => HTMLElement;
  locale: string;
};

function volatilityMeter(level: FeatureSlotSummary['volatility']) {
  const filled = { low: 1, medium: 2, high: 3 }[level];
  return element(
    'span',
    { class: 'volatility-meter', 'aria-hidden': 'true' },
    [1, 2, 3].map((bar) => element('span', { class: bar <= filled ? 'is-filled' : '' })),
  );
}

/** The size or count range a pay covers, as the paytable writes it: "5", "6–7", "12+" when it runs to the end. */
export function rangeText(from: number, to: number, last: number): string {
  if (from === to) return String(from);
  return to >= last ? `${from}+` : `${from}–${to}`;
}

/**
 * The rules of a cluster or hold-and-win game at the current stake: RTP, volatility, hit rate and spread (all
 * exact), pays, the feature's rules and, where the brand offers it, the buy with its own RTP.
 */
export function renderFeatureRules(container: HTMLElement, context: RulesContext): void {
  const { summary, stakeMinor, money, translate, tile, locale } = context;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 });
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(locale);
  const coinMinor = stakeMinor / summary.betUnits;
  const fact = (label: string, value: (string | Node)[]) =>
    element('div', { class: 'fact' }, [
      element('span', { class: 'fact-label' }, [label]),
      element('strong', { class: 'fact-value tabular' }, value),
    ]);
  const facts = element('div', { class: 'facts' }, [
    fact(translate('slot.rtp'), [percent.format(summary.statedRtpPercent / 100)]),
    fact(translate('slot.volatility'), [
      volatilityMeter(summary.volatility),
      translate(`slot.volatility.${summary.volatility}`),
    ]),
    fact(translate('slot.hitRate'), [percent.format(summary.hitRatePercent / 100)]),
    fact(translate('feature.spread'), [
      translate('feature.stakes', { value: decimal.format(summary.standardDeviation) }),
    ]),
  ]);
  const last = summary.columns * summary.rows;
  const payRows = summary.paytable.map((row) =>
    element('li', { class: 'pay-row' }, [
      element('div', { class: 'pay-symbol' }, [tile(row.symbol)]),
      element('div', { class: 'pay-detail' }, [
        element(
          'dl',
          { class: 'pay-amounts' },
          [...row.pays]
            .reverse()
            .flatMap((pay) => [
              element('dt', {}, [rangeText(pay.from, pay.to, last)]),
              element('dd', { class: 'tabular' }, [money.format(pay.coins * coinMinor)]),
            ]),
        ),
      ]),
    ]),
  );
  const rules: Node[] = [];
  if (summary.cluster) {
    const multipliers = summary.cluster.tumbleMultipliers.map((multiplier) => `×${multiplier}`).join(', ');
    rules.push(
      element('h3', { class: 'panel-heading' }, [translate('feature.clusters')]),
      element('ul', { class: 'rule-list' }, [
        element('li', {}, [translate('feature.clusterRule', { minimum: summary.cluster.minimumCluster })]),
        element('li', {}, [translate('feature.tumbleRule', { multipliers, max: summary.cluster.maxTumbles })]),
        element('li', {}, [translate('feature.cellRule')]),
      ]),
    );
  }
  if (summary.holdAndWin) {
    const { jackpots } = summary.holdAndWin;
    rules.push(
      element('h3', { class: 'panel-heading' }, [translate('feature.holdAndWinTitle')]),
      element('ul', { class: 'rule-list' }, [
        element('li', {}, [
          translate('feature.triggerRule', {
            trigger: summary.holdAndWin.triggerCoins,
            respins: summary.holdAndWin.respins,
          }),
        ]),
        element('li', {}, [
          translate('feature.coinValuesRule', {
            values: summary.holdAndWin.coinStakes.map((value) => decimal.format(value)).join(', '),
          }),
        ]),
        element('li', {}, [
          translate('feature.jackpotRule', {
            mini: whole.format(jackpots.mini),
            minor: whole.format(jackpots.minor),
            major: whole.format(jackpots.major),
            grand: whole.format(jackpots.grand),
          }),
        ]),
        element('li', {}, [translate('feature.endRule')]),
        element('li', {}, [translate('feature.cellRule')]),
      ]),
    );
  }
  if (summary.buy)
    rules.push(
      element('h3', { class: 'panel-heading' }, [translate('feature.buyTitle')]),
      element('ul', { class: 'rule-list' }, [
        element('li', { 'data-rule': 'buy' }, [
          translate('feature.buyRule', {
            coins: summary.buy.startCoins,
            price: summary.buy.priceStakes,
            rtp: percent.format(summary.buy.rtpPercent / 100),
          }),
        ]),
      ]),
    );
  container.replaceChildren(
    facts,
    element('p', { class: 'panel-hint' }, [translate('feature.exact')]),
    element('p', { class: 'panel-hint' }, [
      translate(summary.engine === 'cluster' ? 'feature.clusterHint' : 'feature.countHint'),
    ]),
    element('ul', { class: 'pay-rows' }, payRows),
    ...rules,
    element('ul', { class: 'rule-list' }, [
      element('li', {}, [translate('feature.coinBetRule', { count: summary.betUnits })]),
      element('li', {}, [translate('slot.noMaxWin')]),
      element('li', {}, [translate('feature.malfunction')]),
    ]),
  );
}
