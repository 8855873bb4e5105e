import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { START_NAMESPACES } from './src/lib/i18n/namespaces.ts';

/**
 * reactfire imports every Firebase product it has hooks for. Its Realtime Database, Remote
 * Config, Storage and Functions imports go to stubs (src/app/unused-firebase-sdk.ts): the app
 * uses none of those hooks, and Storage and Functions load with the screens that call them.
 * The Firestore SDK imports re2js for the regular expressions of client-side pipelines, which
 * the app never builds: that import goes to src/app/no-pipeline-regex.ts (docs/decisions/2001).
 * Nobody else's imports change.
 */
function withoutUnusedFirebaseProducts(): Plugin {
  const stub = fileURLToPath(new URL('./src/app/unused-firebase-sdk.ts', import.meta.url));
  const noPipelineRegex = fileURLToPath(new URL('./src/app/no-pipeline-regex.ts', import.meta.url));
  return {
    name: 'factoria:without-unused-firebase-products',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromReactfire = importer?.includes('/node_modules/reactfire/');
      if (fromReactfire && ['firebase/database', 'firebase/remote-config', 'firebase/storage', 'firebase/functions'].includes(source)) return stub;
      return source === 're2js' && importer?.includes('/node_modules/@firebase/firestore/') ? noPipelineRegex : null;
    },
  };
}

/**
 * Collects the files the app needs to start: the entry chunk, everything it imports statically,
 * and their CSS. The service worker precaches exactly these; route chunks, locale files and
 * lazy libraries are cached the first time they are used.
 */
function shellFiles() {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'factoria:shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const visit = (fileName: string) => {
        const output = bundle[fileName];
        if (!output || files.has(fileName)) return;
        files.add(fileName);
        if (output.type !== 'chunk') return;
        output.imports.forEach(visit);
        output.viteMetadata?.importedCss.forEach((css) => files.add(css));
      };
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
    },
  };
  return { plugin, has: (url: string) => files.has(url.replace(/^\//, '')) };
}

const shell = shellFiles();

/** A locale file i18n loads at start (lib/i18n); `common` is bundled with the app instead. */
const START_LOCALE_FILE = new RegExp(
  `[\\\\/]locales[\\\\/](en|es)[\\\\/](${START_NAMESPACES.filter((namespace) => namespace !== 'common').join('|')})\\.json$`,
);

export default defineConfig({
  plugins: [
    withoutUnusedFirebaseProducts(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    shell.plugin,
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Factoría',
        short_name: 'Factoría',
        description: 'Supplier invoices for accounting agencies, extracted and checked.',
        lang: 'es',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f7f9',
        theme_color: '#1f4e79',
        categories: ['business', 'finance', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
        // Precache the shell only (see shellFiles); the rest is cached on first use below.
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)), warnings: [] }),
        ],
        navigateFallback: '/index.html',
        // Firebase's reserved paths (auth handlers) are never the app.
        navigateFallbackDenylist: [/^\/__\//],
        // The first visit's page is controlled as soon as the worker is active, so what it loads
        // next is cached; an update still waits for the user (registerType 'prompt').
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Hashed file names never change content: the cache can answer without asking.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'factoria-assets',
              expiration: { maxEntries: 400, purgeOnQuotaError: true },
              // Module scripts are requested with an Origin header that a file cached by a plain
              // fetch lacks; servers that answer "Vary: Origin" must not make that a miss.
              matchOptions: { ignoreVary: true },
            },
          },
        ],
      },
    }),
  ],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger chunks where screens always need the files together. On a slow phone
          // network each request costs a round trip, and over HTTP/1.1 only six run at once: a
          // screen that needs thirty small files waits for five rounds of them.
          // Groups that name app modules leave those modules' imports where they were
          // (includeDependenciesRecursively: false); otherwise a module the entry also imports
          // would pull the whole group into the first load.
          groups: [
            {
              // What every screen needs (React, the router, i18next) in one chunk instead of a
              // dozen small shared ones: fewer requests and better compression on the first load.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|react-store|store)|i18next|react-i18next)[\\/]/,
              priority: 30,
            },
            {
              // Firestore with its bindings: every signed-in screen reads it.
              name: 'firebase-data',
              test: /node_modules[\\/](@firebase[\\/](firestore|webchannel-wrapper)|firebase[\\/]firestore|reactfire)[\\/]|[\\/]src[\\/]lib[\\/]firebase[\\/](firestore|converter)\.ts$|[\\/]src[\\/]app[\\/]no-pipeline-regex\.ts$/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            {
              // Storage and Functions: only the screens that move files or call a function, and
              // the upload outbox once the first screen is drawn.
              name: 'firebase-calls',
              test: /node_modules[\\/](@firebase[\\/](storage|functions)|firebase[\\/](storage|functions))[\\/]|[\\/]src[\\/]lib[\\/]firebase[\\/](storage|functions)\.ts$/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            {
              // The Auth SDK and the session built on it (loaded after the first screen when signed out).
              name: 'firebase-auth',
              test: /node_modules[\\/](@firebase[\\/](app|auth|component|logger|util)|firebase[\\/](app|auth)|idb)[\\/]|[\\/]src[\\/]lib[\\/](firebase[\\/]app|auth[\\/](session|use-session))\.ts$/,
              // Before firebase-data, which would otherwise take these along as its dependencies.
              priority: 25,
              includeDependenciesRecursively: false,
            },
            {
              // The modules the route tree itself imports (search schemas): part of the first load.
              name: 'app-shared',
              test: /node_modules[\\/]valibot[\\/]|[\\/]src[\\/]lib[\\/]dates[\\/]date-range(-presets)?\.ts$|[\\/]domain[\\/]src[\\/](invoice[\\/](invoice\.schema|issue-codes)|date[\\/]day-key)\.ts$/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            {
              // Form state and validation, shared by every form (public and signed-in).
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              priority: 15,
            },
            {
              // The sign-in screen and the small parts it shares with the other public screens.
              name: 'sign-in',
              test: /[\\/]src[\\/](routes[\\/]sign-in\.tsx\?tsr-split=component$|(features[\\/]auth[\\/](screens[\\/]SignInScreen|forms[\\/](SignInForm|sign-in\.schema))|components[\\/]ui[\\/](Button|CardPage|FormAlert|LanguageSwitch|TextField)|lib[\\/]auth[\\/](errors|field-schemas))\.tsx?$)|[\\/]domain[\\/]src[\\/]records[\\/]account-requests\.schema\.ts$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            {
              // The namespaces i18n loads at start (lib/i18n), one file per language.
              debugName: 'locale-start',
              name: (id) => START_LOCALE_FILE.exec(id)?.[1]?.replace(/^/, 'locale-start-') ?? null,
              priority: 10,
            },
            {
              // The mirror database and its React bindings.
              name: 'local-db',
              test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]|[\\/]src[\\/]lib[\\/]db[\\/]/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
