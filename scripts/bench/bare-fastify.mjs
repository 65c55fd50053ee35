// The ratio's baseline (scripts/bench/run.mjs): a bare Fastify route in its own process that sends the bytes
// of a file (the real server's response, saved by the harness) with the same content type, no sign-in,
// no database. Fastify is the server's own copy (apps/server's dependency).
//   node scripts/bench/bare-fastify.mjs <body-file> <port>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const { default: Fastify } = await import(pathToFileURL(createRequire(path.join(serverDir, 'package.json')).resolve('fastify')).href);
const [datei, port] = process.argv.slice(2);
const bytes = readFileSync(datei);
const app = Fastify({ logger: false });
app.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(bytes));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
