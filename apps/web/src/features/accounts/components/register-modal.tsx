import type { LoginResult } from '@croupier/contracts';
import { UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRegistrationSettings } from '../api/get-registration-settings';
import { AuthBanner } from './auth-banner';
import { RegisterForm } from './register-form';

type RegisterModalProps = {
  open: boolean;
  onClose: () => void;
  onSignedIn: (result: LoginResult) => void;
  referralCode: string | null;
  defaultDialCode: string;
};

/** The register popup (spec §2): the brand's registration form, once its rules have arrived. */
export function RegisterModal(props: RegisterModalProps) {
  // The rules are fetched only when the popup opens, not on every page.
  return props.open ? <RegisterDialog {...props} /> : null;
}

function RegisterDialog({ open, onClose, onSignedIn, referralCode, defaultDialCode }: RegisterModalProps) {
  const { t } = useTranslation('accounts');
  const errorMessage = useErrorMessage();
  const settings = useRegistrationSettings();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('register.title')}
      size="sm"
      testId="register-modal"
      header={
        <AuthBanner icon={UserRoundPlus} title={t('register.bannerTitle')} subtitle={t('register.bannerSubtitle')} />
      }
    >
      {settings.isSuccess ? (
        <RegisterForm
          settings={settings.data}
          referralCode={referralCode}
          defaultDialCode={defaultDialCode}
          onSignedIn={onSignedIn}
        />
      ) : settings.isError ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <p role="alert" className="text-sm text-text-2">
            {errorMessage(settings.error)}
          </p>
          <Button variant="secondary" onClick={() => void settings.refetch()} busy={settings.isFetching}>
            {t('dialogs.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={t('register.loading')} className="space-y-4 py-1">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="space-y-2">
              <div className="h-3.5 w-24 animate-pulse rounded bg-raised" />
              <div className="h-12 animate-pulse rounded-control bg-raised/70" />
            </div>
          ))}
        </div>
      )}
    </Modal>
  );
}
