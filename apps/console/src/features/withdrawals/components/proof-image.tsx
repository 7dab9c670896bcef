import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/ui/blob-image';

/** A player's proof image of a withdrawal they did not receive. */
export function ProofImage({ withdrawalId, proofId, index }: { withdrawalId: string; proofId: string; index: number }) {
  const { t } = useTranslation('withdrawals');
  return (
    <BlobImage
      path={`/bo/withdrawals/${encodeURIComponent(withdrawalId)}/proofs/${encodeURIComponent(proofId)}`}
      label={t('proof', { number: index + 1 })}
      failedText={t('proofFailed')}
    />
  );
}
