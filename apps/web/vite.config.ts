import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Where the dev server and `vite preview` send API calls; the Rela server's default address. */
const server = process.env.RELA_SERVER_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': server, '/assistant': server, '/dev/': server };

/**
 * The first load is two chunks besides the entry: the libraries it needs (React, the router,
 * TanStack Query, zod) and our own code, rather than a dozen small shared chunks that each
 * compress on their own. Only modules of the first load are grouped (`$initial`): what the
 * signed-in area, the legal text or the chat need stays in their own chunks, loaded on demand.
 */
const codeSplitting = {
  groups: [
    { name: 'vendor', tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/ },
    { name: 'app', tags: ['$initial' as const] },
  ],
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting } },
  },
});
