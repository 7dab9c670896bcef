import { describe, expect, it } from 'vitest';
import { houseGameIconUrl, houseIconAtWidth, houseIconSourceSet } from './house-game-icon-urls.js';
import { houseGameIcons } from './house-game-icons.js';

describe('the house vendor icon URLs', () => {
  const base = houseGameIcons['slot:golden-temple'] ?? '';

  it('points at the largest icon under the vendor, and at nothing for a game without one', () => {
    expect(houseGameIconUrl('http://vendor.example/', 'slot:golden-temple')).toBe(
      `http://vendor.example/client/icons/${base}-384w.webp`,
    );
    expect(houseGameIconUrl('http://vendor.example', 'slot:no-such-game')).toBeNull();
  });

  it('lists every width of a house icon, and none for another URL', () => {
    const url = `http://vendor.example/client/icons/${base}-384w.webp`;
    expect(houseIconSourceSet(url)).toBe(
      `http://vendor.example/client/icons/${base}-256w.webp 256w, http://vendor.example/client/icons/${base}-384w.webp 384w`,
    );
    expect(houseIconSourceSet('https://cdn.example.com/icons/one.png')).toBeNull();
    expect(houseIconAtWidth(url, 256)).toBe(`http://vendor.example/client/icons/${base}-256w.webp`);
    expect(houseIconAtWidth('/static/game-icons/7-0123456789.svg', 256)).toBe('/static/game-icons/7-0123456789.svg');
  });
});
