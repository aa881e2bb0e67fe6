import type { FastifyInstance } from 'fastify';

import { GEOCODER_ORIGIN } from '../../contract/site';

/** Only the map and video hosts may be framed (design.md sections 5 and 6). */
const FRAME_SOURCES = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.youtube-nocookie.com',
];

/**
 * The Content-Security-Policy of every response. Pages pass the hashes of their inline scripts:
 * no script runs unless it comes from this origin or is one of those, byte for byte. Hashes, not
 * a per-request nonce, because a page is made once and served to many (public-answers.ts), and a
 * nonce everyone has seen protects nothing.
 */
export function contentSecurityPolicy(
  options: {
    dev?: boolean;
    scriptHashes?: readonly string[];
    /** Where pages may load images from beside this origin: the map tiles' host. */
    imageSources?: readonly string[];
  } = {},
): string {
  // Vite's dev server injects its own inline scripts and talks to the page over a WebSocket.
  const scripts = options.dev
    ? `'self' 'unsafe-inline'`
    : [`'self'`, ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)].join(' ');
  const connect = options.dev ? `'self' ws: ${GEOCODER_ORIGIN}` : `'self' ${GEOCODER_ORIGIN}`;
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    // React renders style attributes on the server; they carry no script.
    `style-src 'self' 'unsafe-inline'`,
    [`img-src 'self' data: blob:`, ...(options.imageSources ?? [])].join(' '),
    // The rupee-sign fonts are a kilobyte each: the build inlines them into the stylesheet.
    `font-src 'self' data:`,
    `connect-src ${connect}`,
    `frame-src ${FRAME_SOURCES.join(' ')}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/**
 * Adds the security headers to every response; a route may set its own CSP (pages do) and its
 * referrer policy first.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy());
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // A route may ask for less (the /go/ lead redirects send none on to the chat app).
    if (!reply.hasHeader('referrer-policy')) {
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'geolocation=(self), camera=(), microphone=(), payment=()');
    if (options.https) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
