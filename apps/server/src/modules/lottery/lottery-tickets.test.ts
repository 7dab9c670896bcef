import { describe, expect, it } from 'vitest';
import { whyNotCancellable } from './lottery-tickets.js';

const now = new Date('2026-01-01T12:00:00Z');
const onSale = { status: 'SCHEDULED' as const, closeAt: new Date('2026-01-01T12:00:30Z') };
type RuleInput = Parameters<typeof whyNotCancellable>[0];
const allowed: RuleInput = { allowCancel: true, ticketStatus: 'PENDING', draw: onSale, now, laterPeriodPending: false };

describe('the cancel rule', () => {
  it('lets a pending ticket of a game the brand lets cancel go while its draw is on sale', () => {
    expect(whyNotCancellable(allowed)).toBeNull();
  });

  it('refuses, with the code the member is shown, each condition that fails', () => {
    const codeOf = (change: Partial<RuleInput>) => whyNotCancellable({ ...allowed, ...change })?.code;
    expect(codeOf({ allowCancel: false })).toBe('CANCEL_NOT_ALLOWED');
    expect(codeOf({ ticketStatus: 'WON' })).toBe('CANCEL_NOT_ALLOWED');
    expect(codeOf({ draw: { ...onSale, status: 'CLOSED' } })).toBe('DRAW_CLOSED');
    expect(codeOf({ draw: { ...onSale, closeAt: now } })).toBe('DRAW_CLOSED');
    expect(codeOf({ laterPeriodPending: true })).toBe('CANCEL_CHASE_ORDER_IS_NOT_LAST_START');
  });
});
