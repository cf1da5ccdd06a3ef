import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SECURITY_HEADERS, cspMetaTagPlugin } from './src/cli/http/csp';
import { en } from './src/ui/i18n/en';
import { firstScreenPlugin } from './scripts/first-screen-plugin';

// Shared with index.html's <meta name="theme-color"> and the icons' background.
const themeColor = '#312e81';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html's static header gets its English text from the one catalog (src/ui/i18n/en.ts). */
function staticHeaderPlugin(): Plugin {
  return {
    name: 'exactly-static-header',
    transformIndexHtml: (html) =>
      html.replace('%APP_TITLE%', escapeHtml(en['app.title'])).replace('%APP_TAGLINE%', escapeHtml(en['app.tagline'])),
  };
}

export default defineConfig({
  plugins: [
    react(),
    staticHeaderPlugin(),
    // The landing tab rendered into index.html, so the first screen paints before any script runs.
    firstScreenPlugin(fileURLToPath(import.meta.url)),
    // The Content-Security-Policy as a <meta> in the built index.html (src/cli/http/csp.ts).
    cspMetaTagPlugin(),
    VitePWA({
      strategies: 'generateSW',
      // A new version waits until the user accepts the "new version" prompt (src/pwa/register.ts),
      // so an open tab never runs a page from one build against a worker chunk from another.
      registerType: 'prompt',
      // Registration is done by src/pwa/register.ts through virtual:pwa-register.
      injectRegister: false,
      // workbox.globPatterns below already precaches every icon; listing them again here would
      // only duplicate precache entries.
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Exactly',
        short_name: 'Exactly',
        description:
          'Offline exact-arithmetic calculator and checker: fractions and decimals computed exactly, never rounded behind your back.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: themeColor,
        background_color: '#ffffff',
        categories: ['education', 'utilities'],
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Precache the whole build — HTML, every JS chunk (the engine worker included), CSS, icons,
        // the manifest — so the app works offline after the first visit. Nothing is cached at
        // runtime and no foreign origin is ever fetched.
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,woff2}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The very first worker takes control of the page that registered it, so that page is
        // already offline-capable; later versions still wait for the prompt (no skipWaiting).
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [],
      },
    }),
  ],
  // The same policy as HTTP headers when the build is served by `vite preview` (and the e2e tests).
  preview: { headers: { ...APP_SECURITY_HEADERS } },
  worker: { format: 'es' },
  build: { target: 'es2022' },
});
