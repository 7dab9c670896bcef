import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSetAppState } from '../../lib/app-store';
import { prefersReducedMotion } from '../../lib/prefers-reduced-motion';

/**
 * Spec §2: after each route change the page scrolls to the top and the loader is hidden; an open drawer closes, and
 * so does an account dialog opened over the page that was left.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const setAppState = useSetAppState();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    setAppState({ loaderVisible: false, menuDrawerOpen: false, accountDialog: null });
  }, [pathname, setAppState]);
}
