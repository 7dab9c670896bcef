import {
  adjustAnswerSchema,
  adjustRequestSchema,
  authenticateRequestSchema,
  balanceAnswerSchema,
  balanceRequestSchema,
  betRequestSchema,
  betWinRequestSchema,
  closeRoundAnswerSchema,
  closeRoundRequestSchema,
  jackpotWinAnswerSchema,
  jackpotWinRequestSchema,
  rollbackRequestSchema,
  seamlessAnswerSchema,
  seamlessHeaders,
  seamlessWalletPaths,
  vendorSessionSchema,
  voidRoundRequestSchema,
  walletAnswerSchema,
  winRequestSchema,
} from '@croupier/contracts';
import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JackpotWinAnswer, VendorSession } from '@croupier/contracts';
import type { KnownVendor, MoneyAnswer, MoneyOperation, SeamlessService } from '../modules/seamless/index.js';
import { ok } from './envelope.js';
import { answers } from './route-schemas.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const moneyPaths: [string, MoneyOperation, z.ZodType][] = [
  [seamlessWalletPaths.bet, 'bet', betRequestSchema],
  [seamlessWalletPaths.win, 'win', winRequestSchema],
  [seamlessWalletPaths.betWin, 'bet_win', betWinRequestSchema],
  [seamlessWalletPaths.rollback, 'rollback', rollbackRequestSchema],
  [seamlessWalletPaths.voidRound, 'void', voidRoundRequestSchema],
];

/** Every call here is signed by the vendor (docs/decisions/0008). */
const signed = [{ hmac: [] }];

/** The vendors' wallet API: the raw body is kept as text, because the signature covers its exact bytes. */
export function seamlessRoutes(dependencies: {
  seamless: SeamlessService;
  /** Told after every money answer that reached a player's wallet (the site's live balance). */
  onMoneyAnswer?: (answer: MoneyAnswer) => void;
  /** The progressive jackpot (decision 0087): the odds a launch is told, and a trigger's payout. */
  jackpot?: {
    ofLaunch(vendor: KnownVendor, session: VendorSession): Promise<{ oneIn: number } | null>;
    pay(vendor: KnownVendor, body: string): Promise<{ answer: JackpotWinAnswer; memberId: string; currency: string }>;
    onPaid?(paid: { answer: JackpotWinAnswer; memberId: string; currency: string }): void;
  };
}): FastifyPluginAsyncZod {
  const { seamless, onMoneyAnswer, jackpot } = dependencies;
  return async (app) => {
    // Machine to machine: every answer here is English, whatever the brand's language or the caller's headers.
    app.addHook('onRequest', async (request) => {
      request.language = 'en';
    });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    // The body schemas below document the calls (the OpenAPI document); they are not run on the request. The
    // signature covers the raw bytes, so the body stays text until it is verified, and the service parses it
    // with the same schemas afterwards: an unsigned caller learns nothing from a validation answer.
    app.setValidatorCompiler(() => (data: unknown) => ({ value: data }));
    const verified = (request: FastifyRequest) => {
      const body = typeof request.body === 'string' ? request.body : '';
      return seamless
        .verify({
          vendorCode: header(request, seamlessHeaders.vendor),
          timestamp: header(request, seamlessHeaders.timestamp),
          signature: header(request, seamlessHeaders.signature),
          body,
          sourceAddress: request.ip,
        })
        .then((vendor) => ({ vendor, body }));
    };

    app.post(
      seamlessWalletPaths.authenticate,
      {
        schema: {
          summary: 'What a launch token stands for (player, currency, balance, game)',
          security: signed,
          body: authenticateRequestSchema,
          response: answers(vendorSessionSchema),
        },
      },
      async (request) => {
        const { vendor, body } = await verified(request);
        const session = await seamless.authenticate(vendor, body);
        const odds = jackpot ? await jackpot.ofLaunch(vendor, session) : null;
        return ok(odds ? { ...session, jackpot: odds } : session);
      },
    );

    app.post(
      seamlessWalletPaths.balance,
      {
        schema: {
          summary: "A player's balance",
          security: signed,
          body: balanceRequestSchema,
          response: answers(balanceAnswerSchema),
        },
      },
      async (request) => {
        const { vendor, body } = await verified(request);
        return ok(await seamless.balance(vendor, body));
      },
    );

    for (const [path, operation, body] of moneyPaths) {
      app.post(
        path,
        {
          schema: {
            summary: `A money request: ${operation}`,
            security: signed,
            body,
            // The stored answer is sent as it was first written (a retry gets the same bytes): documented here,
            // never re-serialized.
            response: { 200: seamlessAnswerSchema(walletAnswerSchema) },
          },
        },
        async (request, reply) => {
          const { vendor, body } = await verified(request);
          const answer = await seamless.post(vendor, operation, body);
          onMoneyAnswer?.(answer);
          // The stored text, whatever its status: the typed reply of the documented 200 does not apply to it.
          const stored: FastifyReply = reply;
          return stored.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
        },
      );
    }

    app.post(
      seamlessWalletPaths.adjust,
      {
        schema: {
          summary: 'A vendor adjustment: a signed correction of a round (resettle, void, correction)',
          description:
            'Exactly once per transaction id (a retry gets the stored bytes; the same id with other content answers ' +
            'DUPLICATE_TRANSACTION). A positive amount pays the player and repays any open debt first; a negative ' +
            'one takes what the balance holds and records the rest as a debt (debtRecorded), which withholds ' +
            'withdrawals until later credits repay it. See docs/decisions/0056.',
          security: signed,
          body: adjustRequestSchema,
          response: { 200: seamlessAnswerSchema(adjustAnswerSchema) },
        },
      },
      async (request, reply) => {
        const { vendor, body } = await verified(request);
        const answer = await seamless.adjust(vendor, body);
        onMoneyAnswer?.(answer);
        const stored: FastifyReply = reply;
        return stored.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
      },
    );

    if (jackpot)
      app.post(
        seamlessWalletPaths.jackpotWin,
        {
          schema: {
            summary: "A jackpot trigger: pays the brand's whole pool to the launch's player (decision 0087)",
            description:
              'Exactly once per transaction id (a retry answers the first payout). The platform decides the amount: ' +
              'the pool as it stands when it pays, which then resets to its seed. JACKPOT_UNAVAILABLE when the ' +
              "brand's pool is off or empty.",
            security: signed,
            body: jackpotWinRequestSchema,
            response: answers(jackpotWinAnswerSchema),
          },
        },
        async (request) => {
          const { vendor, body } = await verified(request);
          const paid = await jackpot.pay(vendor, body);
          jackpot.onPaid?.(paid);
          return ok(paid.answer);
        },
      );

    app.post(
      seamlessWalletPaths.closeRound,
      {
        schema: {
          summary: 'Close a round (no more bets or wins on it)',
          security: signed,
          body: closeRoundRequestSchema,
          response: answers(closeRoundAnswerSchema),
        },
      },
      async (request) => {
        const { vendor, body } = await verified(request);
        return ok(await seamless.closeRound(vendor, body));
      },
    );
  };
}
