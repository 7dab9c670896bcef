import { z } from 'zod';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { gameSessionKeys } from '@/lib/storage-keys';

/** Where a player started their last game: the lobby's category and the vendor picked there (`ALL` for every one). */
export type LaunchOrigin = { gameType: string; vendor: string };

const launchOriginSchema = z.object({ gameType: z.string().max(16), vendor: z.string().max(32) });

/** Spec §4: the current game type and vassalage are remembered when a vendor's game is launched. */
export function rememberLaunchOrigin(origin: LaunchOrigin): void {
  writeStorage(gameSessionKeys.gameVendor, JSON.stringify(origin), 'session');
}

export function findLaunchOrigin(): LaunchOrigin | null {
  const text = readStorage(gameSessionKeys.gameVendor, 'session');
  if (!text) return null;
  try {
    const parsed = launchOriginSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The vendor a category's lobby opens on: the one the player last launched from in that category, else all. */
export function restoredVendor(gameType: string): string {
  const origin = findLaunchOrigin();
  return origin?.gameType === gameType ? origin.vendor : 'ALL';
}
