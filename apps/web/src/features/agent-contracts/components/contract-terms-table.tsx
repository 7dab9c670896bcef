import type { ContractTermsWire, TierPayWire } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format-money';

/** One tier's pay as the original showed it: a rate in percent, or a fixed amount. */
export function PayText({ pay }: { pay: TierPayWire }) {
  const { t } = useTranslation('contracts');
  return (
    <>
      {pay.type === 'percent'
        ? t('terms.percent', { rate: pay.rate })
        : t('terms.fixed', { amount: formatMoney(pay.amount) })}
    </>
  );
}

/**
 * A contract's terms as the receiver reads them (reference §1.4): the rules of the kind (period, carry-over, slot,
 * unit value, who counts as active), then the tiers with the kind's columns, lowest first.
 */
export function ContractTermsTable({ terms, testId }: { terms: ContractTermsWire; testId?: string }) {
  const { t } = useTranslation('contracts');
  const rules: string[] = [];
  if (terms.kind === 'dividend') {
    rules.push(`${t('terms.period')}: ${t(`terms.periods.${terms.period}`)}`);
    rules.push(`${t('terms.carry')}: ${t(`terms.carryModes.${terms.carryMode}`)}`);
  }
  if (terms.kind === 'hourly_salary') {
    rules.push(t(`terms.slots.${terms.slot}`));
    rules.push(`${t('terms.unitValue')}: ${formatMoney(terms.unitValue)}`);
  }
  if (terms.kind !== 'realtime_salary' && terms.activeMemberMinValidBet !== '0.00') {
    rules.push(t('terms.activeRule', { amount: formatMoney(terms.activeMemberMinValidBet) }));
  }
  if (terms.kind === 'daily_salary' && terms.manualReceive) {
    rules.push(t('terms.manualReceive', { minutes: terms.manualReceive.claimWindowMinutes }));
  }
  const periodic = terms.kind === 'dividend' && terms.tiers.some((tier) => tier.minPeriodicValidBet !== '0.00');

  const head = (label: string) => (
    <th scope="col" className="px-3 py-2 text-start font-medium text-text-2">
      {label}
    </th>
  );
  const cell = (content: ReactNode) => <td className="px-3 py-2 tabular-nums">{content}</td>;

  return (
    <div className="space-y-2" data-testid={testId}>
      {rules.length > 0 ? (
        <ul className="space-y-1 text-sm text-text-2">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : null}
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full text-sm">
          <thead className="bg-raised/60">
            <tr>
              {head(t('terms.level'))}
              {terms.kind === 'realtime_salary' ? (
                <>
                  {head(t('terms.drawStake'))}
                  {head(t('terms.lossRate'))}
                  {head(t('terms.winRate'))}
                </>
              ) : (
                <>
                  {head(t('terms.validBet'))}
                  {terms.kind === 'dividend' ? head(t('terms.netLoss')) : null}
                  {periodic ? head(t('terms.periodicBet')) : null}
                  {head(t('terms.activeMembers'))}
                  {head(t('terms.pay'))}
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {terms.kind === 'realtime_salary'
              ? terms.tiers.map((tier, index) => (
                  <tr key={index} className="border-t border-border">
                    {cell(index + 1)}
                    {cell(formatMoney(tier.minDrawStake))}
                    {cell(t('terms.percent', { rate: tier.lossRate }))}
                    {cell(t('terms.percent', { rate: tier.winRate }))}
                  </tr>
                ))
              : terms.tiers.map((tier, index) => (
                  <tr key={index} className="border-t border-border">
                    {cell(index + 1)}
                    {cell(formatMoney(tier.minValidBet))}
                    {'minNetLoss' in tier ? cell(formatMoney(tier.minNetLoss)) : null}
                    {periodic && 'minPeriodicValidBet' in tier ? cell(formatMoney(tier.minPeriodicValidBet)) : null}
                    {cell(tier.minActiveMembers)}
                    {cell(<PayText pay={tier.pay} />)}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
