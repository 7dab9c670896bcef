import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { bringTopIntoView } from '@/lib/bring-top-into-view';
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
      // A new page of results starts at the view's top, not where the pager was.
      bringTopIntoView(document.getElementById(homeViewTopId));
    },
    [navigate],
  );

  return { name, category, page, go };
}
