import type { DomainRoute, SiteConfig, WhitelabelNode } from '@croupier/contracts';
import { domainRouteQuerySchema } from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandOf } from '../../http/brand-context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/parse-input.js';

export type SystemRouteDependencies = {
  describeSite: (request: FastifyRequest) => Promise<SiteConfig>;
  listDomainRoutes: (request: FastifyRequest) => Promise<DomainRoute[]>;
  whitelabelOf: (request: FastifyRequest) => WhitelabelNode[];
};

/** The spec's system calls: status, site configuration, whitelabel switches, server lines and the speed ping. */
export function systemRoutes(dependencies: SystemRouteDependencies) {
  return async function register(app: FastifyInstance) {
    app.get('/wps/system/status', async (request) => ok(brandOf(request).status));

    app.get('/wps/system/permission', async (request) => ok(await dependencies.describeSite(request)));

    app.get('/wps/system/whitelabel', async (request) => ok(dependencies.whitelabelOf(request)));

    app.get('/wps/system/domainRoute', async (request) => {
      parseInput(domainRouteQuerySchema, request.query);
      return ok({ domainList: await dependencies.listDomainRoutes(request) });
    });

    // Timed by the speed panel from other server lines, so it is open to any origin and never cached.
    app.get('/common/v.1.0.1/ping.json', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', 'no-store');
      return { ok: true };
    });
  };
}
