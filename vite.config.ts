import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressPlugin } from './scripts/precompress.js';

const FIRST_LOAD_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|react-hot-toast|goober)[\\/]/;
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The libraries every page starts with, in one file: one gzip stream compresses better than
        // a dozen small shared chunks (npm run bench -- size). Chart and admin code stay apart.
        codeSplitting: { groups: [{ name: 'vendor', test: FIRST_LOAD_LIBRARIES }] },
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
});
