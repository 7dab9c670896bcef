import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';

type SelectBoxProps = SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean; ref?: Ref<HTMLSelectElement> };

/**
 * A native select in the look of the site's inputs: phones open their own picker for it, which beats any custom list
 * for choosing a bank or a record type with a thumb.
 */
export function SelectBox({ invalid = false, className = '', children, ref, ...props }: SelectBoxProps) {
  return (
    <div className="relative min-w-0">
      <select
        ref={ref}
        aria-invalid={invalid || undefined}
        className={`min-h-12 w-full min-w-0 appearance-none truncate rounded-control border bg-bg/60 ps-3.5 pe-10 text-[15px] text-text transition-[border-color,box-shadow] duration-150 outline-none focus-visible:border-accent focus-visible:shadow-[0_0_0_1px_var(--color-accent)] focus-visible:outline-none disabled:opacity-50 ${invalid ? 'border-danger' : 'border-border hover:border-[#34415e]'} ${className}`}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-text-2"
      />
    </div>
  );
}
