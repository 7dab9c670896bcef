import { storageKeys } from './storage-keys';

/**
 * The browser's device id, sent as `X-Device-Id` with every call: an opaque random id kept in localStorage, so the
 * server can tell two accounts played from one browser (the referral programme's shared-device check, the
 * one-per-household rule of promotions). It identifies a browser profile, not a person, and carries nothing else.
 * Storage may be refused (a private window's quota, a blocked site): then no id is sent rather than a new one each
 * call, which would look like many devices.
 */
export function deviceId(): string | null {
  try {
    const stored = localStorage.getItem(storageKeys.deviceId);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(storageKeys.deviceId, created);
    return created;
  } catch {
    return null;
  }
}
