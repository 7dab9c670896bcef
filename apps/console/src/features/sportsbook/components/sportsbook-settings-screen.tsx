import { sportsbookSports } from '@croupier/contracts';
import type { SportsbookMarginRow, SportsbookMarginsAnswer, SportsbookRiskSettings } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { useMargins, useRiskSettings, useSaveMargins, useSaveRiskSettings } from '../api/sportsbook-calls';
import { marginInForce, minorAmount, minorOf, percentText } from './sportsbook-figures';
import { cell, headCell, LoadState, Panel, ReasonDialog, ScreenHeader } from './sportsbook-parts';

const tiers = ['1', '2', '3'] as const;
const marginCell = 'px-3 py-2 align-top';
const plain = (minor: string) => minorAmount(minor).replaceAll(',', '');
/** The book's limit tables are keyed `type|tier`, `*|tier` and `*` (first found applies): a tier's own or the default. */
const tierLimit = (table: Record<string, string>, tier: string) => table[`*|${tier}`] ?? table['*'] ?? '0';

/** The book's limits and margins (reference §8.1); saving either asks for a reason and is audited. */
export default function SportsbookSettingsScreen() {
  const { t } = useTranslation('sportsbook');
  const risk = useRiskSettings();
  const margins = useMargins();
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('settings.title')} description={t('settings.description')} />
      <LoadState loading={risk.isLoading} error={risk.error} />
      {risk.data && <RiskSettingsEditor key={JSON.stringify(risk.data)} saved={risk.data} />}
      <LoadState loading={margins.isLoading} error={margins.error} />
      {margins.data && <MarginsEditor key={JSON.stringify(margins.data)} saved={margins.data} />}
    </div>
  );
}

type RiskForm = Record<string, string>;

function riskFormOf(settings: SportsbookRiskSettings): RiskForm {
  const form: RiskForm = {
    minimumStake: plain(settings.minimumStakeMinor),
    payoutPerTicket: plain(settings.maximumPayoutPerTicketMinor),
    payoutPerDay: plain(settings.maximumPayoutPerDayMinor),
    liveDelay: String(settings.liveDelaySeconds),
    cashOutMargin: String(settings.cashOutMarginBasisPoints),
  };
  for (const tier of tiers) {
    form[`maximumStake${tier}`] = plain(tierLimit(settings.maximumStakeMinor, tier));
    form[`liabilityLimit${tier}`] = plain(tierLimit(settings.liabilityLimitPerMarketMinor, tier));
  }
  return form;
}

/** The form's settings, or null when an amount or a number is not one. */
function settingsOf(form: RiskForm): SportsbookRiskSettings | null {
  const amount = (name: string) => minorOf(form[name] ?? '');
  const whole = (name: string, maximum: number) => {
    const text = (form[name] ?? '').trim();
    return /^\d{1,5}$/.test(text) && Number(text) <= maximum ? Number(text) : null;
  };
  const perTier = (prefix: string) => {
    const entries = tiers.map((tier) => [tier, amount(`${prefix}${tier}`)] as const);
    return entries.every(([, value]) => value !== null)
      ? (Object.fromEntries(entries) as Record<string, string>)
      : null;
  };
  const [minimumStakeMinor, payoutTicket, payoutDay] = [
    amount('minimumStake'),
    amount('payoutPerTicket'),
    amount('payoutPerDay'),
  ];
  const [maximumStakeMinor, liabilityLimitPerMarketMinor] = [perTier('maximumStake'), perTier('liabilityLimit')];
  const [liveDelaySeconds, cashOutMarginBasisPoints] = [whole('liveDelay', 30), whole('cashOutMargin', 2_000)];
  if (
    minimumStakeMinor === null ||
    payoutTicket === null ||
    payoutDay === null ||
    maximumStakeMinor === null ||
    liabilityLimitPerMarketMinor === null ||
    liveDelaySeconds === null ||
    cashOutMarginBasisPoints === null
  )
    return null;
  return {
    minimumStakeMinor,
    maximumStakeMinor,
    maximumPayoutPerTicketMinor: payoutTicket,
    maximumPayoutPerDayMinor: payoutDay,
    liabilityLimitPerMarketMinor,
    liveDelaySeconds,
    cashOutMarginBasisPoints,
  };
}

