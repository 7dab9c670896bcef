import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from '../flows/authenticate-member.js';
import { refuseTrialAccount } from '../flows/shared/authenticated-member.js';
import { DomainError } from '../lib/domain-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member of this brand, when the request carries a live token. */
    member: AuthenticatedMember | null;
  }
}

export type AuthenticateToken = (input: {
  merchantId: string;
  timeZone: string;
  token: string;
}) => Promise<AuthenticatedMember | null>;

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 ? token : null;
}

/**
 * On every routed call of the scope (after the brand gate): reads the bearer token, where an unknown or expired
 * token simply means "not logged in", then enforces the member the route declares (`config.member`) before its
 * input is parsed, so a caller without the right session learns nothing about the input rules.
 */
export function registerMemberAuth(scope: FastifyInstance, authenticate: AuthenticateToken) {
  scope.addHook('onRequest', async (request) => {
    const token = bearerTokenOf(request);
    const brand = request.brandAccess?.merchant;
    if (token && brand) request.member = await authenticate({ merchantId: brand.id, timeZone: brand.timeZone, token });
    const { config } = request.routeOptions;
    const sessionRefusal = request.member?.sessionRefusal;
    if (sessionRefusal) {
      request.member = null;
      if (config.member !== undefined) throw sessionRefusal;
    }
    // A member under a time-out or self-exclusion is nobody on open routes, and refused with its end on member ones.
    const protectionRefusal = request.member?.protectionRefusal;
    if (protectionRefusal) {
      if (config.member === undefined) request.member = null;
      else if (!config.allowedDuringProtection) throw protectionRefusal;
    }
    switch (config.member) {
      case undefined:
        return;
      case 'any':
        requireMember(request);
        return;
      case 'real':
        requireRealMember(request);
        return;
      case 'agent':
        requireAgent(request);
        return;
    }
  });
}

/** The logged-in member, or 401 NOT_LOGGED_IN. A member who must change their password may do only that. */
export function requireMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new DomainError('NOT_LOGGED_IN');
  if (request.member.member.mustChangePassword && !request.routeOptions.config.allowedDuringPasswordChange) {
    throw new DomainError('PASSWORD_CHANGE_REQUIRED');
  }
  return request.member;
}

/** A real (non-trial) member: trial accounts get TRIAL_ACCOUNT_NOT_ALLOWED (spec §6 'in_need_true_account'). */
export function requireRealMember(request: FastifyRequest): AuthenticatedMember {
  const member = requireMember(request);
  refuseTrialAccount(member);
  return member;
}

export function requireAgent(request: FastifyRequest): AuthenticatedMember {
  const member = requireMember(request);
  if (!member.isAgent) throw new DomainError('AGENT_ONLY');
  return member;
}

/** The resource must belong to the caller; otherwise it is answered as if it did not exist. */
export function requireOwner(request: FastifyRequest, ownerMemberId: string): AuthenticatedMember {
  const member = requireMember(request);
  if (member.member.id !== ownerMemberId) throw new DomainError('NOT_FOUND');
  return member;
}
