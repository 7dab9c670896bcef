import type { LoginResult } from '@croupier/contracts';
import { Gamepad2, LogIn } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast-provider';
import { useErrorMessage } from '@/lib/use-error-message';
import { useStartFreePlay } from '../api/start-free-play';
import { useSignIn } from '../use-sign-in';
import { AuthBanner } from './auth-banner';
import { LoginForm } from './login-form';

type LoginModalProps = {
  open: boolean;
  onClose: () => void;
  onSignedIn: (result: LoginResult) => void;
  smsLogin: boolean;
  /** The free-demo link shows only where the brand offers free play (FREEPLAY3). */
  freePlay: boolean;
  defaultDialCode: string;
  /** Other ways in the brand offers (the social-login buttons), shown under the form except at the second step. */
  otherSignIns?: ReactNode;
};

const linkClassName =
  'rounded-[6px] font-semibold text-info underline-offset-4 transition-colors duration-150 hover:text-[#6cbcff] hover:underline';

/**
 * The login popup (spec §2): the login form, forgot-password and register links, and the free demo. During the
 * two-factor second step only the code form shows: the password is already right, and a demo or a new account
 * there would only lose the member's place.
 */
export function LoginModal({
  open,
  onClose,
  onSignedIn,
  smsLogin,
  freePlay,
  defaultDialCode,
  otherSignIns,
}: LoginModalProps) {
  const { t } = useTranslation('accounts');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const startFreePlay = useStartFreePlay();
  const signIn = useSignIn();
  const [secondStep, setSecondStep] = useState(false);

  async function startDemo() {
    try {
      const result = await startFreePlay.mutateAsync();
      await signIn(result);
      onSignedIn(result);
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('login.title')}
      size="sm"
      testId="login-modal"
      header={<AuthBanner icon={LogIn} title={t('login.bannerTitle')} subtitle={t('login.bannerSubtitle')} />}
    >
      <LoginForm
        portal="member"
        smsLogin={smsLogin}
        defaultDialCode={defaultDialCode}
        onSignedIn={onSignedIn}
        onSecondStepChange={setSecondStep}
        besideRemember={
          <Link to="/forget" data-testid="login-forgot-link" className={`mt-2.5 shrink-0 text-sm ${linkClassName}`}>
            {t('login.forgot')}
          </Link>
        }
      />
      {secondStep ? null : (
        <>
          {otherSignIns}
          {freePlay ? (
            <>
              <div className="my-4 flex items-center gap-3 text-xs text-text-3" aria-hidden="true">
                <span className="h-px flex-1 bg-border" />
                {t('login.or')}
                <span className="h-px flex-1 bg-border" />
              </div>
              <Button
                variant="outline"
                className="w-full"
                onClick={() => void startDemo()}
                busy={startFreePlay.isPending}
                data-testid="login-free-demo"
              >
                <Gamepad2 className="size-[18px] text-accent" aria-hidden="true" />
                {t('login.freeDemo')}
              </Button>
            </>
          ) : null}
          <p className="mt-5 text-center text-sm text-text-2">
            {t('login.noAccount')}{' '}
            <Link to="/register" data-testid="login-register-link" className={linkClassName}>
              {t('login.registerLink')}
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
