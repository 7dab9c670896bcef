/** What a line of an odds table's diff changes: a bet type's cost, or the odds of one of its prize levels. */
export type OddsPath = { betType: string; level: string } | { betType: string; cost: true };

/** Reads a diff path of an odds table (`betTypes.K3_SUM.payoutThousandths.SUM_4`); anything else is not one. */
export function oddsPathOf(path: string): OddsPath | null {
  const cost = /^betTypes\.([^.]+)\.costUnits$/.exec(path);
  if (cost?.[1]) return { betType: cost[1], cost: true };
  const odds = /^betTypes\.([^.]+)\.payoutThousandths\.([^.]+)$/.exec(path);
  if (odds?.[1] && odds[2]) return { betType: odds[1], level: odds[2] };
  return null;
}
