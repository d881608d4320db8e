import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits in one packet anyway; compressing it would only cost time. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The scope's JSON answers go compressed, as the bank's gateway sends them: the first card waits
 * for the card list on a slow mobile network (issue 14; sizes in docs/performance.md). BREACH: a
 * secret compressed next to text the caller chose shows in the size, so no answer sent through
 * here may hold a per-customer secret (config.json's XSRF token is the same for everyone; the
 * session lives only in its cookie).
 */
export async function compressedAnswers(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    globalDecompression: false,
  });
}
