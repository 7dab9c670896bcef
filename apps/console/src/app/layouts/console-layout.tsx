import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigation } from 'react-router';
import { useLogOut } from '@/features/session/api/log-out';
import { useConsoleSession } from '@/lib/console-session-context';
import { screens } from '../screens';
import { LanguageSwitch } from './language-switch';
import { OperatorMenu } from './operator-menu';

/**
 * The console's frame: the side bar of the screens the role may use, and the top bar (language, the operator's menu
 * of their own account's pages, log out).
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const logOut = useLogOut();
  const navigation = useNavigation();
  const visible = screens.filter((screen) => session.permissions.includes(screen.permission));

  return (
    <div className="flex min-h-screen">
      <aside className="flex w-56 shrink-0 flex-col bg-slate-900 text-slate-100 max-md:w-44">
        <div className="px-5 py-4 text-base font-semibold tracking-wide">{t('appName')}</div>
        <nav aria-label={t('nav.label')} className="flex flex-col gap-1 px-2">
          {visible.map((screen) => (
            <NavLink
              key={screen.path}
              to={`/${screen.path}`}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm ${isActive ? 'bg-slate-700 font-medium text-white' : 'text-slate-300 hover:bg-slate-800'}`
              }
            >
              {t(`nav.${screen.label}`)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-end gap-4 border-b border-slate-200 bg-white px-6">
          <LanguageSwitch />
          <OperatorMenu />
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            disabled={logOut.isPending}
            onClick={() => logOut.mutate()}
          >
            {t('topBar.logOut')}
          </button>
        </header>
        <main className={`flex-1 p-6 ${navigation.state === 'loading' ? 'opacity-70' : ''}`}>
          <Suspense fallback={<p className="text-slate-500">{t('table.loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
