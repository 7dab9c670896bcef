import { gameTypes } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/data-table/filter-bar';
import { FormField, inputClass } from '@/components/ui/form-field';

export type GameFilterValues = {
  search?: string | undefined;
  vendor?: string | undefined;
  gameType?: string | undefined;
  hot?: string | undefined;
  isNew?: string | undefined;
  maintenance?: string | undefined;
};

const flagFilters = ['hot', 'isNew', 'maintenance'] as const;

/** The games list's filter form; applying it writes the filters into the address. */
export function GameFilters({
  values,
  vendors,
  onApply,
}: {
  values: GameFilterValues;
  vendors: { code: string; name: string }[];
  onApply: (values: GameFilterValues) => void;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const empty = { search: '', vendor: '', gameType: '', hot: '', isNew: '', maintenance: '' };
  const form = useForm<Required<{ [Key in keyof GameFilterValues]: string }>>({ values: { ...empty, ...values } });
  return (
    <FilterBar onSubmit={(event) => void form.handleSubmit(onApply)(event)} onClear={() => onApply(empty)}>
      <FormField className="flex-1 basis-48" label={t('games.filters.search')} htmlFor="games-search">
        <input
          id="games-search"
          className={inputClass}
          placeholder={t('games.filters.searchHint')}
          maxLength={64}
          {...form.register('search')}
        />
      </FormField>
      <FormField className="flex-1 basis-36" label={t('games.filters.vendor')} htmlFor="games-vendor">
        <select id="games-vendor" className={inputClass} {...form.register('vendor')}>
          <option value="">{t('games.filters.any')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.code} value={vendor.code}>
              {vendor.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField className="flex-1 basis-32" label={t('games.filters.gameType')} htmlFor="games-type">
        <select id="games-type" className={inputClass} {...form.register('gameType')}>
          <option value="">{t('games.filters.any')}</option>
          {gameTypes.map((type) => (
            <option key={type} value={type}>
              {t(`games.types.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      {flagFilters.map((flag) => (
        <FormField key={flag} className="basis-28" label={t(`games.filters.${flag}`)} htmlFor={`games-${flag}`}>
          <select id={`games-${flag}`} className={inputClass} {...form.register(flag)}>
            <option value="">{t('games.filters.any')}</option>
            <option value="true">{t('games.filters.yes')}</option>
            <option value="false">{t('games.filters.no')}</option>
          </select>
        </FormField>
      ))}
    </FilterBar>
  );
}
