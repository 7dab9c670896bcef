import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PointMallPage } from '@/features/points/components/point-mall-page';
import { balanceQueryKey } from '@/features/wallet/api/get-balance';
import { useSetAppState } from '@/lib/app-store';
import { useMemberSession } from '@/lib/member-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** /pointMall: the points mall for a logged-in member; a visitor (or a trial account) is asked to log in. */
export function PointMallScreen() {
  const { t } = useTranslation('points');
  const config = useLoadedSiteConfig();
  const session = useMemberSession();
  const setAppState = useSetAppState();
  const queryClient = useQueryClient();
  const token = session?.token ?? null;
  useDocumentTitle(t('title'), config.merchantName);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-bold text-text">{t('title')}</h1>
      {token === null || session?.isTrial ? (
        <div
          className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center"
          data-testid="point-mall-login"
        >
          <p className="text-text-2">{t('loginPrompt')}</p>
          <Button onClick={() => setAppState({ accountDialog: 'login' })}>{t('logIn')}</Button>
        </div>
      ) : (
        <PointMallPage
          currency={config.currency}
          timeZone={config.timeZone}
          onMoneyChanged={() => void queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) })}
        />
      )}
    </div>
  );
}