function RiskSettingsEditor({ saved }: { saved: SportsbookRiskSettings }) {
  const { t } = useTranslation('sportsbook');
  const { permissions } = useConsoleSession();
  const mayConfigure = permissions.includes('sportsbook.configure');
  const errorMessage = useErrorMessage();
  const save = useSaveRiskSettings();
  const [form, setForm] = useState<RiskForm>(() => riskFormOf(saved));
  const [asking, setAsking] = useState<SportsbookRiskSettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = (name: string, label: string) => (
    <FormField key={name} label={label} htmlFor={`risk-${name}`} className="w-48">
      <input
        id={`risk-${name}`}
        inputMode="decimal"
        className={inputClass}
        value={form[name] ?? ''}
        disabled={!mayConfigure}
        onChange={(changed) => setForm({ ...form, [name]: changed.target.value })}
      />
    </FormField>
  );
  return (
    <Panel
      title={t('settings.riskTitle')}
      actions={
        mayConfigure && (
          <Button
            onClick={() => {
              const settings = settingsOf(form);
              if (!settings) return setProblem(t('settings.invalid'));
              setProblem(null);
              setAsking(settings);
            }}
          >
            {t('settings.save')}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          {input('minimumStake', t('settings.minimumStake'))}
          {input('payoutPerTicket', t('settings.payoutPerTicket'))}
          {input('payoutPerDay', t('settings.payoutPerDay'))}
          {input('liveDelay', t('settings.liveDelay'))}
          {input('cashOutMargin', t('settings.cashOutMargin'))}
        </div>
        <div className="flex flex-wrap gap-3">
          {tiers.map((tier) => input(`maximumStake${tier}`, t('settings.maximumStake', { tier })))}
        </div>
        <div className="flex flex-wrap gap-3">
          {tiers.map((tier) => input(`liabilityLimit${tier}`, t('settings.liabilityLimit', { tier })))}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      {asking && (
        <ReasonDialog
          title={t('settings.riskTitle')}
          pending={save.isPending}
          error={save.error ? errorMessage(save.error) : null}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => save.mutate({ reason, settings: asking }, { onSuccess: () => setAsking(null) })}
        />
      )}
    </Panel>
  );
}

type MarginLine = { sport: string; tier: string; marketType: string; basisPoints: string };

function MarginsEditor({ saved }: { saved: SportsbookMarginsAnswer }) {
  const { t } = useTranslation('sportsbook');
  const { permissions } = useConsoleSession();
  const mayConfigure = permissions.includes('sportsbook.configure');
  const errorMessage = useErrorMessage();
  const save = useSaveMargins();
  const [lines, setLines] = useState<MarginLine[]>(() =>
    saved.overrides.map((row) => ({
      sport: row.sport,
      tier: String(row.tier),
      marketType: row.marketType,
      basisPoints: String(row.marginBasisPoints),
    })),
  );
  const [asking, setAsking] = useState<SportsbookMarginRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, patch: Partial<MarginLine>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const rowsOf = (): SportsbookMarginRow[] | null => {
    const rows: SportsbookMarginRow[] = [];
    for (const line of lines) {
      const sport = sportsbookSports.find((known) => known === line.sport);
      const points = Number(line.basisPoints);
      if (
        !sport ||
        !/^\d{1,4}$/.test(line.basisPoints) ||
        points > 3_000 ||
        !/^[a-z0-9_*]{1,32}$/.test(line.marketType)
      )
        return null;
      rows.push({ sport, tier: Number(line.tier), marketType: line.marketType, marginBasisPoints: points });
    }
    // No line at all is a choice too: every margin back to the book's defaults.
    return rows;
  };
  return (
    <Panel
      title={t('settings.marginsTitle')}
      actions={
        mayConfigure && (
          <div className="flex gap-2">
            <Button
              look="secondary"
              onClick={() =>
                setLines([...lines, { sport: 'football', tier: '1', marketType: '*', basisPoints: '500' }])
              }
            >
              {t('settings.addMargin')}
            </Button>
            <Button
              onClick={() => {
                const rows = rowsOf();
                if (!rows) return setProblem(t('settings.invalid'));
                setProblem(null);
                setAsking(rows);
              }}
            >
              {t('settings.save')}
            </Button>
          </div>
        )
      }
    >
      <p className="mb-2 text-xs text-slate-500">{t('settings.marginsHelp')}</p>
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {(['sport', 'tier', 'marketType', 'margin'] as const).map((column) => (
              <th key={column} scope="col" className={headCell}>
                {t(`settings.columns.${column}`)}
              </th>
            ))}
            <th scope="col" className={headCell}>
              <span className="sr-only">{t('detail.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-t border-slate-100">
              <td className={marginCell}>
                <select
                  aria-label={t('settings.columns.sport')}
                  className={inputClass}
                  value={line.sport}
                  disabled={!mayConfigure}
                  onChange={(changed) => change(index, { sport: changed.target.value })}
                >
                  {sportsbookSports.map((sport) => (
                    <option key={sport} value={sport}>
                      {t(`sports.${sport}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td className={marginCell}>
                <select
                  aria-label={t('settings.columns.tier')}
                  className={inputClass}
                  value={line.tier}
                  disabled={!mayConfigure}
                  onChange={(changed) => change(index, { tier: changed.target.value })}
                >
                  {tiers.map((tier) => (
                    <option key={tier} value={tier}>
                      {tier}
                    </option>
                  ))}
                </select>
              </td>
              <td className={marginCell}>
                <input
                  aria-label={t('settings.columns.marketType')}
                  className={`${inputClass} font-mono`}
                  value={line.marketType}
                  disabled={!mayConfigure}
                  onChange={(changed) => change(index, { marketType: changed.target.value.trim() })}
                />
                <span className="block text-xs text-slate-500">
                  {line.marketType === '*'
                    ? t('settings.everyType')
                    : t(`marketTypes.${line.marketType}`, { defaultValue: '' })}
                </span>
              </td>
              <td className={marginCell}>
                <input
                  aria-label={t('settings.columns.margin')}
                  inputMode="numeric"
                  className={inputClass}
                  value={line.basisPoints}
                  disabled={!mayConfigure}
                  onChange={(changed) => change(index, { basisPoints: changed.target.value })}
                />
                <span className="block text-xs text-slate-500">
                  {/^\d{1,4}$/.test(line.basisPoints) ? percentText(Number(line.basisPoints)) : ''}
                </span>
              </td>
              <td className={marginCell}>
                {mayConfigure && (
                  <Button
                    look="secondary"
                    className="px-2 py-1"
                    onClick={() => setLines(lines.filter((_, at) => at !== index))}
                  >
                    {t('settings.removeMargin')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <MarginsInForce saved={saved} />
      {asking && (
        <ReasonDialog
          title={t('settings.marginsTitle')}
          pending={save.isPending}
          error={save.error ? errorMessage(save.error) : null}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => save.mutate({ reason, margins: asking }, { onSuccess: () => setAsking(null) })}
        />
      )}
    </Panel>
  );
}

/** Every sport, tier and market type with the book's default and the margin in force as saved. */
function MarginsInForce({ saved }: { saved: SportsbookMarginsAnswer }) {
  const { t } = useTranslation('sportsbook');
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">{t('settings.inForceTitle')}</summary>
      <p className="my-2 text-xs text-slate-500">{t('settings.inForceHelp')}</p>
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {(['sport', 'tier', 'marketType', 'default', 'inForce'] as const).map((column) => (
              <th key={column} scope="col" className={headCell}>
                {t(`settings.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {saved.defaults.map((row) => {
            const override = marginInForce(saved.overrides, row);
            return (
              <tr key={`${row.sport}|${row.tier}|${row.marketType}`} className="border-t border-slate-100">
                <td className={cell}>{t(`sports.${row.sport}`)}</td>
                <td className={cell}>{row.tier}</td>
                <td className={cell}>{t(`marketTypes.${row.marketType}`, { defaultValue: row.marketType })}</td>
                <td className={cell}>{percentText(row.marginBasisPoints)}</td>
                <td className={`${cell} ${override ? 'font-semibold text-slate-900' : 'text-slate-500'}`}>
                  {percentText((override ?? row).marginBasisPoints)}
                  {override && <span className="ml-2 text-xs font-normal">{t('settings.byOperator')}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
