import type { PointConfig } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/toast-provider';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { useConvertPoints } from '../api/convert-points';
import { formatPoints } from '../points-display';

/** What `points` convert to, as the server computes it: whole units only. */
export function conversionAmount(points: bigint, conversion: PointConfig['conversion']): string {
  const [whole = '0', fraction = ''] = conversion.unitAmount.split('.');
  const unitMinor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return formatMinor((points / BigInt(conversion.pointsPerUnit)) * unitMinor);
}

/** Converting points to cash at the brand's ratio, with the payment password; one Idempotency-Key per dialog. */
export function ConvertDialog({
  balance,
  conversion,
  currency,
  onClose,
  onConverted,
}: {
  balance: string;
  conversion: PointConfig['conversion'];
  currency: string;
  onClose: () => void;
  onConverted: () => void;
}) {
  const { t } = useTranslation('points');
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const convert = useConvertPoints();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const parsed = /^\d{1,12}$/.test(points) ? BigInt(points) : 0n;
  const valid =
    parsed >= BigInt(conversion.minPoints) &&
    parsed % BigInt(conversion.stepPoints) === 0n &&
    parsed <= BigInt(balance);
  const rules = { minimum: formatPoints(conversion.minPoints), step: formatPoints(conversion.stepPoints) };
  const pointsError = points !== '' && !valid ? t('convert.invalid', rules) : undefined;
  const error = convert.isError ? errorMessage(convert.error) : undefined;

  const submit = () => {
    if (!valid || !password) return;
    convert.mutate(
      { points: parsed.toString(), paymentPassword: password, idempotencyKey },
      {
        onSuccess: (converted) => {
          showToast(t('convert.done', { amount: formatMoneyWithSymbol(converted.amount, currency) }), 'success');
          onConverted();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('convert.title')}
      size="sm"
      testId="points-convert-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={!valid || !password || convert.isPending}
            data-testid="points-convert-confirm"
          >
            {t('confirm')}
          </Button>
        </div>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-[13px] text-text-2">
          {t('convert.ratio', {
            points: formatPoints(conversion.pointsPerUnit),
            amount: formatMoneyWithSymbol(conversion.unitAmount, currency),
          })}{' '}
          {t('convert.rules', rules)}
        </p>
        <FormField
          id="points-convert-points"
          label={t('convert.points')}
          error={pointsError}
          hint={
            valid
              ? t('convert.youGet', { amount: formatMoneyWithSymbol(conversionAmount(parsed, conversion), currency) })
              : undefined
          }
        >
          <InputBox
            id="points-convert-points"
            inputMode="numeric"
            value={points}
            invalid={Boolean(pointsError)}
            aria-describedby={describedBy('points-convert-points', pointsError, valid ? 'hint' : undefined)}
            onChange={(event) => setPoints(event.target.value.replace(/\D/g, '').slice(0, 12))}
            data-testid="points-convert-points"
          />
        </FormField>
        <FormField
          id="points-convert-password"
          label={t('paymentPassword')}
          error={error}
          errorTestId="points-convert-error"
        >
          <PasswordInput
            id="points-convert-password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={64}
            value={password}
            invalid={Boolean(error)}
            aria-describedby={describedBy('points-convert-password', error, undefined)}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="points-convert-password"
          />
        </FormField>
      </form>
    </Modal>
  );
}
