import { element } from './dom.js';

let current: { node: HTMLElement; timer: number } | undefined;

/** One message at a time at the top of the page, read out by screen readers, gone after a few seconds. */
export function showToast(message: string, durationMs = 4000): void {
  if (current) {
    window.clearTimeout(current.timer);
    current.node.remove();
  }
  const node = element('div', { class: 'toast', role: 'alert' }, [message]);
  document.body.append(node);
  current = { node, timer: window.setTimeout(() => node.remove(), durationMs) };
}
