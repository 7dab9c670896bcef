import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** In development the API server runs beside Vite; in production it serves the built console at /console/. */
const apiOrigin = 'http://127.0.0.1:8080';
// Uploaded content images are served by the platform; the editor's previews load them from it.
const proxy = { '/bo': { target: apiOrigin }, '/static': { target: apiOrigin } };

export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Only the schemas a chunk uses come along from the contracts package (it declares, it does not run).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') },
      output: {
        // The shell loads as libraries plus app; each screen stays its own chunk, fetched when opened.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: { port: 5174, proxy },
  preview: { proxy },
});
