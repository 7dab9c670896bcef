import type { WithdrawalDependencies } from '../flows/shared/withdrawal-context.js';
import { bindBankAccount } from '../flows/bind-bank-account.js';
import { confirmWithdrawal } from '../flows/confirm-withdrawal.js';
import { requestWithdrawal } from '../flows/request-withdrawal.js';
import {
  approveWithdrawal,
  listWithdrawalsForReview,
  readWithdrawalProof,
  rejectWithdrawal,
} from '../flows/review-withdrawal.js';
import { setPaymentPassword } from '../flows/set-payment-password.js';
import type { WithdrawalRouteDependencies } from '../modules/withdrawal/index.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import { brandOf } from './brand-context.js';
import { requireRealMember } from './member-auth.js';
import { requireOperator } from './operator-auth.js';

/** Binds the withdrawal flows to HTTP requests: the brand, the logged-in member and the operator. */
export function withdrawalHandlers(dependencies: WithdrawalDependencies): WithdrawalRouteDependencies {
  const withdrawals = () => createWithdrawalService(dependencies);
  return {
    settings: (request) => withdrawals().describeSettings(brandOf(request).merchant, requireRealMember(request).member),
    listBankAccounts: (request) => withdrawals().listBankAccounts(requireRealMember(request).member.id),
    bindBankAccount: (request, body) =>
      bindBankAccount(dependencies, {
        merchant: brandOf(request).merchant,
        member: requireRealMember(request).member,
        body,
      }),
    removeBankAccount: (request, id) => withdrawals().removeBankAccount(requireRealMember(request).member.id, id),
    setPaymentPassword: (request, body) =>
      setPaymentPassword(dependencies, { member: requireRealMember(request).member, body }),
    listWithdrawals: (request, query) => withdrawals().listOwnWithdrawals(requireRealMember(request).member.id, query),
    getWithdrawal: async (request, id) => {
      const service = withdrawals();
      return service.describe(await service.getOwnWithdrawal(requireRealMember(request).member.id, id));
    },
    requestWithdrawal: (request, body, idempotencyKey) =>
      requestWithdrawal(dependencies, {
        merchant: brandOf(request).merchant,
        member: requireRealMember(request).member,
        amountMinor: body.amount,
        bankAccountId: body.bankAccountId,
        paymentPassword: body.paymentPassword,
        idempotencyKey,
      }),
    confirmWithdrawal: (request, id, body) =>
      confirmWithdrawal(dependencies, { member: requireRealMember(request).member, withdrawalId: id, body }),
    listForReview: (_request, query) => listWithdrawalsForReview(dependencies, query),
    approveWithdrawal: (request, id) =>
      approveWithdrawal(dependencies, { operator: requireOperator(request, 'payments.review'), withdrawalId: id }),
    rejectWithdrawal: (request, id, body) =>
      rejectWithdrawal(dependencies, {
        operator: requireOperator(request, 'payments.review'),
        withdrawalId: id,
        reason: body.reason,
      }),
    readProof: (_request, id, proofId) => readWithdrawalProof(dependencies, { withdrawalId: id, proofId }),
  };
}
