// Starts the whole platform: the API server (which also serves the built web app and console), the house vendor and
// the sportsbook (vendor HOUSE_SB).
// With --dev, the processes restart on change and the web app runs on Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const tsx = dev ? ['--import', 'tsx', '--watch'] : ['--import', 'tsx'];

const processes = [
  { name: 'server', command: process.execPath, args: [...tsx, 'apps/server/src/main.ts'] },
  { name: 'house-vendor', command: process.execPath, args: [...tsx, 'apps/house-vendor/src/main.ts'] },
  { name: 'sportsbook', command: process.execPath, args: [...tsx, 'apps/sportsbook/src/main.ts'] },
];
if (dev) {
  processes.push({ name: 'web', command: 'npm', args: ['run', 'dev', '--workspace', '@croupier/web'] });
  // The console's dev server: http://localhost:5174/console/ (its /bo calls go to the server).
  processes.push({ name: 'console', command: 'npm', args: ['run', 'dev', '--workspace', '@croupier/console'] });
}

// Each vendor signs its wallet calls with a secret the platform also knows: one per start unless given.
const environment = {
  ...process.env,
  HOUSE_VENDOR_SECRET: process.env.HOUSE_VENDOR_SECRET || randomBytes(32).toString('hex'),
  SPORTSBOOK_VENDOR_SECRET: process.env.SPORTSBOOK_VENDOR_SECRET || randomBytes(32).toString('hex'),
};

const children = processes.map(({ name, command, args }) => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: environment });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} exited (${signal ?? code}); stopping the platform`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(exitCode), 15_000);
  deadline.unref();
  Promise.all(
    children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.on('exit', resolve)))),
  ).then(
    () => process.exit(exitCode),
    () => process.exit(exitCode),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
