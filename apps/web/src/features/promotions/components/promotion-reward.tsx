import type { PromotionReward, PromotionType } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { formatOdds, isPositive, prizeOdds } from '../promotion-display';

type RewardProps = { reward: PromotionReward; type: PromotionType; currency: string };

/** Rates as players read them: up to two decimals in their language. */
function percentText(percent: number, locale: string): string {
  return percent.toLocaleString(locale, { maximumFractionDigits: 2 });
}

/** The largest prize of a table (the "up to" of a red envelope or a raffle). */
function topPrize(prizes: readonly { amount: string }[]): string | null {
  let top: string | null = null;
  for (const prize of prizes) if (top === null || Number(prize.amount) > Number(top)) top = prize.amount;
  return top;
}

/** What an offer gives, in one line of words. */
export function RewardText({ reward, type, currency }: RewardProps) {
  const { t, i18n } = useTranslation('promotions');
  const money = (amount: string) => formatMoneyWithSymbol(amount, currency);
  switch (reward.kind) {
    case 'fixed':
      return type === 'BIRTHDAY' ? (
        <>{t('reward.birthday', { amount: money(reward.amount) })}</>
      ) : (
        <Money amount={reward.amount} currency={currency} />
      );
    case 'percent_of_deposit':
      return <>{t('detail.percentReward', { percent: reward.percent, cap: money(reward.cap) })}</>;
    case 'reviewed':
      return <>{t('detail.reviewedReward', { max: money(reward.max) })}</>;
    case 'percent_of_net_loss': {
      const rates = reward.tiers.map((tier) => tier.percent);
      const top = rates.length > 0 ? Math.max(...rates) : 0;
      return (
        <>
          {t('reward.cashback', {
            percent: percentText(top, i18n.language),
            cap: money(reward.cap),
          })}
        </>
      );
    }
    case 'prize_table': {
      const top = topPrize(reward.prizes);
      return (
        <>
          {t('reward.prizeTable', {
            top: money(top ?? '0'),
            expected: money(reward.expectedValue),
          })}
        </>
      );
    }
  }
}

/**
 * The reward's details where words are not enough: a cashback's tiers (how the loss is counted, each tier's rate, the
 * cap) and a prize table's odds (each prize with its chance, and the expected value of one draw).
 */
export function RewardDetails({ reward, currency }: { reward: PromotionReward; currency: string }) {
  const { t, i18n } = useTranslation('promotions');
  if (reward.kind === 'percent_of_net_loss') {
    return (
      <div className="space-y-2" data-testid="cashback-tiers">
        <h3 className="text-sm font-semibold text-text">{t('reward.tiersTitle')}</h3>
        <p className="text-[13px] text-text-2">{t(`reward.modes.${reward.mode}`)}</p>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-xs text-text-3">
              <th scope="col" className="py-1.5 text-start font-medium">
                {t('reward.lossFrom')}
              </th>
              <th scope="col" className="py-1.5 text-end font-medium">
                {t('reward.rate')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {reward.tiers.map((tier) => (
              <tr key={tier.from} data-testid="cashback-tier">
                <td className="py-2 text-text tabular-nums">
                  <Money amount={tier.from} currency={currency} />
                </td>
                <td className="py-2 text-end font-semibold text-accent tabular-nums">
                  {percentText(tier.percent, i18n.language)}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-[13px] text-text-2">
          {t('reward.cap')} <Money amount={reward.cap} currency={currency} className="font-semibold text-text" />
        </p>
      </div>
    );
  }
  if (reward.kind === 'prize_table') {
    const odds = prizeOdds(reward.prizes);
    return (
      <div className="space-y-2" data-testid="prize-odds">
        <h3 className="text-sm font-semibold text-text">{t('reward.oddsTitle')}</h3>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-xs text-text-3">
              <th scope="col" className="py-1.5 text-start font-medium">
                {t('reward.prize')}
              </th>
              <th scope="col" className="py-1.5 text-end font-medium">
                {t('reward.chance')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {reward.prizes.map((prize, index) => (
              <tr key={`${prize.amount}-${index}`} data-testid="prize-odds-row">
                <td className="py-2 text-text">
                  {isPositive(prize.amount) ? (
                    <Money amount={prize.amount} currency={currency} className="font-semibold" />
                  ) : (
                    <span className="text-text-2">{t('reward.noPrize')}</span>
                  )}
                </td>
                <td className="py-2 text-end text-text tabular-nums">{formatOdds(odds[index] ?? 0, i18n.language)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-[13px] text-text-2" data-testid="prize-expected-value">
          {t('reward.expectedValue')}{' '}
          <Money amount={reward.expectedValue} currency={currency} className="font-semibold text-text" />
        </p>
      </div>
    );
  }
  return null;
}
