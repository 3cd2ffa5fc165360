import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The Hono app (server/app.ts) is the SSR build's entry: API routes, route modules and the
// database handle share one module graph (see docs/architecture.md).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
});
