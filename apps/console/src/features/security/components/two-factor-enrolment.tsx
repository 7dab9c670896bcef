import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorConfirmBodySchema, twoFactorEnrolmentBodySchema } from '@croupier/contracts';
import type { TwoFactorConfirmBody, TwoFactorEnrolmentBody } from '@croupier/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { useStartEnrolment } from '../api/start-enrolment';
import { RecoveryCodes } from './recovery-codes';

const stepClass = 'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6';

/**
 * Enrolling an authenticator in three steps: the password again; the QR code (drawn here from the otpauth URI, so
 * no image crosses the CSP) with the secret for typing by hand, and a first code; then the recovery codes, once.
 */
export function TwoFactorEnrolment({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation('security');
  const errorMessage = useErrorMessage();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const passwordForm = useForm<TwoFactorEnrolmentBody>({
    resolver: zodResolver(twoFactorEnrolmentBodySchema),
    defaultValues: { password: '' },
  });
  const codeForm = useForm<TwoFactorConfirmBody, unknown, { code: string }>({
    resolver: zodResolver(twoFactorConfirmBodySchema),
    defaultValues: { code: '' },
  });

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} username={username} onDone={onDone} />;

  if (!start.data)
    return (
      <form
        noValidate
        className={stepClass}
        onSubmit={(event) => void passwordForm.handleSubmit((values) => start.mutate(values))(event)}
      >
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('enrol.passwordTitle')}</h2>
          <p className="text-sm text-slate-600">{t('enrol.passwordExplain')}</p>
        </div>
        {start.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(start.error)}
          </p>
        )}
        <FormField
          label={t('enrol.password')}
          htmlFor="enrol-password"
          error={passwordForm.formState.errors.password ? t('required') : undefined}
        >
          <input
            id="enrol-password"
            type="password"
            autoComplete="current-password"
            className={`${inputClass} max-w-sm`}
            {...passwordForm.register('password')}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? t('working') : t('enrol.continue')}
          </Button>
        </div>
      </form>
    );

  return (
    <form
      noValidate
      className={stepClass}
      onSubmit={(event) => void codeForm.handleSubmit((values) => confirm.mutate(values))(event)}
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('enrol.scanTitle')}</h2>
        <p className="text-sm text-slate-600">{t('enrol.scanExplain')}</p>
      </div>
      <div className="flex flex-wrap items-start gap-6">
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <QRCodeSVG
            value={start.data.otpauthUri}
            size={192}
            level="M"
            marginSize={2}
            title={t('enrol.qrTitle')}
            data-testid="enrolment-qr"
          />
        </div>
        <div className="flex min-w-60 flex-1 flex-col gap-2">
          <p className="text-sm font-medium text-slate-700">{t('enrol.manual')}</p>
          <p className="font-mono text-base tracking-wide break-all text-slate-900" data-testid="enrolment-secret">
            {start.data.secretGroups.join(' ')}
          </p>
          <p className="text-xs text-slate-500">{t('enrol.manualDetail')}</p>
        </div>
      </div>
      {confirm.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(confirm.error)}
        </p>
      )}
      <FormField
        label={t('enrol.code')}
        htmlFor="enrol-code"
        error={codeForm.formState.errors.code ? t('enrol.codeFormat') : undefined}
      >
        <input
          id="enrol-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="000000"
          className={`${inputClass} max-w-40 text-center font-mono text-lg tracking-[0.3em]`}
          {...codeForm.register('code')}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('working') : t('enrol.confirm')}
        </Button>
      </div>
    </form>
  );
}
