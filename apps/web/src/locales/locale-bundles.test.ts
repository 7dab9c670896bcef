import { languages } from '@croupier/contracts';
import { errorCodes } from '@croupier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientErrorCodes } from '../lib/api-error';
import { i18n } from '../lib/i18n';

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

/** Every text of one language as `namespace:dotted.key` → text. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

const bundles = new Map<string, Map<string, unknown>>();
for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) throw new Error(`unexpected locale file ${path}`);
  bundles.set(language, flatten(content, `${namespace}:`, bundles.get(language) ?? new Map<string, unknown>()));
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort()
    : [];
}

describe('locale bundles', () => {
  // Only Thai ships in the first page load; the others arrive when chosen.
  beforeAll(() => i18n.loadLanguages([...languages]));

  it('ships a bundle for every interface language', () => {
    expect([...bundles.keys()].sort()).toEqual([...languages].sort());
  });

  it('has every key of every bundle in every other bundle, as a non-empty text', () => {
    const allKeys = new Set([...bundles.values()].flatMap((bundle) => [...bundle.keys()]));
    const problems: string[] = [];
    for (const [language, bundle] of bundles) {
      for (const key of allKeys) {
        const text = bundle.get(key);
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${language} ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const thai = bundles.get('th') ?? new Map<string, unknown>();
    const problems: string[] = [];
    for (const [language, bundle] of bundles) {
      for (const [key, text] of thai) {
        if (placeholders(bundle.get(key)).join() !== placeholders(text).join()) problems.push(`${language} ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a text for every error code the web can meet, in every language', () => {
    const problems: string[] = [];
    for (const language of languages) {
      for (const code of [...errorCodes, ...clientErrorCodes]) {
        const text = i18n.getResource(language, 'common', `errors.${code}`) as unknown;
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${language} ${code}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
