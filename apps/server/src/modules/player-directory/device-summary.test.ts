import { describe, expect, it } from 'vitest';
import { summarizeUserAgent } from './device-summary.js';

describe('summarizeUserAgent', () => {
  it('names the browser, its major version, the system and the kind of device', () => {
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.43 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 120 · Android 14 · mobile');
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toMatch(/^Chrome 131 · Windows 10 · desktop$/);
  });

  it('says unknown without a user agent and keeps the start of one it cannot read', () => {
    expect(summarizeUserAgent(null)).toBe('unknown');
    expect(summarizeUserAgent('curl/8.5.0')).toContain('curl');
  });
});
