import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';

describe('SPA serving (history mode)', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Member Wallet</title>' +
        '<meta name="apple-mobile-web-app-title" content="Wallet" /><div id="root"></div>',
    );
    await fs.writeFile(
      path.join(dist, 'manifest.webmanifest'),
      JSON.stringify({ name: 'Member Wallet', short_name: 'Wallet', display: 'standalone' }),
    );
    for (const locale of ['th', 'la', 'en']) {
      await fs.mkdir(path.join(dist, 'prerendered', locale), { recursive: true });
      await fs.writeFile(
        path.join(dist, 'prerendered', locale, 'login.html'),
        `<!doctype html><title>Member Wallet</title><body><div id="root" data-locale="${locale}"><a><!--site-name--></a><h1>x</h1><!--site-notice--><form></form></div></body>`,
      );
      for (const deployment of ['TH', 'LA']) {
        await fs.writeFile(
          path.join(dist, 'prerendered', locale, `home-${deployment}.html`),
          `<!doctype html><title>Member Wallet</title><body><div id="root" data-locale="${locale}" data-deployment="${deployment}"><a><!--site-name--></a><h1>home</h1></div></body>`,
        );
      }
    }
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await fs.writeFile(
      path.join(dist, 'assets', 'app-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    app = await buildTestApp({ webDist: dist });
  });
  afterAll(() => app.close());

  it('answers any page path with index.html, uncached', async () => {
    for (const url of ['/', '/login', '/user/home', '/no/such/page?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('sends a prerendered public page in the lang cookie, else the site language (spec §1)', async () => {
    const localeOf = async (url: string, cookie?: string) => {
      const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      return /data-locale="(\w+)"/.exec(res.body)?.[1] ?? 'index';
    };
    expect(await localeOf('/login')).toBe('th');
    expect(await localeOf('/login/?redirect=%2Fuser%2Fhome')).toBe('th');
    expect(await localeOf('/login', 'a=1; lang=en')).toBe('en');
    expect(await localeOf('/login', 'lang=xx')).toBe('th');
    const vary = await app.inject({ url: '/login', headers: { cookie: 'lang=la' } });
    expect(vary.headers.vary).toMatch(/cookie/i);
    expect(vary.body).toContain('data-locale="la"');
    // a page the build did not prerender, and member pages: the app's index.html
    expect(await localeOf('/register', 'lang=la')).toBe('index');
    expect(await localeOf('/user/home', 'lang=la')).toBe('index');
    await app.services.settings.set('site.deployment', 'LA');
    try {
      expect(await localeOf('/login')).toBe('la');
      expect(await localeOf('/login', 'lang=th')).toBe('th');
    } finally {
      await app.services.settings.set('site.deployment', 'TH');
    }
  });

  it('sends member home prerendered for the deployment, only where the browser keeps a session', async () => {
    const pageOf = async (url: string, cookie?: string) => {
      const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      const root = /data-locale="(\w+)" data-deployment="(\w+)"/.exec(res.body);
      return { made: root ? `${root[1]}/${root[2]}` : 'index', body: res.body };
    };
    // a guest (no hint, or not the hint's value): the app's page, which sends them to /login
    expect((await pageOf('/user/home')).made).toBe('index');
    expect((await pageOf('/user/home', 'signed-in=0; lang=en')).made).toBe('index');
    expect((await pageOf('/user/home', 'xsigned-in=1')).made).toBe('index');
    // other member pages are not prerendered
    expect((await pageOf('/user/profile', 'signed-in=1')).made).toBe('index');
    const home = await pageOf('/user/home/?x=1', 'signed-in=1');
    expect(home.made).toBe('th/TH');
    expect(home.body).toContain('<span class="app-header__name">');
    expect(home.body).toContain('id="page-data"');
    expect((await pageOf('/user/home', 'lang=la; signed-in=1')).made).toBe('la/TH');
    await app.services.settings.set('site.deployment', 'LA');
    try {
      // the page made in kip, in the Lao site's first-visit language unless one was chosen
      expect((await pageOf('/user/home', 'signed-in=1')).made).toBe('la/LA');
      expect((await pageOf('/user/home', 'signed-in=1; lang=en')).made).toBe('en/LA');
    } finally {
      await app.services.settings.set('site.deployment', 'TH');
    }
  });

  it('sends the app’s page with the font of the request’s language, where the build made one', async () => {
    await fs.writeFile(
      path.join(dist, 'prerendered', 'th', 'index.html'),
      '<!doctype html><title>Member Wallet</title><link rel="preload" as="font" href="/assets/thai.woff2"><div id="root"></div>',
    );
    try {
      for (const url of ['/', '/index.html', '/user/home', '/register']) {
        const th = await app.inject({ url });
        expect(th.body, url).toContain('/assets/thai.woff2');
        expect(th.headers.vary).toMatch(/cookie/i);
        const en = await app.inject({ url, headers: { cookie: 'lang=en' } });
        expect(en.body, url).toContain('<div id="root"></div>');
        expect(en.body, url).not.toContain('woff2');
      }
    } finally {
      await fs.rm(path.join(dist, 'prerendered', 'th', 'index.html'));
    }
  });

  it('fills the site notice into the prerendered page, with the same answer as data', async () => {
    const hostile = 'Deposits <script>alert(1)</script> & "withdrawals" </script><b>';
    const before = await app.services.settings.get('site.notice');
    await app.services.settings.set('site.notice', { th: hostile, la: 'ແຈ້ງການ', en: 'Notice' });
    try {
      const page = (await app.inject({ url: '/login' })).body;
      // in place of the build's marker, escaped: no element of the member's making
      expect(page).toContain(
        '<h1>x</h1><p class="notice">Deposits &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;withdrawals&quot; &lt;/script&gt;&lt;b&gt;</p><form>',
      );
      expect(page).not.toContain('<!--site-notice-->');
      const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page);
      expect(data?.[1]).not.toContain('<');
      expect(JSON.parse(data![1]!)).toMatchObject({
        active: { terminated: false, notice: hostile },
      });
      const lao = (await app.inject({ url: '/login', headers: { cookie: 'lang=la' } })).body;
      expect(lao).toContain('<p class="notice">ແຈ້ງການ</p>');
      // no notice: no paragraph, and the data says so
      await app.services.settings.set('site.notice', { th: '', la: '', en: '' });
      const none = (await app.inject({ url: '/login' })).body;
      expect(none).toContain('<h1>x</h1><form>');
      expect(none).toMatch(/"notice":(""|null)/);
    } finally {
      await app.services.settings.set('site.notice', before);
    }
  });

  it('names the site in the header of a prerendered page, escaped, with lookup info as data', async () => {
    const before = await app.services.settings.get('site.name');
    await app.services.settings.set('site.name', '  Lucky <b>"Wallet"</b> & Co ');
    try {
      const page = (await app.inject({ url: '/login' })).body;
      expect(page).toContain(
        '<a><span class="app-header__name">Lucky &lt;b&gt;&quot;Wallet&quot;&lt;/b&gt; &amp; Co</span></a>',
      );
      expect(page).not.toContain('<!--site-name-->');
      const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page);
      expect(data?.[1]).not.toContain('<');
      // exactly GET /api/lookup/info's answer: the app files it under that query
      const info = (await app.inject({ url: '/api/lookup/info' })).json<unknown>();
      expect(JSON.parse(data![1]!).info).toEqual(info);
    } finally {
      await app.services.settings.set('site.name', before);
    }
  });

  it('refuses a blank site name: the header would have none to show', async () => {
    await expect(app.services.settings.set('site.name', '   ')).rejects.toThrow();
  });

  it('names the site from settings in the page title and the manifest (issue 13)', async () => {
    await app.services.settings.set('site.name', 'Lucky <b>"Wallet"</b> & Co');
    for (const url of ['/', '/index.html', '/user/home']) {
      const page = await app.inject({ url });
      expect(page.body, url).toContain(
        '<title>Lucky &lt;b&gt;&quot;Wallet&quot;&lt;/b&gt; &amp; Co</title>',
      );
      expect(page.body).toContain('content="Lucky &lt;b&gt;&quot;Wallet&quot;&lt;/b&gt; &amp; Co"');
      expect(page.body).not.toContain('<b>');
    }
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const body = manifest.json<{ name: string; short_name: string; display: string }>();
    expect(body).toEqual({
      name: 'Lucky <b>"Wallet"</b> & Co',
      short_name: 'Lucky <b>"Wa',
      display: 'standalone',
    });
    await app.services.settings.set('site.name', 'Lucky Wallet');
  });

  it('sends pages with a script-tight CSP and a frame ban, and nosniff everywhere', async () => {
    const page = await app.inject({ url: '/user/home' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    for (const res of [page, await app.inject({ url: '/api/lookup/banks' })]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed twin to browsers that accept it', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
  });

  it('keeps /api/* as JSON, and refuses non-GET page requests', async () => {
    expect((await app.inject({ url: '/api/nothing' })).json()).toEqual({ message: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const doc = (await app.inject({ url: '/api/docs' })).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/api/lookup/banks'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/operator/settings/{key}'].put.requestBody).toBeDefined();
  });
});
