import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from './vite.config';

/**
 * `vite build --config vite.prerender.config.ts --ssr src/prerender.tsx`: the prerendering entry
 * for Node (scripts/prerender.mjs), with the app's own sources and the same react-router build;
 * no service worker, no chunk groups.
 */
export default defineConfig({
  base: '/',
  plugins: [react(), reactRouterProduction],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // the workspace packages are TypeScript sources: bundled, not left for Node to import
  ssr: { noExternal: ['@wallet/contract', '@wallet/web-kit'] },
  build: { outDir: 'dist-prerender', emptyOutDir: true, minify: false },
});
