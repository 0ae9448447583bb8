import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

/**
 * Compresses answers on the fly (brotli, else gzip, as the client accepts) for every route
 * registered after it: JSON over the threshold, pages, scripts without a precompressed copy.
 * Answers that already carry a `Content-Encoding` (the precompressed build) and types that do
 * not compress (photos) are left alone; the plugin adds `Vary: Accept-Encoding` where it acts.
 */
export const registerCompression = (app: FastifyInstance) =>
  app.register(compress, { threshold: compressionThreshold, encodings: ['br', 'gzip'] });
