import { describe, expect, it } from 'vitest';
import {
  bannerIndexOf,
  bannerPath,
  drawBanner,
  drawGameIcon,
  gameIconPath,
  iconVersion,
  initialsOf,
} from './game-icon.js';

const subject = { nodeId: 12, name: 'Golden Dragon Megaways', vendor: 'PG', gameType: 'RNG' as const };

describe('game icons', () => {
  it('draws the same picture for the same game, with its initials, vendor and a tile gradient', () => {
    const svg = drawGameIcon(subject);
    expect(drawGameIcon(subject)).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
    expect(svg).toContain('>GD<');
    expect(svg).toContain('>PG<');
    expect(svg).toMatch(/stop-color="#[0-9A-F]{6}"/);
  });

  it('puts a hash of what it draws in the URL, so a renamed game gets a new URL', () => {
    expect(gameIconPath(subject)).toBe(`/static/game-icons/12-${iconVersion(subject)}.svg`);
    expect(iconVersion({ ...subject, name: 'Golden Dragon' })).not.toBe(iconVersion(subject));
  });

  it('escapes names and finds initials in any script', () => {
    expect(initialsOf("Texas Hold'em")).toBe('TH');
    expect(initialsOf('มังกรทอง')).toBe('ม');
    expect(initialsOf('  ')).toBe('?');
    expect(drawGameIcon({ ...subject, name: '<script>', vendor: 'A&B' })).not.toMatch(/<script>|A&B/);
  });

  it('labels lottery games by their code or camel-case capitals, never by a minute count', () => {
    expect(initialsOf('PK10 3 min')).toBe('PK10');
    expect(initialsOf('5D 1 min')).toBe('5D');
    expect(initialsOf('SSC 5 min')).toBe('SSC');
    expect(initialsOf('WinGo 1 min')).toBe('WG');
    expect(initialsOf('Thai Government Lottery')).toBe('TG');
    expect(initialsOf('Cần Thơ (Vietnam South)')).toBe('CT');
    expect(drawGameIcon({ ...subject, name: 'K3 10 min', vendor: 'ELOTT', gameType: 'ELOTT' })).toContain('>K3<');
  });

  it('draws five banners and knows their paths', () => {
    expect(bannerIndexOf(bannerPath(3).split('/').pop() ?? '')).toBe(3);
    expect(bannerIndexOf('banner-9-v1.svg')).toBeNull();
    expect(drawBanner(1)).toContain('<svg');
  });
});
