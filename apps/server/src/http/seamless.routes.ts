import { seamlessHeaders, seamlessWalletPaths, vendorSessionSchema } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyAnswer, MoneyOperation, SeamlessService } from '../modules/seamless/index.js';
import { ok } from './envelope.js';
import { answers } from './route-schemas.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const moneyPaths: [string, MoneyOperation][] = [
  [seamlessWalletPaths.bet, 'bet'],
  [seamlessWalletPaths.win, 'win'],
  [seamlessWalletPaths.betWin, 'bet_win'],
  [seamlessWalletPaths.rollback, 'rollback'],
  [seamlessWalletPaths.voidRound, 'void'],
];

/** Every call here is signed by the vendor (docs/decisions/0008). */
const signed = [{ hmac: [] }];

/** The vendors' wallet API: the raw body is kept as text, because the signature covers its exact bytes. */
export function seamlessRoutes(dependencies: {
  seamless: SeamlessService;
  /** Told after every money answer that reached a player's wallet (the site's live balance). */
  onMoneyAnswer?: (answer: MoneyAnswer) => void;
}): FastifyPluginAsyncZod {
  const { seamless, onMoneyAnswer } = dependencies;
  return async (app) => {
    // Machine to machine: every answer here is English, whatever the brand's language or the caller's headers.
    app.addHook('onRequest', async (request) => {
      request.language = 'en';
    });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
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
          response: answers(vendorSessionSchema),
        },
      },
      async (request) => {
        const { vendor, body } = await verified(request);
        return ok(await seamless.authenticate(vendor, body));
      },
    );

    app.post(
      seamlessWalletPaths.balance,
      { schema: { summary: "A player's balance", security: signed } },
      async (request) => {
        const { vendor, body } = await verified(request);
        return ok(await seamless.balance(vendor, body));
      },
    );

    for (const [path, operation] of moneyPaths) {
      app.post(
        path,
        { schema: { summary: `A money request: ${operation}`, security: signed } },
        async (request, reply) => {
          const { vendor, body } = await verified(request);
          const answer = await seamless.post(vendor, operation, body);
          onMoneyAnswer?.(answer);
          return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
        },
      );
    }

    app.post(
      seamlessWalletPaths.closeRound,
      { schema: { summary: 'Close a round (no more bets or wins on it)', security: signed } },
      async (request) => {
        const { vendor, body } = await verified(request);
        return ok(await seamless.closeRound(vendor, body));
      },
    );
  };
}
