import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The recovery codes, shown once after they are made: a list to write down and a button to copy them all. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('member');
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // Without clipboard access the codes are still on screen to write down.
    }
  }

  return (
    <div className="space-y-4" data-testid="two-factor-recovery-codes">
      <div>
        <p className="text-sm font-semibold text-text">{t('twoFactor.recoveryTitle')}</p>
        <p className="mt-1 text-[13px] text-text-2 text-pretty">{t('twoFactor.recoveryIntro')}</p>
      </div>
      <ol className="grid grid-cols-2 gap-2 rounded-control border border-border bg-bg/60 p-3 font-mono text-[15px] tracking-wider text-text">
        {codes.map((code) => (
          <li key={code} className="text-center tabular-nums" data-testid="two-factor-recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()} data-testid="two-factor-copy-codes">
          {copied ? (
            <Check className="size-4 text-win" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}
        </Button>
        <Button size="sm" onClick={onDone} data-testid="two-factor-codes-done">
          {t('twoFactor.recoveryDone')}
        </Button>
      </div>
    </div>
  );
}
