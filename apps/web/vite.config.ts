import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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

/** Text files worth compressing; images and fonts are compressed by their own formats. */
const compressible = /\.(?:html|js|css|svg|json|txt|xml|webmanifest)$/;
const compressors = {
  br: promisify(brotliCompress),
  gz: promisify(gzip),
};
const options = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
  gz: { level: constants.Z_BEST_COMPRESSION },
};

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the
 * highest quality since it is paid once; the server sends the copy the client accepts. A copy
 * that would not be smaller is not written.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'rela:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = (await readdir(outDir, { recursive: true })).filter((file) =>
        compressible.test(file),
      );
      await Promise.all(
        files.flatMap((file) => {
          const source = path.join(outDir, file);
          return (['br', 'gz'] as const).map(async (extension) => {
            const plain = await readFile(source);
            const packed = await compressors[extension](plain, options[extension]);
            if (packed.length < plain.length) await writeFile(`${source}.${extension}`, packed);
          });
        }),
      );
    },
  };
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting } },
  },
});
