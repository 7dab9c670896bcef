import { useTranslation } from 'react-i18next';
import type { SportKey } from '../../src/domain/sportsbook-model.js';

export function useSportLabels(): Record<SportKey, string> {
  const { t } = useTranslation();
  return { football: t('sports.football'), esports: t('sports.esports'), cockfight: t('sports.cockfight') };
}
