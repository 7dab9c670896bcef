import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint enforces what docs/architecture.md claims about imports. Each case lints a small source, in memory,
 * at a real path of the repository (the path decides which zone it is in), and expects the named rule to refuse
 * it; the control cases show the same paths pass with a permitted import.
 */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const importRules = new Set(['import-x/no-cycle', 'import-x/no-restricted-paths', 'no-restricted-imports']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: repositoryRoot,
    // Only the import rules run, so the sources need no type information.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => importRules.has(ruleId),
  });
});

async function importErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: `${repositoryRoot}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('the import lint', () => {
  it.each([
    [
      'a module imports another module',
      'apps/server/src/modules/wallet/wallet.service.ts',
      "import { createMemberService } from '../member/index.js';\nexport const members = createMemberService;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a module imports the HTTP layer',
      'apps/server/src/modules/wallet/wallet.service.ts',
      "import { ok } from '../../http/envelope.js';\nexport const answer = ok;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a module imports a flow',
      'apps/server/src/modules/games/games.service.ts',
      "import { launchGame } from '../../flows/launch-game.js';\nexport const launch = launchGame;\n",
      'import-x/no-restricted-paths',
    ],
    [
      "a tables file imports another module's service",
      'apps/server/src/modules/wallet/wallet.tables.ts',
      "import { createMemberService } from '../member/member.service.js';\nexport const members = createMemberService;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a service imports Fastify',
      'apps/server/src/modules/wallet/wallet.service.ts',
      "import Fastify from 'fastify';\nexport const app = Fastify;\n",
      'no-restricted-imports',
    ],
    [
      'a repository imports a Fastify plugin',
      'apps/server/src/modules/wallet/wallet.repository.ts',
      "import formBody from '@fastify/formbody';\nexport const plugin = formBody;\n",
      'no-restricted-imports',
    ],
    [
      'a flow imports Fastify',
      'apps/server/src/flows/adjust-balance.ts',
      "import type { FastifyRequest } from 'fastify';\nexport type Request = FastifyRequest;\n",
      'no-restricted-imports',
    ],
    [
      'a job imports Fastify',
      'apps/server/src/jobs/run-lottery.ts',
      "import Fastify from 'fastify';\nexport const app = Fastify;\n",
      'no-restricted-imports',
    ],
    [
      'a flow imports the HTTP layer',
      'apps/server/src/flows/adjust-balance.ts',
      "import { ok } from '../http/envelope.js';\nexport const answer = ok;\n",
      'import-x/no-restricted-paths',
    ],
    [
      "a flow reaches past a module's index",
      'apps/server/src/flows/adjust-balance.ts',
      "import { createWalletService } from '../modules/wallet/wallet.service.js';\nexport const wallet = createWalletService;\n",
      'no-restricted-imports',
    ],
    [
      'a web feature imports another feature',
      'apps/web/src/features/wallet/history-filters.ts',
      "import { initialLobbyFilter } from '../games/lobby-filter';\nexport const filter = initialLobbyFilter;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a web feature imports another feature by the @ alias',
      'apps/web/src/features/wallet/history-filters.ts',
      "import { initialLobbyFilter } from '@/features/games/lobby-filter';\nexport const filter = initialLobbyFilter;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'an import cycle',
      'apps/server/src/modules/wallet/wallet.repository.ts',
      "import { createWalletService } from './wallet.service.js';\nexport const wallet = createWalletService;\n",
      'import-x/no-cycle',
    ],
  ])('refuses %s', async (_case, filePath, source, rule) => {
    const errors = await importErrors(filePath, source);
    expect(
      errors.some((error) => error.startsWith(`${rule}:`)),
      errors.join('\n'),
    ).toBe(true);
  });

  it.each([
    [
      'a module importing its own files and shared code',
      'apps/server/src/modules/wallet/wallet.service.ts',
      "import { DomainError } from '../../lib/domain-error.js';\nimport { trackedAccountKinds } from './wallet.tables.js';\nexport const used = [DomainError, trackedAccountKinds];\n",
    ],
    [
      "a tables file naming another module's table",
      'apps/server/src/modules/wallet/wallet.tables.ts',
      "import { merchant } from '../merchant/merchant.tables.js';\nexport const used = merchant;\n",
    ],
    [
      'a flow composing modules through their index',
      'apps/server/src/flows/adjust-balance.ts',
      "import { createWalletService } from '../modules/wallet/index.js';\nimport { createMemberService } from '../modules/member/index.js';\nexport const used = [createWalletService, createMemberService];\n",
    ],
    [
      'the HTTP layer using Fastify and a flow',
      'apps/server/src/http/wallet.routes.ts',
      "import type { FastifyInstance } from 'fastify';\nimport { adjustBalance } from '../flows/adjust-balance.js';\nexport type App = FastifyInstance;\nexport const used = adjustBalance;\n",
    ],
    [
      'a web feature using shared components and its own files',
      'apps/web/src/features/wallet/history-filters.ts',
      "import { formatMoney } from '@/lib/format-money';\nimport { transactionTypes } from '@croupier/contracts';\nexport const used = [formatMoney, transactionTypes];\n",
    ],
  ])('allows %s', async (_case, filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});
