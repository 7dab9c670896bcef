import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's state (filters, sort, page) lives in the address's search parameters, parsed with the list's schema, so
 * every view of a list is a link that opens the same rows. A parameter the schema refuses falls back to its
 * default instead of breaking the screen. Changing a filter goes back to page 1.
 */
export function useListSearchParams<Schema extends z.ZodObject>(schema: Schema) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => {
    const raw: Record<string, string> = {};
    for (const [name, value] of searchParams) if (value !== '') raw[name] = value;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    // Drop only the parameters that failed, keeping the rest of the link.
    const failed = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    return schema.parse(Object.fromEntries(Object.entries(raw).filter(([name]) => !failed.has(name))));
  }, [schema, searchParams]);

  const update = useCallback(
    (
      patch: Partial<Record<keyof z.output<Schema>, string | number | undefined>>,
      options: { keepPage?: boolean } = {},
    ) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!options.keepPage) next.delete('pageNo');
        return next;
      });
    },
    [setSearchParams],
  );

  return [values, update] as const;
}

/** The pager's calls for a list whose page and size live in the address: a new size starts again at page 1. */
export function listPager(
  update: (patch: { pageNo?: number; pageSize?: number }, options?: { keepPage?: boolean }) => void,
) {
  return {
    onPage: (pageNo: number) => update({ pageNo }, { keepPage: true }),
    onPageSize: (pageSize: number) => update({ pageSize }),
  };
}
