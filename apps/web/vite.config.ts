import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves dist/ as a history-mode SPA at base / and the API under /api (spec §2, §7).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || '8080'}`;

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // the live chat's socket.io (issue 12) is on the API's origin too, WebSocket included
  server: { proxy: { '/api': { target: apiTarget, ws: true } } },
  preview: { proxy: { '/api': { target: apiTarget, ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendor code changes less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'contract', test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]/ },
            { name: 'dompurify', test: /node_modules[\\/]dompurify[\\/]/ },
          ],
        },
      },
    },
  },
});
