import type { SlotPays, SlotSymbol } from '../slot-types.js';

export type CardRank = 'ace' | 'king' | 'queen' | 'jack' | 'ten';

/** The low-paying card symbols look the same in every house slot, so players read them at a glance. */
const cardRankLooks: Record<CardRank, { glyph: string; colour: string }> = {
  ace: { glyph: 'A', colour: '#F0506E' },
  king: { glyph: 'K', colour: '#3BA7FF' },
  queen: { glyph: 'Q', colour: '#16C784' },
  jack: { glyph: 'J', colour: '#B57BFF' },
  ten: { glyph: '10', colour: '#FF9F43' },
};

export function cardRank(rank: CardRank, pays: SlotPays): SlotSymbol {
  return { id: rank, kind: 'regular', icon: 'rank', ...cardRankLooks[rank], pays };
}
