import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/use-error-message';

/** Downloads the server's CSV of every row the current filter matches (never just the page on screen). */
export function ExportButton({ onExport }: { onExport: () => Promise<void> }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const exporting = useMutation({ mutationFn: onExport });
  return (
    <div className="flex items-center gap-3">
      {exporting.isError && (
        <span role="alert" className="text-sm text-red-700">
          {errorMessage(exporting.error)}
        </span>
      )}
      <button
        type="button"
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {exporting.isPending ? t('table.exporting') : t('table.exportCsv')}
      </button>
    </div>
  );
}
