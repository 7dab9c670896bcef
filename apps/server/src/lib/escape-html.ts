const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and quoted attribute values, for the few pages the server writes. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
