import type { CatalogueImport } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useImport, useImports } from '../api/get-import';
import { useStartImport } from '../api/start-import';
import { refusalReasonOf } from './refusal-reason';

/** The server takes a file of at most 1 MB of text per import. */
const maximumFileBytes = 1_000_000;

const statusLook = {
  running: 'bg-sky-100 text-sky-900',
  done: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  interrupted: 'bg-amber-100 text-amber-900',
} as const;

/** Catalogue import: upload a JSON or CSV file, follow its progress, read what was added, changed and refused. */
export default function ImportScreen() {
  const { t } = useTranslation(['catalogue', 'common']);
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [merchant, setMerchant] = useBrandParam();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartImport();
  const job = useImport(merchant, jobId);
  const history = useImports(merchant);
  const status = job.data?.status;

  useEffect(() => {
    // A finished import changes the history and the games list.
    if (status && status !== 'running') void queryClient.invalidateQueries({ queryKey: ['bo', 'games'] });
  }, [status, queryClient]);

  const submit = async () => {
    if (!file) return;
    if (file.size > maximumFileBytes) {
      setFileProblem(t('import.tooLarge'));
      return;
    }
    setFileProblem(null);
    const started = await start.mutateAsync({ merchant, fileName: file.name, content: await file.text() });
    setJobId(started.id);
  };

  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('import.title')}</h1>
          <p className="text-sm text-slate-500">{t('import.description')}</p>
        </div>
        <BrandPicker id="import-brand" value={merchant} onChange={setMerchant} />
      </header>
      <section className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-5">
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
          {t('import.file')}
          <input
            id="import-file"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            className="text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button disabled={!file || start.isPending || status === 'running'} onClick={() => void submit()}>
          {start.isPending ? t('import.starting') : t('import.start')}
        </Button>
        <p className="basis-full text-xs text-slate-500">{t('import.formats')}</p>
        {(fileProblem ?? start.error) && (
          <p role="alert" className="basis-full text-sm text-red-700">
            {fileProblem ?? errorMessage(start.error)}
          </p>
        )}
      </section>
      {job.data && <ImportReport report={job.data} />}
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-slate-900">{t('import.history')}</h2>
        <ImportHistory imports={history.data ?? []} merchant={merchant} onOpen={setJobId} />
      </section>
    </div>
  );
}

function ImportReport({ report }: { report: CatalogueImport }) {
  const { t } = useTranslation('catalogue');
  // What happened to an import whose instance went away, or why it stopped: the counts say what it did.
  const importNote = ({ status, failure, resumes, doneRows, totalRows }: CatalogueImport) => {
    if (status === 'interrupted') return t('import.notes.interrupted', { done: doneRows });
    if (status === 'failed' && failure === 'INTERRUPTED')
      return t('import.notes.gaveUp', { count: resumes, done: doneRows, total: totalRows });
    if (status === 'failed') return t('import.notes.failed', { done: doneRows, total: totalRows });
    if (resumes > 0) return t('import.notes.resumed', { count: resumes });
    return null;
  };
  const percent = report.totalRows === 0 ? 100 : Math.round((report.doneRows / report.totalRows) * 100);
  const counts = ['added', 'changed', 'unchanged', 'refused'] as const;
  return (
    <section
      aria-labelledby="import-report-title"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="import-report-title" className="text-base font-semibold text-slate-900">
          {report.fileName}
        </h2>
        <span
          data-testid="import-status"
          className={`rounded-full px-3 py-1 text-xs font-medium ${statusLook[report.status]}`}
        >
          {t(`import.statuses.${report.status}`)}
        </span>
      </div>
      <div>
        <div
          role="progressbar"
          aria-label={t('import.progress')}
          aria-valuemin={0}
          aria-valuemax={report.totalRows}
          aria-valuenow={report.doneRows}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-slate-900 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-xs text-slate-600 tabular-nums">
          {t('import.rowsDone', { done: report.doneRows, total: report.totalRows, percent })}
        </p>
      </div>
      {importNote(report) && (
        <p
          role="status"
          data-testid="import-note"
          className={`rounded-md px-3 py-2 text-sm ${report.status === 'failed' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'}`}
        >
          {importNote(report)}
        </p>
      )}
      <dl className="grid grid-cols-4 gap-3">
        {counts.map((count) => (
          <div key={count} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{t(`import.counts.${count}`)}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={`import-${count}`}>
              {report[count].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      {report.refusals.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left text-sm font-medium text-slate-800">{t('import.refusedRows')}</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th className="px-3 py-2">{t('import.columns.row')}</th>
              <th className="px-3 py-2">{t('import.columns.gameCode')}</th>
              <th className="px-3 py-2">{t('import.columns.reason')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.refusals.map((refusal) => (
              <tr key={refusal.row}>
                <td className="px-3 py-1.5 tabular-nums">{refusal.row}</td>
                <td className="px-3 py-1.5 font-mono text-xs">{refusal.gameCode ?? '—'}</td>
                <td className="px-3 py-1.5 text-red-800">
                  <RefusalText reason={refusal.reason} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Why a row was refused, in the operator's language; the schema's own words stay as a detail. */
function RefusalText({ reason }: { reason: string }) {
  const { t } = useTranslation('catalogue');
  const parsed = refusalReasonOf(reason);
  if (parsed.kind === 'duplicate') return <>{t('import.reasons.duplicate')}</>;
  return (
    <>
      {parsed.kind === 'column' ? t('import.reasons.column', { column: parsed.column }) : t('import.reasons.other')}
      <span className="block font-mono text-xs text-slate-500">{parsed.detail}</span>
    </>
  );
}

function ImportHistory({
  imports,
  merchant,
  onOpen,
}: {
  imports: CatalogueImport[];
  merchant: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const zoneOf = useBrandTimeZone();
  if (imports.length === 0) return <p className="text-sm text-slate-500">{t('import.noHistory')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th className="px-3 py-2">{t('import.columns.time')}</th>
            <th className="px-3 py-2">{t('import.columns.file')}</th>
            <th className="px-3 py-2">{t('import.columns.operator')}</th>
            <th className="px-3 py-2">{t('import.columns.status')}</th>
            <th className="px-3 py-2 text-right">{t('import.counts.added')}</th>
            <th className="px-3 py-2 text-right">{t('import.counts.changed')}</th>
            <th className="px-3 py-2 text-right">{t('import.counts.refused')}</th>
            <th className="px-3 py-2" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {imports.map((item) => (
            <tr key={item.id}>
              <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                {formatDateTime(item.createdAt, zoneOf(merchant))}
              </td>
              <td className="px-3 py-1.5">{item.fileName}</td>
              <td className="px-3 py-1.5">{item.operator}</td>
              <td className="px-3 py-1.5">{t(`import.statuses.${item.status}`)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{item.added}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{item.changed}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{item.refused}</td>
              <td className="px-3 py-1.5 text-right">
                <Button look="secondary" className="px-2 py-1 text-xs" onClick={() => onOpen(item.id)}>
                  {t('import.open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
