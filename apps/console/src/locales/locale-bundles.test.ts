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

/**
 * The namespaces Portuguese and Filipino have so far: the shell, the sportsbook, agent settlement, agent reports,
 * member messages, promotions and bonuses, rebate and referral.
 */
const partlyTranslated = [
  'common',
  'sportsbook',
  'agent-settlement',
  'agent-reports',
  'member-messages',
  'promotions',
  'bonus',
  'rebate',
  'jackpot',
  'referral',
];

describe('console locale bundles', () => {
  it('ship Thai and English with the same keys, none empty', () => {
    expect([...bundles.keys()].sort()).toEqual(['en', 'fil', 'pt-BR', 'th']);
    expect([...(bundles.get('en') ?? [])].sort()).toEqual([...(bundles.get('th') ?? [])].sort());
    for (const [path, content] of Object.entries(files)) expect(JSON.stringify(content), path).not.toMatch(/:""/);
  });

  it('ship Portuguese and Filipino for the shell and the sportsbook screens, with every Thai key of those', () => {
    const thai = (bundles.get('th') ?? []).filter((key) => partlyTranslated.includes(key.split('.')[0] ?? ''));
    for (const language of ['pt-BR', 'fil']) expect([...(bundles.get(language) ?? [])].sort()).toEqual(thai.sort());
  });
});
