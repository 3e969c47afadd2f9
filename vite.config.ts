import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHintsPlugin } from './scripts/compile-hints.js';
import { precompressPlugin } from './scripts/precompress.js';

const FIRST_LOAD_LIBRARIES = /node_modules[\\/](preact|react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|react-hot-toast|goober)[\\/]/;

/**
 * The production bundle renders with Preact's React compatibility layer: the same components and
 * libraries, about 56 KB less to download and start on a phone (decision 0020). Development and the
 * unit tests run React itself; the browser tests run this bundle.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ command }) => ({
  root: 'web',
  resolve: { alias: command === 'build' ? PREACT : [] },
  plugins: [react(), tailwindcss(), compileHintsPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // React Router looks for React 19's useOptimistic and does without it (Preact has none).
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        // The libraries every page starts with, in one file: one gzip stream compresses better than
        // a dozen small shared chunks (npm run bench -- size). Chart and admin code stay apart.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: FIRST_LOAD_LIBRARIES },
            // Every icon and every English text in one file each: a phone on a slow network pays a
            // round trip per file, and these are small (icons about 9 KB, texts about 20 KB gzip).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'texts-en', test: /i18n[\\/]locales[\\/]en[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/images': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
}));
