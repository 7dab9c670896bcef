const chipBase =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors duration-150';

/** The look of a filter chip (vendor, classification, category); the picked one takes the accent. */
export function chipClassName(active: boolean): string {
  return `${chipBase} ${
    active
      ? 'border-accent bg-accent/15 text-accent'
      : 'border-border text-text-2 hover:border-white/25 hover:text-text'
  }`;
}
