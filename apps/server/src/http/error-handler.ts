import type { ErrorCode } from '@croupier/contracts';
import { defaultLanguage, errorMessage, fillMessage } from '@croupier/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { DomainError } from '../lib/domain-error.js';
import { TwoFactorKeyError } from '../modules/two-factor/index.js';

export { isDatabaseUnavailable };

/** A field a request's declared schema refused, and why (a contracts message key). */
export type FieldError = { path: string; message: string };

/** The one place error codes become HTTP statuses. */
export const statusOfCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNKNOWN_MERCHANT: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SYSTEM_MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  INTERNAL_ERROR: 500,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 401,
  CAPTCHA_INVALID: 401,
  ACCOUNT_LOCKED: 429,
  NON_MEMBER_LOGIN: 403,
  NON_AGENT_LOGIN: 403,
  INVALID_INVITATION_CODE: 400,
  VERIFICATION_CODE_INVALID: 401,
  VERIFICATION_CODE_EXPIRED: 401,
  SMS_TOO_MANY_REQUESTS: 429,
  OPERATION_NOT_ENABLED: 403,
  OLD_PASSWORD_WRONG: 400,
  RESET_LINK_INVALID: 400,
  TRIAL_ACCOUNT_NOT_ALLOWED: 403,
  AGENT_ONLY: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  INSUFFICIENT_FUNDS: 400,
  PAYMENT_PASSWORD_REQUIRED: 400,
  PAYMENT_PASSWORD_WRONG: 400,
  BANK_ACCOUNT_REQUIRED: 400,
  PAYEE_NAME_MISMATCH: 400,
  AMOUNT_OUT_OF_RANGE: 400,
  WITHDRAWAL_LIMIT_REACHED: 429,
  INVALID_STATE: 409,
  UPLOAD_INVALID: 400,
  IMAGE_INVALID: 400,
  PAYMENT_CHANNEL_UNAVAILABLE: 400,
  SIGNATURE_INVALID: 401,
  GAME_MAINTENANCE: 503,
  FAVOURITE_TOO_FAST: 429,
  DEMO_NOT_AVAILABLE: 403,
  DUPLICATE_TRANSACTION: 409,
  TRANSACTION_ROLLED_BACK: 409,
  SESSION_NOT_FOUND: 401,
  SESSION_EXPIRED: 401,
  CURRENCY_MISMATCH: 400,
  PLAYER_BLOCKED: 403,
  TIMESTAMP_STALE: 401,
  // A vendor's move that breaks its round's life (see docs/vendor-api.md): final answers, stored like the rest.
  ROUND_NOT_FOUND: 409,
  ROUND_CLOSED: 409,
  ROUND_VOIDED: 409,
  ROUND_MISMATCH: 409,
  WIN_LIMIT_EXCEEDED: 409,
  // The vendor refused and nothing moved (or the move was reversed): a clear answer, so the next try is a new request.
  VENDOR_TRANSFER_FAILED: 409,
  // The vendor has not confirmed either way: the client retries with the same key, which finishes the move.
  VENDOR_TRANSFER_PENDING: 504,
  DRAW_NOT_FOUND: 404,
  DRAW_CLOSED: 409,
  LOTTERY_BET_INVALID: 400,
  LOTTERY_NUMBER_CLOSED: 409,
  LOTTERY_ROUND_CONFLICT: 409,
  LOTTERY_LIMIT_EXCEEDED: 409,
  CANCEL_NOT_ALLOWED: 409,
  CANCEL_CHASE_ORDER_IS_NOT_LAST_START: 409,
  RESULT_INVALID: 400,
  RESULT_SAME_OPERATOR: 403,
  TWO_PERSON_SAME_OPERATOR: 403,
  RESULT_MISMATCH: 409,
  INVALID_TEXT: 400,
  STREAM_LIMIT_REACHED: 429,
  TOO_MANY_ATTEMPTS_IN_FLIGHT: 429,
  TWO_FACTOR_REQUIRED: 400,
  TWO_FACTOR_CODE_INVALID: 401,
  TWO_FACTOR_LOCKED: 429,
  TWO_FACTOR_NOT_ENROLLED: 403,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_REQUIRED_BY_BRAND: 403,
  TWO_FACTOR_CHALLENGE_INVALID: 401,
  TWO_FACTOR_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  OPERATOR_SELF_DISABLE: 409,
  LAST_ADMIN: 409,
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  // The responsible-gaming gate's refusals (issue #15): the player's own choice, not a fault to retry.
  DEPOSIT_LIMIT_REACHED: 403,
  LOSS_LIMIT_REACHED: 403,
  WAGER_LIMIT_REACHED: 403,
  SESSION_LIMIT_REACHED: 403,
  LIMIT_COOLING_OFF: 409,
  PLAYER_TIMED_OUT: 403,
  PLAYER_SELF_EXCLUDED: 403,
  IDENTITY_EXCLUDED: 403,
  UNDER_AGE: 400,
  SPORTSBOOK_UNAVAILABLE: 503,
  SPORTSBOOK_REFUSED: 409,
  SPORTSBOOK_INVALID_FACTS: 422,
  SPORTSBOOK_INVALID_MARGINS: 422,
  // A vendor adjustment left a debt (decision 0056): withdrawals wait until credits repay it or it is written off.
  DEBT_OUTSTANDING: 409,
  WITHDRAWAL_DEBT_OUTSTANDING: 409,
  AGENT_OBLIGATION_OUTSTANDING: 409,
  // Issue #19: promotions and the bonus wallet.
  MAX_BET_EXCEEDED: 409,
  BONUS_GAME_NOT_ELIGIBLE: 409,
  BONUS_FORFEIT_REQUIRED: 409,
  BONUS_TRANSFER_BLOCKED: 409,
  PROMOTION_NOT_FOUND: 404,
  PROMOTION_NOT_ELIGIBLE: 409,
  PROMOTION_UNAVAILABLE: 409,
  PROMOTION_TERMS_CHANGED: 409,
  PROMOTION_TERMS_OUTSIDE_PROFILE: 422,
  BONUS_GRANT_CLOSED: 409,
  // The manual rebate (decision 0079).
  REBATE_BELOW_MIN: 409,
  REBATE_CHANGED: 409,
  REBATE_OFF: 403,
  SOCIAL_LOGIN_DISABLED: 403,
  SOCIAL_LOGIN_STATE_INVALID: 400,
  SOCIAL_LOGIN_FAILED: 400,
  SOCIAL_LOGIN_TICKET_INVALID: 400,
  SOCIAL_LOGIN_ALREADY_LINKED: 409,
  MISSION_NOT_FOUND: 404,
  MISSION_TARGET_NOT_MET: 409,
  MISSION_ALREADY_CLAIMED: 409,
  MISSION_CLAIM_CLOSED: 409,
  MISSION_ALREADY_CHECKED_IN: 409,
  MISSION_NOT_EDITABLE: 409,
  // The progressive jackpot (decision 0087): no enabled pool, or a pool with nothing in it.
  JACKPOT_UNAVAILABLE: 409,
  REFERRAL_AGENT_CONFLICT: 400,
  REFERRAL_OFF: 403,
  REFERRAL_MOBILE_MISSING: 409,
  // Live chat (decision 0085).
  LIVE_CHAT_OFF: 403,
  CHAT_NOT_FOUND: 404,
  CHAT_CLOSED: 409,
  CHAT_MESSAGE_EMPTY: 400,
  CHAT_ATTACHMENT_INVALID: 400,
  CHAT_TOO_MANY_ATTACHMENTS: 400,
  CHAT_ASSIGNED_TO_ANOTHER: 409,
  CHAT_NOT_ON_DUTY: 409,
  CHAT_OPERATOR_NOT_ON_DUTY: 409,
  CHAT_TOKEN_REQUIRED: 401,
  // Feedback (decision 0087).
  FEEDBACK_EMPTY: 400,
  FEEDBACK_TOO_LONG: 400,
  FEEDBACK_TOO_MANY_IMAGES: 400,
  FEEDBACK_IMAGE_INVALID: 400,
  FEEDBACK_NOT_FOUND: 404,
  // Points and the mall (decision 0082).
  POINTS_INSUFFICIENT: 409,
  MALL_ITEM_UNAVAILABLE: 404,
  MALL_OUT_OF_STOCK: 409,
  MALL_LIMIT_REACHED: 409,
  POINTS_CONVERT_OFF: 403,
  POINTS_CONVERT_INVALID: 400,
  REDEMPTION_NOT_IN_PROCESS: 409,
  // The VIP ladder (decision 0081).
  VIP_OFF: 403,
  VIP_GIFT_UNAVAILABLE: 409,
  SALARY_CLAIM_UNAVAILABLE: 409,
  TRANSACTION_NOT_FOUND: 409,
  ADJUSTMENT_EXCEEDS_ROUND: 409,
  // Agent transfers, affiliate applications and the agent tree (decision 0075).
  TRANSFER_UPLINE_NOT_ALLOWED: 403,
  NO_UPLINE: 409,
  NOT_IN_TEAM: 403,
  AFFILIATE_APPLICATION_PENDING: 409,
  ALREADY_AGENT: 409,
  MESSAGE_NOT_FOUND: 404,
  MESSAGE_RECIPIENT_NOT_FOUND: 404,
  UPLINE_NOT_AGENT: 400,
  HIERARCHY_CYCLE: 409,
  UPLINE_OTHER_BRAND: 409,
  DOWNLINE_NOT_FOUND: 404,
  INVITE_LINK_NOT_FOUND: 404,
  AGENT_QUOTA_REACHED: 409,
  // Agent contracts (issue #18): refusals of an offer or an answer, each with its own text.
  CONTRACT_NOT_HELD: 409,
  CONTRACT_NOT_DIRECT_DOWNLINE: 403,
  CONTRACT_RECEIVER_NOT_AGENT: 409,
  CONTRACT_ALREADY_LIVE: 409,
  CONTRACT_TERMS_INVALID: 400,
  CONTRACT_NOT_DOMINATED: 400,
  CONTRACT_QUOTA_REACHED: 409,
  CONTRACT_NOT_TOP_ELIGIBLE: 409,
};

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, value: unknown = null) {
  const language = request.language ?? defaultLanguage;
  const message = fillMessage(errorMessage(code, language), value);
  return reply.status(statusOfCode[code]).send({ success: false, message, value, code });
}

