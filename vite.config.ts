import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Shared code stays in chunks of its own rather than merged into one that the sign-in screen would
    // then download: a route loads what it uses (see bench:login-bundle).
    rolldownOptions: { experimental: { chunkOptimization: { mergeCommonChunks: false } } },
  },
});
