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
    rolldownOptions: {
      // The contracts package only declares schemas and constants, so a contracts module that no code of a chunk
      // uses stays out of it (the withdrawal schemas are not part of the home page).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') },
      output: {
        // What the first page needs goes in two files, libraries (which rarely change, so stay cached) and the app,
        // instead of a dozen small shared chunks that each compress on their own. Lazy screens keep their chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiOrigin }])),
  },
  preview: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiOrigin }])),
  },
});
