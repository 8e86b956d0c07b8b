import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev in apps/server); Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // The service worker stores every file listed here when it installs, so the installed app
    // opens any screen offline (public/sw.js).
    manifest: 'asset-manifest.json',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
