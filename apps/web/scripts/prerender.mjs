// Writes the public pages prerendered in each language (dist/prerendered/<locale>/<page>.html)
// from the built app (dist/index.html and its manifest) and the prerendering entry built for
// Node (dist-prerender/prerender.js). The server sends the one of the request's language; the
// browser paints it before any script runs and hydrates it (src/main.tsx).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const entry = path.join(web, 'dist-prerender', 'prerender.js');
const {
  render,
  htmlLangOf,
  MEMBER_SECTIONS,
  PRERENDERED_DEPLOYMENTS,
  PRERENDERED_MEMBER_PAGES,
  PRERENDERED_PAGES,
  SITE_NAME_MARK,
  SITE_NOTICE_MARK,
} = await import(pathToFileURL(entry).href);
const LOCALES = ['th', 'la', 'en'];

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** The source modules each page loads lazily: its layout, its screen and the message table. */
const LAYOUT = 'src/app/layouts/public-layout.tsx';
const SOURCES = {
  login: [LAYOUT, 'src/app/routes/login.tsx'],
  register: [LAYOUT, 'src/app/routes/register.tsx'],
  howto: [LAYOUT, 'src/app/routes/howto.tsx'],
  contact: [LAYOUT, 'src/app/routes/contact.tsx'],
  home: ['src/app/layouts/member-layout.tsx', 'src/app/routes/home.tsx'],
};

/** The chunks and styles of `sources` and everything they import statically. */
function assetsOf(sources) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return { js: [...js], css: [...css] };
}

/**
 * A public page hydrates with the public part of the messages only (src/lib/i18n.ts): its code,
 * and the code it loads later (a dialog, the chat), must say nothing from the member screens'
 * part, or a member-part text would show as its key. The built chunks still hold the keys as
 * strings ("deposit.title", `errors.${code}`): a section of the member part in any of them fails
 * the build.
 */
function checkPublicMessages(name, sources) {
  const files = new Set();
  const visit = (key, dynamic) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || chunk.isEntry) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, dynamic);
    if (dynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported, dynamic);
  };
  sources.forEach((source) => visit(source, true));
  const said = new RegExp(`["'\`](${MEMBER_SECTIONS.join('|')})\\.[a-zA-Z$]`, 'g');
  for (const file of files) {
    const found = fs.readFileSync(path.join(dist, file), 'utf8').match(said);
    if (found) {
      throw new Error(
        `${name}: ${file} says ${[...new Set(found)].join(', ')}, from the member screens' messages; ` +
          'move the section to src/locales/*/public.ts',
      );
    }
  }
}

/**
 * Links the page's styles (painted styled, not restyled when its chunk arrives) and preloads its
 * chunks (fetched with the entry instead of after it); the ones index.html links already are left.
 */
