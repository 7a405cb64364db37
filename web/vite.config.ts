/**
 * The web page's build: the household calculator bundles the engine and the US model (their
 * parameters are embedded TypeScript, so no file system is needed); `node:crypto`, which the
 * engine uses only for a system's content hash, is replaced by a stub that says so.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Vite reads the configuration from the default export.
// eslint-disable-next-line no-restricted-syntax
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    alias: { 'node:crypto': fileURLToPath(new URL('./src/node-crypto-stub.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
});
