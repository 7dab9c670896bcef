import type { SocialProvider, SocialProviderConfig } from '@croupier/contracts';
import { defaultSocialIssuers, socialProviders } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { createSecretToken, hashSecret } from '../../lib/secret-token.js';
import { openClientSecret, sealClientSecret } from './social-login.cipher.js';
import type { ProviderClient } from './social-login.oidc.js';
import { beginAuthorization, finishAuthorization } from './social-login.oidc.js';
import type { ProviderRow } from './social-login.repository.js';
import {
  deleteIdentity,
  deleteSpentAttempts,
  deleteSpentTickets,
  insertAttempt,
  insertEvent,
  insertIdentity,
  insertTicket,
  lockProvider,
  selectIdentity,
  selectLiveTicket,
  selectMemberIdentities,
  selectProvider,
  selectProviders,
  upsertProvider,
  useAttempt,
  useTicketRow,
} from './social-login.repository.js';
import type { SocialLinkMethod } from './social-login.tables.js';

/** How long a started login may take at the provider, and how long a verified identity waits to be linked. */
export const attemptMinutes = 10;
export const ticketMinutes = 10;

/**
 * The attempt's lookup key: the state the provider hands back together with the secret only the starting browser
 * holds. A callback link opened in another browser finds no attempt (and does not use it up).
 */
const attemptKey = (state: string, browserBinding: string) => hashSecret(`${state}:${browserBinding}`);

