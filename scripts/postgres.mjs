// Finds the PostgreSQL server the second run of the server suite uses: TEST_DATABASE_URL, or a
// local server on 127.0.0.1:5432 (trust auth, database "test").
import net from 'node:net';

export const LOCAL_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The URL of a reachable PostgreSQL for tests, or null. */
export async function findTestPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return (await portOpen('127.0.0.1', 5432)) ? LOCAL_TEST_DATABASE_URL : null;
}
