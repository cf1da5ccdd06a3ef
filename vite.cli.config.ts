/**
 * The `exactly` command as built JavaScript (`npm run build:cli`, run by `prepare` on `npm ci`):
 * bin/exactly.js loads dist-cli/exactly.js, so the command starts without compiling TypeScript.
 *
 * A server-side (Node) build: node: built-ins and the packages in node_modules stay imports
 * (piscina must find its own worker file next to itself), everything of ours is bundled. Two
 * entries: the command, and the module each `exactly serve` engine thread loads. Parts loaded on
 * demand (the engine, serve, grade) are chunks of their own, so `exactly list` loads only what it
 * prints. Everything lands flat in dist-cli/, so a chunk finds the worker entry next to itself.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  // Nothing of the app's: no public/ files, no .env, no dependency pre-bundling.
  publicDir: false,
  envDir: false,
  logLevel: 'warn',
  // The contracts as JSON.parse("…") rather than object literals: quicker for V8 to load.
  json: { stringify: true },
  build: {
    ssr: true,
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    // Chunks the command loads need no preload helper or manifest.
    ssrManifest: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        exactly: 'src/cli/exactly.ts',
        'engine-worker': 'src/cli/http/engine-worker.ts',
      },
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
