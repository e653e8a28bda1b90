import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the headers would outweigh the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/**
 * The last answers compressed, by encoding and text: a lookup repeats the same JSON (the same
 * settings) thousands of times, and is compressed once. Small answers only, a few dozen kept.
 */
const RECENT_MAX = 64;
const RECENT_LARGEST = 16 * 1024;
const recent = { gzip: new Map<string, Buffer>(), br: new Map<string, Buffer>() };

function compress(payload: string | Buffer, encoding: 'gzip' | 'br'): Buffer {
  const keep = typeof payload === 'string' && payload.length <= RECENT_LARGEST;
  const cache = recent[encoding];
  const kept = keep ? cache.get(payload) : undefined;
  if (kept) return kept;
  const body =
    encoding === 'gzip'
      ? zlib.gzipSync(payload, { level: 1 })
      : zlib.brotliCompressSync(payload, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
        });
  if (keep) {
    if (cache.size >= RECENT_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(payload, body);
  }
  return body;
}

/** The encoding to answer with: gzip when accepted (cheapest for small JSON), else brotli. */
function chosenEncoding(header: string | undefined): 'gzip' | 'br' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  if (accepted.has('br')) return 'br';
  return null;
}

/**
 * Compresses API answers (issue 13): JSON and text of at least a KB, gzip at level 1 (or brotli
 * at quality 1 for a client that takes only that), in one synchronous call. A stream per answer
 * (as @fastify/compress makes) cost about a millisecond of CPU for a 1.6 KB lookup, more than
 * answering it; this costs tens of microseconds. Streams (the web build's pre-compressed files),
 * answers already encoded, ranges and images are left alone.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || reply.statusCode === 206) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = compress(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
