import { levelLabel, oddsTableBodySchema } from '@croupier/contracts';
import type { OddsTableVersion } from '@croupier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSaveOddsTable } from '../api/save-odds-table';
import { useBetTypeName } from './bet-type-name';

/**
 * The form keeps a table's prices as rows (bet type, its cost, each level's odds) rather than the body's nested
 * maps: level names such as `2` would read as list positions in form paths. Odds show as decimals (9.000); the
 * body keeps thousandths.
 */
type OddsForm = {
  stakeFeeBasisPoints: string;
  minSeries: string;
  maxSeries: string;
  seriesStep: string;
  rebateBase: string;
  rows: { betType: string; costUnits: string; levels: { level: string; odds: string }[] }[];
};

type Body = Record<string, unknown>;
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

function formOf(table: Body): OddsForm {
  const betTypes = (table.betTypes ?? {}) as
    Record<string, { costUnits: number; payoutThousandths: Record<string, number> }> | string[];
  return {
    stakeFeeBasisPoints: String(numberOf(table.stakeFeeBasisPoints)),
    minSeries: String(numberOf(table.minSeries)),
    maxSeries: String(numberOf(table.maxSeries)),
    seriesStep: String(numberOf(table.seriesStep)),
    rebateBase: String(numberOf(table.rebateBase)),
    rows: Array.isArray(betTypes)
      ? []
      : Object.entries(betTypes).map(([betType, entry]) => ({
          betType,
          costUnits: String(entry.costUnits),
          levels: Object.entries(entry.payoutThousandths).map(([level, thousandths]) => ({
            level,
            odds: (thousandths / 1000).toFixed(3),
          })),
        })),
  };
}

function bodyOf(table: Body, form: OddsForm): unknown {
  if (table.pricing === 'prize-group') {
    return {
      ...table,
      minSeries: Number(form.minSeries),
      maxSeries: Number(form.maxSeries),
      seriesStep: Number(form.seriesStep),
      rebateBase: Number(form.rebateBase),
    };
  }
  return {
    ...table,
    stakeFeeBasisPoints: Number(form.stakeFeeBasisPoints),
    betTypes: Object.fromEntries(
      form.rows.map((row) => [
        row.betType,
        {
          costUnits: Number(row.costUnits),
          payoutThousandths: Object.fromEntries(
            row.levels.map((level) => [level.level, Math.round(Number(level.odds) * 1000)]),
          ),
        },
      ]),
    ),
  };
}

/** A brand's odds table, loaded from the version in force; saving makes the next version (sold tickets keep theirs). */
export function OddsTableEditor({ merchant, current }: { merchant: string; current: OddsTableVersion }) {
  const { t } = useTranslation(['lottery', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveOddsTable();
  const [invalid, setInvalid] = useState(false);
  const form = useForm<OddsForm>({ values: formOf(current.table) });
  const prizeGroup = current.table.pricing === 'prize-group';
  const betTypeName = useBetTypeName();
  const levelName = (level: string) => levelLabel(level, (token) => t(`levelWords.${token}`));
  const cell = 'w-24 rounded-md border border-slate-300 px-2 py-1 text-right font-mono text-xs tabular-nums';

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="odds-editor"
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          const parsed = oddsTableBodySchema.safeParse(bodyOf(current.table, values));
          setInvalid(!parsed.success);
          if (parsed.success) save.mutate({ merchant, table: parsed.data });
        })(event)
      }
    >
      <h2 className="text-sm font-semibold text-slate-900">
        {t('odds.editTitle', { code: String(current.table.code), version: current.version })}
      </h2>
      {prizeGroup ? (
        <div className="flex flex-wrap gap-3">
          {(['minSeries', 'maxSeries', 'seriesStep', 'rebateBase'] as const).map((name) => (
            <FormField key={name} className="flex-1 basis-36" label={t(`odds.${name}`)} htmlFor={`odds-${name}`}>
              <input id={`odds-${name}`} className={inputClass} inputMode="numeric" {...form.register(name)} />
            </FormField>
          ))}
        </div>
      ) : (
        <>
          <FormField className="w-56" label={t('odds.stakeFee')} htmlFor="odds-fee">
            <input id="odds-fee" className={inputClass} inputMode="numeric" {...form.register('stakeFeeBasisPoints')} />
          </FormField>
          <div className="max-h-[28rem] overflow-auto rounded-md border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500">
                <tr>
                  <th className="px-2 py-1 font-medium">{t('odds.betType')}</th>
                  <th className="px-2 py-1 font-medium">{t('odds.costUnits')}</th>
                  <th className="px-2 py-1 font-medium">{t('odds.levels')}</th>
                </tr>
              </thead>
              <tbody>
                {formOf(current.table).rows.map((row, rowIndex) => (
                  <tr key={row.betType} className="border-t border-slate-100 align-top">
                    <td className="px-2 py-1">
                      <span className="block text-slate-900">{betTypeName(row.betType)}</span>
                      <code className="block text-xs text-slate-500">{row.betType}</code>
                    </td>
                    <td className="px-2 py-1">
                      <input
                        aria-label={`${betTypeName(row.betType)} ${t('odds.costUnits')}`}
                        className={cell}
                        {...form.register(`rows.${rowIndex}.costUnits`)}
                      />
                    </td>
                    <td className="px-2 py-1">
                      {/* One column of level names, one of odds: a table of many levels reads down, aligned. */}
                      <div className="grid w-max grid-cols-[auto_auto] items-center gap-x-2 gap-y-1">
                        {row.levels.map((level, levelIndex) => (
                          <label key={level.level} className="contents text-xs text-slate-600">
                            <span className="text-xs text-slate-600" title={level.level}>
                              {levelName(level.level)}
                            </span>
                            <input
                              aria-label={`${betTypeName(row.betType)} ${levelName(level.level)}`}
                              className={cell}
                              {...form.register(`rows.${rowIndex}.levels.${levelIndex}.odds`)}
                            />
                          </label>
                        ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending} data-testid="odds-save">
          {t('odds.save')}
        </Button>
        {invalid && (
          <span role="alert" className="text-sm text-red-700">
            {t('common:table.invalid')}
          </span>
        )}
        {save.isSuccess && (
          <span role="status" className="text-sm text-emerald-800">
            {t('settings.saved', { version: save.data.version })}
          </span>
        )}
        {save.isError && (
          <span role="alert" className="text-sm text-red-700">
            {errorMessage(save.error)}
          </span>
        )}
      </div>
    </form>
  );
}
