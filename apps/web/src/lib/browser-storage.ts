// Storage can throw (disabled cookies, private modes, full quota); a preference that cannot be kept must never break the site.

/** localStorage outlives the tab; sessionStorage ends with it. */
export type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

export function readStorage(key: string, area: StorageArea = 'local'): string | null {
  try {
    return areaOf(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    areaOf(area).setItem(key, value);
  } catch {
    // The choice still applies to this visit; it just will not survive a reload.
  }
}

export function removeStorage(key: string, area: StorageArea = 'local'): void {
  try {
    areaOf(area).removeItem(key);
  } catch {
    // Nothing was kept, so there is nothing to remove.
  }
}

/** Spec §4: logging out clears the whole session storage of the site. */
export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Nothing was kept, so there is nothing to clear.
  }
}
