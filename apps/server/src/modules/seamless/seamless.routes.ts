import type { FastifyInstance, FastifyRequest } from 'fastify';
import { seamlessHeaders, seamlessWalletPaths } from '@croupier/contracts';
import { ok } from '../../http/envelope.js';
import type { MoneyAnswer, MoneyOperation, SeamlessService } from './seamless.service.js';

export type SeamlessRouteDependencies = {
  seamless: SeamlessService;
  /** Told after every money answer that reached a player's wallet (the site's live balance). */
  onMoneyAnswer?: (answer: MoneyAnswer) => void;
};

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

/** The vendors' wallet API: the raw body is kept as text, because the signature covers its exact bytes. */
export function seamlessRoutes({ seamless, onMoneyAnswer }: SeamlessRouteDependencies) {
  return async function register(app: FastifyInstance) {
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

    app.post(seamlessWalletPaths.authenticate, async (request) => {
      const { vendor, body } = await verified(request);
      return ok(await seamless.authenticate(vendor, body));
    });

    app.post(seamlessWalletPaths.balance, async (request) => {
      const { vendor, body } = await verified(request);
      return ok(await seamless.balance(vendor, body));
    });

    for (const [path, operation] of moneyPaths) {
      app.post(path, async (request, reply) => {
        const { vendor, body } = await verified(request);
        const answer = await seamless.post(vendor, operation, body);
        onMoneyAnswer?.(answer);
        return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
      });
    }

    app.post(seamlessWalletPaths.closeRound, async (request) => {
      const { vendor, body } = await verified(request);
      return ok(await seamless.closeRound(vendor, body));
    });
  };
}
