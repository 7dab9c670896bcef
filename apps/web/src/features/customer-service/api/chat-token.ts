import { chatTokenHeader } from '@croupier/contracts';
import { readStorage, removeStorage, writeStorage } from '@/lib/browser-storage';
import { storageKeys } from '@/lib/storage-keys';

/** A visitor's chat token, kept so a reload or a later visit resumes their conversation (members need none). */
export function readChatToken(): string | null {
  return readStorage(storageKeys.chatToken);
}

export function keepChatToken(token: string): void {
  writeStorage(storageKeys.chatToken, token);
}

export function forgetChatToken(): void {
  removeStorage(storageKeys.chatToken);
}

/** The header a visitor's calls carry; none for a member, whose session speaks for them. */
export function chatHeaders(signedIn: boolean): Record<string, string> {
  const token = signedIn ? null : readChatToken();
  return token ? { [chatTokenHeader]: token } : {};
}
