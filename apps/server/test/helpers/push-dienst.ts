/**
 * A push service of the test's own (docs/push.md): a local HTTP server that accepts what a browser's push
 * service would, and checks it the way one does. It verifies the VAPID JWT (RFC 8292: ES256 signature
 * against the key in `k`, aud = this origin, exp in the future and at most 24 hours ahead) and decrypts
 * the aes128gcm body (RFC 8291) with the subscription keys it created, like the browser would.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// http_ece has no types; decrypt(buffer, { version, privateKey: ECDH, authSecret }) is all we use.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, p: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

export interface Empfangen {
  /** The subscription's path on this service (which device). */
  geraet: string;
  /** The VAPID public key the JWT was checked against. */
  k: string;
  ttl: string | undefined;
  nachricht: { titel: string; text: string; pfad: string; art: string };
}

export interface Abo {
  Endpoint: string;
  P256dh: string;
  Auth: string;
}

export interface PushDienst {
  origin: string;
  empfangen: Empfangen[];
  /** Requests this service refused (bad JWT, undecryptable body): each names why. */
  abgelehnt: string[];
  /** A new subscription with its own keys; `status` is what this service answers for it (201, 410, 500...). */
  abo(status?: number): Abo;
  /** Changes the answer for a subscription made before. */
  antworte(abo: Abo, status: number): void;
  close(): Promise<void>;
}

function b64(s: string): Buffer {
  return Buffer.from(s, 'base64url');
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; returns the key or throws why not. */
function vapidPruefen(header: string | undefined, origin: string): string {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`kein VAPID-Header: ${header}`);
  const [jwt, k] = [m[1]!, m[2]!];
  const [kopf, inhalt, signatur] = jwt.split('.');
  if (!kopf || !inhalt || !signatur) throw new Error('JWT hat nicht drei Teile');
  const h = JSON.parse(b64(kopf).toString()) as { alg?: string; typ?: string };
  if (h.alg !== 'ES256') throw new Error(`alg ${h.alg}`);
  const punkt = b64(k);
  if (punkt.length !== 65 || punkt[0] !== 4) throw new Error('k ist kein P-256-Punkt');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: punkt.subarray(1, 33).toString('base64url'), y: punkt.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${kopf}.${inhalt}`), { key, dsaEncoding: 'ieee-p1363' }, b64(signatur));
  if (!ok) throw new Error('Signatur falsch');
  const p = JSON.parse(b64(inhalt).toString()) as { aud?: string; exp?: number; sub?: string };
  if (p.aud !== origin) throw new Error(`aud ${p.aud} statt ${origin}`);
  const jetzt = Math.floor(Date.now() / 1000);
  if (typeof p.exp !== 'number' || p.exp <= jetzt || p.exp > jetzt + 24 * 3600) throw new Error(`exp ${p.exp}`);
  if (!p.sub || !/^(mailto:|https:)/.test(p.sub)) throw new Error(`sub ${p.sub}`);
  return k;
}

export async function startPushDienst(): Promise<PushDienst> {
  const geraete = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string; status: number }>();
  const empfangen: Empfangen[] = [];
  const abgelehnt: string[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const teile: Buffer[] = [];
    req.on('data', (c: Buffer) => teile.push(c));
    req.on('end', () => {
      const geraet = (req.url ?? '').replace(/^\//, '');
      const g = geraete.get(geraet);
      if (!g) return void res.writeHead(404).end();
      if (g.status !== 201) return void res.writeHead(g.status).end();
      try {
        if (req.method !== 'POST') throw new Error(`Methode ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        const k = vapidPruefen(req.headers.authorization, origin);
        const klartext = ece.decrypt(Buffer.concat(teile), { version: 'aes128gcm', privateKey: g.ecdh, authSecret: g.auth });
        const ttl = req.headers.ttl;
        empfangen.push({
          geraet,
          k,
          ttl: Array.isArray(ttl) ? ttl[0] : ttl,
          nachricht: JSON.parse(klartext.toString('utf8')) as Empfangen['nachricht'],
        });
        res.writeHead(201).end();
      } catch (err) {
        abgelehnt.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pfadVon = (abo: Abo) => new URL(abo.Endpoint).pathname.slice(1);
  return {
    origin,
    empfangen,
    abgelehnt,
    abo(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const geraet = randomBytes(12).toString('hex');
      geraete.set(geraet, { ecdh, auth, status });
      return { Endpoint: `${origin}/${geraet}`, P256dh: ecdh.getPublicKey().toString('base64url'), Auth: auth };
    },
    antworte(abo, status) {
      const g = geraete.get(pfadVon(abo));
      if (g) g.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
