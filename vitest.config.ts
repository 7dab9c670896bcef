import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** One runner for the whole repository; each workspace is a project with its own environment. */
export default defineConfig({
  test: {
    // Vitest's default leaves one core to the main process: one worker on CI's 2 cores, where the suite waits on
    // databases and timers as much as it computes. Two workers there (decision 0069, amended again).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          // Some tests build a whole test app (database, seed, app) inside the test; CI runs two workers on 2 cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A page test renders and waits in jsdom; on a busy 2-core machine that alone took more than the default 5 s.
          testTimeout: 20_000,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/console/src', import.meta.url)) } },
        test: {
          name: 'console',
          root: './apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'house-vendor',
          root: './apps/house-vendor',
          include: ['src/**/*.test.ts', 'client/**/*.test.ts'],
          passWithNoTests: true,
          // Seeded simulations take seconds of CPU each; CI runs two test workers beside lint on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'sportsbook',
          root: './apps/sportsbook',
          include: ['src/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
          passWithNoTests: true,
          testTimeout: 30_000,
          // A suite's database (PGlite or a PostgreSQL copy) and recorded feeds are made in hooks; with two workers on
          // 2 cores that ran past vitest's default 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.spec.ts'],
          exclude: ['node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
