/** A test server for the tests of one file or describe block: started before them, closed after them. */
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type StartOptions, type TestServer } from './test-server.js';

/**
 * Stands for the server that `hol` returns once beforeAll has started it: read it only inside tests and hooks.
 */
export function nachDemStart(hol: () => TestServer | undefined): TestServer {
  return new Proxy({} as TestServer, {
    get(_leer, name) {
      const server = hol();
      if (!server) throw new Error('the test server starts in beforeAll: read it inside tests and hooks');
      const wert: unknown = Reflect.get(server, name);
      return typeof wert === 'function' ? (wert as (...args: unknown[]) => unknown).bind(server) : wert;
    },
  });
}

/** Registers the start and close of a test server around the current file or describe block and returns it. */
export function testServerFuerTests(options: StartOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return nachDemStart(() => server);
}
