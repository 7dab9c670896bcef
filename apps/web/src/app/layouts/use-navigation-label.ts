import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from './navigation-items';

/** The translated label of a menu entry. */
export function useNavigationLabel(): (item: NavigationItem) => string {
  const { t } = useTranslation();
  return useCallback(
    (item: NavigationItem) =>
      item.label.namespace === 'nav' ? t(`nav.${item.label.key}`) : t(`categories.${item.label.key}`),
    [t],
  );
}
