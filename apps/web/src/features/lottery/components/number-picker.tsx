import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board, PickerSpec } from '../bet-type-pickers';
import { isPickWord } from '../bet-type-pickers';
import { wingoColoursOf } from '../draw-numbers';
import type { Picks } from '../selection';
import { applyQuickFilter, hasQuickFilters, parseNumberEntry, quickFilters, togglePick } from '../selection';
import { DieFace } from './lottery-ball';

type NumberPickerProps = {
  spec: PickerSpec;
  picks: Picks;
  onChange: (picks: string[][]) => void;
};

/** The picker of a bet type: a board (one list or a row per position) or typed lottery numbers with a 00-99 grid. */
export function NumberPicker({ spec, picks, onChange }: NumberPickerProps) {
  if (spec.kind === 'numbers') {
    return (
      <NumberEntry
        width={spec.width}
        sortDigits={spec.sortDigits ?? false}
        numbers={picks[0] ?? []}
        onChange={(numbers) => onChange([numbers])}
      />
    );
  }
  if (spec.kind === 'list') {
    return (
      <BoardButtons
        board={spec.board}
        picked={picks[0] ?? []}
        testIdOf={(value) => `lottery-pick-${value}`}
        onToggle={(value) => onChange(togglePick(spec, picks, 0, value))}
      />
    );
  }
  return (
    <div className="space-y-3">
      {spec.positions.map((label, position) => {
        const board = spec.boards[position];
        if (!board) return null;
        return (
          <PositionRow
            key={label}
            label={label}
            board={board}
            picked={picks[position] ?? []}
            testIdOf={(value) =>
              spec.positions.length === 1 ? `lottery-pick-${value}` : `lottery-pick-${position + 1}-${value}`
            }
            onToggle={(value) => onChange(togglePick(spec, picks, position, value))}
            onReplace={(values) =>
              onChange(picks.map((current, index) => (index === position ? values : [...current])))
            }
          />
        );
      })}
    </div>
  );
}

