import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useConsoleSession } from '@/lib/console-session-context';
import { screens } from './screens';

/** The console's home: the first screen the role may use. */
export function FirstScreen() {
  const { t } = useTranslation();
  const { permissions } = useConsoleSession();
  const first = screens.find((screen) => permissions.includes(screen.permission));
  return first ? <Navigate to={`/${first.path}`} replace /> : <p className="text-slate-600">{t('noAccess')}</p>;
}

export function NotFound() {
  const { t } = useTranslation();
  return <p className="text-slate-600">{t('notFound')}</p>;
}
