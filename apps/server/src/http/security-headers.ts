import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = {
  /** Origins the site may call besides itself (the brand's other server lines, for the speed panel). */
  extraConnectSources?: readonly string[];
  /** Per page: the server lines of the brand that the host name belongs to. */
  connectSourcesForHost?: (host: string) => Promise<readonly string[]>;
  /** Origins the site may frame (game vendors). */
  frameSources?: readonly string[];
  /** Origins the site shows images from besides itself (game vendors serving their games' icons). */
  imageSources?: readonly string[];
};

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const connect = ["'self'", ...(options.extraConnectSources ?? [])];
  const frames = ["'self'", ...(options.frameSources ?? [])];
  const images = ["'self'", 'data:', 'blob:', ...(options.imageSources ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes only (React's style prop, draggable modals); no inline script anywhere.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The operator console's own policy, stricter than the player site's: it frames nothing, shows no remote images but
 * the game vendors' icons in its catalogue, calls only its own origin (`/bo/*`) and takes no inline style, so an
 * injected script or style has nowhere to run and nowhere to send the operator's token. Blob images are the proof
 * images it fetches with that token.
 */
export function consoleContentSecurityPolicyWith(imageSources: readonly string[] = []): string {
  return consolePolicyParts
    .map((part) => (part.startsWith('img-src') ? [part, ...imageSources].join(' ') : part))
    .join('; ');
}

const consolePolicyParts = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
];

/** The console's policy where no game vendor serves icons. */
export const consoleContentSecurityPolicy = consoleContentSecurityPolicyWith();

/** Whether a request is for the operator console's files (`/console/...`), which carry the console's policy. */
function isConsolePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/console' || path.startsWith('/console/');
}

/** Strict headers on every answer; HSTS only when the request came over TLS (directly or via a trusted proxy). */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}) {
  const policy = contentSecurityPolicy(options);
  const consolePolicy = consoleContentSecurityPolicyWith(options.imageSources);
  app.addHook('onSend', async (request, reply) => {
    const isPage = String(reply.getHeader('Content-Type') ?? '').startsWith('text/html');
    if (isConsolePath(request.url)) {
      reply.header('Content-Security-Policy', consolePolicy);
    } else if (isPage && options.connectSourcesForHost) {
      const lines = await options.connectSourcesForHost(request.hostname.replace(/:\d+$/, '')).catch(() => []);
      const origins = lines.flatMap((line) => (URL.canParse(line) ? [new URL(line).origin] : []));
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy({
          ...options,
          extraConnectSources: [...(options.extraConnectSources ?? []), ...origins],
        }),
      );
    } else {
      reply.header('Content-Security-Policy', policy);
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('Cache-Control') && !request.url.startsWith('/assets/')) {
      // The routed path, not the raw URL: `/%77ps/...` reaches a /wps/ route and must not be cacheable either
      // (secrets such as a second factor's enrolment are answered there).
      const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
      if (path.startsWith('/wps/') || path.startsWith('/bo/') || path === '/healthz')
        reply.header('Cache-Control', 'no-store');
    }
  });
}
