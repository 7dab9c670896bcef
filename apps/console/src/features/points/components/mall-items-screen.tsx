import type { ConsoleMallItem, MallItemBody, MallItemType } from '@croupier/contracts';
import { mallItemBodySchema, mallItemTypes } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatAmount } from '@/lib/format-amount';
import { useErrorMessage } from '@/lib/use-error-message';
import { useMallItems } from '../api/list-mall-items';
import { useSaveMallItem } from '../api/save-mall-item';
import { formatPoints } from './redemptions-screen';

type Draft = {
  type: MallItemType;
  nameTh: string;
  nameEn: string;
  imageUrl: string;
  pointsCost: string;
  creditAmount: string;
  turnoverMultiplier: string;
  stockLeft: string;
  perMemberLimit: string;
  active: boolean;
};

const emptyDraft: Draft = {
  type: 'physical',
  nameTh: '',
  nameEn: '',
  imageUrl: '',
  pointsCost: '',
  creditAmount: '',
  turnoverMultiplier: '0',
  stockLeft: '0',
  perMemberLimit: '',
  active: true,
};

function draftOf(item: ConsoleMallItem): Draft {
  return {
    type: item.type,
    nameTh: item.name.th ?? '',
    nameEn: item.name.en ?? '',
    imageUrl: item.imageUrl,
    pointsCost: item.pointsCost,
    creditAmount: item.creditAmount,
    turnoverMultiplier: String(item.turnoverMultiplier),
    stockLeft: String(item.stockLeft),
    perMemberLimit: item.perMemberLimit === null ? '' : String(item.perMemberLimit),
    active: item.active,
  };
}

