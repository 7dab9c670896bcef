import { describe, expect, it } from 'vitest';
import { readPlayParameters } from './play-parameters.js';

describe('play page parameters', () => {
  it('reads the launch token, the game and the language from the URL', () => {
    expect(readPlayParameters('?token=abc123&game=slot:golden-temple&lang=pt-BR')).toEqual({
      token: 'abc123',
      game: 'slot:golden-temple',
      language: 'pt-BR',
    });
  });

  it('treats a blank token as none and an unknown language as unset', () => {
    expect(readPlayParameters('?token=%20&lang=xx')).toEqual({ token: null, game: null, language: undefined });
  });
});
