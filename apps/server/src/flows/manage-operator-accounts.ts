import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createMerchantService } from '../modules/merchant/index.js';
import type { Operator, OperatorAccount, OperatorRole } from '../modules/operator/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

type Dependencies = { db: Database; clock: Clock };

/** Every brand named must exist (UNKNOWN_MERCHANT otherwise): a typo must not leave an operator with no brand. */
async function requireKnownBrands(dependencies: Dependencies, brands: readonly string[] | null) {
  const merchants = createMerchantService(dependencies);
  for (const code of brands ?? []) await merchants.resolveMerchant({ code });
}

const accessDetail = (account: OperatorAccount) => ({
  roles: account.roles,
  brands: account.brands,
  disabled: account.disabled,
  twoFactorRequired: account.twoFactorRequired,
});

/** A new console account with its roles and brands (audited; never its password). */
export async function createOperatorAccount(
  dependencies: Dependencies,
  input: {
    actor: Operator;
    username: string;
    password: string;
    roles: readonly OperatorRole[];
    brands: readonly string[] | null;
    twoFactorRequired: boolean;
  },
) {
  await requireKnownBrands(dependencies, input.brands);
  return auditedOperatorChange<OperatorAccount>(
    dependencies,
    { operator: input.actor, action: 'operator.account.create', target: input.username, detail: accessDetail },
    (operators) =>
      operators.createAccount({
        username: input.username,
        password: input.password,
        roles: input.roles,
        brands: input.brands,
        twoFactorRequired: input.twoFactorRequired,
      }),
  );
}

/**
 * Changes an account's roles and brands, or disables or enables it, with the audit row in the same transaction
 * (the service refuses disabling oneself and losing the last admin of every brand; a disabled account's
 * sessions end at once).
 */
export async function changeOperatorAccount(
  dependencies: Dependencies,
  input: {
    actor: Operator;
    id: string;
    change: { roles?: readonly OperatorRole[]; brands?: readonly string[] | null; disabled?: boolean };
  },
) {
  if (input.change.brands !== undefined) await requireKnownBrands(dependencies, input.change.brands);
  const action =
    input.change.disabled === undefined
      ? 'operator.account.access'
      : input.change.disabled
        ? 'operator.account.disable'
        : 'operator.account.enable';
  return auditedOperatorChange<OperatorAccount>(
    dependencies,
    {
      operator: input.actor,
      action,
      target: input.id,
      detail: (account) => ({ username: account.username, ...accessDetail(account) }),
    },
    (operators) => operators.changeAccount(input.actor, input.id, input.change),
  );
}

/** Ends every session of the operator who asks (a lost laptop, a shared screen), audited. */
export async function signOutEverywhere(dependencies: Dependencies, operator: Operator) {
  const endedSessions = await auditedOperatorChange<number>(
    dependencies,
    {
      operator,
      action: 'operator.session.end-all',
      target: operator.username,
      detail: (ended) => ({ endedSessions: ended }),
    },
    (operators) => operators.endAllSessions(operator.id),
  );
  return { endedSessions };
}
