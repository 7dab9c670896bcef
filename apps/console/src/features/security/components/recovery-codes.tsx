import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copy or download them, then say they
 * are saved before the console goes on.
 */
export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const { t } = useTranslation('security');
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${t('recovery.fileHeading', { username })}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `croupier-console-recovery-codes-${username}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="recovery-title">
      <div>
        <h2 id="recovery-title" className="text-lg font-semibold text-slate-900">
          {t('recovery.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('recovery.explain')}</p>
      </div>
      <ol
        className="grid grid-cols-2 gap-x-8 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4 font-mono text-base text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <Button look="secondary" onClick={() => void copy()}>
          {t('recovery.copy')}
        </Button>
        <Button look="secondary" onClick={download}>
          {t('recovery.download')}
        </Button>
        {copied && (
          <span role="status" className={`text-sm ${copied === 'yes' ? 'text-emerald-700' : 'text-red-700'}`}>
            {copied === 'yes' ? t('recovery.copied') : t('recovery.copyFailed')}
          </span>
        )}
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        {t('recovery.saved')}
      </label>
      <div>
        <Button disabled={!saved} onClick={onDone}>
          {t('recovery.done')}
        </Button>
      </div>
    </section>
  );
}
