import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The game pages the house vendor serves in the site's game frame: one entry per engine family. */
export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  base: '/client/',
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        slot: fileURLToPath(new URL('./client/slot.html', import.meta.url)),
        table: fileURLToPath(new URL('./client/table.html', import.meta.url)),
        pvp: fileURLToPath(new URL('./client/pvp.html', import.meta.url)),
        fishing: fileURLToPath(new URL('./client/fishing.html', import.meta.url)),
        holdem: fileURLToPath(new URL('./client/holdem.html', import.meta.url)),
      },
    },
  },
});
