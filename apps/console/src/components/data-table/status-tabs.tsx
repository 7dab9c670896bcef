/** A list's status (or view) as a row of toggle buttons: the queue screens' first filter. */
export function StatusTabs<Value extends string>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  options: readonly Value[];
  value: Value | undefined;
  labelOf: (option: Value) => string;
  onChange: (option: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`rounded-md px-3 py-2 text-sm whitespace-nowrap ${value === option ? 'bg-slate-900 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
