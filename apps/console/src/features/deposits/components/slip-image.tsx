import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/ui/blob-image';

/** The transfer slip a player attached to a deposit. */
export function SlipImage({ merchant, depositId }: { merchant: string; depositId: string }) {
  const { t } = useTranslation('deposits');
  return (
    <BlobImage
      path={`/bo/deposits/${encodeURIComponent(merchant)}/${encodeURIComponent(depositId)}/slip`}
      label={t('slip')}
      failedText={t('slipFailed')}
    />
  );
}
