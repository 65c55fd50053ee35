import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers are sent as they are: the encoding overhead outweighs the few bytes saved. */
export const KOMPRESSION_AB_BYTES = 1024;

/**
 * Brotli quality for compressing per request. 11 (zlib's default) costs ~50x the time of 5 for
 * ~10% smaller output (0.5 s for the 480 kB main script); 5 still beats gzip clearly and takes
 * ~10 ms. The built web apps are compressed at 11 once, at build time (scripts/precompress.mjs).
 */
const BROTLI_QUALITAET = 5;
const BROTLI_OPTIONEN = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITAET } };

/** Offered in this order of preference; deflate adds nothing over gzip for current clients. */
const KODIERUNGEN = ['br', 'gzip', 'identity'] as const;
type Kodierung = 'br' | 'gzip';

/**
 * Text types only. The plugin's default list also takes application/octet-stream; PDFs and images
 * are compressed already (a second pass costs CPU and saves nothing), so they go out unchanged.
 */
const TEXT_TYPEN = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)(?:;|$)|image\/svg\+xml(?:;|$))/i;

/**
 * Compresses every text answer (API JSON, error answers, HTML, scripts, styles, SVG, the web
 * manifest) with brotli or gzip, as the request's Accept-Encoding allows. Files of the built web
 * apps that have a .br/.gz sibling are sent from it by @fastify/static and pass through unchanged.
 * Request bodies are not decompressed: uploads and JSON bodies are read exactly as before.
 * Must be registered before the routes (it hooks into each route as it is added).
 */
export async function installKompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: KOMPRESSION_AB_BYTES,
    brotliOptions: BROTLI_OPTIONEN,
    customTypes: TEXT_TYPEN,
    globalDecompression: false,
  });
  // The plugin compresses every stream whatever its size. A small file (its length is known) is
  // read and passed on as a buffer instead, so the threshold applies to files as to other answers.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!(payload instanceof Readable) || reply.hasHeader('content-encoding')) return payload;
    const laenge = Number(reply.getHeader('content-length') ?? Number.NaN);
    if (!(laenge < KOMPRESSION_AB_BYTES)) return payload;
    const teile: Buffer[] = [];
    for await (const teil of payload) teile.push(Buffer.isBuffer(teil) ? teil : Buffer.from(teil as string));
    return Buffer.concat(teile);
  });
}

/** The encoding the plugin would choose for this request, or null for none. */
function kodierungFuer(request: FastifyRequest): Kodierung | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  const angebot = request.headers['accept-encoding'];
  if (!angebot) return null;
  // Same reading as @fastify/compress: '*' and 'x-gzip' mean gzip.
  const gewaehlt = negotiate(angebot.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...KODIERUNGEN]);
  return gewaehlt === 'br' || gewaehlt === 'gzip' ? gewaehlt : null;
}

/** Compressed forms of long-lived answer buffers; an entry goes when its buffer is dropped. */
const komprimierte = new WeakMap<Buffer, Partial<Record<Kodierung, Buffer>>>();

/**
 * Sends a cached JSON text, compressed as the client accepts. The compressed bytes are kept with
 * the buffer, so an unchanged cached answer is compressed once per encoding, not per request.
 * Only for buffers that are reused (a per-request buffer would just fill the map for nothing).
 */
export function sendeGecachtesJson(request: FastifyRequest, reply: FastifyReply, json: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (json.length < KOMPRESSION_AB_BYTES) return reply.send(json);
  // From here the answer depends on Accept-Encoding, also when it goes out uncompressed.
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const kodierung = kodierungFuer(request);
  if (!kodierung) return reply.send(json);
  let formen = komprimierte.get(json);
  if (!formen) komprimierte.set(json, (formen = {}));
  const bytes = (formen[kodierung] ??= kodierung === 'br' ? brotliCompressSync(json, BROTLI_OPTIONEN) : gzipSync(json));
  // With Content-Encoding set, @fastify/compress leaves the answer alone.
  return reply.header('Content-Encoding', kodierung).send(bytes);
}
