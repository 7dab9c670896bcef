import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@/lib/api-client';

/**
 * A player's proof image of a withdrawal they did not receive. The image answers only with the operator's token in
 * a header, so it is fetched and shown from a blob address (the console's policy allows blob: images).
 */
export function ProofImage({ withdrawalId, proofId, index }: { withdrawalId: string; proofId: string; index: number }) {
  const { t } = useTranslation('withdrawals');
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let address: string | null = null;
    request(`/bo/withdrawals/${encodeURIComponent(withdrawalId)}/proofs/${encodeURIComponent(proofId)}`, {
      signal: controller.signal,
    })
      .then((response) => response.blob())
      .then((blob) => {
        address = URL.createObjectURL(blob);
        setSource(address);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (address) URL.revokeObjectURL(address);
    };
  }, [withdrawalId, proofId]);
  const label = t('proof', { number: index + 1 });
  if (failed) return <span className="text-xs text-red-700">{t('proofFailed')}</span>;
  if (!source) return <span className="inline-block h-16 w-16 animate-pulse rounded bg-slate-100" aria-label={label} />;
  return (
    <a href={source} target="_blank" rel="noreferrer" title={label}>
      <img src={source} alt={label} className="h-16 w-16 rounded border border-slate-200 object-cover" />
    </a>
  );
}
