import { Check } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  children: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A real checkbox (keyboard, forms and tests treat it as one) drawn in the site's style, with its label beside it. */
export function Checkbox({ children, invalid = false, className = '', ref, ...props }: CheckboxProps) {
  return (
    <label className={`flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-text-2 ${className}`}>
      <span className="relative mt-px grid size-5 shrink-0 place-items-center">
        <input
          ref={ref}
          type="checkbox"
          aria-invalid={invalid || undefined}
          className={`peer size-5 cursor-pointer appearance-none rounded-[6px] border bg-bg/60 transition-colors duration-150 checked:border-accent checked:bg-accent ${invalid ? 'border-danger' : 'border-[#3a4763]'}`}
          {...props}
        />
        <Check
          className="pointer-events-none absolute size-3.5 text-on-accent opacity-0 peer-checked:opacity-100"
          strokeWidth={3}
          aria-hidden="true"
        />
      </span>
      <span className="leading-relaxed">{children}</span>
    </label>
  );
}
