import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandWordmark } from '@/components/ui/brand-wordmark';

type StatusPageShellProps = {
  testId: string;
  brandName: string;
  icon: LucideIcon;
  tone: 'accent' | 'danger';
  title: string;
  description: string;
  /** Controls for the top corner, such as the language select. */
  toolbar?: ReactNode;
  children?: ReactNode;
};

const toneStyles = {
  accent: { ring: 'bg-accent/10 text-accent ring-accent/30', glow: 'bg-accent/[0.07]' },
  danger: { ring: 'bg-danger/10 text-danger ring-danger/30', glow: 'bg-danger/[0.08]' },
} as const;

/** The frame of the pages that replace the whole site: maintenance, region block, and a failed start. */
export function StatusPageShell({
  testId,
  brandName,
  icon: Icon,
  tone,
  title,
  description,
  toolbar,
  children,
}: StatusPageShellProps) {
  const styles = toneStyles[tone];
  return (
    <div data-testid={testId} className="relative flex min-h-dvh flex-col overflow-hidden bg-bg">
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full blur-[120px] ${styles.glow}`}
      />
      <header className="relative flex items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-5">
        {brandName ? <BrandWordmark name={brandName} /> : <span />}
        {toolbar}
      </header>
      <main className="relative flex flex-1 items-center justify-center px-4 pt-4 pb-16">
        <section
          aria-labelledby={`${testId}-title`}
          className="w-full max-w-lg animate-rise-in rounded-[20px] border border-border bg-surface/90 px-6 py-10 text-center shadow-[0_32px_80px_-32px_rgb(0_0_0/0.8)] backdrop-blur sm:px-10 sm:py-12"
        >
          <span className={`mx-auto mb-6 grid size-16 place-items-center rounded-full ring-1 ${styles.ring}`}>
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <h1 id={`${testId}-title`} className="text-2xl font-bold text-balance sm:text-[28px] sm:leading-tight">
            {title}
          </h1>
          <p className="mx-auto mt-3 max-w-sm text-text-2 text-pretty">{description}</p>
          {children}
        </section>
      </main>
    </div>
  );
}
