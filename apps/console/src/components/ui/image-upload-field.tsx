import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/use-error-message';
import { useUploadImage } from '@/lib/upload-image';
import { FormField, inputClass } from './form-field';

/**
 * An image of a brand's content (banner, game icon): a file uploaded to `POST /bo/content/images`, which answers its
 * content-addressed URL, or an address typed in. `value` is that URL; a preview shows what it points at.
 */
export function ImageUploadField({
  id,
  merchant,
  label,
  hint,
  value,
  onChange,
  placeholder = '/static/…',
  onBusyChange,
}: {
  id: string;
  merchant: string;
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  placeholder?: string;
  /** Told when an upload starts and ends, so the form can wait for the address before it saves. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const upload = useUploadImage();
  return (
    <FormField label={label} htmlFor={`${id}-file`} error={upload.isError ? errorMessage(upload.error) : undefined}>
      <div className="flex items-start gap-3">
        {value.trim() !== '' && (
          <img
            src={value}
            alt=""
            data-testid={`${id}-preview`}
            className="h-16 w-16 shrink-0 rounded border border-slate-200 bg-slate-50 object-contain"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={`${id}-file`}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="text-sm"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                onBusyChange?.(true);
                upload.mutate(
                  { merchant, file },
                  { onSuccess: (image) => onChange(image.url), onSettled: () => onBusyChange?.(false) },
                );
              }}
            />
            {upload.isPending && <span className="text-xs text-slate-500">{t('imageUpload.uploading')}</span>}
            {upload.data && !upload.isPending && (
              <span className="text-xs text-emerald-700" data-testid="image-uploaded">
                {t('imageUpload.uploaded', { width: upload.data.width, height: upload.data.height })}
              </span>
            )}
          </div>
          <span className="text-xs text-slate-500">{hint}</span>
          <input
            aria-label={t('imageUpload.address')}
            id={`${id}-url`}
            className={inputClass}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
    </FormField>
  );
}
