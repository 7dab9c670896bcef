import { countUpValue } from './count-up.js';

type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined>;

function applyAttributes(target: Element, attributes: Attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    target.setAttribute(name, value === true ? '' : String(value));
  }
}

function append(target: Element, children: Child[]) {
  for (const child of children) if (child !== null && child !== undefined && child !== false) target.append(child);
}

/** An HTML element with attributes and children; text goes in as text nodes, never as markup. */
export function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  children: Child[] = [],
): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag);
  applyAttributes(created, attributes);
  append(created, children);
  return created;
}

const svgNamespace = 'http://www.w3.org/2000/svg';

export function svgElement<Tag extends keyof SVGElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  children: Child[] = [],
): SVGElementTagNameMap[Tag] {
  const created = document.createElementNS(svgNamespace, tag);
  applyAttributes(created, attributes);
  append(created, children);
  return created;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function wait(milliseconds: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, Math.max(0, milliseconds)));
}

/** Rolls a figure from one amount to another on screen; resolves when it shows the final amount. */
export function rollNumber(
  target: HTMLElement,
  from: number,
  to: number,
  durationMs: number,
  format: (value: number) => string,
): Promise<void> {
  if (durationMs <= 0 || from === to || prefersReducedMotion()) {
    target.textContent = format(to);
    return Promise.resolve();
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const frame = (now: number) => {
      const elapsed = now - started;
      target.textContent = format(countUpValue(from, to, elapsed, durationMs));
      if (elapsed < durationMs) window.requestAnimationFrame(frame);
      else resolve();
    };
    window.requestAnimationFrame(frame);
  });
}
