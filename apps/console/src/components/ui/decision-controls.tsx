import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { inputClass } from './form-field';

export type DecisionTexts = {
  /** The accepting action: approve, confirm, pay. */
  accept: string;
  /** The question asked once more before accepting (what moves, to whom). */
  question: string;
  yesAccept: string;
  /** The label of the reason a rejection needs. */
  rejectReason: string;
  yesReject: string;
};

/**
 * Accept or reject one money decision, each asked once more; a rejection needs its reason. The one control behind
 * the withdrawal, deposit and approval decisions, so every money action asks and answers the same way.
 */
export function DecisionControls({
  id,
  texts,
  pending,
  error,
  notice,
  reasonLength = { min: 1, max: 200 },
  onAccept,
  onReject,
}: {
  /** Names the reason field (one per row). */
  id: string;
  texts: DecisionTexts;
  pending: boolean;
  /** The last failure, translated. */
  error: string | null;
  /** Shown above the buttons, such as who approved first. */
  notice?: ReactNode;
  reasonLength?: { min: number; max: number };
  onAccept: () => Promise<unknown>;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('common');
  const [step, setStep] = useState<'idle' | 'accept' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  const settle = (action: Promise<unknown>) =>
    action.then(
      () => setStep('idle'),
      // The failure is shown from `error`; the step stays open so the operator can retry or cancel.
      () => undefined,
    );
  const reasonReady = reason.trim().length >= reasonLength.min;
  return (
    <div className="flex w-56 flex-col gap-2">
      {notice}
      {step === 'idle' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setStep('accept')}>{texts.accept}</Button>
          <Button look="secondary" onClick={() => setStep('reject')}>
            {t('decision.reject')}
          </Button>
        </div>
      )}
      {step === 'accept' && (
        <div role="alertdialog" aria-label={texts.accept} className="rounded-md bg-amber-50 p-2 text-sm">
          <p className="mb-2 text-amber-900">{texts.question}</p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={pending} onClick={() => void settle(onAccept())}>
              {texts.yesAccept}
            </Button>
            <Button look="secondary" onClick={() => setStep('idle')}>
              {t('decision.cancel')}
            </Button>
          </div>
        </div>
      )}
      {step === 'reject' && (
        <form
          className="flex flex-col gap-2 rounded-md bg-slate-50 p-2 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            if (reasonReady) void settle(onReject(reason.trim()));
          }}
        >
          <label htmlFor={`reason-${id}`} className="text-slate-700">
            {texts.rejectReason}
          </label>
          <input
            id={`reason-${id}`}
            className={inputClass}
            value={reason}
            required
            minLength={reasonLength.min}
            maxLength={reasonLength.max}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={pending || !reasonReady}>
              {texts.yesReject}
            </Button>
            <Button look="secondary" onClick={() => setStep('idle')}>
              {t('decision.cancel')}
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
