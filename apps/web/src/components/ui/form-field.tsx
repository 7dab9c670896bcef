import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type FormFieldProps = {
  /** The id of the control the label names. */
  id: string;
  label: ReactNode;
  /** Shown beside the label, e.g. "optional" or a link. */
  aside?: ReactNode;
  error?: string;
  errorTestId?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** The ids a control points `aria-describedby` at: its error when there is one, else its hint. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A labelled form control with its hint or its error under it. */
export function FormField({ id, label, aside, error, errorTestId, hint, children }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-[13.5px] font-medium text-text-2">
          {label}
        </label>
        {aside ? <span className="text-xs text-text-3">{aside}</span> : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} data-testid={errorTestId} className="flex items-start gap-1.5 text-[13px] text-danger">
          <CircleAlert className="mt-[3px] size-3.5 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-text-3">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type InputBoxProps = InputHTMLAttributes<HTMLInputElement> & {
  invalid?: boolean;
  /** Inside the box before the text, e.g. a country-code picker. */
  leading?: ReactNode;
  /** Inside the box after the text, e.g. a show-password toggle or a send-code button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A text input in a box that can hold controls at either end; the whole box shows focus and errors. */
export function InputBox({ invalid = false, leading, trailing, className = '', ref, ...props }: InputBoxProps) {
  return (
    <div
      className={`flex min-h-12 items-stretch overflow-hidden rounded-control border bg-bg/60 transition-[border-color,box-shadow] duration-150 focus-within:border-accent focus-within:shadow-[0_0_0_1px_var(--color-accent)] ${invalid ? 'border-danger' : 'border-border hover:border-[#34415e]'}`}
    >
      {leading}
      <input
        ref={ref}
        aria-invalid={invalid || undefined}
        className={`min-w-0 flex-1 bg-transparent px-3.5 text-[15px] text-text outline-none placeholder:text-text-3 focus-visible:outline-none ${className}`}
        {...props}
      />
      {trailing}
    </div>
  );
}
