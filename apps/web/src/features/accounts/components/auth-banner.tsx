import type { LucideIcon } from 'lucide-react';

type AuthBannerProps = { icon: LucideIcon; title: string; subtitle: string; testId?: string };

/**
 * The strip at the top of the account popups. In the forgot-password popup it stands in for the brand's w_forget
 * banner while the brand has none.
 */
export function AuthBanner({ icon: Icon, title, subtitle, testId }: AuthBannerProps) {
  return (
    <div
      data-testid={testId}
      className="relative isolate overflow-hidden border-b border-border bg-[radial-gradient(120%_140%_at_100%_0%,rgb(245_179_1/0.22),transparent_55%),radial-gradient(90%_120%_at_0%_100%,rgb(59_167_255/0.14),transparent_60%)] px-5 py-5"
    >
      <Icon
        aria-hidden="true"
        strokeWidth={1.25}
        className="absolute -end-4 -top-5 -z-10 size-32 rotate-12 text-accent/[0.09]"
      />
      <div className="flex items-center gap-3.5">
        <span className="grid size-11 shrink-0 place-items-center rounded-[12px] bg-accent/15 text-accent ring-1 ring-accent/30">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-base leading-snug font-semibold text-balance">{title}</p>
          <p className="mt-0.5 text-[13px] leading-snug text-text-2 text-pretty">{subtitle}</p>
        </div>
      </div>
    </div>
  );
}
