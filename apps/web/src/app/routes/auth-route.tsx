import { UserRoundPlus, UserRoundCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';
import { HomeRoute } from './home-route';

/**
 * /login and /register show the home view with their popup open (spec §2). Accounts arrive in a later release, so the
 * popup says so instead of showing a form that cannot work.
 */
export function AuthRoute({ kind }: { kind: 'login' | 'register' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useLoadedSiteConfig();
  const title = kind === 'login' ? t('auth.loginTitle') : t('auth.registerTitle');
  const Icon = kind === 'login' ? UserRoundCheck : UserRoundPlus;
  useDocumentTitle(title, config.merchantName);

  function close() {
    void navigate('/', { replace: true });
  }

  return (
    <>
      <HomeRoute />
      <Modal
        open
        onClose={close}
        title={title}
        size="sm"
        testId={`${kind}-modal`}
        footer={
          <Button variant="secondary" onClick={close}>
            {t('actions.close')}
          </Button>
        }
      >
        <div data-testid="coming-soon" className="flex flex-col items-center py-4 text-center">
          <span className="mb-4 grid size-14 place-items-center rounded-full bg-accent/10 text-accent ring-1 ring-accent/30">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <p className="text-xs font-semibold text-accent eyebrow">{t('comingSoon.badge')}</p>
          <p className="mt-2 text-lg font-semibold text-balance">{t('auth.comingSoonTitle')}</p>
          <p className="mt-2 text-sm text-text-2 text-pretty">{t('auth.comingSoonDescription')}</p>
        </div>
      </Modal>
    </>
  );
}
