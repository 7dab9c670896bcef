/**
 * The terms page's HTML made safe to show in the console's preview: only plain formatting elements are kept, links
 * only to http(s) addresses, every other attribute dropped; scripts, styles and frames go with their content, other
 * unknown elements are replaced by their text. The server sanitizes again on save (what players get is its copy);
 * this is only so that a pasted page cannot run in the operator's session.
 */
const keptElements = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'H2',
  'H3',
  'H4',
  'A',
  'SPAN',
  'DIV',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TD',
  'TH',
  'BLOCKQUOTE',
  'HR',
  'SMALL',
]);
const droppedElements = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
]);

function clean(node: Node, into: Node, document: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const name = element.tagName.toUpperCase();
    if (droppedElements.has(name)) continue;
    if (!keptElements.has(name)) {
      clean(element, into, document);
      continue;
    }
    const copy = document.createElement(name.toLowerCase());
    if (name === 'A') {
      const href = element.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) {
        copy.setAttribute('href', href);
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    clean(element, copy, document);
    into.appendChild(copy);
  }
}

export function sanitizeTermsHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const root = output.createElement('div');
  clean(parsed.body, root, output);
  return root.innerHTML;
}
