import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryOf } from '../game-categories';

/** A category's name as the lobby menus show it; a category unknown to this site (a newer server) under its raw code. */
export function useCategoryLabel(): (gameType: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (gameType: string) => {
      const category = categoryOf(gameType);
      return category ? t(`categories.${category.id}`) : gameType;
    },
    [t],
  );
}
