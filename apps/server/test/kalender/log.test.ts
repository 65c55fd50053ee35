/**
 * A calendar feed's address is its only key (docs/produkt.md "Kalender abonnieren"), and it sits in the path,
 * not the query: the request log must not keep it, neither demo mode's short line nor production's JSON.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/deps.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe(`calendar feed secrets in the request log (${TEST_DB})`, () => {
  it.each([
    ['demo', true],
    ['production JSON', false],
  ])('%s: the feed answers, the log shows the path with [redacted] instead of the secret', async (_name, demo) => {
    const zeilen: string[] = [];
    const ziel = new Writable({
      write(chunk: Buffer, _enc, done) {
        zeilen.push(chunk.toString('utf8'));
        done();
      },
    });
    s = await startTestServer({ env: { DEMO: demo ? '1' : '0' }, log: createLogger({ logLevel: 'info', demo }, ziel) });
    const { URL: adresse } = await s.adminClient.getKalenderAbo();
    const pfad = new URL(adresse!).pathname;
    const geheimnis = /\/kalender\/([^/]+)\.ics$/.exec(pfad)![1]!;
    expect(geheimnis).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await fetch(`${s.baseUrl}${pfad}`)).status).toBe(200);
    expect((await fetch(`${s.baseUrl}${pfad.toUpperCase()}?token=x`)).status).toBe(404);
    const log = zeilen.join('');
    expect(log).toContain('/vereinsportalServer/kalender/[redacted]');
    expect(log).not.toContain(geheimnis);
    expect(log).not.toContain(geheimnis.toUpperCase());
    if (demo) expect(log).toMatch(/GET \/vereinsportalServer\/kalender\/\[redacted\] 200 /);
    else expect(log).toContain('"url":"/vereinsportalServer/kalender/[redacted]"');
  });
});
