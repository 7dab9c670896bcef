import type { Frame } from 'playwright-core';

/**
 * Records, from now on, what the frame shows while no test step is looking: the events whose every market was
 * suspended at some moment, and every slip receipt as first drawn. With the simulator sped up, a goal's bet stop and
 * a live bet's "waiting for acceptance" (the feed's seven seconds) last about a second of wall time or less.
 */
export async function watchFrame(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const scope = window as unknown as { watched?: { suspended: string[]; receipts: string[] } };
    if (scope.watched) return;
    const watched = { suspended: [] as string[], receipts: [] as string[] };
    scope.watched = watched;
    const record = () => {
      for (const block of Array.from(document.querySelectorAll('.event-block.event-suspended[data-event-id]'))) {
        const id = block.getAttribute('data-event-id') ?? '';
        if (!watched.suspended.includes(id)) watched.suspended.push(id);
      }
      for (const receipt of Array.from(document.querySelectorAll('[data-testid="slip-receipt"]'))) {
        const seen = `${receipt.getAttribute('data-status') ?? ''}|${receipt.textContent ?? ''}`;
        if (!watched.receipts.includes(seen)) watched.receipts.push(seen);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'data-status'],
    });
    record();
  });
}

export async function watched(frame: Frame): Promise<{ suspended: string[]; receipts: string[] }> {
  return frame.evaluate(() => (window as unknown as { watched: { suspended: string[]; receipts: string[] } }).watched);
}
