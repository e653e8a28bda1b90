import type { FastifyServerOptions } from 'fastify';
import type { FastifyRequest } from 'fastify';

/**
 * Paths that carry secrets in their segments (spec §7 auto-login passes game passwords in the
 * path); everything after the provider name is masked in logs.
 */
const SECRET_PATHS = [/^(\/api\/autoLogin\/[^/]+)\/.*/];
/** Query parameters that are secrets: the demo game's launch ticket, a slip image signature. */
const SECRET_QUERY = /([?&](?:ticket|signature)=)[^&]*/g;

export function redactUrl(url: string): string {
  for (const pattern of SECRET_PATHS)
    if (pattern.test(url)) return url.replace(pattern, '$1/[redacted]');
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** pino options: request ids, and secrets (tokens, passwords, OTP codes, links) never written. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        'req.headers["webhook-signature"]',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.otpCode',
        '*.otpToken',
        '*.token',
        '*.link',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
