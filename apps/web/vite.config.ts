import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { bootShell } from './boot-shell';

const backend = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = Object.fromEntries(['/api', '/oauth', '/admin'].map((prefix) => [prefix, { target: backend, changeOrigin: true }]));

export default defineConfig(({ command, mode }) => {
  // A NODE_ENV inherited from the caller (the e2e server runs with NODE_ENV=test) must not turn
  // the production build into React's development build.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), bootShell()],
    server: { port: 5173, proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 900,
      // Read by scripts/login-size.mjs to measure what /login loads.
      manifest: true,
    },
  };
});
