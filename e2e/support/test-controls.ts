import { baseUrl } from './browser.js';

/** The end-to-end platform's controls (TEST_CONTROLS, decision 0076). */
async function control<Value>(method: 'PUT' | 'POST', pathname: string, body?: unknown): Promise<Value> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: Value }).value;
}

/** Sets the agent contracts' clock this far from the real time (0: back to it). */
export const moveAgentClock = (offsetMs: number) => control('PUT', '/test/agent-clock', { offsetMs });

/** A settlement pass at the agent clock's now, as the job's next minute would run it. */
export const runAgentSettlement = () =>
  control<{ runs: number; lines: number; obligationsPaid: number; obligationsOwed: number }>(
    'POST',
    '/test/agent-settlement/run',
  );

const dayMs = 24 * 3_600_000;

/** How far the next midnight of a brand in a fixed-offset zone (the demo brand: Bangkok, UTC+7) is from now. */
export function untilNextLocalDay(utcOffsetHours: number, now = Date.now()): number {
  const offsetMs = utcOffsetHours * 3_600_000;
  const nextLocalMidnight = Math.floor((now + offsetMs) / dayMs) * dayMs + dayMs - offsetMs;
  return nextLocalMidnight - now;
}

/** A pass of the referral job now, paying today's rewards too (decision 0084). */
export const runReferralPass = () =>
  control<{ bets: number; voided: number; qualified: number; rewards: number }>('POST', '/test/referral/run');
