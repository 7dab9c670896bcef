import { proofImageRules, withdrawalRemarkMaxLength } from '@croupier/contracts';
import type { PromotionDetail } from '@croupier/contracts';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ImagePicker } from '@/components/ui/image-picker';
import { useToast } from '@/components/ui/toast-provider';
import { validationFieldsOf } from '@/lib/api-error';
import type { PickedImage } from '@/lib/read-image-file';
import { problemsResolver } from '@/lib/problems-resolver';
import type { Problems } from '@/lib/problems-resolver';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useErrorMessage } from '@/lib/use-error-message';
import { useApplyPromotion } from '../api/apply-promotion';

/** The activity application's limits (spec §5): a remark of 140 characters, 3 png or jpg images of 5 MB each. */
export const applyRemarkMaxLength = withdrawalRemarkMaxLength;

type ApplyValues = { remark: string; images: PickedImage[] };
type ApplyProblem = 'REMARK_REQUIRED' | 'REMARK_TOO_LONG' | 'UPLOAD_REQUIRED' | 'UPLOAD_TOO_MANY' | 'UPLOAD_NOT_BASE64';

const problemKeys = {
  REMARK_REQUIRED: 'apply.problems.remarkRequired',
  REMARK_TOO_LONG: 'apply.problems.remarkTooLong',
  UPLOAD_REQUIRED: 'apply.problems.imageRequired',
  UPLOAD_TOO_MANY: 'apply.problems.tooManyImages',
  UPLOAD_NOT_BASE64: 'apply.problems.imageUnreadable',
} as const satisfies Record<ApplyProblem, string>;

function isApplyProblem(text: string): text is ApplyProblem {
  return text in problemKeys;
}

export function validateApplication(
  values: ApplyValues,
  needs: Pick<PromotionDetail, 'remarkRequired' | 'imageRequired'>,
): Problems<ApplyValues> {
  const problems: Problems<ApplyValues> = {};
  const remark = values.remark.trim();
  if (needs.remarkRequired && remark === '') problems.remark = 'REMARK_REQUIRED';
  else if (remark.length > applyRemarkMaxLength) problems.remark = 'REMARK_TOO_LONG';
  if (values.images.length > proofImageRules.maxImages) problems.images = 'UPLOAD_TOO_MANY';
  else if (needs.imageRequired && values.images.length === 0) problems.images = 'UPLOAD_REQUIRED';
  return problems;
}

type PromotionApplyFormProps = {
  promotion: Pick<PromotionDetail, 'id' | 'termsHash' | 'remarkRequired' | 'imageRequired' | 'state'>;
  onApplied?: () => void;
};

/**
 * The activity application: a remark (140 characters at most, with a counter) and up to 3 png or jpg images of 5 MB
 * each, all checked here before anything is sent and again by the server. Sending it accepts the terms shown above.
 */
export function PromotionApplyForm({ promotion, onApplied }: PromotionApplyFormProps) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const apply = useApplyPromotion();
  const applyKey = useIdempotencyKey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ApplyValues>({
    defaultValues: { remark: '', images: [] },
    resolver: problemsResolver((values: ApplyValues) => validateApplication(values, promotion)),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const remark = useWatch({ control: form.control, name: 'remark' });
  const problemText = (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    return isApplyProblem(message)
      ? t(problemKeys[message], { max: applyRemarkMaxLength, images: proofImageRules.maxImages })
      : message;
  };

  async function submit(values: ApplyValues) {
    setFormError(null);
    const remarkText = values.remark.trim();
    const body = {
      termsHash: promotion.termsHash,
      ...(remarkText ? { remark: remarkText } : {}),
      ...(values.images.length > 0
        ? { images: values.images.map((image) => ({ fileName: image.fileName, data: image.dataUrl })) }
        : {}),
    };
    // An application whose answer never came is sent again with the same key: the server answers the first one.
    const idempotencyKey = applyKey.keyFor(`${promotion.id}:${JSON.stringify(body)}`);
    try {
      await apply.mutateAsync({ id: promotion.id, body, idempotencyKey });
      applyKey.settle();
      showToast(t('apply.sent'), 'success');
      form.reset({ remark: '', images: [] });
      onApplied?.();
    } catch (error) {
      applyKey.settle(error);
      const fields = validationFieldsOf(error);
      for (const field of fields) {
        const name = field.path.split('.')[0];
        if (name === 'remark' || name === 'images') form.setError(name, { type: 'server', message: field.message });
      }
      if (fields.length === 0) setFormError(errorMessage(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4"
      data-testid="promotion-apply-form"
    >
      <FormField
        id={`${id}-remark`}
        label={promotion.remarkRequired ? t('apply.remark') : t('apply.remarkOptional')}
        aside={
          <span
            data-testid="apply-remark-counter"
            className={`tabular-nums ${remark.length > applyRemarkMaxLength ? 'text-danger' : ''}`}
          >
            {`${remark.length}/${applyRemarkMaxLength}`}
          </span>
        }
        error={problemText(errors.remark?.message)}
        errorTestId="apply-remark-error"
      >
        <textarea
          id={`${id}-remark`}
          rows={3}
          placeholder={t('apply.remarkPlaceholder')}
          aria-invalid={Boolean(errors.remark) || undefined}
          data-testid="apply-remark"
          className="w-full resize-none rounded-control border border-border bg-bg/60 px-3.5 py-2.5 text-[15px] text-text outline-none placeholder:text-text-3 focus-visible:border-accent focus-visible:shadow-[0_0_0_1px_var(--color-accent)] focus-visible:outline-none"
          {...form.register('remark')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <ImagePicker
            label={promotion.imageRequired ? t('apply.images') : t('apply.imagesOptional')}
            images={field.value}
            onChange={field.onChange}
            inputTestId="apply-images-input"
            error={problemText(errors.images?.message)}
          />
        )}
      />
      {formError ? (
        <p role="alert" className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm">
          {formError}
        </p>
      ) : null}
      <p className="text-xs text-text-3">{t('apply.acceptNote')}</p>
      <Button type="submit" className="w-full" busy={apply.isPending} data-testid="apply-submit">
        {promotion.state === 'rejected' ? t('apply.submitAgain') : t('apply.submit')}
      </Button>
    </form>
  );
}
