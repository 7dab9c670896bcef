/** Points as the player reads them: digits grouped ("6,230"). */
export function formatPoints(points: string) {
  return BigInt(points).toLocaleString('en-US');
}
