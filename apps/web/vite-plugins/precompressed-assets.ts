import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every script, style sheet and text file of
 * the build, compressed once at their best levels; the web service sends the copy the browser
 * accepts (@fastify/static's `preCompressed`). Compressing on every request instead took the
 * server's one thread for tens of milliseconds per chunk: the API answers the first screen
 * waits for queued behind the app's own files, and brotli at the level a server can afford on
 * the fly makes bigger files than this.
 */
export function precompressedAssets() {
  return compression({
    include: /\.(js|css|html|json|svg|webmanifest)$/,
    // Smaller files gain nothing worth a second request header's size.
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
  });
}
