import { useId } from 'react';

type BrandWordmarkProps = { name: string; compact?: boolean; nameClassName?: string };

/** The brand's name set as a logo: a gold mark and the name, until a brand uploads an image of its own. */
export function BrandWordmark({ name, compact = false, nameClassName = '' }: BrandWordmarkProps) {
  const gradientId = useId();
  return (
    <span className="inline-flex min-w-0 items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd866" />
            <stop offset="1" stopColor="#e59b00" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="#1a2438" />
        <path
          d="M16 6.5c-3 4.4-8 6.9-8 11.4a4 4 0 0 0 6.6 3l-1.1 5.6h5l-1.1-5.6A4 4 0 0 0 24 17.9c0-4.5-5-7-8-11.4z"
          fill={`url(#${gradientId})`}
        />
      </svg>
      <span
        className={`truncate bg-gradient-to-r from-[#ffe08a] via-accent to-[#e59b00] bg-clip-text font-bold tracking-tight text-transparent ${compact ? 'text-lg' : 'text-xl'} ${nameClassName}`}
      >
        {name}
      </span>
    </span>
  );
}
