import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error.js';
import { parseCatalogueFile, parseCsvRows } from './catalogue-file.js';

const example = (name: string) => path.join(import.meta.dirname, 'examples', name);

describe('catalogue files', () => {
  it('reads the documented JSON example', () => {
    const catalogue = parseCatalogueFile('games.json', readFileSync(example('catalogue.example.json'), 'utf8'));
    expect(catalogue.vendors.map((vendor) => vendor.code)).toEqual(['NOVA', 'LIVEX']);
    expect(catalogue.games).toHaveLength(4);
    expect(catalogue.games[0]).toMatchObject({ isHot: true, supportPlay: 0, classifications: ['JP'] });
    expect(catalogue.games[1]).toMatchObject({ isHot: false, supportPlay: 1, names: { 'pt-BR': 'Corrida da Manga' } });
  });

  it('reads the documented CSV example, quotes, Thai and vendor columns included', () => {
    const catalogue = parseCatalogueFile('games.csv', readFileSync(example('catalogue.example.csv'), 'utf8'));
    expect(catalogue.vendors).toEqual([
      expect.objectContaining({ code: 'NOVA', name: 'Nova Games', walletModel: 'seamless' }),
      expect.objectContaining({ code: 'LIVEX', name: 'Live X', walletModel: 'transfer' }),
    ]);
    expect(catalogue.games).toHaveLength(5);
    expect(catalogue.games[2]).toMatchObject({
      names: { en: 'Lucky Koi, Deluxe', th: 'ปลาคาร์ปนำโชค ดีลักซ์' },
      classifications: ['SC', 'AC'],
    });
    expect(catalogue.games[4]).toMatchObject({ parentGameCode: 'livex-lobby', isHot: false });
  });

  it('parses RFC 4180 rows', () => {
    expect(parseCsvRows('a,b\r\n"x, y","say ""hi"""\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });

  it('refuses bad rows and duplicates as a whole, naming the problem', () => {
    const bad = (text: string, name = 'games.json') => {
      try {
        parseCatalogueFile(name, text);
        return null;
      } catch (error) {
        return error instanceof DomainError ? error.code : 'other';
      }
    };
    expect(bad('{')).toBe('VALIDATION_FAILED');
    expect(bad(JSON.stringify({ games: [{ vendor: 'X', gameCode: 'a', gameType: 'RNG', names: {} }] }))).toBe(
      'VALIDATION_FAILED',
    );
    const row = { vendor: 'X', gameCode: 'a', gameType: 'RNG', names: { en: 'A' } };
    expect(bad(JSON.stringify({ games: [row, { ...row, vendor: 'x' }] }))).toBe('VALIDATION_FAILED');
    expect(bad('vendor,gameCode,gameType,nameEn\nX,a,NOPE,A\n', 'g.csv')).toBe('VALIDATION_FAILED');
    expect(bad(JSON.stringify({ games: [row] }))).toBeNull();
  });
});