function PositionRow({
  label,
  board,
  picked,
  testIdOf,
  onToggle,
  onReplace,
}: {
  label: Parameters<typeof positionLabel>[0];
  board: Board;
  picked: readonly string[];
  testIdOf: (value: string) => string;
  onToggle: (value: string) => void;
  onReplace: (values: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <fieldset className="rounded-control border border-border/70 bg-bg/40 p-3">
      <legend className="px-1 text-[13px] font-semibold text-text-2">{t(positionLabel(label))}</legend>
      <BoardButtons board={board} picked={picked} testIdOf={testIdOf} onToggle={onToggle} />
      {hasQuickFilters(board) ? (
        <div className="mt-2 flex flex-wrap gap-1">
          {quickFilters.map((filter) => (
            <button
              key={filter}
              type="button"
              onClick={() => onReplace(applyQuickFilter(board, filter))}
              className="min-h-8 rounded-pill px-2.5 text-xs font-medium text-text-3 hover:bg-raised hover:text-text"
            >
              {t(`quickFilters.${filter}`)}
            </button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

function positionLabel(label: Extract<PickerSpec, { kind: 'positions' }>['positions'][number]) {
  return `positions.${label}` as const;
}

// WinGo colours by inline style, so the site's first-load stylesheet carries none of the lottery's own colours.
const wingoRing = { green: '#16c784', red: '#f25a76', violet: '#a855f7' } as const;

function BoardButtons({
  board,
  picked,
  testIdOf,
  onToggle,
}: {
  board: Board;
  picked: readonly string[];
  testIdOf: (value: string) => string;
  onToggle: (value: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const wide = board.style === 'word';
  return (
    <div
      className={
        wide
          ? 'flex flex-wrap gap-2'
          : `grid gap-2 ${board.options.length > 12 ? 'grid-cols-6 sm:grid-cols-9' : board.options.length === 6 ? 'grid-cols-6' : 'grid-cols-5 sm:grid-cols-10'}`
      }
    >
      {board.options.map((value) => {
        const selected = picked.includes(value);
        const label = isPickWord(value) ? t(`picks.${value}`) : value;
        const colours = board.style === 'wingo' ? wingoColoursOf(Number(value)) : [];
        return (
          <button
            key={value}
            type="button"
            aria-pressed={selected}
            aria-label={board.style === 'die' ? value : undefined}
            data-testid={testIdOf(value)}
            onClick={() => onToggle(value)}
            style={colours[0] && !selected ? { boxShadow: `inset 0 0 0 2px ${wingoRing[colours[0]]}` } : undefined}
            className={`relative grid min-h-11 place-items-center font-semibold tabular-nums transition-[background-color,color,box-shadow] duration-150 ${
              wide ? 'min-w-20 flex-1 rounded-control px-4 text-sm' : 'aspect-square rounded-full text-[15px]'
            } ${
              selected
                ? 'bg-accent text-on-accent shadow-[0_0_0_2px_var(--color-accent)]'
                : 'bg-raised text-text hover:bg-[#222e46]'
            }`}
          >
            {board.style === 'die' ? (
              <span className="flex gap-0.5">
                {[...value].map((face, index) => (
                  <DieFace key={index} face={Number(face)} className="size-5" />
                ))}
              </span>
            ) : (
              label
            )}
            {colours[1] === 'violet' ? (
              <span
                aria-hidden="true"
                className="absolute end-1 top-1 size-2 rounded-full"
                style={{ backgroundColor: wingoRing.violet }}
              />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** Typed numbers ("12 34 56"), and for two digits a 00-99 grid; both edit the same list. */
function NumberEntry({
  width,
  sortDigits,
  numbers,
  onChange,
}: {
  width: 2 | 3 | 4;
  sortDigits: boolean;
  numbers: readonly string[];
  onChange: (numbers: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState(() => numbers.join(' '));
  const [shown, setShown] = useState(numbers);
  const [rejected, setRejected] = useState<string[]>([]);
  // Numbers set from outside (quick pick, clear) rewrite the box; what the player types stays as typed.
  if (shown !== numbers) {
    setShown(numbers);
    if (parseNumberEntry(text, width, sortDigits).numbers.join() !== numbers.join()) {
      setText(numbers.join(' '));
      setRejected([]);
    }
  }

  function type(value: string) {
    setText(value);
    const entry = parseNumberEntry(value, width, sortDigits);
    setRejected(entry.rejected);
    onChange(entry.numbers);
  }

  function toggle(number: string) {
    const next = numbers.includes(number) ? numbers.filter((other) => other !== number) : [...numbers, number].sort();
    onChange(next);
  }

  return (
    <div className="space-y-3">
      <label className="block space-y-1.5">
        <span className="block text-[13.5px] font-medium text-text-2">{t('entry.label', { width })}</span>
        <textarea
          data-testid="vn-number-input"
          value={text}
          onChange={(event) => type(event.target.value)}
          rows={2}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(`entry.placeholder${width}`)}
          className="w-full resize-y rounded-control border border-border bg-bg/60 px-3.5 py-2.5 font-mono text-[15px] tracking-wider text-text outline-none placeholder:text-text-3 focus-visible:border-accent"
        />
      </label>
      {rejected.length > 0 ? (
        <p className="text-[13px] text-danger" role="status">
          {t(sortDigits ? 'entry.rejectedSorted' : 'entry.rejected', { numbers: rejected.join(' '), width })}
        </p>
      ) : null}
      {width === 2 ? (
        <div className="grid grid-cols-10 gap-1" role="group" aria-label={t('entry.grid')}>
          {Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0')).map((number) => {
            const selected = numbers.includes(number);
            return (
              <button
                key={number}
                type="button"
                aria-pressed={selected}
                data-testid={`lottery-pick-${number}`}
                onClick={() => toggle(number)}
                className={`min-h-8 rounded-[6px] text-xs font-semibold tabular-nums transition-colors duration-150 sm:min-h-9 sm:text-[13px] ${selected ? 'bg-accent text-on-accent' : 'bg-raised text-text-2 hover:text-text'}`}
              >
                {number}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
