import { sportsbookVoidReasons } from '@croupier/contracts';
import type { SportsbookEventAnswer, SportsbookFacts } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatCount } from '@/lib/format-amount';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSettleEvent } from '../api/sportsbook-calls';
import { emptyFactsForm, factsOf } from './sportsbook-figures';
import type { FactsForm } from './sportsbook-figures';

type VoidReason = (typeof sportsbookVoidReasons)[number];

/**
 * Manual settlement (a resettlement when the event has a result) from the facts the operator types, or a void with a
 * void reason. The first confirm checks the facts and says how many tickets the action touches; the second sends it.
 */
export function SettlementDialog({
  event,
  mode,
  onDone,
}: {
  event: SportsbookEventAnswer;
  mode: 'settle' | 'void';
  onDone: () => void;
}) {
  const { t } = useTranslation('sportsbook');
  const errorMessage = useErrorMessage();
  const mutation = useSettleEvent(event.event.eventId);
  const [form, setForm] = useState<FactsForm>(emptyFactsForm);
  const [voidReason, setVoidReason] = useState<VoidReason>('EVENT_ABANDONED');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SportsbookFacts | 'void' | null>(null);
  const { sport } = event.event;
  const open = event.tickets?.open ?? event.event.openTickets;
  const settled = event.tickets?.settled ?? 0;
  const resettling = mode === 'settle' && event.results.length > 0;
  const title = mode === 'void' ? t('settle.voidTitle') : resettling ? t('settle.resettleTitle') : t('settle.title');

  const field = (name: 'halfTimeHome' | 'halfTimeAway' | 'fullTimeHome' | 'fullTimeAway', label: string) => (
    <FormField label={label} htmlFor={`facts-${name}`} className="w-24">
      <input
        id={`facts-${name}`}
        inputMode="numeric"
        className={inputClass}
        value={form[name]}
        disabled={confirming !== null}
        onChange={(changed) => setForm({ ...form, [name]: changed.target.value })}
      />
    </FormField>
  );

  return (
    <FormDialog
      title={title}
      confirmLabel={confirming ? t('settle.confirm') : t('settle.check')}
      danger={mode === 'void' || resettling}
      pending={mutation.isPending}
      error={problem ?? (mutation.error ? errorMessage(mutation.error) : null)}
      onCancel={onDone}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (reason.trim().length < 3) return setProblem(t('reasonTooShort'));
        if (confirming === null) {
          if (mode === 'void') {
            setProblem(null);
            return setConfirming('void');
          }
          const checked = factsOf(sport, form);
          if ('problem' in checked) return setProblem(t(`settle.problems.${checked.problem}`));
          setProblem(null);
          return setConfirming(checked.facts);
        }
        mutation.mutate(
          confirming === 'void'
            ? { action: 'void', reason: reason.trim(), voidReason }
            : { action: 'settle', reason: reason.trim(), facts: confirming },
          { onSuccess: onDone },
        );
      }}
    >
      {mode === 'settle' && sport === 'football' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{t('settle.halfTime')}</legend>
          <div className="flex gap-3">
            {field('halfTimeHome', event.event.home)}
            {field('halfTimeAway', event.event.away)}
          </div>
          <legend className="text-sm font-medium text-slate-700">{t('settle.fullTime')}</legend>
          <div className="flex gap-3">
            {field('fullTimeHome', event.event.home)}
            {field('fullTimeAway', event.event.away)}
          </div>
        </fieldset>
      )}
      {mode === 'settle' && sport === 'esports' && (
        <fieldset className="flex flex-col gap-2" disabled={confirming !== null}>
          <FormField label={t('settle.bestOf')} htmlFor="facts-best-of" className="w-32">
            <select
              id="facts-best-of"
              className={inputClass}
              value={form.bestOf}
              onChange={(changed) => setForm({ ...form, bestOf: changed.target.value })}
            >
              {['1', '3', '5', '7'].map((bestOf) => (
                <option key={bestOf} value={bestOf}>
                  {bestOf}
                </option>
              ))}
            </select>
          </FormField>
          {form.maps.map((map, index) => (
            <div key={index} className="flex items-end gap-3">
              <FormField label={t('settle.mapWinner', { number: index + 1 })} htmlFor={`facts-map-${index}`}>
                <select
                  id={`facts-map-${index}`}
                  className={inputClass}
                  value={map.winner}
                  onChange={(changed) =>
                    setForm({
                      ...form,
                      maps: form.maps.map((other, at) =>
                        at === index
                          ? { ...other, winner: changed.target.value as FactsForm['maps'][number]['winner'] }
                          : other,
                      ),
                    })
                  }
                >
                  <option value="">{t('settle.choose')}</option>
                  <option value="home">{event.event.home}</option>
                  <option value="away">{event.event.away}</option>
                </select>
              </FormField>
              <FormField label={t('settle.mapTotal')} htmlFor={`facts-map-total-${index}`} className="w-28">
                <input
                  id={`facts-map-total-${index}`}
                  inputMode="numeric"
                  className={inputClass}
                  value={map.total}
                  onChange={(changed) =>
                    setForm({
                      ...form,
                      maps: form.maps.map((other, at) =>
                        at === index ? { ...other, total: changed.target.value } : other,
                      ),
                    })
                  }
                />
              </FormField>
            </div>
          ))}
          <div className="flex gap-2">
            <Button
              look="secondary"
              disabled={form.maps.length >= 7}
              onClick={() => setForm({ ...form, maps: [...form.maps, { winner: '', total: '' }] })}
            >
              {t('settle.addMap')}
            </Button>
            <Button
              look="secondary"
              disabled={form.maps.length <= 1}
              onClick={() => setForm({ ...form, maps: form.maps.slice(0, -1) })}
            >
              {t('settle.removeMap')}
            </Button>
          </div>
        </fieldset>
      )}
      {mode === 'settle' && sport === 'cockfight' && (
        <FormField label={t('settle.fightWinner')} htmlFor="facts-fight-winner" className="w-48">
          <select
            id="facts-fight-winner"
            className={inputClass}
            value={form.fightWinner}
            disabled={confirming !== null}
            onChange={(changed) => setForm({ ...form, fightWinner: changed.target.value as FactsForm['fightWinner'] })}
          >
            <option value="">{t('settle.choose')}</option>
            {(['meron', 'wala', 'draw'] as const).map((winner) => (
              <option key={winner} value={winner}>
                {t(`settle.fight.${winner}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {mode === 'void' && (
        <FormField label={t('settle.voidReason')} htmlFor="settle-void-reason">
          <select
            id="settle-void-reason"
            className={inputClass}
            value={voidReason}
            disabled={confirming !== null}
            onChange={(changed) => setVoidReason(changed.target.value as VoidReason)}
          >
            {sportsbookVoidReasons.map((code) => (
              <option key={code} value={code}>
                {t(`voidReasons.${code}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <FormField label={t('reason')} htmlFor="settle-reason">
        <textarea
          id="settle-reason"
          className={inputClass}
          rows={2}
          maxLength={500}
          value={reason}
          disabled={confirming !== null}
          onChange={(changed) => setReason(changed.target.value)}
        />
      </FormField>
      {confirming !== null && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="settlement-touches">
          {mode === 'void'
            ? t('settle.touchesVoid', { open: formatCount(open), settled: formatCount(settled) })
            : t('settle.touches', { open: formatCount(open), settled: formatCount(settled) })}
        </p>
      )}
    </FormDialog>
  );
}
