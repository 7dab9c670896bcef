import type { HistoryLine } from '../../src/holdem/hand-history.js';
import type { LegalActions } from '../../src/holdem/holdem-hand.js';
import type { MoneyFormat } from '../shared/money.js';
import type { HoldemMessageKey, Translate } from './holdem-messages.js';

/** Pure helpers of the Hold'em page: card faces, bet-size presets, and history lines in the player's words. */

const suitSymbols: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };

/** `Th` → `{ rank: '10', suit: '♥', red: true }` for drawing; the wire uses the two-letter names of histories. */
export function cardFace(name: string): { rank: string; suit: string; red: boolean } {
  const rank = name[0] === 'T' ? '10' : (name[0] ?? '?');
  const letter = name[1] ?? '';
  return { rank, suit: suitSymbols[letter] ?? '?', red: letter === 'h' || letter === 'd' };
}

export function cardLabel(name: string): string {
  const face = cardFace(name);
  return `${face.rank}${face.suit}`;
}

/**
 * Bet sizes the slider offers as shortcuts, as street totals within [min, max]: the minimum raise, half the pot and
 * the pot (a raise "to" the call plus that share of the pot after calling), and all-in. Duplicates are dropped.
 */
export function betPresets(
  legal: LegalActions,
  potTotal: number,
  highBet: number,
): { key: HoldemMessageKey; to: number }[] {
  const clamp = (value: number) => Math.min(legal.maxRaiseTo, Math.max(legal.minRaiseTo, Math.floor(value)));
  const potAfterCall = potTotal + legal.callAmount;
  const candidates: { key: HoldemMessageKey; to: number }[] = [
    { key: 'holdem.slider.min', to: legal.minRaiseTo },
    { key: 'holdem.slider.halfPot', to: clamp(highBet + potAfterCall / 2) },
    { key: 'holdem.slider.pot', to: clamp(highBet + potAfterCall) },
    { key: 'holdem.slider.max', to: legal.maxRaiseTo },
  ];
  const seen = new Set<number>();
  return candidates.filter((candidate) => {
    if (seen.has(candidate.to)) return false;
    seen.add(candidate.to);
    return true;
  });
}

const amountValues = new Set(['amount', 'to', 'chips', 'total', 'rake', 'stack', 'sb', 'bb']);

/** One history line in the player's language: amounts formatted as money, cards with suit symbols, categories named. */
export function historyText(
  line: HistoryLine,
  translate: Translate,
  money: MoneyFormat,
  locale = 'th-TH',
  viewerSeat: number | null = null,
  timeZone?: string,
): string {
  const values: Record<string, string | number> = {};
  const seat = line.values.seat;
  for (const [name, value] of Object.entries(line.values)) {
    if (typeof value === 'number' && amountValues.has(name)) values[name] = money.formatPlain(value);
    else if (name === 'net' && typeof value === 'number')
      values[name] = `${value > 0 ? '+' : ''}${money.formatPlain(value)}`;
    else if ((name === 'cards' || name === 'board') && typeof value === 'string')
      values[name] = value === '' ? '' : value.split(' ').map(cardLabel).join(' ');
    else if (name === 'category' && typeof value === 'string' && value !== '')
      values[name] = translate(`holdem.category.${value}` as HoldemMessageKey);
    else if (name === 'time' && typeof value === 'string' && value !== '')
      values[name] = new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
    else if (name === 'name' && value === '' && typeof seat === 'number')
      values[name] = seat === viewerSeat ? translate('holdem.seat.you') : translate('holdem.seat.number', { seat });
    else values[name] = value;
  }
  return translate(line.key as HoldemMessageKey, values);
}
