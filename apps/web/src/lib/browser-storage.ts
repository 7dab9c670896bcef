// Storage can throw (disabled cookies, private modes, full quota); a preference that cannot be kept must never break the site.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice still applies to this visit; it just will not survive a reload.
  }
}
