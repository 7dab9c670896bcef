// Prints figures, never passes or fails: Lighthouse's mobile profile (its default: a mid-range phone, slow 4G and a
// 4× slower CPU, simulated) on the home page, run a few times because the machine is shared and the score is noisy.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** How many runs; the median of each figure is printed beside them. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? '3');

type Row = {
  run: string;
  performance: number;
  accessibility: number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  requests: number;
  'JS+CSS kB (transfer)': number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type NetworkItem = { resourceType?: string; transferSize?: number };

/**
 * Runs Lighthouse against `url` in Debian's Chromium (CHROME_PATH, /usr/bin/chromium unless set; never a download),
 * headless, and prints performance, accessibility, LCP, TBT, CLS, the request count and the script and style bytes.
 * Lists the failed accessibility audits, so a score under 100 says why.
 */
export async function benchmarkLighthouse(url: string): Promise<void> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const rows: Row[] = [];
  const failed = new Set<string>();
  const largestPaints = new Set<string>();
  try {
    for (let index = 0; index < runs; index += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error('Lighthouse answered nothing');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
      const items = details?.items ?? [];
      const scriptsAndStyles = items
        .filter((item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet')
        .reduce((total, item) => total + (item.transferSize ?? 0), 0);
      rows.push({
        run: String(index + 1),
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        'LCP ms': Math.round(numeric('largest-contentful-paint')),
        'TBT ms': Math.round(numeric('total-blocking-time')),
        CLS: Number(numeric('cumulative-layout-shift').toFixed(3)),
        requests: items.length,
        'JS+CSS kB (transfer)': Number((scriptsAndStyles / 1024).toFixed(1)),
      });
      // What the largest paint was, so a slow LCP says which element to look at.
      const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
      const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet;
      if (lcpNode) largestPaints.add(lcpNode);
      for (const reference of lhr.categories.accessibility?.auditRefs ?? []) {
        const audit = lhr.audits[reference.id];
        if (reference.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const nodes = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
          failed.add(`${audit.title} (${nodes.map((item) => item.node?.snippet ?? '').join(' ')})`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const medianRow: Record<string, string | number> = Object.fromEntries(
    Object.keys(rows[0] ?? {}).map((key): [string, string | number] =>
      key === 'run' ? [key, 'median'] : [key, median(rows.map((row) => row[key as keyof Row] as number))],
    ),
  );
  console.log(`\nLighthouse ${runs}× on ${url} (mobile profile, simulated slow 4G and 4× CPU, Chromium headless)`);
  console.table([...rows, medianRow]);
  console.log(`largest contentful paint: ${[...largestPaints].join(' | ') || 'not reported'}`);
  console.log(
    failed.size === 0 ? 'accessibility: every audit passed' : `accessibility audits failed: ${[...failed].join('; ')}`,
  );
}

if (import.meta.filename === process.argv[1]) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx lighthouse-bench.ts <url of a running platform>');
  await benchmarkLighthouse(url);
}
