import { formatMinor, parseMinor } from '@croupier/contracts';

/** Engines count in safe-integer minor units; the wire carries decimal text. */
export const textOfMinor = (minor: number): string => formatMinor(BigInt(minor));

export function minorOfText(text: string): number | null {
  try {
    const minor = parseMinor(text);
    return minor >= 0n && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
  } catch {
    return null;
  }
}
