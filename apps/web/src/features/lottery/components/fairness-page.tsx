import { fairnessSpecVersion, lotteryPaths } from '@croupier/contracts';
import type { DrawProofView } from '@croupier/contracts';
import { CircleCheck, CircleX, Download, FileJson, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { InputBox } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDrawProof } from '../api/get-draw-proof';
import type { ProofVerdict } from '../verify-draw-proof';
import { verifyDrawProof } from '../verify-draw-proof';

type Check = { state: 'checking' } | { state: 'done'; verdict: ProofVerdict };

/** Runs the browser's own check of a revealed proof; nothing the site computed is taken on trust. */
function useProofCheck(proof: DrawProofView | undefined): Check | null {
  const [check, setCheck] = useState<{ proof: DrawProofView; verdict: ProofVerdict } | null>(null);
  useEffect(() => {
    if (!proof?.seed || !proof.beacon || !proof.winNumbers) return;
    let current = true;
    const { seed, beacon, winNumbers } = proof;
    void verifyDrawProof({ ...proof, seed, beacon, winNumbers }).then((verdict) => {
      if (current) setCheck({ proof, verdict });
    });
    return () => {
      current = false;
    };
  }, [proof]);
  if (!proof?.seed || !proof.beacon || !proof.winNumbers) return null;
  return check?.proof === proof ? { state: 'done', verdict: check.verdict } : { state: 'checking' };
}

