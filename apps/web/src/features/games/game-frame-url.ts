/**
 * The address a game frame may show: the launch answer's absolute http(s) URL of the game vendor. Anything else
 * (`javascript:`, `data:`, a relative path, an address with credentials) is refused, since `/seamless?url=` can be
 * reached from any link and must never run script in the site or dress another page up as it.
 */
export function parseGameFrameUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.href;
}

/** The link to the site's game frame for a launch answer's URL. */
export function gameFramePath(url: string): string {
  return `/seamless?url=${encodeURIComponent(url)}`;
}
