/** Reel strips written as one line of space-separated symbol ids per reel, top of the strip first. */
export function reelStrips(lines: readonly string[]): string[][] {
  return lines.map((line) => line.trim().split(/\s+/));
}
