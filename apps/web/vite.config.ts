import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { converseAssets } from './build/converse-assets.ts';
import { inlineCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';
import { signedInChunk } from './build/signed-in-chunk.ts';

/**
 * Home's first paint, rendered by the server (`src/app/first-paint.tsx`): one file with React inside, in
 * production mode, whatever the server's NODE_ENV. Its CSS module class names are the app's own, and
 * `first-paint.css` holds the CSS of the modules it renders, the only CSS its page inlines.
 */
const firstPaintBuild = defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    target: 'node20',
    emptyOutDir: true,
    copyPublicDir: false,
    ssrEmitAssets: true,
    cssCodeSplit: false,
    rolldownOptions: { output: { assetFileNames: 'first-paint[extname]' } },
  },
});

const appBuild = defineConfig({
  base: '/',
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The server writes the manifest from the configured app title (GET /manifest.webmanifest).
      manifest: false,
      injectRegister: false,
      // The chat client (4 MB) is fetched when the Message tab opens, not installed with the app.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['assets/converse-*/**'],
      },
    }),
    converseAssets(),
    inlineCss(),
    precompress(),
  ],
  // The manifest tells the server which chunks a returning user needs (apps/server/src/plugins/app-preloads.ts).
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Else the group would take what its modules import from the entry too (React, the store), and
          // the login route would load the signed-in chunk.
          includeDependenciesRecursively: false,
          groups: [signedInChunk(import.meta.dirname)],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/manifest.webmanifest': 'http://127.0.0.1:8080' } },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstPaintBuild : appBuild));
