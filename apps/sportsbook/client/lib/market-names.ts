import type { TFunction } from 'i18next';

/** A market type's name in the player's language; every type the book offers has its key. */
export function marketNameOf(t: TFunction, marketType: string): string {
  const names: Record<string, string> = {
    ft_1x2: t('markets.ft_1x2'),
    ft_ah: t('markets.ft_ah'),
    ft_ah_rest: t('markets.ft_ah_rest'),
    ft_ou: t('markets.ft_ou'),
    ft_oe: t('markets.ft_oe'),
    ft_cs: t('markets.ft_cs'),
    ht_ft: t('markets.ht_ft'),
    '1h_1x2': t('markets.1h_1x2'),
    '1h_ah': t('markets.1h_ah'),
    '1h_ou': t('markets.1h_ou'),
    '1h_oe': t('markets.1h_oe'),
    outright: t('markets.outright'),
    esp_match: t('markets.esp_match'),
    esp_map_winner: t('markets.esp_map_winner'),
    esp_map_hcp: t('markets.esp_map_hcp'),
    esp_total_maps: t('markets.esp_total_maps'),
    esp_map_total: t('markets.esp_map_total'),
    esp_map_oe: t('markets.esp_map_oe'),
    cf_winner: t('markets.cf_winner'),
  };
  return names[marketType] ?? '';
}
