import { zodResolver } from '@hookform/resolvers/zod';
import type { DrawResultData, DrawShapeData } from '@croupier/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { resultOf, slotAccepts, slotsOf } from './result-slots';
import type { ResultSlot } from './result-slots';

type ResultFormValues = { slots: string[] };

/** Consecutive boxes of one group (a prize tier, the front three numbers…) are shown on one line. */
function groupSlots(slots: readonly ResultSlot[]) {
  const groups: { slot: ResultSlot; indexes: number[] }[] = [];
  slots.forEach((slot, index) => {
    const last = groups.at(-1);
    if (last && JSON.stringify(last.slot.group) === JSON.stringify(slot.group)) last.indexes.push(index);
    else groups.push({ slot, indexes: [index] });
  });
  return groups;
}

/**
 * The result of one draw, typed box by box as the official sheet lists it: the boxes come from the game's shape
 * (digits, dice, balls, Vietnamese prize tiers, the Thai government draw, 4D). Used by the maker and, blind, by
 * the checker; `idPrefix` keeps their boxes apart on a page that shows both.
 */
export function ResultForm({
  shape,
  idPrefix,
  submitLabel,
  pending,
  onSubmit,
}: {
  shape: DrawShapeData;
  idPrefix: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (result: DrawResultData) => void;
}) {
  const { t } = useTranslation('lottery');
  const slots = useMemo(() => slotsOf(shape), [shape]);
  const schema = useMemo(
    () =>
      z.object({
        slots: z.array(z.string().trim()).superRefine((texts, context) => {
          texts.forEach((text, index) => {
            const slot = slots[index];
            if (slot && !slotAccepts(slot, text))
              context.addIssue({ code: 'custom', path: [index], message: 'invalid' });
          });
        }),
      }),
    [slots],
  );
  const form = useForm<ResultFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { slots: slots.map(() => '') },
  });
  const errors = form.formState.errors.slots;
  const invalidCount = Array.isArray(errors) ? errors.filter(Boolean).length : 0;

  return (
    <form
      className="flex flex-col gap-3"
      data-testid={`${idPrefix}-form`}
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(resultOf(shape, values.slots)))(event)}
    >
      {groupSlots(slots).map(({ slot, indexes }) => (
        <fieldset key={`${slot.group.key}-${indexes[0]}`} className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 w-full text-xs font-medium text-slate-600">
            {t(`result.groups.${slot.group.key}` as 'result.groups.digits', slot.group.values ?? {})}
          </legend>
          {indexes.map((index, position) => (
            <input
              key={index}
              id={`${idPrefix}-slot-${index}`}
              aria-label={`${t(`result.groups.${slot.group.key}` as 'result.groups.digits', slot.group.values ?? {})} ${position + 1}`}
              aria-invalid={Array.isArray(errors) && errors[index] ? true : undefined}
              inputMode="numeric"
              autoComplete="off"
              maxLength={slot.length}
              style={{ width: `${Math.max(slot.length, 2) + 2.5}ch` }}
              className={`rounded-md border px-2 py-1.5 text-center font-mono text-sm tabular-nums focus:ring-2 focus:ring-slate-200 focus:outline-none ${
                Array.isArray(errors) && errors[index] ? 'border-red-500 bg-red-50' : 'border-slate-300'
              }`}
              {...form.register(`slots.${index}`)}
            />
          ))}
        </fieldset>
      ))}
      {invalidCount > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {t('result.invalidBoxes', { count: invalidCount })}
        </p>
      )}
      <div>
        <Button type="submit" disabled={pending} data-testid={`${idPrefix}-submit`}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
