import { carryModes, dividendPeriods, hourlySlots } from '@croupier/contracts';
import type { ContractKindName, ContractTermsWire } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';

/** A new contract's starting terms per kind: one level, which the operator edits. */
export function defaultTermsOf(kind: ContractKindName): ContractTermsWire {
  const salaryTier = { minValidBet: '1000.00', minActiveMembers: 0, pay: { type: 'percent' as const, rate: '1' } };
  switch (kind) {
    case 'dividend':
      return {
        kind,
        period: 'monthly',
        carryMode: 'none',
        activeMemberMinValidBet: '0.00',
        tiers: [
          {
            minValidBet: '0.00',
            minNetLoss: '1000.00',
            minActiveMembers: 0,
            minPeriodicValidBet: '0.00',
            pay: { type: 'percent', rate: '10' },
          },
        ],
      };
    case 'daily_salary':
      return { kind, activeMemberMinValidBet: '0.00', manualReceive: null, tiers: [salaryTier] };
    case 'hourly_salary':
      return { kind, slot: 'hour', unitValue: '100.00', activeMemberMinValidBet: '0.00', tiers: [salaryTier] };
    case 'realtime_salary':
      return { kind, tiers: [{ minDrawStake: '0.00', lossRate: '1', winRate: '0.5' }] };
  }
}

type LooseTier = Record<string, unknown> & {
  pay?: { type: 'percent'; rate: string } | { type: 'fixed'; amount: string };
};
type Column = { name: string; kind: 'amount' | 'count' | 'rate' };

function columnsOf(terms: ContractTermsWire): Column[] {
  if (terms.kind === 'realtime_salary') {
    return [
      { name: 'minDrawStake', kind: 'amount' },
      { name: 'lossRate', kind: 'rate' },
      { name: 'winRate', kind: 'rate' },
    ];
  }
  const columns: Column[] = [{ name: 'minValidBet', kind: 'amount' }];
  if (terms.kind === 'dividend') columns.push({ name: 'minNetLoss', kind: 'amount' });
  if (terms.kind === 'dividend' && terms.period === 'monthly')
    columns.push({ name: 'minPeriodicValidBet', kind: 'amount' });
  columns.push({ name: 'minActiveMembers', kind: 'count' }, { name: 'pay', kind: 'rate' });
  return columns;
}

/**
 * The terms of a top contract: the kind's rules (period and carry-over of a dividend, slot and unit value of an
 * hourly salary, the active-member threshold, manual receive) and its levels, rising from the first. The server
 * checks them with the engine (each level higher than the one before) and answers which level is wrong.
 */
