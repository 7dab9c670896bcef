import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

const bundles = new Map<string, string[]>();
for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  bundles.set(language ?? '', [...(bundles.get(language ?? '') ?? []), ...keysOf(content, namespace)]);
}

describe('console locale bundles', () => {
  it('ship Thai and English with the same keys, none empty', () => {
    expect([...bundles.keys()].sort()).toEqual(['en', 'th']);
    expect([...(bundles.get('en') ?? [])].sort()).toEqual([...(bundles.get('th') ?? [])].sort());
    for (const [path, content] of Object.entries(files)) expect(JSON.stringify(content), path).not.toMatch(/:""/);
  });
});
