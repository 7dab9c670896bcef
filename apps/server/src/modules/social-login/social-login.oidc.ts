import * as client from 'openid-client';
import { DomainError } from '../../lib/domain-error.js';

/** What the platform needs of one brand's provider to talk to it. */
export type ProviderClient = { issuerUrl: string; clientId: string; clientSecret: string };

const scope = 'openid profile email';

/** Plain http is for a provider on this machine only (tests, local development); the console refuses it elsewhere. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * Discovers the provider (its OpenID configuration at the issuer) and configures the client: secret posted to the
 * token endpoint, and ID tokens checked against the provider's published keys (non-repudiation checks) on top of the
 * issuer, audience, expiry and nonce checks the library always makes.
 */
async function configure(provider: ProviderClient): Promise<client.Configuration> {
  const issuer = new URL(provider.issuerUrl);
  const execute: ((config: client.Configuration) => void)[] = [client.enableNonRepudiationChecks];
  if (issuer.protocol === 'http:' && isLoopback(issuer)) execute.push(client.allowInsecureRequests);
  try {
    return await client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, { execute });
  } catch {
    throw new DomainError('SOCIAL_LOGIN_FAILED');
  }
}

/** A new login's secrets and the page the browser goes to: authorization code flow with PKCE (S256), state and nonce. */
export async function beginAuthorization(provider: ProviderClient, redirectUri: string) {
  const config = await configure(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: authorizationUrl.href, state, nonce, codeVerifier };
}

/**
 * Exchanges the code and answers the ID token's subject. The library refuses a state, nonce, issuer or audience that
 * is not the expected one, an expired token and a signature the provider's keys do not verify; every refusal is
 * SOCIAL_LOGIN_FAILED (its detail is the provider's business, not the player's).
 */
export async function finishAuthorization(
  provider: ProviderClient,
  input: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string },
): Promise<{ subject: string }> {
  const config = await configure(provider);
  try {
    const tokens = await client.authorizationCodeGrant(config, input.callbackUrl, {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.state,
      expectedNonce: input.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new Error('no subject');
    return { subject: claims.sub };
  } catch {
    throw new DomainError('SOCIAL_LOGIN_FAILED');
  }
}
