import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves dist/ as its own SPA at /backoffice (staff only) and the API under /api.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || '8080'}`;

export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy: { '/api': { target: apiTarget, ws: true } } },
  preview: { proxy: { '/api': { target: apiTarget, ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'charts', test: /node_modules[\\/](recharts|d3-[a-z]+|victory-vendor)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'contract', test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]/ },
          ],
        },
      },
    },
  },
});
