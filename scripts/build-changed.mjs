// Builds the web app, the operator console, the house vendor's game pages and the sportsbook's player app only when their sources changed since the last build:
// `npm start` no longer spends most of its start rebuilding what is already built. Each build's inputs are
// hashed; the hash is stamped inside its output folder after a successful build. Vite empties that folder when a
// build starts, so an interrupted or failed build leaves no stamp and the next start builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What each build reads: its own sources, the contracts package it imports, and the installed dependencies. */
const sharedInputs = [
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'scripts/compress-assets.mjs',
];
export const builds = [
  {
    workspace: '@croupier/web',
    output: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      ...sharedInputs,
    ],
  },
  {
    workspace: '@croupier/console',
    output: 'apps/console/dist',
    inputs: [
      'apps/console/src',
      'apps/console/public',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'apps/console/tsconfig.json',
      'apps/console/package.json',
      ...sharedInputs,
    ],
  },
  {
    workspace: '@croupier/house-vendor',
    output: 'apps/house-vendor/dist/client',
    inputs: [
      'apps/house-vendor/client',
      // The games' icons are drawn and rendered by the build (decision 0054).
      'apps/house-vendor/src/art',
      'apps/house-vendor/vite.config.ts',
      'apps/house-vendor/package.json',
      ...sharedInputs,
    ],
  },
  {
    workspace: '@croupier/sportsbook',
    output: 'apps/sportsbook/dist/client',
    inputs: [
      'apps/sportsbook/client',
      // The client imports the player API contract, the shared vocabulary and the markets' display maths.
      'apps/sportsbook/src/api',
      'apps/sportsbook/src/domain',
      'apps/sportsbook/src/markets',
      'apps/sportsbook/vite.config.ts',
      'apps/sportsbook/package.json',
      ...sharedInputs,
    ],
  },
];

export const stampName = '.source-hash';

function filesOf(base, relative) {
  const full = path.join(base, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(base, path.posix.join(relative, name)));
}

/** One hash over the paths and contents of every input file, in a fixed order. */
export function sourceHash(base, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(base, input))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(base, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether a build's output is missing or was built from other sources than the current ones. */
export function needsBuild(base, build) {
  const stamp = path.join(base, build.output, stampName);
  if (!existsSync(stamp)) return true;
  return readFileSync(stamp, 'utf8').trim() !== sourceHash(base, build.inputs);
}

export function stampBuild(base, build) {
  writeFileSync(path.join(base, build.output, stampName), `${sourceHash(base, build.inputs)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const build of builds) {
    if (!needsBuild(root, build)) {
      console.log(`${build.workspace}: sources unchanged since the last build`);
      continue;
    }
    const result = spawnSync('npm', ['run', 'build', '--workspace', build.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    stampBuild(root, build);
  }
}
