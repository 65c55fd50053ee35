/**
 * The operator's metrics (http/metriken.ts, services/betrieb/metriken.ts): only with METRICS_TOKEN and its
 * Bearer header; labels are operation names, never URLs; the counters and gauges move with what happens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MELDUNG } from '../../src/http/messages.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

const TOKEN = 'metriken-test-token-0123456789abcdef';
const KOPF = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function wert(text: string, name: string, labels = ''): number {
  const zeile = text.split('\n').find((z) => z.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return zeile ? Number(zeile.slice(zeile.lastIndexOf(' ') + 1)) : 0;
}

describe(`metrics without METRICS_TOKEN (${TEST_DB})`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('do not exist: 404 in German, also with a Bearer header', async () => {
    const res = await fetch(`${s.apiBase}/metrics`, { headers: KOPF });
    expect(res.status).toBe(404);
    expect(await res.json()).toBe(SERVER_MELDUNG.routeNichtGefunden);
    expect(s.deps.metriken.aktiv).toBe(false);
  });
});

describe(`metrics with METRICS_TOKEN (${TEST_DB})`, () => {
  let s: TestServer;
  const scrape = async () => {
    const res = await fetch(`${s.apiBase}/metrics`, { headers: KOPF });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.text();
  };
  const admin = () => ({
    vereinid: String(s.verein.vereinId),
    emailadresse: encodeURIComponent(s.verein.credentials.emailadresse),
    passwort: encodeURIComponent(s.verein.credentials.passwort),
  });

  beforeAll(async () => {
    s = await startTestServer({ env: { METRICS_TOKEN: TOKEN, AUTH_MAX_FAILS_PER_USER: '2' } });
  });
  afterAll(async () => s?.close());

  it('answer 401 in German without the token or with a wrong one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer falsch' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await fetch(`${s.apiBase}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.json()).toBe(SERVER_MELDUNG.metrikenToken);
    }
  });

  it('label requests by operation name, never by URL: no ids, no secrets, unknown routes as one label', async () => {
    const { MitgliedId } = (await s.adminClient.getMitglieder({})).find((m) => m.Emailadresse === s.verein.credentials.emailadresse)!;
    expect((await fetch(`${s.apiBase}/api/adminPortal/mitglied/${MitgliedId}`, { headers: admin() })).status).toBe(200);
    expect((await fetch(`${s.apiBase}/api/adminPortal/mitglied/987654`, { headers: admin() })).status).toBe(404);
    const feed = await fetch(`${s.apiBase}/kalender/geheimes-kalender-token-4711.ics`);
    expect(feed.status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${s.apiBase}/gibt-es-nicht/13579?passwort=geheim`)).status).toBe(404);
    const text = await scrape();
    expect(wert(text, 'vereinsportal_http_requests_total', 'operation="getMitglied",status="200"')).toBeGreaterThanOrEqual(1);
    expect(wert(text, 'vereinsportal_http_requests_total', 'operation="getMitglied",status="404"')).toBe(1);
    expect(wert(text, 'vereinsportal_http_requests_total', `operation="getKalenderFeed",status="${feed.status}"`)).toBe(1);
    expect(wert(text, 'vereinsportal_http_requests_total', 'operation="unbekannt",status="404"')).toBe(1);
    const operationen = new Set([...text.matchAll(/operation="([^"]*)"/g)].map((m) => m[1]));
    // Letters only: no id (the member's own is checked here, being too short to search the whole text for).
    for (const o of operationen) expect(o).toMatch(/^[A-Za-z]+$/);
    for (const geheim of ['987654', 'geheim', '4711', '13579', 'gibt-es-nicht']) expect(text).not.toContain(geheim);
  });

  it('count requests, their duration, the sign-in cache and 429s as they happen', async () => {
    const vorher = await scrape();
    for (let i = 0; i < 3; i++) await s.adminClient.getMitglieder({});
    // Wrong passwords until the per-account limit (2) answers 429.
    const status: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${s.apiBase}/api/adminPortal/benutzerinfo`, { headers: { ...admin(), passwort: 'falsch' } });
      status.push(res.status);
    }
    expect(status).toContain(429);
    const nachher = await scrape();
    const diff = (name: string, labels = '') => wert(nachher, name, labels) - wert(vorher, name, labels);
    expect(diff('vereinsportal_http_requests_total', 'operation="getMitglieder",status="200"')).toBe(3);
    expect(diff('vereinsportal_http_request_duration_seconds_count', 'operation="getMitglieder"')).toBe(3);
    expect(diff('vereinsportal_http_request_duration_seconds_sum', 'operation="getMitglieder"')).toBeGreaterThan(0);
    expect(diff('vereinsportal_http_429_total', 'operation="getBenutzerinfo"')).toBe(status.filter((x) => x === 429).length);
    expect(diff('vereinsportal_signin_cache_hits_total')).toBeGreaterThanOrEqual(3);
    expect(diff('vereinsportal_signin_cache_misses_total')).toBeGreaterThanOrEqual(2);
  });

  it('show the outbox queue, each job run with its outcome, and the pool on PostgreSQL', async () => {
    const alt = new Date(s.deps.clock.now().getTime() - 120_000).toISOString();
    await s.db
      .insertInto('outbox')
      .values({
        to: 'a@example.ch',
        subject: 'S',
        text: 'T',
        replyTo: null,
        LinkGeheimnis: null,
        createdAt: alt,
        state: 'wartend',
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
      })
      .execute();
    let text = await scrape();
    expect(wert(text, 'vereinsportal_outbox_queue_length')).toBeGreaterThanOrEqual(1);
    expect(wert(text, 'vereinsportal_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(119);

    await s.deps.outbox.flush();
    await expect(s.deps.metriken.jobLauf('probe', () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    text = await scrape();
    expect(wert(text, 'vereinsportal_job_runs_total', 'job="outbox",outcome="ok"')).toBeGreaterThanOrEqual(1);
    expect(wert(text, 'vereinsportal_job_runs_total', 'job="probe",outcome="error"')).toBe(1);
    const zuletzt = wert(text, 'vereinsportal_job_last_run_timestamp_seconds', 'job="outbox"');
    expect(Math.abs(zuletzt - Date.now() / 1000)).toBeLessThan(60);

    if (s.deps.engine === 'postgres') {
      expect(text).toContain('vereinsportal_db_pool_connections_in_use ');
      expect(text).toContain('vereinsportal_db_pool_waiting 0');
    } else {
      // SQLite has one connection and no pool (README «Metriken»).
      expect(text).not.toContain('vereinsportal_db_pool');
    }
  });
});