export function TermsEditor({
  value,
  onChange,
}: {
  value: ContractTermsWire;
  onChange: (next: ContractTermsWire) => void;
}) {
  const { t } = useTranslation('agent-contracts');
  const tiers = value.tiers as readonly LooseTier[];
  const columns = columnsOf(value);
  const update = (patch: Record<string, unknown>) => onChange({ ...value, ...patch });
  const setTiers = (next: LooseTier[]) => update({ tiers: next });
  const payType = tiers[0]?.pay?.type ?? 'percent';
  const cellValue = (tier: LooseTier, column: Column) => {
    if (column.name === 'pay' && tier.pay) return tier.pay.type === 'percent' ? tier.pay.rate : tier.pay.amount;
    const raw = tier[column.name];
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  };
  const setCell = (index: number, column: Column, text: string) =>
    setTiers(
      tiers.map((tier, position) => {
        if (position !== index) return tier;
        if (column.name === 'pay' && tier.pay) {
          return {
            ...tier,
            pay: tier.pay.type === 'percent' ? { type: 'percent', rate: text } : { type: 'fixed', amount: text },
          };
        }
        return { ...tier, [column.name]: column.kind === 'count' ? Number.parseInt(text || '0', 10) || 0 : text };
      }),
    );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {value.kind === 'dividend' && (
          <>
            <FormField className="basis-40" label={t('terms.period')} htmlFor="terms-period">
              <select
                id="terms-period"
                className={inputClass}
                value={value.period}
                onChange={(event) => update({ period: event.target.value })}
              >
                {dividendPeriods.map((period) => (
                  <option key={period} value={period}>
                    {t(`periods.${period}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField className="basis-56" label={t('terms.carry')} htmlFor="terms-carry">
              <select
                id="terms-carry"
                className={inputClass}
                value={value.carryMode}
                onChange={(event) => update({ carryMode: event.target.value })}
              >
                {carryModes.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`carryModes.${mode}`)}
                  </option>
                ))}
              </select>
            </FormField>
          </>
        )}
        {value.kind === 'hourly_salary' && (
          <>
            <FormField className="basis-40" label={t('terms.slot')} htmlFor="terms-slot">
              <select
                id="terms-slot"
                className={inputClass}
                value={value.slot}
                onChange={(event) => update({ slot: event.target.value })}
              >
                {hourlySlots.map((slot) => (
                  <option key={slot} value={slot}>
                    {t(`slots.${slot}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField className="basis-32" label={t('terms.unitValue')} htmlFor="terms-unit">
              <input
                id="terms-unit"
                className={inputClass}
                inputMode="decimal"
                value={value.unitValue}
                onChange={(event) => update({ unitValue: event.target.value })}
              />
            </FormField>
          </>
        )}
        {value.kind !== 'realtime_salary' && (
          <>
            <FormField className="basis-40" label={t('terms.activeThreshold')} htmlFor="terms-active">
              <input
                id="terms-active"
                className={inputClass}
                inputMode="decimal"
                value={value.activeMemberMinValidBet}
                onChange={(event) => update({ activeMemberMinValidBet: event.target.value })}
              />
            </FormField>
            <FormField className="basis-32" label={t('terms.payType')} htmlFor="terms-pay-type">
              <select
                id="terms-pay-type"
                className={inputClass}
                value={payType}
                onChange={(event) =>
                  setTiers(
                    tiers.map((tier) => ({
                      ...tier,
                      pay:
                        event.target.value === 'fixed'
                          ? { type: 'fixed', amount: '100.00' }
                          : { type: 'percent', rate: '1' },
                    })),
                  )
                }
              >
                <option value="percent">{t('terms.percent')}</option>
                <option value="fixed">{t('terms.fixed')}</option>
              </select>
            </FormField>
          </>
        )}
        {value.kind === 'daily_salary' && (
          <FormField className="basis-40" label={t('terms.claimWindow')} htmlFor="terms-claim">
            <input
              id="terms-claim"
              className={inputClass}
              inputMode="numeric"
              placeholder={t('terms.noClaim')}
              value={value.manualReceive?.claimWindowMinutes ?? ''}
              onChange={(event) => {
                const minutes = Number.parseInt(event.target.value, 10);
                update({
                  manualReceive: Number.isFinite(minutes) && minutes > 0 ? { claimWindowMinutes: minutes } : null,
                });
              }}
            />
          </FormField>
        )}
      </div>
      <table className="w-full text-sm" data-testid="terms-editor-tiers">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1 pr-2 font-medium">{t('columns.level')}</th>
            {columns.map((column) => (
              <th key={column.name} className="py-1 pr-2 font-medium">
                {column.name === 'pay'
                  ? t(payType === 'percent' ? 'tiers.rate' : 'tiers.amount')
                  : t(`tiers.${column.name as 'minValidBet'}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <td className="py-1 pr-2 tabular-nums">{index + 1}</td>
              {columns.map((column) => (
                <td key={column.name} className="py-1 pr-2">
                  <input
                    aria-label={`${column.name} ${index + 1}`}
                    className={inputClass}
                    inputMode={column.kind === 'count' ? 'numeric' : 'decimal'}
                    value={cellValue(tier, column)}
                    onChange={(event) => setCell(index, column, event.target.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex gap-2">
        <Button
          look="secondary"
          disabled={tiers.length >= 20}
          onClick={() => {
            const last = tiers.at(-1);
            if (last) setTiers([...tiers, structuredClone(last)]);
          }}
        >
          {t('tiers.add')}
        </Button>
        <Button look="secondary" disabled={tiers.length <= 1} onClick={() => setTiers(tiers.slice(0, -1))}>
          {t('tiers.remove')}
        </Button>
      </div>
    </div>
  );
}

/** Terms as text lines for the detail view: the rules, then one line per level. */
export function TermsSummary({ terms }: { terms: ContractTermsWire }) {
  const { t } = useTranslation('agent-contracts');
  const pay = (value: { type: 'percent'; rate: string } | { type: 'fixed'; amount: string }) =>
    value.type === 'percent' ? `${value.rate}%` : value.amount;
  const rules: string[] = [];
  if (terms.kind === 'dividend') rules.push(`${t(`periods.${terms.period}`)} · ${t(`carryModes.${terms.carryMode}`)}`);
  if (terms.kind === 'hourly_salary')
    rules.push(`${t(`slots.${terms.slot}`)} · ${t('terms.unitValue')} ${terms.unitValue}`);
  if (terms.kind !== 'realtime_salary') rules.push(`${t('terms.activeThreshold')} ${terms.activeMemberMinValidBet}`);
  const lines =
    terms.kind === 'realtime_salary'
      ? terms.tiers.map(
          (tier) =>
            `≥ ${tier.minDrawStake}: ${t('tiers.lossRate')} ${tier.lossRate}% · ${t('tiers.winRate')} ${tier.winRate}%`,
        )
      : terms.tiers.map((tier) =>
          [
            `${t('tiers.minValidBet')} ${tier.minValidBet}`,
            'minNetLoss' in tier ? `${t('tiers.minNetLoss')} ${tier.minNetLoss}` : null,
            `${t('tiers.minActiveMembers')} ${tier.minActiveMembers}`,
            pay(tier.pay),
          ]
            .filter((part) => part !== null)
            .join(' · '),
        );
  return (
    <div className="text-xs text-slate-700">
      {rules.map((rule) => (
        <div key={rule} className="text-slate-500">
          {rule}
        </div>
      ))}
      <ol className="list-decimal pl-5">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </div>
  );
}
