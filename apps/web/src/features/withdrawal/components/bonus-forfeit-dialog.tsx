import { useTranslation } from 'react-i18next';
import { MessageDialog } from '@/components/ui/message-dialog';
import { formatMoneyWithSymbol } from '@/lib/format-money';

type BonusForfeitDialogProps = {
  /** What the server said would be lost; null while nothing is asked. */
  forfeit: { bonus: string; turnoverRemaining: string } | null;
  currency: string;
  busy: boolean;
  onKeepPlaying: () => void;
  onForfeit: () => void;
};

/**
 * The confirmation a withdrawal needs while a bonus is live (reference §3.6): what is lost (the bonus and the
 * turnover still needed) and that cash is not touched; Keep playing changes nothing.
 */
export function BonusForfeitDialog({ forfeit, currency, busy, onKeepPlaying, onForfeit }: BonusForfeitDialogProps) {
  const { t } = useTranslation('withdrawal');
  return (
    <MessageDialog
      open={forfeit !== null}
      title={t('bonus.forfeitTitle')}
      message={
        forfeit
          ? t('bonus.forfeitQuestion', {
              bonus: formatMoneyWithSymbol(forfeit.bonus, currency),
              turnoverRemaining: formatMoneyWithSymbol(forfeit.turnoverRemaining, currency),
            })
          : ''
      }
      confirmLabel={t('bonus.forfeitConfirm')}
      cancelLabel={t('bonus.keepPlaying')}
      onConfirm={onForfeit}
      onCancel={onKeepPlaying}
      tone="warning"
      size="md"
      busy={busy}
      testId="withdraw-forfeit-dialog"
      confirmTestId="withdraw-forfeit-confirm"
      cancelTestId="withdraw-forfeit-cancel"
    />
  );
}
