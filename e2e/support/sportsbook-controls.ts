/** The sportsbook's end-to-end controls (TEST_CONTROLS, decision 0076): its address and the feed's jump. */
export const sportsbookUrl = `http://127.0.0.1:${process.env.E2E_SPORTSBOOK_PORT ?? '8082'}`;

export type FeedJump = {
  at: string;
  stopped: boolean;
  event?: {
    status: number;
    score: { home: number; away: number };
    periodScores: { period: string; home: number; away: number }[];
  };
};

/**
 * Plays the simulated world ahead by up to `minutes`, stopping right after the chosen event's next goal or close
 * (`goal`), its close (`closed`), or any football match's next goal (`goal` without an event). Answers once the book
 * has applied every message of the jump.
 */
export async function jumpFeed(input: {
  minutes: number;
  eventId?: string;
  until?: 'goal' | 'closed';
}): Promise<FeedJump> {
  const response = await fetch(`${sportsbookUrl}/test/feed/jump`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`the feed jump answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: FeedJump }).value;
}

/** The platform answers its health check before the book has migrated its database and started its feed. */
export async function waitForSportsbook(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(`${sportsbookUrl}/health`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`the sportsbook did not answer at ${sportsbookUrl}/health`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
