const compact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A chip's face: short enough for a 32 px disc, the same in every language (10, 500, 1K, 2.5K, 1M). */
export function chipLabel(amountMinor: number, scale: number): string {
  const value = amountMinor / 10 ** scale;
  if (value >= 1_000_000) return `${compact.format(value / 1_000_000)}M`;
  if (value >= 1_000) return `${compact.format(value / 1_000)}K`;
  return compact.format(value);
}
