import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger';
export type ButtonSize = 'md' | 'sm' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-[background-color,color,border-color,box-shadow,transform] duration-200 ease-out select-none active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-accent text-on-accent shadow-[0_6px_20px_-8px_color-mix(in_srgb,var(--color-accent)_70%,transparent)] hover:bg-accent-strong',
  secondary: 'bg-raised text-text hover:bg-[#222e46]',
  ghost: 'text-text-2 hover:bg-raised hover:text-text',
  outline: 'border border-border text-text hover:border-text-3 hover:bg-raised',
  danger: 'bg-danger/15 text-danger ring-1 ring-danger/30 ring-inset hover:bg-danger/25',
};

// Every size keeps a 44 px hit area for touch (UI.md); "sm" only trims the padding.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-[15px]',
  sm: 'min-h-11 px-3.5 text-sm',
  icon: 'size-11',
};

/** The class list of a button, for links that look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work is under way: a spinner shows and the button cannot be pressed again. */
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  busy = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent opacity-80"
        />
      ) : null}
      {children}
    </button>
  );
}
