import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The player app (decision 0062): the sportsbook's server serves this build at `/app/` behind the launch cookie. */
export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  base: '/app/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change rarely and stay cached across the app's releases: one file for them, one for the app.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
  server: {
    // In development the book's own server answers the API beside Vite.
    proxy: { '/api': { target: 'http://127.0.0.1:8082' }, '/play': { target: 'http://127.0.0.1:8082' } },
  },
});
