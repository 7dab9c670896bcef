import { zodResolver } from '@hookform/resolvers/zod';
import { drawStatuses, lotteryDrawFilterSchema } from '@croupier/contracts';
import type { ConsoleLotteryGame } from '@croupier/contracts';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterBar } from '@/components/data-table/filter-bar';
import { optionalField } from '@/components/data-table/list-search-schemas';
import { DayField } from '@/components/ui/day-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { StatusSelectField } from '@/components/ui/status-select-field';

const filterFields = lotteryDrawFilterSchema.shape;
const drawFilterFormSchema = z.object({
  game: optionalField(filterFields.game.unwrap()),
  day: optionalField(filterFields.day.unwrap()),
  status: optionalField(filterFields.status.unwrap()),
});
type DrawFilterInput = z.input<typeof drawFilterFormSchema>;
export type DrawFilterValues = z.output<typeof drawFilterFormSchema>;

/** The draws list's filters: game, the game's local day, status; applying writes them into the address. */
export function DrawFilters({
  games,
  values,
  onApply,
}: {
  games: readonly ConsoleLotteryGame[];
  values: DrawFilterValues;
  onApply: (values: DrawFilterValues) => void;
}) {
  const { t } = useTranslation(['lottery', 'common']);
  const empty: DrawFilterInput = { game: '', day: '', status: '' };
  const form = useForm<DrawFilterInput, unknown, DrawFilterValues>({
    resolver: zodResolver(drawFilterFormSchema),
    values: { ...empty, ...values },
  });
  const dayField = useController({ control: form.control, name: 'day' });
  return (
    <FilterBar
      onSubmit={(event) => void form.handleSubmit(onApply)(event)}
      onClear={() => onApply({ game: undefined, day: undefined, status: undefined })}
    >
      <FormField className="flex-1 basis-48" label={t('filters.game')} htmlFor="draw-game">
        <select id="draw-game" className={inputClass} {...form.register('game')}>
          <option value="">{t('filters.anyGame')}</option>
          {games.map((game) => (
            <option key={game.code} value={game.code}>
              {game.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        className="flex-1 basis-36"
        label={t('filters.day')}
        htmlFor="draw-day"
        error={form.formState.errors.day ? t('common:table.invalid') : undefined}
      >
        <DayField
          id="draw-day"
          value={dayField.field.value ?? ''}
          onChange={dayField.field.onChange}
          onBlur={dayField.field.onBlur}
          invalid={form.formState.errors.day !== undefined}
        />
      </FormField>
      <StatusSelectField
        id="draw-status"
        className="flex-1 basis-36"
        label={t('filters.status')}
        anyLabel={t('filters.anyStatus')}
        statuses={drawStatuses}
        labelOf={(status) => t(`statuses.${status}`)}
        {...form.register('status')}
      />
    </FilterBar>
  );
}
