import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits in one packet anyway; compressing it would only cost time. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The JSON answers of one scope are sent compressed, brotli else gzip, as the bank's gateway
 * sends them: on a slow mobile network the card list's 3.4 KB are 0.7 KB (issue 14, the first
 * card waits for it). Answers under 1 KB and clients that send no Accept-Encoding get them as they
 * are; request bodies are read as sent (no inflating of what a caller compressed).
 *
 * Compressing a body that holds a secret next to text the caller chose lets an onlooker guess the
 * secret from the size (BREACH). No answer sent through here holds a per-customer secret: the
 * XSRF token in config.json is the same for everyone, and the session lives only in its cookie.
 */
export async function compressedAnswers(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    globalDecompression: false,
  });
}
