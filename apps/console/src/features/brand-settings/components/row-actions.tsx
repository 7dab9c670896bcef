import { useTranslation } from 'react-i18next';

const actionClass =
  'rounded border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** Move up, move down and remove for a row of an ordered list. */
export function RowActions({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('brand-settings');
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={actionClass}
        disabled={index === 0}
        aria-label={t('moveUp')}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={actionClass}
        disabled={index === count - 1}
        aria-label={t('moveDown')}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </button>
      <button type="button" className={actionClass} onClick={() => onRemove(index)}>
        {t('remove')}
      </button>
    </div>
  );
}