/** The body the server takes, or null while the draft is not valid (the contract's own schema decides). */
export function bodyOf(draft: Draft, item: ConsoleMallItem | null): MallItemBody | null {
  const parsed = mallItemBodySchema.safeParse({
    type: draft.type,
    name: { ...(item?.name ?? {}), th: draft.nameTh.trim(), en: draft.nameEn.trim() },
    description: item?.description ?? {},
    imageUrl: draft.imageUrl.trim(),
    pointsCost: draft.pointsCost.trim(),
    creditAmount: draft.type === 'physical' ? '' : draft.creditAmount.trim(),
    turnoverMultiplier: draft.type === 'bonus' ? Number(draft.turnoverMultiplier) : 0,
    stockLeft: Number(draft.stockLeft),
    perMemberLimit: draft.perMemberLimit.trim() === '' ? null : Number(draft.perMemberLimit),
    active: draft.active,
    sortOrder: item?.sortOrder ?? 0,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The points mall's items (decision 0082): type, name, image, cost in points, what a cash or bonus item credits,
 * stock left and the per-player limit; an item is added or edited in a dialog (audited), and taken off sale by
 * unticking "on sale".
 */
export default function MallItemsScreen() {
  const { t } = useTranslation(['points', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const items = useMallItems(merchant);
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<{ item: ConsoleMallItem | null; draft: Draft } | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('items.title')}</h1>
          <p className="text-sm text-slate-500">{t('items.description')}</p>
        </div>
        <div className="flex items-end gap-3">
          <BrandPicker id="points-items-brand" value={merchant} onChange={setMerchant} />
          <Button onClick={() => setEditing({ item: null, draft: emptyDraft })} data-testid="points-item-add">
            {t('items.add')}
          </Button>
        </div>
      </header>
      {items.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(items.error)}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse rounded-md bg-white text-sm" data-testid="points-items-table">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th className="px-3 py-2">{t('items.columns.item')}</th>
              <th className="px-3 py-2">{t('items.columns.type')}</th>
              <th className="px-3 py-2 text-right">{t('items.columns.cost')}</th>
              <th className="px-3 py-2 text-right">{t('items.columns.credit')}</th>
              <th className="px-3 py-2 text-right">{t('items.columns.stock')}</th>
              <th className="px-3 py-2">{t('items.columns.status')}</th>
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody>
            {items.data?.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-4 text-center text-slate-500">
                  {t('items.empty')}
                </td>
              </tr>
            )}
            {items.data?.map((item) => (
              <tr key={item.id} className="border-b border-slate-100">
                <td className="px-3 py-2">
                  <div className="flex items-center gap-2">
                    {item.imageUrl && <img src={item.imageUrl} alt="" className="size-10 rounded object-cover" />}
                    <span>{item.name.en ?? item.name.th ?? ''}</span>
                  </div>
                </td>
                <td className="px-3 py-2">{t(`types.${item.type}`)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatPoints(item.pointsCost)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {item.creditAmount ? formatAmount(item.creditAmount) : '—'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{item.stockLeft}</td>
                <td className="px-3 py-2">{item.active ? t('items.onSale') : t('items.offSale')}</td>
                <td className="px-3 py-2 text-right">
                  <Button
                    look="secondary"
                    className="px-3 py-1"
                    onClick={() => setEditing({ item, draft: draftOf(item) })}
                  >
                    {t('items.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <ItemDialog merchant={merchant} item={editing.item} initial={editing.draft} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

function ItemDialog({
  merchant,
  item,
  initial,
  onClose,
}: {
  merchant: string;
  item: ConsoleMallItem | null;
  initial: Draft;
  onClose: () => void;
}) {
  const { t } = useTranslation(['points', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveMallItem();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const body = bodyOf(draft, item);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <FormDialog
      title={item ? t('items.editTitle') : t('items.addTitle')}
      confirmLabel={t('items.save')}
      pending={save.isPending}
      error={save.error ? errorMessage(save.error) : touched && !body ? t('items.invalid') : null}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!body) return;
        save.mutate({ merchant, id: item?.id ?? null, item: body }, { onSuccess: onClose });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('items.fields.type')} htmlFor="points-item-type">
          <select
            id="points-item-type"
            className={inputClass}
            value={draft.type}
            onChange={(event) => set({ type: event.target.value as MallItemType })}
          >
            {mallItemTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('items.fields.pointsCost')} htmlFor="points-item-cost">
          <input
            id="points-item-cost"
            className={inputClass}
            inputMode="numeric"
            value={draft.pointsCost}
            onChange={(event) => set({ pointsCost: event.target.value })}
          />
        </FormField>
        <FormField label={t('items.fields.nameTh')} htmlFor="points-item-name-th">
          <input
            id="points-item-name-th"
            className={inputClass}
            value={draft.nameTh}
            onChange={(event) => set({ nameTh: event.target.value })}
          />
        </FormField>
        <FormField label={t('items.fields.nameEn')} htmlFor="points-item-name-en">
          <input
            id="points-item-name-en"
            className={inputClass}
            value={draft.nameEn}
            onChange={(event) => set({ nameEn: event.target.value })}
          />
        </FormField>
        {draft.type !== 'physical' && (
          <FormField label={t('items.fields.creditAmount')} htmlFor="points-item-credit">
            <input
              id="points-item-credit"
              className={inputClass}
              inputMode="decimal"
              value={draft.creditAmount}
              onChange={(event) => set({ creditAmount: event.target.value })}
            />
          </FormField>
        )}
        {draft.type === 'bonus' && (
          <FormField label={t('items.fields.turnover')} htmlFor="points-item-turnover">
            <input
              id="points-item-turnover"
              className={inputClass}
              inputMode="numeric"
              value={draft.turnoverMultiplier}
              onChange={(event) => set({ turnoverMultiplier: event.target.value })}
            />
          </FormField>
        )}
        <FormField label={t('items.fields.stockLeft')} htmlFor="points-item-stock">
          <input
            id="points-item-stock"
            className={inputClass}
            inputMode="numeric"
            value={draft.stockLeft}
            onChange={(event) => set({ stockLeft: event.target.value })}
          />
        </FormField>
        <FormField label={t('items.fields.perMemberLimit')} htmlFor="points-item-limit">
          <input
            id="points-item-limit"
            className={inputClass}
            inputMode="numeric"
            value={draft.perMemberLimit}
            onChange={(event) => set({ perMemberLimit: event.target.value })}
          />
        </FormField>
        <FormField label={t('items.fields.imageUrl')} htmlFor="points-item-image" className="sm:col-span-2">
          <input
            id="points-item-image"
            className={inputClass}
            value={draft.imageUrl}
            onChange={(event) => set({ imageUrl: event.target.value })}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.active} onChange={(event) => set({ active: event.target.checked })} />
          {t('items.onSale')}
        </label>
      </div>
    </FormDialog>
  );
}
