import type { CaptchaChallenge } from '@croupier/contracts';
import { ImageOff, RefreshCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';

type CaptchaFieldProps = {
  id: string;
  challenge: CaptchaChallenge | null;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  error?: string;
  inputProps: Omit<ComponentProps<typeof InputBox>, 'id'>;
  testIds: { input: string; image: string; refresh: string; error?: string };
};

/** The captcha box: the code's image beside the answer, and a refresh for a hard-to-read image. */
export function CaptchaField({
  id,
  challenge,
  loading,
  failed,
  onRefresh,
  error,
  inputProps,
  testIds,
}: CaptchaFieldProps) {
  const { t } = useTranslation('accounts');
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
            invalid={Boolean(error)}
            aria-describedby={describedBy(id, error, undefined)}
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
    </FormField>
  );
}
