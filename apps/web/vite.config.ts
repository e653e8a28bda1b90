import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The server serves dist/ as a history-mode SPA at base / and the API under /api (spec §2, §7).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || '8080'}`;

/** The app's dark tile (favicon, header) and page background (styles/tokens.css --bg). */
const THEME_COLOUR = '#0a0f1e';
const BACKGROUND_COLOUR = '#070b16';

/**
 * Installable app (web app manifest) with a service worker that precaches the app shell: the
 * JavaScript, CSS, fonts, index.html and icons. Only the shell: the API (/api, the live chat's
 * /socket.io), operator media (/media) and the back-office (/backoffice) always go to the
 * network, never through a cache of the worker (no runtime caching at all). The worker is
 * registered by src/main.tsx once the page has loaded.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Member Wallet',
    short_name: 'Wallet',
    description: 'Member wallet: balance, deposits, withdrawals and games.',
    lang: 'th',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['finance'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // woff2 only: every browser that runs a service worker reads it, the .woff twins stay unused
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
    // the prerendered public pages are the server's to choose (by language): never the worker's
    globIgnores: ['media/**', '**/*.{br,gz}', 'prerendered/**'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [
      /^\/api(?:\/|$)/,
      /^\/media(?:\/|$)/,
      /^\/backoffice(?:\/|$)/,
      /^\/socket\.io(?:\/|$)/,
      // the demo game provider's own pages (another site in production): never the app shell
      /^\/demo-provider(?:\/|$)/,
    ],
    cleanupOutdatedCaches: true,
    // autoUpdate: a new build's worker takes over at once (its precache is complete by then)
    skipWaiting: true,
    clientsClaim: true,
    // no runtimeCaching: nothing but the precached shell is ever answered from a cache
  },
});

const UI_KIT = /apps[\\/]web[\\/]src[\\/](?:components|hooks)[\\/]/;
/** What every screen needs besides the vendors: lib, config, the site and auth calls, base UI. */
const APP_CORE =
  /apps[\\/]web[\\/]src[\\/](?:lib[\\/]|config[\\/]|hooks[\\/]|features[\\/](?:site|auth)[\\/]api[\\/]|components[\\/](?:ui[\\/](?:form|button|loader|toast|icons)[\\/]|language-switcher|offline-banner))/;
/**
 * What APP_CORE matches that only member screens use (checked against the public pages' imports):
 * with the member screens' shared data (lib) or UI kit (hooks, fields), not on every first path.
 */
const MEMBER_ONLY =
  /apps[\\/]web[\\/]src[\\/](?:lib[\\/](?:bank-names|clean-amount|format-period|money-live|money-push|play-session|use-money-push)|hooks[\\/](?:use-action-key|use-banner-gate|use-now)|components[\\/]ui[\\/](?:form[\\/]amount-field|icons[\\/]member-icons))\./;
const MEMBER_LIB = /apps[\\/]web[\\/]src[\\/]lib[\\/]/;
const KIT_CORE =
  /packages[\\/]web-kit[\\/]src[\\/](?:api[\\/]|idempotency-key|focus-trap|clipboard)/;
const HEAVY_UI = /[\\/](?:qr-code|banner-carousel|carousel|safe-html)[\\/.]/;

export default defineConfig({
  base: '/',
  plugins: [react(), pwa],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // the live chat's socket.io (issue 12) is on the API's origin too, WebSocket included
  server: { proxy: { '/api': { target: apiTarget, ws: true } } },
  preview: { proxy: { '/api': { target: apiTarget, ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // which chunks and styles each route needs: the prerendered pages link them (scripts/prerender.mjs)
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare (schemas, constants), apart from zod-setup: one the
        // app does not use (a staff API group, a validator no screen loads) is left out whole.
        moduleSideEffects: (id) =>
          /packages[\\/]contract[\\/]src[\\/]/.test(id) && !id.endsWith('zod-setup.ts')
            ? false
            : undefined,
      },
      output: {
        // Vendor code changes less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // zod and the schemas' shared core (api/common). The member app imports each API group by name (walletApi, …; never the whole `api` map, which
            // holds the staff groups too: eslint forbids it), so a group's schemas travel with the
            // screens that call it and are built only when one of them loads (issue 13).
            // The public pages' first path loads no zod (their calls go unchecked,
            // lib/public-endpoints; zod-setup sets zod's config without importing it)
            {
              name: 'contract',
              test: (id) =>
                /node_modules[\\/]zod[\\/]/.test(id) ||
                /packages[\\/]contract[\\/]src[\\/](?:api[\\/]common|endpoint)\./.test(id),
              // their plain imports (constants) stay in contract-core, which loads no zod
              includeDependenciesRecursively: false,
            },
            // the contract's plain values (constants, error codes, money and date formats, paths);
            // not what only member screens or the chat use (the wheel's and the wallet link's
            // crypto, the chat's, bank name's and transfer's checks, relative times): those go
            // with the screens that import them, off the public pages' first path
            {
              name: 'contract-core',
              test: /packages[\\/]contract[\\/]src[\\/](?!api[\\/]|zod-setup\.|endpoint\.|crypto[\\/]|validators[\\/](?:chat|bank-account-name|transfer)\.|format[\\/]relative-time\.)/,
            },
            { name: 'dompurify', test: /node_modules[\\/]dompurify[\\/]/ },
            // The app's shared code in a few chunks rather than dozens of 1 KB ones (each one more
            // request, and on HTTP/1.1 one more wait for one of six connections): what every
            // screen needs (login included), the rest of the UI kit (member screens; without the
            // parts that pull DOMPurify or the QR library), and the data layer the member screens
            // and their dialogs share.
            {
              name: 'app',
              // with the kit's calls; not lib/sanitize (the deposit QR's markup): it would bring
              // DOMPurify to every screen
              test: (id) =>
                (APP_CORE.test(id) &&
                  !/[\\/]lib[\\/]sanitize\./.test(id) &&
                  !MEMBER_ONLY.test(id)) ||
                KIT_CORE.test(id) ||
                id.includes('vite/preload-helper'),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'member-ui',
              test: (id) => UI_KIT.test(id) && !HEAVY_UI.test(id),
              includeDependenciesRecursively: false,
            },
            {
              name: 'member-data',
              includeDependenciesRecursively: false,
              // not the chat's: the contact and terminated screens share it, and in here it would
              // tie every member screen to the chat's chunk (and the chat's to this one)
              test: (id) =>
                /apps[\\/]web[\\/]src[\\/]features[\\/](?!auth[\\/]|site[\\/]|chat[\\/])[^\\/]+[\\/](?:api|hooks)[\\/]/.test(
                  id,
                ) ||
                (MEMBER_ONLY.test(id) && MEMBER_LIB.test(id)),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
