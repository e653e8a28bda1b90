import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy of the member app's pages. Scripts only from our own origin (the
 * built bundle has no inline script), so injected markup cannot run code; styles allow inline
 * because sanitized operator HTML (conditions, agreements) and the QR markup carry style
 * attributes. Images may come from https (an operator may point the LINE QR at a CDN). No page
 * of ours may be framed (clickjacking a money app).
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers every answer carries (no MIME sniffing, no referrer to other sites), and the CSP and
 * frame ban on HTML pages that did not set a stricter policy of their own (the demo game page,
 * slip images).
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', APP_CSP);
      void reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
