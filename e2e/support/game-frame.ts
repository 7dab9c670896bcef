import { baseUrl } from './browser.js';

/**
 * The game vendor origins the site may frame, read from its Content-Security-Policy (frame-src), so a test can open
 * the seamless page on a vendor address the browser will really show, whatever port the vendor was started on.
 */
export async function framedVendorOrigins(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/`);
  const policy = response.headers.get('content-security-policy') ?? '';
  const frameSources = /(?:^|;)\s*frame-src\s+([^;]+)/.exec(policy)?.[1] ?? '';
  return frameSources.split(/\s+/).filter((source) => /^https?:\/\//.test(source));
}
