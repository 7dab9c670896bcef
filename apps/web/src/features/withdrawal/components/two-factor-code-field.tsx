import { twoFactorCodeSchema } from '@croupier/contracts';
import type { TwoFactorStatus } from '@croupier/contracts';
import { ShieldAlert } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';

/** Why the code field is refused before sending: the keys `useWithdrawalProblem` translates. */
export function secondFactorCodeProblem(code: string): 'TWO_FACTOR_CODE_REQUIRED' | 'TWO_FACTOR_CODE_FORMAT' | null {
  if (code.trim() === '') return 'TWO_FACTOR_CODE_REQUIRED';
  return twoFactorCodeSchema.safeParse(code).success ? null : 'TWO_FACTOR_CODE_FORMAT';
}

/** The two-factor code a withdrawal or a new bank account asks for when the member's second factor is on. */
export function TwoFactorCodeField({
  id,
  error,
  registration,
  testId,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  testId: string;
}) {
  const { t } = useTranslation('withdrawal');
  const hint = t('twoFactor.codeHint');
  return (
    <FormField id={id} label={t('twoFactor.codeLabel')} hint={hint} error={error}>
      <InputBox
        id={id}
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={14}
        placeholder="123456"
        className="font-mono tracking-[0.2em]"
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        data-testid={testId}
        {...registration}
      />
    </FormField>
  );
}

/** Where the brand requires a second factor the member has not turned on: money waits, and this says where to go. */
export function TwoFactorEnrolFirst({ state }: { state: TwoFactorStatus | undefined }) {
  const { t } = useTranslation('withdrawal');
  if (!state || state.enabled || !state.requiredByBrand) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-control border border-accent/40 bg-accent/10 px-3.5 py-2.5 text-sm text-text"
      data-testid="two-factor-enrol-first"
    >
      <ShieldAlert className="size-4 shrink-0 text-accent" aria-hidden="true" />
      <span className="flex-1">{t('twoFactor.enrolFirst')}</span>
      <Link to="/member?page=securityCenter" className="font-semibold text-info hover:underline">
        {t('twoFactor.openSecurityCentre')}
      </Link>
    </div>
  );
}
