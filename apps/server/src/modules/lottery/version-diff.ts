import type { ConfigChange } from '@croupier/contracts';

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

const isLeafList = (value: readonly Json[]) => value.every((item) => item === null || typeof item !== 'object');

/**
 * A document as path → text: objects open into their keys (`betTypes.WINGO_NUMBER.payoutThousandths.NUMBER`), a list
 * of plain values is one value (`1, 2, 3`) because a list such as closed numbers is read and changed as a whole.
 */
function flatten(value: Json, path: string, into: Map<string, string>) {
  if (value === null || typeof value !== 'object') {
    into.set(path, String(value));
    return;
  }
  if (Array.isArray(value)) {
    const list = value as readonly Json[];
    if (isLeafList(list)) into.set(path, list.map(String).join(', '));
    else list.forEach((item, index) => flatten(item, `${path}.${index}`, into));
    return;
  }
  for (const [key, item] of Object.entries(value as { readonly [key: string]: Json })) {
    flatten(item, path ? `${path}.${key}` : key, into);
  }
}

/** Every value that differs between two versions of a document, in path order; absent on one side is null. */
export function diffVersions(before: Json, after: Json): ConfigChange[] {
  const left = new Map<string, string>();
  const right = new Map<string, string>();
  flatten(before, '', left);
  flatten(after, '', right);
  const paths = [...new Set([...left.keys(), ...right.keys()])].sort();
  return paths
    .map((path) => ({ path, before: left.get(path) ?? null, after: right.get(path) ?? null }))
    .filter((change) => change.before !== change.after);
}
