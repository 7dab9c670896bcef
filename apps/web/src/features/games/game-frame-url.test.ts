import { describe, expect, it } from 'vitest';
import { gameFramePath, parseGameFrameUrl } from './game-frame-url';

describe('parseGameFrameUrl', () => {
  it('accepts an absolute http or https address of a vendor', () => {
    expect(parseGameFrameUrl('https://games.vendor.example/play?token=a%20b')).toBe(
      'https://games.vendor.example/play?token=a%20b',
    );
    expect(parseGameFrameUrl(' http://127.0.0.1:8081/slot.html ')).toBe('http://127.0.0.1:8081/slot.html');
  });

  it('refuses script, data, relative and credential-bearing addresses', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/game',
      '/seamless',
      'games.vendor.example/play',
      'https://user:secret@games.vendor.example/',
      '',
      null,
      undefined,
    ]) {
      expect(parseGameFrameUrl(raw), String(raw)).toBeNull();
    }
  });

  it('round-trips through the frame link', () => {
    const url = 'https://games.vendor.example/play?a=1&b=two words';
    const path = gameFramePath(url);
    expect(path.startsWith('/seamless?url=')).toBe(true);
    expect(parseGameFrameUrl(new URL(path, 'http://site.example').searchParams.get('url'))).toBe(new URL(url).href);
  });
});
