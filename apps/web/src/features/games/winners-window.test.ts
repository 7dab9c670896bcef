import { describe, expect, it } from 'vitest';
import { winnersWindow } from './winners-window';

describe('winnersWindow', () => {
  const entries = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('shows five from the offset and the next one beneath, wrapping round', () => {
    expect(winnersWindow(entries, 0, 5)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(winnersWindow(entries, 4, 5)).toEqual(['e', 'f', 'g', 'a', 'b', 'c']);
    expect(winnersWindow(entries, 7, 5)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('keeps a list no longer than the view as it is', () => {
    expect(winnersWindow(['a', 'b'], 3, 5)).toEqual(['a', 'b']);
    expect(winnersWindow([], 0, 5)).toEqual([]);
  });
});
