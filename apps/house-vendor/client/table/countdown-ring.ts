import { element, svgElement } from '../shared/dom.js';

/** The countdown turns urgent for the last seconds of betting. */
export const urgentMs = 5_000;

/** The ring round the seconds left to bet: it empties as betting runs out and turns red at the end. */
export function createCountdownRing() {
  const circumference = 2 * Math.PI * 20;
  const progress = svgElement('circle', {
    class: 'countdown-progress',
    r: 20,
    cx: 24,
    cy: 24,
    'stroke-dasharray': circumference.toFixed(2),
  });
  const seconds = element('span', { class: 'countdown-seconds' });
  const root = element('div', { class: 'countdown', 'aria-hidden': 'true' }, [
    svgElement('svg', { viewBox: '0 0 48 48', class: 'countdown-ring' }, [
      svgElement('circle', { class: 'countdown-track', r: 20, cx: 24, cy: 24 }),
      progress,
    ]),
    seconds,
  ]);
  let shownSeconds = '';
  return {
    root,
    set(fraction: number, remainingMs: number, visible: boolean) {
      root.classList.toggle('is-hidden', !visible);
      root.classList.toggle('is-urgent', visible && remainingMs <= urgentMs);
      progress.style.strokeDashoffset = (circumference * (1 - Math.min(1, Math.max(0, fraction)))).toFixed(2);
      const text = String(Math.ceil(remainingMs / 1000));
      if (text !== shownSeconds) {
        seconds.textContent = text;
        shownSeconds = text;
      }
    },
  };
}
