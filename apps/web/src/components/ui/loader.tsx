import { useTranslation } from 'react-i18next';

/** The full-page loader: a calm spinner over the page, shown a moment late so quick loads never flash it. */
export function Loader() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loader"
      className="fixed inset-0 z-[60] grid animate-loader-in place-items-center bg-bg/70 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4">
        <span className="relative block size-12" aria-hidden="true">
          <span className="absolute inset-0 rounded-full border-[3px] border-border" />
          <span className="absolute inset-0 animate-spin rounded-full border-[3px] border-transparent border-t-accent" />
        </span>
        <span className="text-sm text-text-2">{t('loader.label')}</span>
      </div>
    </div>
  );
}
