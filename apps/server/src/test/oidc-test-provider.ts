import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** Who the provider says signs in next, as its login page would have it. */
export type TestProviderUser = { subject: string; email?: string };

/** Ways the next ID token goes wrong, for the refusal tests. */
export type TestProviderTampering = { audience?: string; nonce?: string; issuer?: string; signWithOtherKey?: boolean };

type PendingCode = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  user: TestProviderUser;
  used: boolean;
};

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcTestProvider>>;

/**
 * A small OpenID Connect provider on 127.0.0.1 for tests: discovery, JWKS, an authorization endpoint that signs in
 * the configured user at once (no page), and a token endpoint that checks the client secret, the redirect URI and
 * the PKCE verifier (S256 only) and answers an RS256 ID token. Test infrastructure only: the platform's side is the
 * maintained client library.
 */
export async function startOidcTestProvider(client: { clientId: string; clientSecret: string }) {
  const signingKey = await generateKeyPair('RS256');
  const otherKey = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(signingKey.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  let user: TestProviderUser = { subject: 'subject-1' };
  let tampering: TestProviderTampering = {};
  let issuer = '';
  /** Token requests the provider answered, so a test can see a refused callback never reached it. */
  let tokenRequests = 0;

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== client.clientId || !redirectUri)
      return json(response, 400, { error: 'invalid_request' });
    if (
      query.get('response_type') !== 'code' ||
      query.get('code_challenge_method') !== 'S256' ||
      !query.get('code_challenge')
    ) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId: client.clientId,
      redirectUri,
      codeChallenge: query.get('code_challenge') ?? '',
      nonce: query.get('nonce'),
      user,
      used: false,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.href });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    tokenRequests += 1;
    const body = await readBody(request);
    let clientId = body.get('client_id');
    let clientSecret = body.get('client_secret');
    const basic = request.headers.authorization;
    if (basic?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(basic.slice(6), 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    if (clientId !== client.clientId || clientSecret !== client.clientSecret) {
      return json(response, 401, { error: 'invalid_client' });
    }
    const pending = codes.get(body.get('code') ?? '');
    if (body.get('grant_type') !== 'authorization_code' || !pending || pending.used) {
      return json(response, 400, { error: 'invalid_grant' });
    }
    pending.used = true;
    const verifier = body.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (challenge !== pending.codeChallenge || body.get('redirect_uri') !== pending.redirectUri) {
      return json(response, 400, { error: 'invalid_grant' });
    }
    const nonce = tampering.nonce ?? pending.nonce;
    const idToken = await new SignJWT({
      ...(nonce ? { nonce } : {}),
      ...(pending.user.email ? { email: pending.user.email, email_verified: true } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(tampering.issuer ?? issuer)
      .setSubject(pending.user.subject)
      .setAudience(tampering.audience ?? pending.clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(tampering.signWithOtherKey ? otherKey.privateKey : signingKey.privateKey);
    json(response, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const route = `${request.method} ${url.pathname}`;
    const answer = async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return json(response, 200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
            code_challenge_methods_supported: ['S256'],
            scopes_supported: ['openid', 'profile', 'email'],
          });
        case 'GET /jwks':
          return json(response, 200, { keys: [publicJwk] });
        case 'GET /authorize':
          return authorize(url, response);
        case 'POST /token':
          return token(request, response);
        default:
          return json(response, 404, { error: 'not_found' });
      }
    };
    answer().catch(() => json(response, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    /** The user the next authorization signs in. */
    signInAs(next: TestProviderUser) {
      user = next;
    },
    /** How the next ID tokens go wrong (empty: right again). */
    tamper(next: TestProviderTampering) {
      tampering = next;
    },
    tokenRequests: () => tokenRequests,
    /** Follows an authorization URL as a browser would, answering the callback URL the provider redirects to. */
    async authorize(authorizationUrl: string): Promise<URL> {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`the provider refused: ${response.status}`);
      return new URL(location);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
