/**
 * A refused row's reason as the server records it (`DUPLICATE_ROW: …`, or `<column>: <schema message>`, the
 * message in English) split into what the console translates and the detail it shows as it is.
 */
export type RefusalReason =
  { kind: 'duplicate' } | { kind: 'column'; column: string; detail: string } | { kind: 'other'; detail: string };

export function refusalReasonOf(reason: string): RefusalReason {
  if (reason.startsWith('DUPLICATE_ROW')) return { kind: 'duplicate' };
  const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(reason);
  if (match?.[1] && match[2]) return { kind: 'column', column: match[1], detail: match[2] };
  return { kind: 'other', detail: reason };
}
