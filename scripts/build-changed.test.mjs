import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builds, needsBuild, stampBuild } from './build-changed.mjs';

const web = builds.find((build) => build.workspace === '@croupier/web');
const houseVendor = builds.find((build) => build.workspace === '@croupier/house-vendor');
let base = '';

function write(relative, content) {
  mkdirSync(path.dirname(path.join(base, relative)), { recursive: true });
  writeFileSync(path.join(base, relative), content);
}

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'build-changed-'));
  write('apps/web/src/main.tsx', 'one');
  write('apps/house-vendor/client/slot.html', '<p>slot</p>');
  write('packages/contracts/src/index.ts', 'export {}');
  write('package-lock.json', '{}');
  mkdirSync(path.join(base, web.output), { recursive: true });
  mkdirSync(path.join(base, houseVendor.output), { recursive: true });
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('building only what changed', () => {
  it('builds what was never built, and not again while its sources stay the same', () => {
    expect(needsBuild(base, web)).toBe(true);
    stampBuild(base, web);
    expect(needsBuild(base, web)).toBe(false);
  });

  it('rebuilds after a change to its own sources, a new file, or the contracts package', () => {
    stampBuild(base, web);
    write('apps/web/src/main.tsx', 'two');
    expect(needsBuild(base, web)).toBe(true);
    stampBuild(base, web);
    write('apps/web/src/new-page.tsx', 'three');
    expect(needsBuild(base, web)).toBe(true);
    stampBuild(base, web);
    write('packages/contracts/src/index.ts', 'export const changed = 1');
    expect(needsBuild(base, web)).toBe(true);
  });

  it('rebuilds the house vendor’s pages for their sources, not for the web app’s', () => {
    stampBuild(base, houseVendor);
    write('apps/web/src/main.tsx', 'two');
    expect(needsBuild(base, houseVendor)).toBe(false);
    write('apps/house-vendor/client/slot.html', '<p>new slot</p>');
    expect(needsBuild(base, houseVendor)).toBe(true);
  });

  it('is what `npm start` and the end-to-end run use instead of a full build', () => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));
    expect(manifest.scripts.start).toBe('node scripts/build-changed.mjs && node scripts/start.mjs');
    expect(manifest.scripts['test:e2e']).toBe('node scripts/build-changed.mjs && node e2e/run.mjs');
  });
});