/** The console's view of a provider row: never the secret, only whether one is set. */
function describeProvider(provider: SocialProvider, row: ProviderRow | null): SocialProviderConfig {
  return {
    provider,
    enabled: row?.enabled ?? false,
    clientId: row?.clientId ?? '',
    issuerUrl: row?.issuerUrl ?? defaultSocialIssuers[provider],
    clientSecretSet: Boolean(row?.clientSecretSealed),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Social login (spec §2): each brand's providers, logins in flight (state, nonce, PKCE verifier) and the identities
 * linked to members. `secretKey` seals and opens the client secrets. Pass a transaction as `db` to write with a cause.
 */
export function createSocialLoginService({ db, clock }: { db: Database; clock: Clock }) {
  async function listProviderSettings(merchantId: string): Promise<SocialProviderConfig[]> {
    const rows = await selectProviders(db, merchantId);
    return socialProviders.map((provider) =>
      describeProvider(provider, rows.find((row) => row.provider === provider) ?? null),
    );
  }

  async function enabledProviders(merchantId: string): Promise<SocialProvider[]> {
    const rows = await selectProviders(db, merchantId);
    return socialProviders.filter((provider) =>
      rows.some((row) => row.provider === provider && row.enabled && row.clientSecretSealed),
    );
  }

  /** Saves a provider (in the caller's transaction); a left-out secret keeps the stored one. */
  async function saveProviderSettings(
    secretKey: Buffer,
    input: {
      merchantId: string;
      provider: SocialProvider;
      enabled: boolean;
      clientId: string;
      issuerUrl: string;
      clientSecret?: string | undefined;
    },
  ) {
    const before = await lockProvider(db, input.merchantId, input.provider);
    const clientSecretSealed =
      input.clientSecret === undefined
        ? (before?.clientSecretSealed ?? null)
        : sealClientSecret(secretKey, input.merchantId, input.provider, input.clientSecret);
    if (input.enabled && !clientSecretSealed) throw new DomainError('VALIDATION_FAILED', { field: 'clientSecret' });
    const after = await upsertProvider(db, {
      merchantId: input.merchantId,
      provider: input.provider,
      enabled: input.enabled,
      clientId: input.clientId,
      issuerUrl: input.issuerUrl,
      clientSecretSealed,
      updatedAt: clock.now(),
    });
    return {
      before: describeProvider(input.provider, before),
      after: describeProvider(input.provider, after),
      secretChanged: input.clientSecret !== undefined,
    };
  }

  /** The switched-on provider's client, or SOCIAL_LOGIN_DISABLED. */
  async function clientOf(secretKey: Buffer, merchantId: string, provider: SocialProvider): Promise<ProviderClient> {
    const row = await selectProvider(db, merchantId, provider);
    if (!row?.enabled || !row.clientSecretSealed || !row.clientId) throw new DomainError('SOCIAL_LOGIN_DISABLED');
    return {
      issuerUrl: row.issuerUrl,
      clientId: row.clientId,
      clientSecret: openClientSecret(secretKey, merchantId, provider, row.clientSecretSealed),
    };
  }

  /** Starts a login: its state (hashed), nonce and PKCE verifier kept in the database, the provider's page answered. */
  async function startLogin(
    secretKey: Buffer,
    input: { merchantId: string; provider: SocialProvider; redirectUri: string },
  ): Promise<{ authorizationUrl: string; browserBinding: string }> {
    const client = await clientOf(secretKey, input.merchantId, input.provider);
    const begun = await beginAuthorization(client, input.redirectUri);
    const browserBinding = createSecretToken();
    const now = clock.now();
    await insertAttempt(db, {
      merchantId: input.merchantId,
      provider: input.provider,
      stateHash: attemptKey(begun.state, browserBinding),
      nonce: begun.nonce,
      codeVerifier: begun.codeVerifier,
      redirectUri: input.redirectUri,
      createdAt: now,
      expiresAt: new Date(now.getTime() + attemptMinutes * 60_000),
    });
    return { authorizationUrl: begun.authorizationUrl, browserBinding };
  }

  /**
   * Finishes a login from the callback's query and the starting browser's binding: the attempt is used up first (a second callback with
   * the same state is refused whatever the first came to), then the code is exchanged and the ID token verified.
   */
  async function finishLogin(
    secretKey: Buffer,
    input: { merchantId: string; callbackQuery: string; browserBinding: string },
  ): Promise<{ provider: SocialProvider; subject: string }> {
    const query = new URLSearchParams(input.callbackQuery.replace(/^\?/, ''));
    const state = query.get('state');
    if (!state) throw new DomainError('SOCIAL_LOGIN_STATE_INVALID');
    const attempt = await useAttempt(db, input.merchantId, attemptKey(state, input.browserBinding), clock.now());
    if (!attempt) throw new DomainError('SOCIAL_LOGIN_STATE_INVALID');
    const client = await clientOf(secretKey, input.merchantId, attempt.provider);
    const callbackUrl = new URL(attempt.redirectUri);
    callbackUrl.search = query.toString();
    const { subject } = await finishAuthorization(client, {
      callbackUrl,
      state,
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
    });
    return { provider: attempt.provider, subject };
  }

  /** The member the identity is linked to, if any. */
  async function findLinkedMember(merchantId: string, provider: SocialProvider, subject: string) {
    return (await selectIdentity(db, merchantId, provider, subject))?.memberId ?? null;
  }

  /** A ticket for a verified identity nobody holds yet: answered once in clear, kept hashed. */
  async function issueTicket(merchantId: string, provider: SocialProvider, subject: string) {
    const ticket = createSecretToken();
    const now = clock.now();
    await insertTicket(db, {
      merchantId,
      provider,
      subject,
      ticketHash: hashSecret(ticket),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ticketMinutes * 60_000),
    });
    return { ticket, expiresInSeconds: ticketMinutes * 60 };
  }

  /** Uses up a ticket (in the action's transaction); SOCIAL_LOGIN_TICKET_INVALID when unknown, used or expired. */
  async function useTicket(merchantId: string, ticket: string) {
    const row = await useTicketRow(db, merchantId, hashSecret(ticket), clock.now());
    if (!row) throw new DomainError('SOCIAL_LOGIN_TICKET_INVALID');
    return { provider: row.provider, subject: row.subject };
  }

  /**
   * Refuses a ticket that is no longer good before any password or code is tried with it, so the link call is no
   * guessing ground without a fresh provider login; `useTicket` still decides, in the link's transaction.
   */
  async function requireLiveTicket(merchantId: string, ticket: string) {
    if (!(await selectLiveTicket(db, merchantId, hashSecret(ticket), clock.now()))) {
      throw new DomainError('SOCIAL_LOGIN_TICKET_INVALID');
    }
  }

  /** Links an identity to a member and records it, in the caller's transaction. */
  async function link(input: {
    merchantId: string;
    memberId: string;
    provider: SocialProvider;
    subject: string;
    method: SocialLinkMethod;
    ip: string;
  }) {
    const now = clock.now();
    const row = await insertIdentity(db, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      provider: input.provider,
      subject: input.subject,
      linkedVia: input.method,
      linkedAt: now,
    });
    // The identity is someone's already, or the member has another identity of this provider.
    if (!row) throw new DomainError('SOCIAL_LOGIN_ALREADY_LINKED');
    await insertEvent(db, { ...input, kind: 'linked', at: now });
  }

  async function listIdentities(memberId: string) {
    return (await selectMemberIdentities(db, memberId)).map((row) => ({
      provider: row.provider,
      linkedAt: row.linkedAt,
    }));
  }

  /** Unlinks, in the caller's transaction; NOT_FOUND when the member has no identity of the provider. */
  async function unlink(input: { merchantId: string; memberId: string; provider: SocialProvider; ip: string }) {
    const row = await deleteIdentity(db, input.memberId, input.provider);
    if (!row) throw new DomainError('NOT_FOUND');
    await insertEvent(db, { ...input, kind: 'unlinked', method: 'password', at: clock.now() });
  }

  /** Deletes a batch of spent logins in flight and tickets (used or expired); the counter pruning job calls it. */
  async function pruneExpired(batchSize: number) {
    const now = clock.now();
    return {
      attempts: await deleteSpentAttempts(db, now, batchSize),
      tickets: await deleteSpentTickets(db, now, batchSize),
    };
  }

  return {
    pruneExpired,
    listProviderSettings,
    enabledProviders,
    saveProviderSettings,
    startLogin,
    finishLogin,
    findLinkedMember,
    issueTicket,
    useTicket,
    requireLiveTicket,
    link,
    listIdentities,
    unlink,
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
