import { authenticatorCodeSchema, twoFactorCodeSchema } from '@croupier/contracts';
import type { TwoFactorEnrolment } from '@croupier/contracts';
import { Check, Copy, ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useConfirmTwoFactorEnrolment } from '../api/confirm-two-factor-enrolment';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTwoFactorEnrolment } from '../api/start-two-factor-enrolment';
import { RecoveryCodesView } from './recovery-codes-view';

type Mode =
  | { step: 'idle' }
  | { step: 'password' }
  | { step: 'scan'; enrolment: TwoFactorEnrolment }
  | { step: 'codes'; codes: string[] }
  | { step: 'regenerate' }
  | { step: 'disable' };

/** Errors a refused code or password answers at its field; everything else is said above the buttons. */
const fieldCodes = new Set(['TWO_FACTOR_CODE_INVALID', 'OLD_PASSWORD_WRONG']);

/**
 * The security centre's two-factor item: turn it on (login password, QR code or key, first code, recovery codes
 * shown once), make new recovery codes, or turn it off (not where the brand requires it).
 */
export function TwoFactorPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('member');
  const status = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>({ step: 'idle' });
  const idle = () => setMode({ step: 'idle' });
  const data = status.data;

  let body: ReactNode;
  if (!data) {
    body = <div role="status" className="h-24 animate-pulse rounded-control bg-raised/60" />;
  } else if (mode.step === 'password') {
    body = <PasswordStep onCancel={idle} onStarted={(enrolment) => setMode({ step: 'scan', enrolment })} />;
  } else if (mode.step === 'scan') {
    body = (
      <ScanStep enrolment={mode.enrolment} onCancel={idle} onEnabled={(codes) => setMode({ step: 'codes', codes })} />
    );
  } else if (mode.step === 'codes') {
    body = <RecoveryCodesView codes={mode.codes} onDone={idle} />;
  } else if (mode.step === 'regenerate') {
    body = <RegenerateStep onCancel={idle} onDone={(codes) => setMode({ step: 'codes', codes })} />;
  } else if (mode.step === 'disable') {
    body = <DisableStep onCancel={idle} onDone={idle} />;
  } else if (data.enabled) {
    body = (
      <div className="space-y-3">
        <p className="flex items-center gap-2 text-sm text-text" data-testid="two-factor-status">
          <ShieldCheck className="size-5 text-win" aria-hidden="true" />
          {t('twoFactor.statusOn', {
            date: data.enabledAt ? formatDateTime(data.enabledAt, timeZone).slice(0, 10) : '',
          })}
        </p>
        <p className="text-[13px] text-text-3">{t('twoFactor.recoveryLeft', { count: data.recoveryCodesLeft })}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setMode({ step: 'regenerate' })}
            data-testid="two-factor-regenerate"
          >
            {t('twoFactor.newCodes')}
          </Button>
          {data.requiredByBrand ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setMode({ step: 'disable' })}
              data-testid="two-factor-disable"
            >
              <ShieldOff className="size-4" aria-hidden="true" />
              {t('twoFactor.turnOff')}
            </Button>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {data.requiredByBrand ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-control border border-accent/40 bg-accent/10 px-3 py-2.5 text-sm text-text"
            data-testid="two-factor-required"
          >
            <ShieldAlert className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            {t('twoFactor.requiredByBrand')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-text-2" data-testid="two-factor-status">
            <ShieldOff className="size-5 text-text-3" aria-hidden="true" />
            {t('twoFactor.statusOff')}
          </p>
          <Button size="sm" onClick={() => setMode({ step: 'password' })} data-testid="two-factor-turn-on">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('twoFactor.turnOn')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Panel
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      testId="two-factor-panel"
      className="md:col-span-2"
    >
      {body}
    </Panel>
  );
}

/** The server's refusal, split between the field it is about and the form. */
function useRefusal() {
  const errorMessage = useErrorMessage();
  const [fieldError, setFieldError] = useState<{ field: 'code' | 'password'; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return {
    fieldError,
    formError,
    clear() {
      setFieldError(null);
      setFormError(null);
    },
    setField(field: 'code' | 'password', message: string) {
      setFieldError({ field, message });
    },
    take(error: unknown) {
      if (error instanceof ApiError && error.code && fieldCodes.has(error.code)) {
        setFieldError({
          field: error.code === 'OLD_PASSWORD_WRONG' ? 'password' : 'code',
          message: errorMessage(error),
        });
      } else {
        setFormError(errorMessage(error));
      }
    },
  };
}

function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-danger" data-testid="two-factor-form-error">
      {message}
    </p>
  );
}

function PasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('member');
  const id = useId();
  return (
    <FormField id={id} label={t('twoFactor.passwordLabel')} error={error}>
      <PasswordInput
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="current-password"
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, undefined)}
        data-testid="two-factor-password"
      />
    </FormField>
  );
}

function CodeField({
  label,
  hint,
  value,
  onChange,
  error,
  digitsOnly,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  digitsOnly: boolean;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <InputBox
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="one-time-code"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        maxLength={digitsOnly ? 6 : 14}
        spellCheck={false}
        placeholder="123456"
        className="font-mono tracking-[0.2em]"
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        data-testid="two-factor-code"
      />
    </FormField>
  );
}

function Actions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel: () => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" busy={busy} data-testid="two-factor-submit">
        {submitLabel}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel} data-testid="two-factor-cancel">
        {t('twoFactor.cancel')}
      </Button>
    </div>
  );
}

const onSubmit = (handler: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void handler();
};

