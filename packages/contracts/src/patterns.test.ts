import { describe, expect, it } from 'vitest';
import { matchesPattern, patternKindNames } from './patterns.js';
import type { PatternKind } from './patterns.js';

const examples: Record<PatternKind, { accepted: string[]; refused: string[] }> = {
  '*': { accepted: ['anything at all', ''], refused: [] },
  LETTER_FIRST_ALPHANUMERIC: { accepted: ['somchai99', 'A1'], refused: ['9lives', 'som chai', 'som_chai'] },
  KANJI_DIGITS: { accepted: ['王小明88'], refused: ['wang88', '王 小'] },
  EMAIL: { accepted: ['a.b@example.co.th'], refused: ['a@b', 'no-at.example.com', 'a@@b.co'] },
  ALPHANUMERIC: { accepted: ['abc', '123', 'a1'], refused: ['a-1', 'ก1'] },
  ALPHANUMERIC_MIXED: { accepted: ['a1', '1a'], refused: ['abc', '123'] },
  DIGITS: { accepted: ['0812345678'], refused: ['08-1234', '12a'] },
  ALPHANUMERIC_WITH_UPPERCASE: { accepted: ['Abc1', 'ABC'], refused: ['abc1', 'Ab-1'] },
  ENGLISH_LETTERS_SPACES: { accepted: ['John Smith'], refused: ['John  Smith', 'John1', ' John'] },
  NO_SPACES: { accepted: ['line.id-01'], refused: ['line id', ''] },
  CHINESE_PUNCTUATION: { accepted: ['王小明·李', '你好，世界'], refused: ['hello', '王 小'] },
  DATE: { accepted: ['2001-02-28', '02-28-2001'], refused: ['2001/02/28', '2001-13-01', '28-02-2001'] },
  KOREAN: { accepted: ['김민수'], refused: ['kim', '김 민수'] },
  THAI: { accepted: ['สมชาย'], refused: ['สมชาย ใจดี', 'somchai'] },
  THAI_ENGLISH_SPACES: { accepted: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'], refused: ['สมชาย1', 'a  b'] },
  UPPERCASE_SPACES: { accepted: ['JUAN DELA CRUZ'], refused: ['Juan Dela Cruz', 'JUAN  CRUZ'] },
  FULL_NAME: { accepted: ['Somchai Jaidee', 'Juan dela Cruz', 'สมชาย ใจดี'], refused: ['Somchai', 'Somchai '] },
  JAPANESE_FULL_WIDTH: { accepted: ['やまだタロウ', '山田太郎'], refused: ['yamada', 'ﾔﾏﾀﾞ'] },
  UPPERCASE: { accepted: ['ABC'], refused: ['AbC', 'AB C'] },
};

describe('pattern kinds', () => {
  it('has examples for every kind', () => {
    expect(Object.keys(examples).sort()).toEqual([...patternKindNames].sort());
  });

  for (const kind of patternKindNames) {
    it(`${kind} accepts and refuses as documented`, () => {
      for (const text of examples[kind].accepted) expect(matchesPattern(kind, text), text).toBe(true);
      for (const text of examples[kind].refused) expect(matchesPattern(kind, text), text).toBe(false);
    });
  }
});
