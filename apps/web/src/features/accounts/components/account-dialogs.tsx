import { useTranslation } from 'react-i18next';
import { MessageDialog } from '@/components/ui/message-dialog';

/** Spec §4 "Logout": asks first; cancel does nothing. */
export function LogOutDialog({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <MessageDialog
      open={open}
      title={t('logOut.title')}
      message={t('logOut.question')}
      confirmLabel={t('logOut.confirm')}
      cancelLabel={t('dialogs.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      tone="danger"
      testId="logout-dialog"
      confirmTestId="logout-confirm"
      cancelTestId="logout-cancel"
    />
  );
}

/** Why the server ended the session (a session limit reached, a time-out taken on another device), in its words. */
export function SessionEndedDialog({ notice, onConfirm }: { notice: string | null; onConfirm: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <MessageDialog
      open={notice !== null}
      title={t('sessionEnded.title')}
      message={notice ?? ''}
      confirmLabel={t('sessionEnded.confirm')}
      onConfirm={onConfirm}
      tone="info"
      testId="session-ended-dialog"
      confirmTestId="session-ended-confirm"
    />
  );
}

/** Spec §6, §8: a trial account meets member-only places with 'in_need_true_account' and a confirm button. */
export function TrialDialog({ open, onConfirm }: { open: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <MessageDialog
      open={open}
      title={t('trial.title')}
      message={t('in_need_true_account')}
      confirmLabel={t('in_increase_submit')}
      onConfirm={onConfirm}
      tone="info"
      testId="trial-dialog"
      confirmTestId="trial-dialog-confirm"
    />
  );
}

/**
 * The first-login action's welcome: shown once per member, after their first login. A trial account plays with play
 * money and cannot deposit, so its welcome says so instead of pointing to the cashier.
 */
export function WelcomeDialog({
  open,
  brand,
  trial,
  onConfirm,
}: {
  open: boolean;
  brand: string;
  trial: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <MessageDialog
      open={open}
      title={t('welcome.title', { brand })}
      message={t(trial ? 'welcome.trialMessage' : 'welcome.message')}
      confirmLabel={t('welcome.confirm')}
      onConfirm={onConfirm}
      tone="info"
      testId="welcome-dialog"
      confirmTestId="welcome-dialog-confirm"
    />
  );
}
