import { LockKeyhole } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';

const wrongPasswordSchema = z.object({ remainingAttempts: z.number().int(), lockedUntil: z.string().nullable() });
const lockSchema = z.object({ lockedUntil: z.string() });

/**
 * The sentence for a refused payment password: how many tries are left, or until when withdrawals are locked (in the
 * brand's time), so the player is never surprised by the lock.
 */
export function usePaymentPasswordError(timeZone: string): (error: unknown) => string {
  const { t } = useTranslation('withdrawal');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error) => {
      if (error instanceof ApiError && error.code === 'PAYMENT_PASSWORD_WRONG') {
        const details = wrongPasswordSchema.safeParse(error.value);
        if (details.success) {
          return details.data.lockedUntil
            ? t('paymentPassword.lockedNow', { time: formatDateTime(details.data.lockedUntil, timeZone) })
            : t('paymentPassword.wrong', { remaining: details.data.remainingAttempts });
        }
      }
      if (error instanceof ApiError && error.code === 'ACCOUNT_LOCKED') {
        const details = lockSchema.safeParse(error.value);
        if (details.success) {
          return t('paymentPassword.locked', { time: formatDateTime(details.data.lockedUntil, timeZone) });
        }
      }
      return errorMessage(error);
    },
    [t, errorMessage, timeZone],
  );
}

/** Shown while wrong payment passwords have locked withdrawals. */
export function PaymentPasswordLockNotice({ lockedUntil, timeZone }: { lockedUntil: string | null; timeZone: string }) {
  const { t } = useTranslation('withdrawal');
  if (!lockedUntil) return null;
  return (
    <p
      role="status"
      data-testid="payment-password-locked"
      className="mb-4 flex items-start gap-2.5 rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm"
    >
      <LockKeyhole className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
      <span>{t('paymentPassword.locked', { time: formatDateTime(lockedUntil, timeZone) })}</span>
    </p>
  );
}
