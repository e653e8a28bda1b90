import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * `vite build --config vite.prerender.config.ts --ssr src/prerender.tsx`: the prerendering entry
 * for Node (scripts/prerender.mjs), with the app's own sources (its router and translator included);
 * no service worker, no chunk groups.
 */
export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // the workspace packages are TypeScript sources: bundled, not left for Node to import
  ssr: { noExternal: ['@wallet/contract', '@wallet/web-kit'] },
  build: { outDir: 'dist-prerender', emptyOutDir: true, minify: false },
});
