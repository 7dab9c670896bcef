/** `%` and `_` in what the operator typed are literal characters, not patterns (for LIKE and ILIKE). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
