import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';
import { HomeRoute } from './home-route';

const titleKeys = { login: 'auth.loginTitle', register: 'auth.registerTitle', forget: 'pages.forget' } as const;

/**
 * /login, /register and /forget show the home view with their popup open (spec §2); the popups themselves live in
 * AccountPopups, which also opens the login popup over any other page.
 */
export function AuthRoute({ kind }: { kind: keyof typeof titleKeys }) {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  useDocumentTitle(t(titleKeys[kind]), config.merchantName);
  return <HomeRoute />;
}