/** Fastify's own client errors (bad JSON, body too large, wrong media type) keep their 4xx status. */
function codeOfFrameworkError(error: FastifyError): ErrorCode {
  if (error.statusCode === 429) return 'TOO_MANY_REQUESTS';
  if (error.statusCode === 404) return 'NOT_FOUND';
  return 'VALIDATION_FAILED';
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      // A refusal the rules meant (bad input, no session, maintenance): a fact about the request, not a fault.
      if (error.code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'domain error');
      else request.log.info({ code: error.code, statusCode: statusOfCode[error.code] }, 'request refused');
      return sendError(request, reply, error.code, error.value);
    }
    // A route's declared schema refused the input: 400 VALIDATION_FAILED naming each field.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean).join('.'),
        message: issue.message ?? '',
      }));
      request.log.info({ code: 'VALIDATION_FAILED', statusCode: 400 }, 'request refused');
      return sendError(request, reply, 'VALIDATION_FAILED', { fields });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const language = request.language ?? defaultLanguage;
      const code = codeOfFrameworkError(error);
      request.log.info({ code, statusCode, reason: error.code ?? null }, 'request refused');
      return reply
        .status(statusCode)
        .send({ success: false, message: errorMessage(code, language), value: { reason: error.code ?? null }, code });
    }
    // The start-up check proved the key opens its check value, so this is one stored secret that does not open
    // (a changed row): the operator must know, the member gets a stable answer rather than a 500.
    if (error instanceof TwoFactorKeyError) {
      request.log.error({ err: error }, 'a stored two-factor secret does not open');
      return sendError(request, reply, 'TWO_FACTOR_UNAVAILABLE');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    // Internals (SQL, stack, driver text) go to the log with the request id, never to the caller.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL_ERROR');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 'NOT_FOUND', { path: request.url.split('?')[0] }),
  );
}