function PasswordStep({
  onCancel,
  onStarted,
}: {
  onCancel: () => void;
  onStarted: (enrolment: TwoFactorEnrolment) => void;
}) {
  const { t } = useTranslation('member');
  const start = useStartTwoFactorEnrolment();
  const refusal = useRefusal();
  const [password, setPassword] = useState('');

  async function submit() {
    refusal.clear();
    if (password === '') return refusal.setField('password', t('twoFactor.passwordRequired'));
    try {
      onStarted(await start.mutateAsync({ password }));
    } catch (error) {
      refusal.take(error);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit(submit)} className="space-y-4" data-testid="two-factor-password-step">
      <p className="text-[13px] text-text-2">{t('twoFactor.passwordHint')}</p>
      <PasswordField
        value={password}
        onChange={setPassword}
        error={refusal.fieldError?.field === 'password' ? refusal.fieldError.message : undefined}
      />
      <FormMessage message={refusal.formError} />
      <Actions busy={start.isPending} submitLabel={t('twoFactor.continue')} onCancel={onCancel} />
    </form>
  );
}

function ScanStep({
  enrolment,
  onCancel,
  onEnabled,
}: {
  enrolment: TwoFactorEnrolment;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation('member');
  const confirm = useConfirmTwoFactorEnrolment();
  const refusal = useRefusal();
  const [code, setCode] = useState('');
  const [keyCopied, setKeyCopied] = useState(false);

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(enrolment.secretGroups.join(''));
      setKeyCopied(true);
    } catch {
      // The key stays on screen to type.
    }
  }

  async function submit() {
    refusal.clear();
    if (!authenticatorCodeSchema.safeParse(code).success) {
      return refusal.setField('code', code.trim() === '' ? t('twoFactor.codeRequired') : t('twoFactor.codeFormat'));
    }
    try {
      onEnabled((await confirm.mutateAsync({ code })).recoveryCodes);
    } catch (error) {
      refusal.take(error);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit(submit)} className="space-y-4" data-testid="two-factor-scan-step">
      <p className="text-sm text-text">{t('twoFactor.scanStep')}</p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={enrolment.qrCode}
          alt={t('twoFactor.qrAlt')}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-control bg-white p-1"
          data-testid="two-factor-qr"
        />
        <div className="w-full min-w-0 space-y-2 sm:w-auto sm:flex-1">
          <p className="text-[13px] text-text-2">{t('twoFactor.manualEntry')}</p>
          <p
            className="rounded-control border border-border bg-bg/60 px-3 py-2 font-mono text-[14px] leading-relaxed tracking-wider break-words text-text"
            data-testid="two-factor-key"
          >
            {enrolment.secretGroups.join(' ')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void copyKey()} data-testid="two-factor-copy-key">
            {keyCopied ? (
              <Check className="size-4 text-win" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {keyCopied ? t('twoFactor.copied') : t('twoFactor.copyKey')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-text">{t('twoFactor.codeStep')}</p>
      <CodeField
        label={t('twoFactor.codeLabel')}
        value={code}
        onChange={setCode}
        error={refusal.fieldError?.field === 'code' ? refusal.fieldError.message : undefined}
        digitsOnly
      />
      <FormMessage message={refusal.formError} />
      <Actions busy={confirm.isPending} submitLabel={t('twoFactor.confirm')} onCancel={onCancel} />
    </form>
  );
}

function RegenerateStep({ onCancel, onDone }: { onCancel: () => void; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation('member');
  const regenerate = useRegenerateRecoveryCodes();
  const refusal = useRefusal();
  const [code, setCode] = useState('');

  async function submit() {
    refusal.clear();
    if (!twoFactorCodeSchema.safeParse(code).success) {
      return refusal.setField(
        'code',
        code.trim() === '' ? t('twoFactor.codeRequired') : t('twoFactor.codeOrRecoveryFormat'),
      );
    }
    try {
      onDone((await regenerate.mutateAsync({ code })).recoveryCodes);
    } catch (error) {
      refusal.take(error);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit(submit)} className="space-y-4" data-testid="two-factor-regenerate-step">
      <CodeField
        label={t('twoFactor.codeOrRecoveryLabel')}
        hint={t('twoFactor.newCodesHint')}
        value={code}
        onChange={setCode}
        error={refusal.fieldError?.field === 'code' ? refusal.fieldError.message : undefined}
        digitsOnly={false}
      />
      <FormMessage message={refusal.formError} />
      <Actions busy={regenerate.isPending} submitLabel={t('twoFactor.newCodes')} onCancel={onCancel} />
    </form>
  );
}

function DisableStep({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('member');
  const { showToast } = useToast();
  const disable = useDisableTwoFactor();
  const refusal = useRefusal();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  async function submit() {
    refusal.clear();
    if (password === '') return refusal.setField('password', t('twoFactor.passwordRequired'));
    if (!twoFactorCodeSchema.safeParse(code).success) {
      return refusal.setField(
        'code',
        code.trim() === '' ? t('twoFactor.codeRequired') : t('twoFactor.codeOrRecoveryFormat'),
      );
    }
    try {
      await disable.mutateAsync({ password, code });
      showToast(t('twoFactor.turnedOff'), 'success');
      onDone();
    } catch (error) {
      refusal.take(error);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit(submit)} className="space-y-4" data-testid="two-factor-disable-step">
      <p className="text-[13px] text-text-2">{t('twoFactor.turnOffHint')}</p>
      <PasswordField
        value={password}
        onChange={setPassword}
        error={refusal.fieldError?.field === 'password' ? refusal.fieldError.message : undefined}
      />
      <CodeField
        label={t('twoFactor.codeOrRecoveryLabel')}
        value={code}
        onChange={setCode}
        error={refusal.fieldError?.field === 'code' ? refusal.fieldError.message : undefined}
        digitsOnly={false}
      />
      <FormMessage message={refusal.formError} />
      <Actions busy={disable.isPending} submitLabel={t('twoFactor.turnOff')} onCancel={onCancel} />
    </form>
  );
}
