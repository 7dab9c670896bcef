import sanitizeHtml from 'sanitize-html';

/**
 * What operator rich text may keep: text formatting, lists, headings, tables, links and images. Scripts, styles,
 * event handlers, frames and forms are dropped; links and images only over http(s) or a path of the site.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens elsewhere never hands the site's window to the other page.
    a: (tagName, attributes) => {
      const attribs: sanitizeHtml.Attributes = attributes.href ? { href: attributes.href } : {};
      if (attributes.target === '_blank') Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs };
    },
  },
};

/** Operator HTML made safe to render on the player site. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Every language's rich text sanitized. */
export function sanitizeTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([language, html]) => [language, sanitizeRichText(html)]));
}

/** Plain texts (titles, rendered as text and never as HTML): trimmed, empty languages left out. */
export function plainTexts(texts: Record<string, string>): Record<string, string> {
  const entries = Object.entries(texts).map(([language, text]): [string, string] => [language, text.trim()]);
  return Object.fromEntries(entries.filter(([, text]) => text !== ''));
}
