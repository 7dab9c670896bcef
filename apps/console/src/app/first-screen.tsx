import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useConsoleSession } from '@/lib/console-session-context';
import { screens } from './screens';

/** The screen the console opens on for those who may read it. */
const homeScreen = 'dashboard';

/** The console's home: the dashboard, else the first screen the role may use. */
export function FirstScreen() {
  const { t } = useTranslation();
  const { permissions } = useConsoleSession();
  const allowed = screens.filter((screen) => permissions.includes(screen.permission));
  const first = allowed.find((screen) => screen.path === homeScreen) ?? allowed[0];
  return first ? <Navigate to={`/${first.path}`} replace /> : <p className="text-slate-600">{t('noAccess')}</p>;
}

export function NotFound() {
  const { t } = useTranslation();
  return <p className="text-slate-600">{t('notFound')}</p>;
}
