import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RowActions } from './row-actions';

/**
 * The rows a brand settings section edits (domains, customer-service channels, registration fields): a header, one
 * line of cells per row, and for an ordered list move up, move down, remove and add. `rows` are react-hook-form's
 * field array entries; `cells` draws one row's inputs.
 */
export function EditableRows<Row extends { id: string }>({
  columns,
  rows,
  cells,
  ordered,
  add,
  empty,
  error,
}: {
  columns: readonly string[];
  rows: readonly Row[];
  cells: (row: Row, index: number) => ReactNode[];
  /** The list's order matters and rows may go: the field array's move and remove. */
  ordered?: { move: (from: number, to: number) => void; remove: (index: number) => void };
  add?: { label: string; onAdd: () => void; disabled?: boolean };
  /** Shown while there is no row. */
  empty?: string;
  /** A problem of the list as a whole (a duplicate, lengths that do not fit). */
  error?: string | undefined;
}) {
  const { t } = useTranslation('brand-settings');
  return (
    <>
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-slate-500">
          <tr>
            {columns.map((column) => (
              <th key={column} className="py-1 pr-2 font-medium">
                {column}
              </th>
            ))}
            {ordered && (
              <th className="py-1 font-medium">
                <span className="sr-only">{t('actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={row.id} className="align-top">
              {cells(row, index).map((cell, column) => (
                <td key={columns[column] ?? column} className="py-1.5 pr-2">
                  {cell}
                </td>
              ))}
              {ordered && (
                <td className="py-1.5">
                  <RowActions index={index} count={rows.length} onMove={ordered.move} onRemove={ordered.remove} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty && <p className="text-sm text-slate-500">{empty}</p>}
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      {add && (
        <Button look="secondary" className="w-fit" disabled={add.disabled} onClick={add.onAdd}>
          {add.label}
        </Button>
      )}
    </>
  );
}

/** A cell's own problem, under its input. */
export function CellError({ shown, text }: { shown: boolean; text: string }) {
  if (!shown) return null;
  return (
    <span role="alert" className="block text-xs text-red-700">
      {text}
    </span>
  );
}
