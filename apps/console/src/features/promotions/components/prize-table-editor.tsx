import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { formatAmount } from '@/lib/format-amount';
import { budgetProjection, readPrizeTable } from './prize-table-math';
import type { PrizeInput } from './promotion-form-state';

/** The contracts' bounds of a prize table. */
const maxPrizes = 20;

/**
 * A prize table's rows (amount and integer weight; an amount of 0 is "no prize"), each with its live chance, the
 * expected value of one draw, and the budget projection the reference asks to see before activation: the expected
 * cost per day at an estimated number of draws, and how many days the total budget lasts at that rate.
 */
export function PrizeTableEditor({
  prizes,
  onChange,
  totalBudget,
  dailyBudget,
  issueOf,
}: {
  prizes: PrizeInput[];
  onChange: (prizes: PrizeInput[]) => void;
  totalBudget: string;
  dailyBudget: string;
  issueOf: (path: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('promotions');
  const [drawsPerDay, setDrawsPerDay] = useState('1000');
  const reading = readPrizeTable(prizes);
  const projection = budgetProjection(reading, drawsPerDay, totalBudget);
  const setRow = (index: number, change: Partial<PrizeInput>) =>
    onChange(prizes.map((prize, at) => (at === index ? { ...prize, ...change } : prize)));
  const overDaily =
    projection.costPerDay !== null && dailyBudget.trim() !== '' && Number(projection.costPerDay) > Number(dailyBudget);
  const tableIssue = issueOf('reward.prizes');
  return (
    <div className="flex flex-col gap-3 sm:col-span-2" data-testid="prize-table-editor">
      {/* A narrow screen scrolls the table sideways rather than squeezing its inputs to nothing. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-sm">
          <caption className="mb-1 text-start text-xs font-medium text-slate-600">{t('prizeTable.title')}</caption>
          <thead>
            <tr className="text-xs text-slate-500">
              <th scope="col" className="w-8 py-1 text-start font-medium">
                #
              </th>
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                {t('prizeTable.amount')}
              </th>
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                {t('prizeTable.weight')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('prizeTable.odds')}
              </th>
              <th scope="col" className="w-10 py-1">
                <span className="sr-only">{t('prizeTable.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize, index) => {
              const amountIssue = issueOf(`reward.prizes.${index}.amount`);
              const weightIssue = issueOf(`reward.prizes.${index}.weight`);
              const odds = reading.odds[index];
              return (
                <tr key={index} data-testid="prize-row" className="align-top">
                  <td className="py-1 pe-2 pt-3 text-xs text-slate-500 tabular-nums">{index + 1}</td>
                  <td className="py-1 pe-2">
                    <input
                      className={`${inputClass} min-w-20 ${amountIssue ? 'border-red-500' : ''}`}
                      aria-label={t('prizeTable.amountOf', { number: index + 1 })}
                      aria-invalid={amountIssue !== undefined}
                      inputMode="decimal"
                      value={prize.amount}
                      placeholder="0.00"
                      onChange={(event) => setRow(index, { amount: event.target.value })}
                    />
                    {amountIssue && <span className="text-xs text-red-700">{amountIssue}</span>}
                  </td>
                  <td className="py-1 pe-2">
                    <input
                      className={`${inputClass} min-w-16 ${weightIssue ? 'border-red-500' : ''}`}
                      aria-label={t('prizeTable.weightOf', { number: index + 1 })}
                      aria-invalid={weightIssue !== undefined}
                      inputMode="numeric"
                      value={prize.weight}
                      onChange={(event) => setRow(index, { weight: event.target.value })}
                    />
                    {weightIssue && <span className="text-xs text-red-700">{weightIssue}</span>}
                  </td>
                  <td className="py-1 pt-3 text-end text-slate-800 tabular-nums" data-testid="prize-odds">
                    {odds === null || odds === undefined
                      ? '—'
                      : `${odds.toLocaleString(i18n.language, { maximumFractionDigits: 2 })}%`}
                  </td>
                  <td className="py-1 ps-2 text-end">
                    <button
                      type="button"
                      className="rounded px-2.5 py-1.5 text-base leading-none text-red-700 hover:bg-red-50 disabled:opacity-30"
                      disabled={prizes.length <= 1}
                      aria-label={t('prizeTable.removeRow', { number: index + 1 })}
                      title={t('prizeTable.removeRow', { number: index + 1 })}
                      onClick={() => onChange(prizes.filter((_, at) => at !== index))}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {tableIssue && (
        <span role="alert" className="text-xs text-red-700">
          {tableIssue}
        </span>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          look="secondary"
          disabled={prizes.length >= maxPrizes}
          onClick={() => onChange([...prizes, { amount: '', weight: '1' }])}
        >
          {t('prizeTable.add')}
        </Button>
        <span className="text-xs text-slate-500">{t('prizeTable.zeroHint')}</span>
      </div>
      <dl className="grid grid-cols-1 gap-3 rounded-md bg-slate-50 p-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">{t('prizeTable.expectedValue')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="prize-expected-value">
            {reading.expectedValue === null ? '—' : formatAmount(reading.expectedValue)}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="promotion-draws-per-day" className="text-xs text-slate-500">
            {t('prizeTable.drawsPerDay')}
          </label>
          <input
            id="promotion-draws-per-day"
            className={inputClass}
            inputMode="numeric"
            value={drawsPerDay}
            onChange={(event) => setDrawsPerDay(event.target.value)}
          />
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('prizeTable.costPerDay')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="prize-cost-per-day">
            {projection.costPerDay === null ? '—' : formatAmount(projection.costPerDay)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('prizeTable.budgetDays')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="prize-budget-days">
            {projection.days === null ? t('prizeTable.noBudget') : t('prizeTable.days', { days: projection.days })}
          </dd>
        </div>
        {overDaily && (
          <p className="text-xs text-amber-800 sm:col-span-2" data-testid="prize-over-daily">
            {t('prizeTable.overDaily', { daily: formatAmount(dailyBudget.trim()) })}
          </p>
        )}
        {!reading.complete && <p className="text-xs text-slate-500 sm:col-span-2">{t('prizeTable.incomplete')}</p>}
      </dl>
    </div>
  );
}
