import { prefersReducedMotion } from './prefers-reduced-motion';

/** Scrolls a list's top back into view when it is above the screen: a new page of it is read from its top. */
export function bringTopIntoView(element: HTMLElement | null): void {
  if (!element || element.getBoundingClientRect().top >= 0 || typeof element.scrollIntoView !== 'function') return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
}
