import { useEffect, useState } from 'react';
import { request } from '@/lib/api-client';

/**
 * An image of the operator API (a withdrawal's proof, a deposit's slip). It answers only with the operator's token
 * in a header, so it is fetched and shown from a blob address (the console's policy allows blob: images); a click
 * opens it full size.
 */
export function BlobImage({ path, label, failedText }: { path: string; label: string; failedText: string }) {
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let address: string | null = null;
    request(path, { signal: controller.signal })
      .then((response) => response.blob())
      .then((blob) => {
        address = URL.createObjectURL(blob);
        setSource(address);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (address) URL.revokeObjectURL(address);
    };
  }, [path]);
  if (failed) return <span className="text-xs text-red-700">{failedText}</span>;
  if (!source) return <span className="inline-block h-16 w-16 animate-pulse rounded bg-slate-100" aria-label={label} />;
  return (
    <a href={source} target="_blank" rel="noreferrer" title={label}>
      <img src={source} alt={label} className="h-16 w-16 rounded border border-slate-200 object-cover" />
    </a>
  );
}