function headLinks(sources) {
  const { js, css } = assetsOf(sources);
  const fresh = (file) => !template.includes(`/${file}"`);
  return [
    ...css.filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

// the entry and its chunks load after the first paint (scripts/after-paint.js), minified (its
// comments are most of it) and named by its content like the build's own assets
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const minified = await minify(
  'after-paint.js',
  fs.readFileSync(path.join(web, 'scripts', 'after-paint.js'), 'utf8'),
);
if (minified.errors.length) throw new Error(`after-paint.js: ${minified.errors[0].message}`);
const afterPaintSource = minified.code;
const afterPaint = `/assets/after-paint-${createHash('sha256').update(afterPaintSource).digest('base64url').slice(0, 8)}.js`;
fs.writeFileSync(path.join(dist, afterPaint), afterPaintSource);

/**
 * The chunks of the manifest's `keys` and all they import, each after its imports (the order the
 * browser runs them in), leaving out the files in `done`.
 */
function runOrder(keys, done = new Set()) {
  const order = [];
  const seen = new Set(done);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(chunk.file);
  };
  keys.forEach(visit);
  return order;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the manifest has no entry');
/** The entry and what it imports, as the browser runs them: the entry last. */
const entryRun = runOrder([entryKey]);
const href = (file) => `/${file}`;

/**
 * The page with its scripts started by after-paint.js: the entry and every chunk it preloaded.
 * Importing a module graph runs all its modules in one task (the contract's schemas, React, the
 * router: a few hundred milliseconds on a slow phone, during which a tap waits), so the page says
 * in which order to run them one by one: the entry's imports before the entry (after-paint.js),
 * then the screen's `sources` before its routes load (src/main.tsx).
 */
function loadedAfterPaint(page, sources) {
  const entry = page.match(ENTRY)?.[1];
  if (!entry) throw new Error('index.html: no module entry script to start after the paint');
  if (entry !== href(entryRun.at(-1))) throw new Error(`${entry} is not the manifest's entry`);
  const chunks = [...page.matchAll(PRELOAD)].map((m) => m[1]);
  const before = entryRun.slice(0, -1).map(href).join(' ');
  const screen = runOrder(sources, new Set(entryRun)).map(href).join(' ');
  return page
    .replace(PRELOAD, '')
    .replace(
      ENTRY,
      () =>
        `<script defer src="${afterPaint}" data-entry="${entry}" data-chunks="${chunks.join(' ')}" data-run="${before}" data-run-screen="${screen}"></script>`,
    );
}

/**
 * The app's font for the page's own script (Thai or Lao, about 9 KB a weight), fetched beside the
 * styles: the text is laid out once, instead of again when the font swaps in and pushes the form
 * down (Lighthouse's layout shift went from 0.04–0.08 to 0 on /login).
 */
const FONT_SCRIPT = { th: 'noto-sans-thai-thai', la: 'noto-sans-lao-lao' };
const fontFiles = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.woff2'));
function fontPreloads(locale) {
  const prefix = FONT_SCRIPT[locale];
  if (!prefix) return [];
  return fontFiles
    .filter((f) => f.startsWith(`${prefix}-`))
    .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}">`);
}

/**
 * The page's styles written into the page (6.8 KB brotli for /login, all of them): the first paint
 * waits for the HTML only, not for a request per style sheet after it (on a phone's slow network,
 * a round trip and more each; Lighthouse's FCP on /login went from 1.38 s to 1.27–1.32 s). Each link stays,
 * `disabled`, so it is not fetched: the build's loader (Vite's preload of a screen's styles) looks
 * for a link with the file's href before adding one, and finds it. The CSP allows inline styles
 * already (security-headers.ts).
 */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
function withStylesInline(page) {
  return page.replace(STYLESHEET, (link, href) => {
    const css = fs.readFileSync(path.join(dist, href), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${href}: "</style" would end the inline style`);
    return `<style data-href="${href}">${css}</style>${link.replace('>', ' disabled>')}`;
  });
}

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
if (!ROOT.test(template)) throw new Error('index.html: no #root before <noscript> to fill');

/**
 * The page's HTML: index.html with the language, the markup in #root (the server fills in the
 * places the build marked), the page's own styles written in and its chunks started after the
 * first paint. `deployment` is set on a member page, which was made in that deployment's currency.
 */
async function pageOf(name, pathname, locale, messageParts, deployment) {
  const messages = messageParts.map((part) => `src/locales/${locale}/${part}.ts`);
  for (const file of messages) if (!manifest[file]) throw new Error(`no chunk for ${file}`);
  // the notice's place and the name's, for the server to fill with the site's of the moment
  const markup = (await render(pathname, locale, deployment))
    .replace(`<p class="notice">${SITE_NOTICE_MARK}</p>`, '<!--site-notice-->')
    .replace(`<span class="app-header__name">${SITE_NAME_MARK}</span>`, '<!--site-name-->');
  if (markup.includes(SITE_NOTICE_MARK)) throw new Error(`${name}: the notice mark is left`);
  if (markup.includes(SITE_NAME_MARK)) throw new Error(`${name}: the name mark is left`);
  if (!markup.includes('<!--site-name-->')) throw new Error(`${name}: no place for the name`);
  const sources = [...SOURCES[name], ...messages];
  const links = [headLinks(sources), ...fontPreloads(locale)].join('\n    ');
  const made = deployment ? ` data-deployment="${deployment}"` : '';
  return withStylesInline(
    loadedAfterPaint(
      template
        .replace(/<html lang="[^"]*">/, `<html lang="${htmlLangOf(locale)}">`)
        .replace('</head>', `\n    ${links}\n  </head>`)
        .replace(ROOT, () => `<div id="root" data-locale="${locale}"${made}>${markup}</div>\n    `),
      sources,
    ),
  );
}

function writePage(locale, file, page) {
  const target = path.join(dist, 'prerendered', locale, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, page);
}

let count = 0;
for (const [name] of Object.entries(PRERENDERED_PAGES)) checkPublicMessages(name, SOURCES[name]);
for (const locale of LOCALES) {
  for (const [name, pathname] of Object.entries(PRERENDERED_PAGES)) {
    writePage(locale, `${name}.html`, await pageOf(name, pathname, locale, ['public']));
    count++;
  }
  // member pages: one per deployment (the server picks by site.deployment), with both parts of
  // the messages, as a member page loads them
  for (const [name, pathname] of Object.entries(PRERENDERED_MEMBER_PAGES)) {
    for (const deployment of PRERENDERED_DEPLOYMENTS) {
      const page = await pageOf(name, pathname, locale, ['public', 'member'], deployment);
      writePage(locale, `${name}-${deployment}.html`, page);
      count++;
    }
  }
}
// the app's own page (every member page, rendered in the browser) with the language's font
// preloaded, for the server to send by the same cookie; English needs none (index.html itself)
for (const locale of LOCALES) {
  const fonts = fontPreloads(locale);
  if (fonts.length === 0) continue;
  const file = path.join(dist, 'prerendered', locale, 'index.html');
  const page = template.replace('</head>', `\n    ${fonts.join('\n    ')}\n  </head>`);
  fs.writeFileSync(file, withStylesInline(page));
}
// and index.html itself, last (the pages above are made from it). The service worker's precache
// revision of it was taken before: still one revision per content, since the styles inlined are
// named by hash in the file it was taken from.
fs.writeFileSync(path.join(dist, 'index.html'), withStylesInline(template));
// the manifest was for this script only: not a file the site serves
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
const pages = Object.keys(PRERENDERED_PAGES).join(', ');
const memberPages = Object.keys(PRERENDERED_MEMBER_PAGES).join(', ');
console.log(
  `prerendered ${count} pages (${pages} × ${LOCALES.join(', ')}; ${memberPages} × ` +
    `${LOCALES.join(', ')} × ${PRERENDERED_DEPLOYMENTS.join(', ')})`,
);
