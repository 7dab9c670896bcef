import type { CaptchaChallenge } from '@croupier/contracts';
import { CircleCheck, ImageOff, RefreshCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import type { CaptchaProof } from '../use-captcha-challenge';

type CaptchaFieldProps = {
  id: string;
  challenge: CaptchaChallenge | null;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  /** The accessible alternative: the browser proves the captcha instead of the player reading it. */
  proof: CaptchaProof;
  onProve: () => void;
  error?: string;
  inputProps: Omit<ComponentProps<typeof InputBox>, 'id'>;
  testIds: { input: string; image: string; refresh: string; prove: string; error?: string };
};

/**
 * The captcha box: the code's image beside the answer, a refresh for a hard-to-read image, and, for whoever cannot
 * read it at all, a button that verifies without the image (a proof of work the browser computes, decision 0017).
 */
export function CaptchaField({
  id,
  challenge,
  loading,
  failed,
  onRefresh,
  proof,
  onProve,
  error,
  inputProps,
  testIds,
}: CaptchaFieldProps) {
  const { t } = useTranslation('accounts');
  const proved = proof.status === 'done';
  return (
    <FormField id={id} label={t('fields.captcha')} error={error} errorTestId={testIds.error}>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <InputBox
            id={id}
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            placeholder={t('placeholders.captcha')}
            invalid={Boolean(error) && !proved}
            disabled={proved}
            aria-describedby={`${describedBy(id, error, undefined) ?? ''} ${id}-alternative`.trim()}
            data-testid={testIds.input}
            {...inputProps}
          />
        </div>
        <div className="flex h-12 shrink-0 items-stretch overflow-hidden rounded-control border border-border bg-bg">
          {challenge ? (
            <img
              src={challenge.image}
              alt={t('captcha.imageAlt')}
              data-testid={testIds.image}
              className={`h-full w-[132px] object-contain transition-opacity duration-150 ${loading ? 'opacity-40' : ''}`}
            />
          ) : (
            <span className="grid w-[132px] place-items-center bg-raised text-text-3">
              {failed ? (
                <ImageOff className="size-5" aria-label={t('captcha.failed')} />
              ) : (
                <span className="size-4 animate-spin rounded-full border-2 border-border border-t-accent" />
              )}
            </span>
          )}
          <button
            type="button"
            onClick={onRefresh}
            aria-label={t('captcha.refresh')}
            data-testid={testIds.refresh}
            className="grid w-10 place-items-center border-s border-border bg-raised text-text-2 transition-colors duration-150 hover:text-text"
          >
            <RefreshCw className={`size-4 ${loading ? 'animate-spin' : ''}`} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div id={`${id}-alternative`} className="mt-2 min-h-6 text-sm" aria-live="polite">
        {proved ? (
          <span className="flex items-center gap-1.5 text-accent" data-testid={`${testIds.prove}-done`}>
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            {t('captcha.proved')}
          </span>
        ) : proof.status === 'working' ? (
          <span className="flex items-center gap-2 text-text-2">
            <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-border border-t-accent" />
            {t('captcha.proving')}
          </span>
        ) : (
          <>
            <button
              type="button"
              onClick={onProve}
              disabled={!challenge}
              data-testid={testIds.prove}
              className="min-h-6 text-start text-accent underline underline-offset-2 transition-colors duration-150 hover:text-accent-strong disabled:text-text-3"
            >
              {t('captcha.prove')}
            </button>
            {proof.status === 'failed' ? <p className="mt-1 text-danger">{t('captcha.proofFailed')}</p> : null}
          </>
        )}
      </div>
    </FormField>
  );
}
