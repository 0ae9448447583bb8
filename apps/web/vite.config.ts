import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Where the dev server and `vite preview` send API calls; the Rela server's default address. */
const server = process.env.RELA_SERVER_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': server, '/assistant': server, '/dev/': server };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
