// Sign-in headers (percent-encoded) as a real server receives them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOTCHECK_HEADER, botcheckVerlangt, GERAETE_TOKEN_HEADER, createApiClient, isApiError, type ApiCredentials } from '../src/index.js';
import { registrierung } from './helpers/fixtures.js';
import { startRecordingServer, type RecordingServer } from './helpers/recording-server.js';

const umlaute: ApiCredentials = { vereinId: 1001, emailadresse: 'jürg.näf+club@example.ch', passwort: 'Pässwört&1' };

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

function header(name: string): string | undefined {
  const value = server.last().headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

describe('auth headers', () => {
  it('percent-encodes values so umlauts and & round-trip through decodeURIComponent', async () => {
    await createApiClient({ baseUrl: server.baseUrl, credentials: () => umlaute }).getVereinsKonto();
    expect(header('passwort')).toBe('P%C3%A4ssw%C3%B6rt%261');
    expect(decodeURIComponent(header('passwort') ?? '')).toBe('Pässwört&1');
    expect(decodeURIComponent(header('emailadresse') ?? '')).toBe('jürg.näf+club@example.ch');
    expect(header('vereinid')).toBe('1001');
  });

  it('reads the credentials on every call, so a later sign-in is used', async () => {
    let current: ApiCredentials | null = null;
    const client = createApiClient({ baseUrl: server.baseUrl, credentials: () => current });
    await client.getVereinsUebersicht();
    expect(header('vereinid')).toBeUndefined();
    current = umlaute;
    await client.getVereinsUebersicht();
    expect(header('vereinid')).toBe('1001');
  });

  it('getBenutzerinfo tests explicit credentials before they are stored', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, credentials: () => null });
    await client.getBenutzerinfo(undefined, {
      credentials: { vereinId: 1000, emailadresse: 'demo@vereinsportal.ch', passwort: 'demo1234' },
    });
    expect(header('vereinid')).toBe('1000');
    expect(header('passwort')).toBe('demo1234');
  });

  it("sends only the member app's device token, never a password, when the credentials are a token", async () => {
    await createApiClient({ baseUrl: server.baseUrl, credentials: () => ({ geraeteToken: 'tok_abc-123' }) }).getAppNews();
    expect(header(GERAETE_TOKEN_HEADER)).toBe('tok_abc-123');
    expect(header('passwort')).toBeUndefined();
    expect(header('emailadresse')).toBeUndefined();
    expect(header('vereinid')).toBeUndefined();
  });

  it('explicit credentials of one call win over the stored ones, also when they need encoding', async () => {
    const client = createApiClient({
      baseUrl: server.baseUrl,
      credentials: () => ({ vereinId: 1, emailadresse: 'alt@example.ch', passwort: 'alt' }),
    });
    await client.getBenutzerinfo(undefined, { credentials: umlaute });
    expect(header('vereinid')).toBe('1001');
    expect(header('emailadresse')).toBe('j%C3%BCrg.n%C3%A4f%2Bclub%40example.ch');
    expect(header('passwort')).toBe('P%C3%A4ssw%C3%B6rt%261');
  });

  it.each([
    ['registrieren', (c: ReturnType<typeof createApiClient>) => c.registrieren({ body: registrierung })],
    ['getLaender', (c: ReturnType<typeof createApiClient>) => c.getLaender()],
    ['getBotcheckChallenge', (c: ReturnType<typeof createApiClient>) => c.getBotcheckChallenge()],
    ['getHealth', (c: ReturnType<typeof createApiClient>) => c.getHealth()],
  ] as const)('%s sends no auth headers even when signed in', async (_name, invoke) => {
    await invoke(createApiClient({ baseUrl: server.baseUrl, credentials: () => umlaute }));
    expect(header('vereinid')).toBeUndefined();
    expect(header('emailadresse')).toBeUndefined();
    expect(header('passwort')).toBeUndefined();
  });

  it('sends a solved bot check only on the call that carries it, and tells the 429 that asks for one', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, credentials: () => umlaute });
    server.respond(() => ({ status: 429, headers: { [BOTCHECK_HEADER]: 'verlangt' }, body: 'Roboter?' }));
    const verlangt = await client.getBenutzerinfo().catch((e: unknown) => e);
    expect(isApiError(verlangt) && verlangt.botcheckVerlangt).toBe(true);
    expect(botcheckVerlangt(verlangt)).toBe(true);
    server.respond(() => ({ status: 429, body: 'Zu viele Versuche.' }));
    expect(botcheckVerlangt(await client.getBenutzerinfo().catch((e: unknown) => e))).toBe(false);
    server.respond(() => ({ body: {} }));
    await client.getBenutzerinfo(undefined, { credentials: umlaute, botcheck: 'eyJsb2VzdW5nIjoxfQ==' });
    expect(header(BOTCHECK_HEADER)).toBe('eyJsb2VzdW5nIjoxfQ==');
    await client.getVereinsKonto();
    expect(header(BOTCHECK_HEADER)).toBeUndefined();
  });

  it('uses a custom fetch when given', async () => {
    const urls: string[] = [];
    const client = createApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await client.getLaender();
    expect(urls).toEqual([`${server.baseUrl}/api/land`]);
  });

  it('tolerates a trailing slash on baseUrl', async () => {
    await createApiClient({ baseUrl: `${server.baseUrl}/` }).getHealth();
    expect(server.last().url).toBe('/vereinsportalServer/health');
  });
});
