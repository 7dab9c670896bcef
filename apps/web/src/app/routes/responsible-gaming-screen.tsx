import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ResponsibleGamingPage } from '@/features/responsible-gaming/components/responsible-gaming-page';
import type { ProtectionTaken } from '@/features/responsible-gaming/components/protection-panel';
import { useSetAppState } from '@/lib/app-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';
import { responsibleGamingPath, useProtectionTaken } from './responsible-gaming-session';

/** The protection a player has just taken, as the page that took it left it in the history entry. */
function readTaken(state: unknown): ProtectionTaken | null {
  if (typeof state !== 'object' || state === null || !('protectionTaken' in state)) return null;
  const taken = state.protectionTaken;
  if (typeof taken !== 'object' || taken === null || !('kind' in taken) || !('endsAt' in taken)) return null;
  const { kind, endsAt } = taken;
  if (kind !== 'time_out' && kind !== 'self_exclusion') return null;
  return { kind, endsAt: typeof endsAt === 'string' ? endsAt : null };
}

/** /responsibleGaming: the responsible-gaming page, open to visitors too (the footer links it). */
export function ResponsibleGamingScreen() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const setAppState = useSetAppState();
  const onProtectionTaken = useProtectionTaken();
  useDocumentTitle(t('pages.responsibleGaming'), config.merchantName);

  return (
    <div className="mx-auto max-w-5xl">
      <ResponsibleGamingPage
        currency={config.currency}
        timeZone={config.timeZone}
        onLogIn={() => setAppState({ accountDialog: 'login' })}
        onProtectionTaken={onProtectionTaken}
        taken={readTaken(location.state)}
        onDismissTaken={() => void navigate(responsibleGamingPath, { replace: true, state: null })}
      />
    </div>
  );
}