function downloadProof(proof: DrawProofView) {
  const blob = new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `proof-${proof.gameCode}-${proof.numero}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function Verdict({ testId, ok, checking, label }: { testId: string; ok: boolean; checking: boolean; label: string }) {
  const { t } = useTranslation('lottery');
  return (
    <li
      data-testid={testId}
      data-state={checking ? 'checking' : ok ? 'ok' : 'failed'}
      className={`flex items-center gap-3 rounded-control border p-3 ${checking ? 'border-border' : ok ? 'border-win/40 bg-win/10' : 'border-danger/40 bg-danger/10'}`}
    >
      {checking ? (
        <LoaderCircle className="size-6 shrink-0 animate-spin text-text-3" aria-hidden="true" />
      ) : ok ? (
        <CircleCheck className="size-6 shrink-0 text-win" aria-hidden="true" />
      ) : (
        <CircleX className="size-6 shrink-0 text-danger" aria-hidden="true" />
      )}
      <span className="flex-1 text-sm font-medium">{label}</span>
      <span className={`text-lg font-bold ${checking ? 'text-text-3' : ok ? 'text-win' : 'text-danger'}`}>
        {checking ? '…' : ok ? '✓' : '✗'}
        <span className="sr-only">
          {checking ? t('fairness.checking') : ok ? t('fairness.passed') : t('fairness.failed')}
        </span>
      </span>
    </li>
  );
}

function LookupForm({ gameCode, numero }: { gameCode: string; numero: string }) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [, setSearchParams] = useSearchParams();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    setSearchParams({ gameCode: text('gameCode'), numero: text('numero') });
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <label htmlFor={`${id}-game`} className="space-y-1.5">
        <span className="block text-[13.5px] font-medium text-text-2">{t('fairness.gameCode')}</span>
        <InputBox id={`${id}-game`} name="gameCode" defaultValue={gameCode} required />
      </label>
      <label htmlFor={`${id}-numero`} className="space-y-1.5">
        <span className="block text-[13.5px] font-medium text-text-2">{t('fairness.numero')}</span>
        <InputBox id={`${id}-numero`} name="numero" defaultValue={numero} inputMode="numeric" required />
      </label>
      <Button type="submit">{t('fairness.lookUp')}</Button>
    </form>
  );
}

/**
 * The public verifier (`/fairness?gameCode=&numero=`): how an in-house draw is made, and the browser's own
 * recomputation of it from the published proof, with the proof and the stand-alone verifier to download.
 */
export function FairnessPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const [searchParams] = useSearchParams();
  const gameCode = searchParams.get('gameCode')?.trim() ?? '';
  const numero = searchParams.get('numero')?.trim() ?? '';
  const proofQuery = useDrawProof(gameCode, numero);
  const proof = proofQuery.data;
  const check = useProofCheck(proof);
  const standIn = proof?.beaconKind === 'local-stand-in';
  const checking = check?.state === 'checking';
  const verdict = check?.state === 'done' ? check.verdict : null;

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="fairness-page">
      <div>
        <h1 className="text-xl font-bold sm:text-2xl">{t('fairness.title')}</h1>
        <p className="mt-1 text-sm text-text-2">{t('fairness.intro')}</p>
        <p className="mt-1 text-xs text-text-3" data-testid="fairness-spec-version">
          {t('fairness.specVersion', { version: fairnessSpecVersion })}
        </p>
      </div>

      <Panel>
        <LookupForm key={`${gameCode}-${numero}`} gameCode={gameCode} numero={numero} />
      </Panel>

      {gameCode && numero ? (
        <Panel title={t('fairness.drawTitle', { gameCode, numero })}>
          {proofQuery.isPending ? (
            <p className="text-sm text-text-3">{t('fairness.loading')}</p>
          ) : proofQuery.isError ? (
            <p role="alert" className="text-sm text-danger" data-testid="fairness-error">
              {errorMessage(proofQuery.error)}
            </p>
          ) : proof ? (
            <div className="space-y-4">
              {proof.seed && check ? (
                <ul className="space-y-2">
                  <Verdict
                    testId="fairness-chain-ok"
                    ok={verdict?.chainValid ?? false}
                    checking={checking}
                    label={t('fairness.chainCheck')}
                  />
                  <Verdict
                    testId="fairness-round-ok"
                    ok={verdict?.beaconRoundValid ?? false}
                    checking={checking}
                    label={t('fairness.roundCheck', { round: proof.beaconRound })}
                  />
                  <Verdict
                    testId="fairness-result-ok"
                    ok={verdict?.resultValid ?? false}
                    checking={checking}
                    label={t('fairness.resultCheck')}
                  />
                </ul>
              ) : (
                <p className="rounded-control bg-accent/10 p-3 text-sm text-accent" data-testid="fairness-not-revealed">
                  {t('fairness.notRevealed')}
                </p>
              )}
              {proof.beaconKind === 'drand' ? (
                <p
                  className="rounded-control border border-win/40 bg-win/10 p-3 text-sm text-win"
                  data-testid="fairness-drand"
                >
                  {t('fairness.drandBeacon', { round: proof.beaconRound })}
                </p>
              ) : standIn ? (
                <p
                  className="rounded-control border border-info/40 bg-info/10 p-3 text-sm text-info"
                  data-testid="fairness-stand-in"
                >
                  {t('fairness.standInBeacon', { round: proof.beaconRound })}
                </p>
              ) : null}
              <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
                {(
                  [
                    [t('fairness.fields.specVersion'), proof.specVersion],
                    [t('fairness.fields.committedAt'), formatDateTime(proof.committedAt, timeZone)],
                    [t('fairness.fields.terminalHash'), proof.terminalHash],
                    [
                      t('fairness.fields.drawIndex'),
                      t('fairness.fields.drawIndexOf', { index: proof.drawIndex, length: proof.chainLength }),
                    ],
                    [t('fairness.fields.closeAt'), formatDateTime(proof.closeAt, timeZone)],
                    [t('fairness.fields.beaconRound'), String(proof.beaconRound)],
                    [
                      t('fairness.fields.beaconKind'),
                      proof.beaconKind ? t(`fairness.beaconKinds.${proof.beaconKind}`) : t('fairness.fields.hidden'),
                    ],
                    [t('fairness.fields.seed'), proof.seed ?? t('fairness.fields.hidden')],
                    [t('fairness.fields.beacon'), proof.beacon ?? t('fairness.fields.hidden')],
                    [t('fairness.fields.beaconSource'), proof.beaconSource ?? t('fairness.fields.hidden')],
                    [t('fairness.fields.published'), proof.winNumbers ?? t('fairness.fields.hidden')],
                    [t('fairness.fields.derived'), verdict?.derived ?? (checking ? '…' : '—')],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-text-3">{label}</dt>
                    <dd className="font-mono text-[13px] break-all text-text">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => downloadProof(proof)} data-testid="fairness-download-proof">
                  <FileJson className="size-4" aria-hidden="true" />
                  {t('fairness.downloadProof')}
                </Button>
                <a
                  href={lotteryPaths.verifierScript}
                  download
                  className={buttonClassName('outline')}
                  data-testid="fairness-download-verifier"
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('fairness.downloadVerifier')}
                </a>
              </div>
              <p className="text-xs text-text-3">{t('fairness.runVerifier')}</p>
            </div>
          ) : null}
        </Panel>
      ) : null}

      <Panel title={t('fairness.howTitle')}>
        <ol className="list-decimal space-y-2 ps-5 text-sm text-text-2">
          {(['commit', 'beacon', 'standIn', 'derive', 'sample', 'reveal', 'check'] as const).map((step) => (
            <li key={step} data-testid={`fairness-how-${step}`}>
              {t(`fairness.how.${step}`)}
            </li>
          ))}
        </ol>
      </Panel>

      <Panel title={t('fairness.mappingTitle')}>
        <p className="mb-2 text-sm text-text-2">{t('fairness.mappingIntro')}</p>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {(['digits', 'dice', 'sample', 'vietnam'] as const).map((family) => (
            <div key={family} className="contents" data-testid={`fairness-mapping-${family}`}>
              <dt className="font-medium text-text">{t(`fairness.mapping.${family}.games`)}</dt>
              <dd className="text-text-2">{t(`fairness.mapping.${family}.rule`)}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </div>
  );
}
