import type { FastifyInstance } from 'fastify';

interface Pattern {
  methods: Set<string>;
  regex: RegExp;
}

/** `/api/qrcode/:bankCode` → a regex matching a concrete path (`*` matches the rest). */
function toRegex(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Remembers every route as it is registered, so a request that reached no route can be told
 * apart: an unknown path (404 NOT_FOUND) or a known path asked with the wrong method (405
 * METHOD_NOT_ALLOWED with an Allow header, RFC 9110 §15.5.6). Register before any route.
 */
export function trackRoutes(app: FastifyInstance): (pathname: string) => string[] {
  const patterns = new Map<string, Pattern>();
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const url = options.url;
    // catch-all routes (the web app's static files) say nothing about an API path's methods
    if (url.includes('*')) return;
    const pattern = patterns.get(url) ?? { methods: new Set<string>(), regex: toRegex(url) };
    for (const method of methods) pattern.methods.add(method);
    patterns.set(url, pattern);
  });
  return (pathname) => {
    const allowed = new Set<string>();
    for (const { methods, regex } of patterns.values()) {
      if (regex.test(pathname)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}
