import type { GameTile as GameTileData } from '@croupier/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { GameTile } from './game-tile';

const base = 'http://127.0.0.1:8081/client/icons/slot-golden-temple-0123456789';
const game: GameTileData = {
  nodeId: 7,
  nodeName: 'Golden Temple',
  gameName: 'Golden Temple',
  gameCode: 'slot-golden-temple',
  iconUrl: `${base}-384w.webp`,
  iconSourceSet: `${base}-256w.webp 256w, ${base}-384w.webp 384w`,
  showIcon: '',
  lagerIcon: '',
  displayName: 'Croupier Studio',
  vassalage: 'CROUPIER',
  gameType: 'RNG',
  isHot: 0,
  isNew: 0,
  supportPlay: 1,
  freeplay: 0,
  isGame: 'GAME',
  classifications: [],
  maintenance: false,
};

function renderTile(tile: GameTileData) {
  return render(
    <ul>
      <GameTile game={tile} favourite={false} onOpen={vi.fn()} onToggleFavourite={vi.fn()} sizes="32vw" />
    </ul>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('GameTile', () => {
  it("shows the game's own artwork, lazily, at a width the grid picks, named for screen readers", () => {
    renderTile(game);
    const image = screen.getByRole('img', { name: 'Golden Temple' });
    expect(image.getAttribute('src')).toBe(game.iconUrl);
    expect(image.getAttribute('srcset')).toBe(game.iconSourceSet);
    expect(image.getAttribute('sizes')).toBe('32vw');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('256');
    expect(image.getAttribute('height')).toBe('256');
    expect(image.closest('button')?.textContent).toContain('Croupier Studio');
    expect(screen.queryByTestId('game-monogram')).toBeNull();
  });

  it('falls back to the monogram when the artwork cannot be shown', () => {
    const { container } = renderTile({ ...game, iconSourceSet: undefined });
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')).toBeNull();
    expect(image?.getAttribute('sizes')).toBeNull();
    fireEvent.error(image as HTMLImageElement);
    const monogram = screen.getByTestId('game-monogram');
    expect(monogram.textContent).toBe('GT');
    expect(screen.getByRole('img', { name: 'Golden Temple' })).toBe(monogram);
  });
});
