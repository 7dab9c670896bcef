/**
 * The entries a ticker shows at `offset`: `size` of them, and the next one beneath for the slide, wrapping around the
 * list. A list no longer than the view does not move, so it shows as it is.
 */
export function winnersWindow<Entry>(entries: readonly Entry[], offset: number, size: number): Entry[] {
  if (entries.length <= size) return [...entries];
  return Array.from({ length: size + 1 }, (_, index) => entries[(offset + index) % entries.length] as Entry);
}
