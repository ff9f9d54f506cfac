import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const reactRouterBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router 7 exports its development build to every bundler (its dev warnings included); a
      // production build takes the production files it ships beside them.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/public-files': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Fonts stay files even when small: the Content-Security-Policy loads fonts from the panel's own
    // origin only, never from data: addresses.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') || file.endsWith('.woff') ? false : undefined),
    // Shared code stays in chunks of its own rather than merged into one that the sign-in screen would
    // then download: a route loads what it uses (see bench:login-bundle).
    rolldownOptions: { experimental: { chunkOptimization: { mergeCommonChunks: false } } },
  },
}));
