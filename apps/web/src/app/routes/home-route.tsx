import { useSearchParams } from 'react-router';
import { HomePage } from '../../features/home/components/home-page';
import type { GameCategoryId } from '../../lib/game-categories';
import { useMemberSession } from '../../lib/member-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** `?type=` picks the home's game type (spec: HOME by default, an "all" link sets ALL). */
const homeTypes: Record<string, GameCategoryId> = { ALL: 'all', HOT: 'hot' };

export function HomeRoute() {
  const config = useLoadedSiteConfig();
  const [searchParams] = useSearchParams();
  const signedIn = useMemberSession() !== null;
  useDocumentTitle('', config.merchantName);
  return (
    <HomePage
      brandName={config.merchantName}
      activeCategory={homeTypes[searchParams.get('type')?.toUpperCase() ?? '']}
      signedIn={signedIn}
    />
  );
}
