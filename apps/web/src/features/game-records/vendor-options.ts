import type { GameType, VendorLanes } from '@croupier/contracts';

export type VendorOption = { code: string; name: string };

/** The vendors a player can filter by: those of the chosen category, or of every category, by name. */
export function vendorOptions(lanes: VendorLanes | undefined, gameType: GameType | ''): VendorOption[] {
  const byCode = new Map<string, string>();
  for (const lane of lanes?.lanes ?? []) {
    if (gameType && lane.gameCategory !== gameType) continue;
    for (const code of lane.vendors) {
      if (!byCode.has(code)) byCode.set(code, lane.cards[code]?.name ?? code);
    }
  }
  return [...byCode]
    .map(([code, name]) => ({ code, name }))
    .sort((first, second) => first.name.localeCompare(second.name));
}

/** Every vendor's display name by code, for rounds whose vendor only travels as a code. */
export function vendorNames(lanes: VendorLanes | undefined): Map<string, string> {
  return new Map(vendorOptions(lanes, '').map((option) => [option.code, option.name]));
}
