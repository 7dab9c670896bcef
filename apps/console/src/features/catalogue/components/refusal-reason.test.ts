import { describe, expect, it } from 'vitest';
import { refusalReasonOf } from './refusal-reason';

describe('refused row reasons', () => {
  it('names the duplicate and the column at fault, keeping the detail', () => {
    expect(refusalReasonOf('DUPLICATE_ROW: the file names this game more than once')).toEqual({ kind: 'duplicate' });
    expect(refusalReasonOf('gameType: Invalid option: expected one of "RNG"|"LIVE"')).toEqual({
      kind: 'column',
      column: 'gameType',
      detail: 'Invalid option: expected one of "RNG"|"LIVE"',
    });
    expect(refusalReasonOf('names.en: Too big')).toMatchObject({ kind: 'column', column: 'names.en' });
    expect(refusalReasonOf('invalid row')).toEqual({ kind: 'other', detail: 'invalid row' });
  });
});
