import type { FastifyInstance } from 'fastify';
import type { ResolveBrandAccess } from '../flows/resolve-brand-access.js';
import type { OperatorPermission, OperatorService } from '../modules/operator/index.js';
import { registerBrandGate } from './brand-context.js';
import type { AuthenticateToken } from './member-auth.js';
import { registerMemberAuth } from './member-auth.js';
import type { BrandScope } from './operator-auth.js';
import { registerOperatorAuth } from './operator-auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the guard of the scope a route is in: the player API (a brand) or the operator console. */
    audience?: 'player' | 'operator';
    /** The site's two startup calls answer in maintenance and when the region is restricted, so it can show why. */
    openDuringMaintenance?: boolean;
    /** The session a player route needs: any logged-in member, a real (non-trial) one, or an agent. */
    member?: 'any' | 'real' | 'agent';
    /** Calls a member may make while a password change is forced on them. */
    allowedDuringPasswordChange?: boolean;
    /** Member calls that still answer while a time-out or self-exclusion is in force (reading it, issue #15). */
    allowedDuringProtection?: boolean;
    /** The permission of the operator's role a console route needs (the session alone when unset). */
    permission?: OperatorPermission;
    /** Which brand a console route acts on, checked against the operator's brands (required in that scope). */
    brand?: BrandScope;
    /** Console calls a session opened only to enrol a required second factor may make. */
    duringEnrolment?: boolean;
  }
}

// Any instance, whatever its type provider: a guard only adds hooks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyInstance = FastifyInstance<any, any, any, any, any>;

/** Registers `routes` in a child scope whose hooks guard exactly those routes (as routed, never the raw URL). */
export type Guard = <App extends AnyInstance>(app: App, routes: (scope: App) => void | Promise<void>) => Promise<void>;

export type RouteGuards = {
  /** The player API: the brand, maintenance and region gate, then the member's session (`config.member`). */
  player: Guard;
  /** The operator console: an operator session, the route's `config.permission`, and the audit log. */
  operator: Guard;
};

function guard(audience: 'player' | 'operator', addHooks: (scope: FastifyInstance) => void): Guard {
  return async (app, routes) => {
    await app.register(async (scope: AnyInstance) => {
      addHooks(scope as FastifyInstance);
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, audience };
      });
      await routes(scope as typeof app);
    });
  };
}

/** The guards app.ts hands to each area's plugin; the request properties they fill are declared once, here. */
export function createRouteGuards(
  app: FastifyInstance,
  dependencies: { resolveBrandAccess: ResolveBrandAccess; authenticate: AuthenticateToken; operators: OperatorService },
): RouteGuards {
  app.decorateRequest('brandAccess', null);
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);
  return {
    player: guard('player', (scope) => {
      registerBrandGate(scope, dependencies.resolveBrandAccess);
      registerMemberAuth(scope, dependencies.authenticate);
    }),
    operator: guard('operator', (scope) => registerOperatorAuth(scope, dependencies.operators)),
  };
}
