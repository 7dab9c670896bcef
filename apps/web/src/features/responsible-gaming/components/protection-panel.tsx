import { brandMomentText, protectionEndsAt, selfExclusionPeriods, timeOutPeriods } from '@croupier/contracts';
import type { ProtectionKind, SelfExclusionPeriod, TimeOutPeriod } from '@croupier/contracts';
import { Ban, CircleAlert, Coffee } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Panel } from '@/components/ui/panel';
import { PasswordInput } from '@/components/ui/password-input';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSelfExclude } from '../api/self-exclude';
import { useTakeTimeOut } from '../api/take-time-out';

type Period = TimeOutPeriod | SelfExclusionPeriod;

/** What the page shows after a protection started: the session has ended by then. */
export type ProtectionTaken = { kind: ProtectionKind; endsAt: string | null };

const periodsOf: Record<ProtectionKind, readonly Period[]> = {
  time_out: timeOutPeriods,
  self_exclusion: selfExclusionPeriods,
};

const textKeyOf = { time_out: 'timeOut', self_exclusion: 'selfExclusion' } as const;

/**
 * A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent): what it means, its length, and a
 * dialog that says what happens and asks for the login password, since neither can be undone.
 */
export function ProtectionPanel({
  kind,
  timeZone,
  onTaken,
}: {
  kind: ProtectionKind;
  timeZone: string;
  onTaken: (taken: ProtectionTaken) => void;
}) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const periods = periodsOf[kind];
  const [period, setPeriod] = useState<Period>(periods[0] ?? '24h');
  const [asking, setAsking] = useState(false);
  const key = textKeyOf[kind];
  const Icon = kind === 'time_out' ? Coffee : Ban;

  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <Icon className={`size-[18px] ${kind === 'time_out' ? 'text-info' : 'text-danger'}`} aria-hidden="true" />
          {t(`protection.${key}.title`)}
        </span>
      }
      description={t(`protection.${key}.description`)}
      testId={`protection-${kind}`}
    >
      <p className="text-sm leading-relaxed text-text-2">{t(`protection.${key}.explain`)}</p>
      <fieldset className="mt-4">
        <legend className="mb-2 text-[13.5px] font-medium text-text-2">{t('protection.periodLabel')}</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup">
          {periods.map((choice) => (
            <label
              key={choice}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-pill border px-4 text-sm font-medium transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                choice === period
                  ? 'border-accent bg-accent/10 text-accent'
                  : 'border-border text-text-2 hover:border-text-3 hover:text-text'
              }`}
            >
              <input
                type="radio"
                name={`${id}-period`}
                value={choice}
                checked={choice === period}
                onChange={() => setPeriod(choice)}
                className="sr-only"
                data-testid={`protection-${kind}-period-${choice}`}
              />
              {t(`protection.periods.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex justify-end">
        <Button
          variant={kind === 'time_out' ? 'outline' : 'danger'}
          onClick={() => setAsking(true)}
          data-testid={`protection-${kind}-start`}
        >
          {t(`protection.${key}.action`)}
        </Button>
      </div>
      {asking ? (
        <ProtectionDialog
          kind={kind}
          period={period}
          timeZone={timeZone}
          onClose={() => setAsking(false)}
          onTaken={onTaken}
        />
      ) : null}
    </Panel>
  );
}

function ProtectionDialog({
  kind,
  period,
  timeZone,
  onClose,
  onTaken,
}: {
  kind: ProtectionKind;
  period: Period;
  timeZone: string;
  onClose: () => void;
  onTaken: (taken: ProtectionTaken) => void;
}) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const passwordId = `${id}-password`;
  const errorMessage = useErrorMessage();
  const timeOut = useTakeTimeOut();
  const selfExclusion = useSelfExclude();
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const busy = timeOut.isPending || selfExclusion.isPending;
  const key = textKeyOf[kind];
  const endsAt = protectionEndsAt(new Date(), period);
  const consequences = [
    'undo',
    'sessions',
    'money',
    'withdrawals',
    'marketing',
    ...(kind === 'self_exclusion' ? (['reopen'] as const) : []),
  ] as const;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (password === '') {
      setPasswordProblem(t('protection.passwordRequired'));
      return;
    }
    try {
      const answer =
        kind === 'time_out'
          ? await timeOut.mutateAsync({ period: period as TimeOutPeriod, password })
          : await selfExclusion.mutateAsync({ period: period as SelfExclusionPeriod, password });
      onTaken({ kind, endsAt: endsAtOf(answer) ?? endsAt?.toISOString() ?? null });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  }

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={t(`protection.${key}.dialogTitle`)}
      size="md"
      testId="protection-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} className="flex-1 sm:flex-none">
            {t('protection.cancel')}
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            variant="danger"
            busy={busy}
            className="flex-1 sm:flex-none"
            data-testid="protection-confirm"
          >
            {t('protection.confirm')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="rounded-control border border-border bg-raised/60 p-3.5">
          <p className="text-[15px] font-semibold text-text" data-testid="protection-dialog-period">
            {t(`protection.${key}.summary`, { period: t(`protection.periods.${period}`) })}
          </p>
          <p className="mt-0.5 text-sm text-text-2 tabular-nums" data-testid="protection-dialog-ends">
            {endsAt ? t('protection.endsAt', { time: brandMomentText(endsAt, timeZone) }) : t('protection.endsNever')}
          </p>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-text">{t('protection.consequences.title')}</h3>
          <ul className="mt-2 space-y-1.5 text-sm text-text-2">
            {consequences.map((consequence) => (
              <li key={consequence} className="flex items-start gap-2">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-text-3" aria-hidden="true" />
                <span>{t(`protection.consequences.${consequence}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <FormField
          id={passwordId}
          label={t('protection.password')}
          error={passwordProblem}
          hint={t('protection.passwordHint')}
        >
          <PasswordInput
            id={passwordId}
            value={password}
            autoComplete="current-password"
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordProblem(undefined);
            }}
            invalid={Boolean(passwordProblem)}
            aria-describedby={describedBy(passwordId, passwordProblem, t('protection.passwordHint'))}
            data-testid="protection-password"
          />
        </FormField>
        {formError ? (
          <p
            role="alert"
            data-testid="protection-error"
            className="flex items-start gap-2.5 rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm text-text"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
            <span>{formError}</span>
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

/** The protection's end as the server answered it, when it did (a protection state); else the page's own reckoning. */
function endsAtOf(answer: unknown): string | null | undefined {
  if (typeof answer !== 'object' || answer === null || !('endsAt' in answer)) return undefined;
  const { endsAt } = answer;
  return typeof endsAt === 'string' || endsAt === null ? endsAt : undefined;
}
