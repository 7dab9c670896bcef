import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** In development the API server runs beside Vite; in production it serves the built files itself. */
const apiOrigin = 'http://127.0.0.1:8080';
const apiPrefixes = ['/wps', '/lgw', '/common', '/healthz', '/events', '/docs'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiOrigin }])),
  },
  preview: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiOrigin }])),
  },
});
