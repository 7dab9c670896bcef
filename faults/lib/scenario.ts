import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PostgresCluster } from './postgres-cluster.js';

/** What a scenario gets from the runner. */
export type ScenarioContext = {
  /** The run's own PostgreSQL cluster, shared by the scenarios (each makes its own database in it). */
  cluster: PostgresCluster;
  /** This scenario's folder for logs and data (kept after the run). */
  directory: string;
  /** Records a verdict; any failed check fails the run. */
  check: (name: string, passed: boolean, detail: string) => void;
  /** Prints a line of figures under the scenario's name. */
  report: (line: string) => void;
  /** Runs `cleanup` when the scenario ends, failed or not, the last registered first. */
  defer: (cleanup: () => Promise<unknown>) => void;
};

export type Scenario = {
  /** Short, kebab-case: names the scenario's folder and is printed. */
  name: string;
  /** One sentence: the fault and what must hold. */
  proves: string;
  run: (context: ScenarioContext) => Promise<void>;
};

/** Thousands separated by a thin space, as the figures are read by people. */
export const figure = (value: number) => value.toLocaleString('en').replaceAll(',', ' ');

/**
 * Runs the scenarios one after another on `cluster`, prints each one's figures and checks through `log`, and
 * answers whether every check passed. A scenario that throws fails (its cleanups still run) and the next one runs.
 */
export async function runScenarios(
  scenarios: readonly Scenario[],
  cluster: PostgresCluster,
  directory: string,
  log: (line: string) => void = console.log,
) {
  let failures = 0;
  for (const scenario of scenarios) {
    const started = Date.now();
    const scenarioDirectory = path.join(directory, scenario.name);
    mkdirSync(scenarioDirectory, { recursive: true });
    log(`\n== ${scenario.name}: ${scenario.proves}`);
    const cleanups: (() => Promise<unknown>)[] = [];
    const failuresBefore = failures;
    let checks = 0;
    const context: ScenarioContext = {
      cluster,
      directory: scenarioDirectory,
      check: (name, passed, detail) => {
        checks += 1;
        if (!passed) failures += 1;
        log(`   ${passed ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
      },
      report: (line) => log(`   ${line}`),
      defer: (cleanup) => void cleanups.push(cleanup),
    };
    try {
      await scenario.run(context);
      if (checks === 0) context.check('the scenario checked something', false, 'no check was made');
    } catch (error) {
      context.check('the scenario ran to its end', false, error instanceof Error ? error.message : String(error));
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
    }
    const failed = failures > failuresBefore;
    log(`   (${((Date.now() - started) / 1000).toFixed(1)} s${failed ? `, logs in ${scenarioDirectory}` : ''})`);
  }
  return failures === 0;
}
