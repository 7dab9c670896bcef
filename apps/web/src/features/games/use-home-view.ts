import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';
import { homeViewPath, normaliseGameName, parseCategory, parsePageNumber } from './home-views';

/** The element a home view scrolls back to when its page changes. */
export const homeViewTopId = 'home-view-top';

/**
 * A home view's state lives in the address (`?type=&category=&name=&page=`), so back and forward, a reload and a
 * shared link all show the same list.
 */
export function useHomeView() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const name = normaliseGameName(searchParams.get('name'));
  const category = parseCategory(searchParams.get('category'));
  const page = parsePageNumber(searchParams.get('page'));

  const go = useCallback(
    (...target: Parameters<typeof homeViewPath>) => {
      void navigate(homeViewPath(...target));
      const top = document.getElementById(homeViewTopId);
      // A new page of results starts at the view's top, not where the pager was.
      if (top && top.getBoundingClientRect().top < 0 && typeof top.scrollIntoView === 'function') {
        top.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
      }
    },
    [navigate],
  );

  return { name, category, page, go };
}
