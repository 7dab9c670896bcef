import { readStorage, writeStorage } from '@/lib/browser-storage';
import { contentSessionKeys } from '@/lib/storage-keys';

/** The popup announcements closed in this visit: they stay closed until the browser session ends (spec §2). */
export function readClosedPopups(): Set<string> {
  const text = readStorage(contentSessionKeys.closedPopups, 'session');
  if (!text) return new Set();
  try {
    const parsed: unknown = JSON.parse(text);
    return new Set(Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberClosedPopups(ids: readonly string[]): void {
  const closed = readClosedPopups();
  for (const id of ids) closed.add(id);
  writeStorage(contentSessionKeys.closedPopups, JSON.stringify([...closed]), 'session');
}
