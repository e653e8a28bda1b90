import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Locale } from '@wallet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { escapeHtml } from './escape-html';
import {
  localizedIndexFile,
  prerenderedFile,
  withPageData,
  type SiteActive,
  type SiteInfo,
} from './prerendered-page';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * non-API path answered with index.html so React Router handles it (history mode, spec §2).
 * Unknown /api/* paths are a JSON 404; a known one asked with another method a JSON 405.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  allowedMethods: (pathname: string) => string[] = () => [],
  backofficeDist = '',
  site: {
    name?: () => Promise<string | undefined>;
    /** The first-visit language of the site (spec §1): the prerendered pages' default. */
    locale?: () => Promise<Locale | undefined>;
    /** The site's active answer in a language, filled into the prerendered pages. */
    active?: (locale: Locale) => Promise<SiteActive | undefined>;
    /** The site's lookup info (its name in the header), filled into the prerendered pages. */
    info?: () => Promise<SiteInfo | undefined>;
  } = {},
): Promise<void> {
  const siteName = site.name ?? (async () => undefined);
  const siteLocale = site.locale ?? (async () => undefined);
  const siteActive = site.active ?? (async () => undefined);
  const siteInfo = site.info ?? (async () => undefined);
  const backoffice = await registerBackoffice(app, backofficeDist);
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // the web build writes .br/.gz beside each asset (apps/web/scripts/compress-dist.mjs)
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // the service worker and the manifest must be checked on every visit (issue 13)
        const always = /(?:^|[\\/])(?:sw\.js|manifest\.webmanifest|workbox-[\w-]+\.js)$/.test(
          filePath,
        );
        res.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : always
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` to serve it');
  }
  // Read on each page request (a ~1 KB file): a rebuild of the web app is served at once,
  // without a restart, and never points at asset names that no longer exist.
  // in the request's language: its font is preloaded (the text laid out once, not again when the
  // font swaps in), so caches must tell cookies apart
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const localized = localizedIndexFile(webDist, request.headers.cookie, await siteLocale());
    const html = await fs.promises
      .readFile(localized, 'utf8')
      .catch(() => fs.promises.readFile(indexFile, 'utf8'));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(withBrand(html, await siteName()));
  };
  /**
   * A page prerendered in the request's language when the build made one (painted before any
   * script runs, then hydrated), else the app's index.html. The language is part of the
   * answer: caches must tell cookies apart.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // the info first: a member page is the one made for the site's deployment
    const [locale, info] = await Promise.all([siteLocale(), siteInfo().catch(() => undefined)]);
    const { cookie } = request.headers;
    const page = prerenderedFile(webDist, request.url, cookie, locale, info?.deployment);
    if (!page) return sendIndex(request, reply);
    const html = await fs.promises.readFile(page.file, 'utf8').catch(() => null);
    if (html === null) return sendIndex(request, reply);
    const active = await siteActive(page.locale).catch(() => undefined);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(withBrand(withPageData(html, { active, info }), await siteName()));
  };
  if (hasWeb) {
    // "/" is a directory to the static plugin; answer it with the app like any other page, and
    // the file by its own name too (the service worker precaches /index.html)
    app.get('/', (request, reply) => sendIndex(request, reply));
    app.get('/index.html', (request, reply) => sendIndex(request, reply));
    const manifestFile = path.join(webDist, 'manifest.webmanifest');
    if (fs.existsSync(manifestFile)) {
      app.get('/manifest.webmanifest', async (_request, reply) => {
        const manifest = manifestWithBrand(
          await fs.promises.readFile(manifestFile, 'utf8'),
          await siteName(),
        );
        return reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(manifest);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // the staff back-office is its own app with its own index (issue 11)
    if (
      wantsPage &&
      backoffice &&
      (pathname === '/backoffice' || pathname.startsWith('/backoffice/'))
    ) {
      return backoffice(reply);
    }
    if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || !hasWeb) {
      const allowed = allowedMethods(pathname);
      if (allowed.length > 0) {
        void reply.header('allow', allowed.join(', '));
        throw new AppError('METHOD_NOT_ALLOWED', 405);
      }
      throw new AppError('NOT_FOUND', 404);
    }
    return sendPage(request, reply);
  });
}

/**
 * The back-office build at /backoffice/ (issue 11): its own bundle, none of it in the member
 * app's. Answers the sender of its index.html, or null when it is not built.
 */
async function registerBackoffice(
  app: FastifyInstance,
  dist: string,
): Promise<((reply: FastifyReply) => Promise<FastifyReply>) | null> {
  const indexFile = path.join(dist, 'index.html');
  if (!dist || !fs.existsSync(indexFile)) {
    if (dist) app.log.warn({ dist }, 'back-office not built: run `npm run build` to serve it');
    return null;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/backoffice/',
    wildcard: true,
    index: false,
    decorateReply: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return async (reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await fs.promises.readFile(indexFile));
}

/**
 * Issue 13, one brand everywhere: the page title and the home-screen name of index.html say the
 * site's name (setting `site.name`) from the first byte, not the name the build was made with.
 */
export function withBrand(html: string, name: string | undefined): string {
  if (!name) return html;
  const safe = escapeHtml(name);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${safe}</title>`)
    .replace(
      /(<meta name="apple-mobile-web-app-title" content=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${safe}${close}`,
    );
}

/** The web app manifest with the site's name as the installed app's name (issue 13). */
export function manifestWithBrand(json: string, name: string | undefined): string {
  if (!name) return json;
  const manifest = JSON.parse(json) as Record<string, unknown>;
  manifest.name = name;
  // the home screen shows about 12 characters under the icon
  manifest.short_name = name.length <= 12 ? name : name.slice(0, 12).trimEnd();
  return JSON.stringify(manifest);
}
