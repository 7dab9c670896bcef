import type { BonusTerms, Contribution } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';

type PromotionTermsTableProps = { terms: BonusTerms; currency: string };

const knownCategories = new Set(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

/**
 * An offer's (or a grant's snapshotted) terms as a plain table: turnover multiple and basis, max bet, max win, expiry
 * and how much each kind of game counts toward the turnover.
 */
export function PromotionTermsTable({ terms, currency }: PromotionTermsTableProps) {
  const { t } = useTranslation('promotions');
  const rows: { label: string; value: ReactNode; testId: string }[] = [
    {
      label: t('terms.turnover'),
      value: t('terms.turnoverValue', { multiple: terms.turnoverMultiplier }),
      testId: 'terms-turnover',
    },
    { label: t('terms.basis'), value: t(`terms.bases.${terms.basis}`), testId: 'terms-basis' },
    { label: t('terms.product'), value: t(`terms.products.${terms.productFamily}`), testId: 'terms-product' },
    {
      label: t('terms.maxBet'),
      value: terms.maxBet ? <Money amount={terms.maxBet} currency={currency} /> : t('terms.noLimit'),
      testId: 'terms-max-bet',
    },
    {
      label: t('terms.maxWin'),
      value:
        terms.maxWinMultiplier === null
          ? t('terms.noCap')
          : t('terms.maxWinValue', { multiple: terms.maxWinMultiplier }),
      testId: 'terms-max-win',
    },
    { label: t('terms.expiry'), value: t('terms.expiryValue', { days: terms.expiryDays }), testId: 'terms-expiry' },
  ];
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-border overflow-hidden rounded-control border border-border">
        {rows.map((row) => (
          <div key={row.testId} className="flex items-center justify-between gap-4 px-3.5 py-2.5 text-sm">
            <dt className="text-text-2">{row.label}</dt>
            <dd className="text-end font-medium text-text tabular-nums" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <ContributionList contributions={terms.contributions} />
    </div>
  );
}

/** How much each kind of game counts toward the turnover, largest first; whatever is not listed counts 0 %. */
export function ContributionList({ contributions }: { contributions: Contribution[] }) {
  const { t } = useTranslation('promotions');
  const label = (contribution: Contribution): string => {
    switch (contribution.scope) {
      case 'category':
        return knownCategories.has(contribution.reference)
          ? t(`terms.categories.${contribution.reference}` as 'terms.categories.RNG')
          : contribution.reference;
      case 'vendor':
        return t('terms.vendorGames', { vendor: contribution.reference });
      case 'game':
        return t('terms.someGames');
      case 'default':
        return t('terms.otherGames');
    }
  };
  // Single games are many rows of one meaning for a player: one line per percentage.
  const shown: { label: string; percent: number }[] = [];
  for (const contribution of [...contributions].sort((a, b) => b.percent - a.percent)) {
    const text = label(contribution);
    if (!shown.some((row) => row.label === text && row.percent === contribution.percent))
      shown.push({ label: text, percent: contribution.percent });
  }
  if (!contributions.some((contribution) => contribution.scope === 'default'))
    shown.push({ label: t('terms.otherGames'), percent: 0 });
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-text">{t('terms.contributions')}</h3>
      <ul className="flex flex-wrap gap-2" data-testid="terms-contributions">
        {shown.map((row) => (
          <li
            key={`${row.label}-${row.percent}`}
            className="inline-flex items-center gap-2 rounded-pill bg-raised px-3 py-1 text-[13px] text-text-2"
          >
            <span>{row.label}</span>
            <span className={`font-semibold tabular-nums ${row.percent > 0 ? 'text-text' : 'text-text-3'}`}>
              {row.percent}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
