import { formatMinor, withdrawalRemarkMaxLength } from '@croupier/contracts';
import type { Withdrawal } from '@croupier/contracts';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { ImagePicker } from '@/components/ui/image-picker';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast-provider';
import { readAmount } from '@/lib/amount';
import type { AmountLimits } from '@/lib/amount';
import { ApiError, validationFieldsOf } from '@/lib/api-error';
import { currencySymbolOf, formatMoneyWithSymbol } from '@/lib/format-money';
import type { PickedImage } from '@/lib/read-image-file';
import { problemsResolver } from '@/lib/problems-resolver';
import type { Problems } from '@/lib/problems-resolver';
import { useAmountProblem } from '@/lib/use-amount-problem';
import { useErrorMessage } from '@/lib/use-error-message';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import { useWithdrawalProblem } from '../withdrawal-problems';

type ConfirmationValues = { receivedAmount: string; remark: string; images: PickedImage[] };

type WithdrawalConfirmationModalProps = {
  withdrawal: Withdrawal;
  choice: 'partly_received' | 'not_received';
  onClose: () => void;
};

/** A withdrawal received only in part (how much) or not at all (with proof, spec §5 uploads), and a remark. */
export function WithdrawalConfirmationModal({ withdrawal, choice, onClose }: WithdrawalConfirmationModalProps) {
  const { t } = useTranslation('withdrawal');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const amountProblem = useAmountProblem();
  const problem = useWithdrawalProblem();
  const confirm = useConfirmWithdrawal();
  const [formError, setFormError] = useState<string | null>(null);
  const partly = choice === 'partly_received';
  // A part is more than nothing and less than the whole; the whole is "received".
  const limits: AmountLimits = { min: '0.01', max: lessThan(withdrawal.amount) };
  const form = useForm<ConfirmationValues>({
    defaultValues: { receivedAmount: '', remark: '', images: [] },
    resolver: problemsResolver((values: ConfirmationValues): Problems<ConfirmationValues> => {
      const problems: Problems<ConfirmationValues> = {};
      if (partly) {
        const reading = readAmount(values.receivedAmount, limits);
        if (!reading.ok) problems.receivedAmount = reading.problem;
      } else if (values.images.length === 0) problems.images = 'UPLOAD_REQUIRED';
      if (values.remark.trim().length > withdrawalRemarkMaxLength) problems.remark = 'REMARK_TOO_LONG';
      return problems;
    }),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const currency = withdrawal.currency;
  const remark = useWatch({ control: form.control, name: 'remark' });

  async function submit(values: ConfirmationValues) {
    setFormError(null);
    const images = values.images.map((image) => ({ fileName: image.fileName, data: image.dataUrl }));
    const remarkText = values.remark.trim() || undefined;
    try {
      await confirm.mutateAsync({
        id: withdrawal.id,
        body: partly
          ? {
              status: 'partly_received',
              receivedAmount: values.receivedAmount.trim(),
              ...(images.length > 0 ? { images } : {}),
              ...(remarkText ? { remark: remarkText } : {}),
            }
          : { status: 'not_received', images, ...(remarkText ? { remark: remarkText } : {}) },
      });
      showToast(t('confirmation.reported'), 'success');
      onClose();
    } catch (error) {
      const fields = validationFieldsOf(error);
      for (const field of fields) {
        const name = field.path.split('.')[0];
        if (name === 'receivedAmount' || name === 'remark' || name === 'images') {
          form.setError(name, { type: 'server', message: field.message });
        }
      }
      if (fields.length > 0) return;
      if (error instanceof ApiError && error.code === 'AMOUNT_OUT_OF_RANGE' && partly) {
        form.setError('receivedAmount', { type: 'server', message: 'AMOUNT_ABOVE_MAX' }, { shouldFocus: true });
        return;
      }
      setFormError(errorMessage(error));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={partly ? t('confirmation.partlyTitle') : t('confirmation.notReceivedTitle')}
      testId="withdrawal-confirmation-modal"
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
        <p className="text-sm text-text-2">
          {t('confirmation.about', { amount: formatMoneyWithSymbol(withdrawal.amount, currency) })}
        </p>
        {partly ? (
          <FormField
            id={`${id}-amount`}
            label={t('confirmation.receivedAmount')}
            error={
              errors.receivedAmount?.message
                ? amountProblem(errors.receivedAmount.message, limits, currency)
                : undefined
            }
          >
            <Controller
              control={form.control}
              name="receivedAmount"
              render={({ field }) => (
                <AmountInput
                  id={`${id}-amount`}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  symbol={currencySymbolOf(currency)}
                  placeholder="0.00"
                  invalid={Boolean(errors.receivedAmount)}
                  aria-describedby={describedBy(`${id}-amount`, errors.receivedAmount?.message, undefined)}
                  data-testid="withdrawal-received-amount"
                />
              )}
            />
          </FormField>
        ) : null}
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <ImagePicker
              label={partly ? t('confirmation.proofOptional') : t('confirmation.proofRequired')}
              images={field.value}
              onChange={field.onChange}
              inputTestId="withdrawal-proof-input"
              error={errors.images?.message ? problem(errors.images.message) : undefined}
            />
          )}
        />
        <FormField
          id={`${id}-remark`}
          label={t('confirmation.remark')}
          aside={`${remark.length}/${withdrawalRemarkMaxLength}`}
          error={errors.remark?.message ? problem(errors.remark.message) : undefined}
        >
          <textarea
            id={`${id}-remark`}
            rows={3}
            maxLength={withdrawalRemarkMaxLength}
            placeholder={t('confirmation.remarkPlaceholder')}
            aria-invalid={Boolean(errors.remark) || undefined}
            data-testid="withdrawal-remark"
            className="w-full resize-none rounded-control border border-border bg-bg/60 px-3.5 py-2.5 text-[15px] text-text outline-none placeholder:text-text-3 focus-visible:border-accent focus-visible:shadow-[0_0_0_1px_var(--color-accent)] focus-visible:outline-none"
            {...form.register('remark')}
          />
        </FormField>
        {formError ? (
          <p role="alert" className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm">
            {formError}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            className="flex-1"
            busy={confirm.isPending}
            data-testid="withdrawal-confirmation-submit"
          >
            {t('confirmation.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** One minor unit under an amount: the largest part that is still only a part. */
function lessThan(amount: string): string | undefined {
  const reading = readAmount(amount);
  if (!reading.ok) return undefined;
  return formatMinor(reading.minor - 1n);
}
