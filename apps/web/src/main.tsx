// first, before any schema is built: no zod eval probe for the CSP to report (decision 009)
import '@wallet/contract/zod-setup';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
import '@fontsource/noto-sans-thai/700.css';
import '@fontsource/noto-sans-lao/400.css';
import '@fontsource/noto-sans-lao/600.css';
import '@fontsource/noto-sans-lao/700.css';
import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { i18nReady, initI18n } from './lib/i18n';
import { queryClient } from './lib/react-query';

/**
 * A deploy replaces the hashed chunks: a page still running the previous build fails to load a
 * screen it had not opened yet. Reload once to pick up the new build (not in a loop: at most
 * once a minute).
 */
const RELOADED_KEY = 'chunk-reload';
window.addEventListener('vite:preloadError', (event) => {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY));
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    return; // no storage: no way to tell a loop from a first failure
  }
  event.preventDefault();
  window.location.reload();
});

/**
 * The service worker (vite-plugin-pwa, generateSW) precaches the app shell, so the app installs
 * and an offline reload still opens it. Registered after the page has loaded, so its precache
 * downloads never compete with the first screen. A new build's worker takes over at once
 * (registerType autoUpdate); the open page keeps its code until the next navigation.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}

initI18n();
// the router starts the first screen's loaders and lazy chunks while the messages load
const router = createApp(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// the first render is a transition: React renders the screen in slices and lets the browser
// paint and answer input between them, instead of one long task (Lighthouse's blocking time)
void i18nReady().then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
