import type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import { createMemberService } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createTwoFactorService } from '../modules/two-factor/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { withSecondFactorAttempt } from './shared/second-factor.js';

/** The security centre's view of the member's second factor. */
export async function describeTwoFactor(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; member: Member },
): Promise<TwoFactorStatus> {
  const state = await createTwoFactorService(dependencies).getState(input.member.id);
  const policy = await createMemberService(dependencies).getAccountPolicy(input.merchant.id);
  return {
    enabled: state.enabled,
    requiredByBrand: policy.twoFactorRequired,
    enabledAt: state.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: state.recoveryCodesLeft,
  };
}

/** The login password, checked as one of the second factor's attempts (a wrong one keeps it counted). */
async function checkPassword(dependencies: AccountDependencies, member: Member, password: string) {
  const found = await createMemberService(dependencies).verifyCredentials(member.merchantId, member.username, password);
  if (!found || found.id !== member.id) throw new DomainError('OLD_PASSWORD_WRONG');
}

/** Starts an enrolment after the login password: a new secret, pending until its first code. */
export async function startTwoFactorEnrolment(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; member: Member; password: string },
): Promise<TwoFactorEnrolment> {
  const twoFactor = createTwoFactorService(dependencies);
  if ((await twoFactor.getState(input.member.id)).enabled) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
  return withSecondFactorAttempt(dependencies, { kind: 'member', id: input.member.id }, async () => {
    await checkPassword(dependencies, input.member, input.password);
    return twoFactor.startEnrolment(input.member, input.merchant.name);
  });
}

/** The first code from the app turns the factor on; the recovery codes are answered this once. */
export async function confirmTwoFactorEnrolment(
  dependencies: AccountDependencies,
  input: { member: Member; code: string },
): Promise<RecoveryCodes> {
  const twoFactor = createTwoFactorService(dependencies);
  if ((await twoFactor.getState(input.member.id)).enabled) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
  const recoveryCodes = await withSecondFactorAttempt(dependencies, { kind: 'member', id: input.member.id }, () =>
    runInTransaction(dependencies.db, (transaction) =>
      createTwoFactorService({ db: transaction, clock: dependencies.clock }).confirmEnrolment(
        input.member.id,
        input.code,
      ),
    ),
  );
  return { recoveryCodes };
}

/** A new set of recovery codes (the old ones stop working), after a current code. */
export async function regenerateRecoveryCodes(
  dependencies: AccountDependencies,
  input: { member: Member; code: string },
): Promise<RecoveryCodes> {
  const twoFactor = createTwoFactorService(dependencies);
  if (!(await twoFactor.getState(input.member.id)).enabled) throw new DomainError('TWO_FACTOR_NOT_ENROLLED');
  const recoveryCodes = await withSecondFactorAttempt(
    dependencies,
    { kind: 'member', id: input.member.id },
    async () =>
      (await twoFactor.useCode(input.member.id, input.code))
        ? twoFactor.regenerateRecoveryCodes(input.member.id)
        : null,
  );
  return { recoveryCodes };
}

/** Turns the factor off after the login password and a current or recovery code; not where the brand requires it. */
export async function disableTwoFactor(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; member: Member; code: string; password: string },
): Promise<void> {
  const twoFactor = createTwoFactorService(dependencies);
  if (!(await twoFactor.getState(input.member.id)).enabled) throw new DomainError('TWO_FACTOR_NOT_ENROLLED');
  if ((await createMemberService(dependencies).getAccountPolicy(input.merchant.id)).twoFactorRequired) {
    throw new DomainError('TWO_FACTOR_REQUIRED_BY_BRAND');
  }
  await withSecondFactorAttempt(dependencies, { kind: 'member', id: input.member.id }, async () => {
    await checkPassword(dependencies, input.member, input.password);
    if (!(await twoFactor.useCode(input.member.id, input.code))) return null;
    return twoFactor.disable(input.member.id);
  });
}
