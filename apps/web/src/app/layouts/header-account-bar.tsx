import type { Language } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { AccountBar } from '../../features/accounts/components/account-bar';
import { useSetAppState } from '../../lib/app-store';
import type { MemberSession } from '../../lib/member-session';
import { LanguageMenu } from './language-menu';
import { useHeaderBalance } from './use-header-balance';

export type HeaderAccountBarProps = { session: MemberSession; languages: readonly Language[] };

/** The logged-in header of both layouts: live balance, account menu, and the language in the phone menu. */
export function HeaderAccountBar({ session, languages }: HeaderAccountBarProps) {
  const { t } = useTranslation();
  const setAppState = useSetAppState();
  const headerBalance = useHeaderBalance();
  return (
    <AccountBar
      session={session}
      balance={headerBalance.balance}
      balanceRefreshing={headerBalance.refreshing}
      onRefreshBalance={headerBalance.refresh}
      onNeedRealAccount={() => setAppState({ accountDialog: 'trial' })}
      onChangePassword={() => setAppState({ accountDialog: 'changePassword' })}
      onLogOut={() => setAppState({ accountDialog: 'logout' })}
      phoneMenuExtras={
        <div className="flex min-h-11 items-center justify-between gap-3 px-3 text-sm text-text-2">
          {t('language.label')}
          <LanguageMenu available={languages} testId="menu-language-select" />
        </div>
      }
    />
  );
}
