/**
 * The real server as its own process (`node --import tsx src/main.ts`, what `pnpm dev` runs), for tests
 * that kill it, restart it or run several on one database. Port 0 on 127.0.0.1, demo club seeded,
 * fast password hashes; `env` adds to or overrides that.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The demo club's administrator (seed/demo.ts), seeded with DEMO=1. */
export const DEMO_ANMELDUNG = { vereinId: 1000, emailadresse: 'demo@vereinsportal.ch', passwort: 'demo1234' };

export interface ServerProzess {
  child: ChildProcess;
  /** The address main.ts prints once it listens (http://127.0.0.1:<port>). */
  ready: Promise<string>;
  /** Resolves once `text` has appeared on stdout or stderr; rejects if the process exits first. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  output(): string;
}

export function startServerProzess(env: Record<string, string>): ServerProzess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@vereinsportal/source', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO: '1', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '1024', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const waitFor = (text: string, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const done = (err?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', onExit);
        if (err) reject(err);
        else resolve();
      };
      const check = () => {
        if (out.includes(text)) done();
      };
      const onExit = (code: number | null, signal: string | null) =>
        done(new Error(`server exited (${code ?? signal}) before "${text}":\n${out}`));
      const timer = setTimeout(() => done(new Error(`no "${text}" within ${timeoutMs} ms:\n${out}`)), timeoutMs);
      listeners.add(check);
      child.once('exit', onExit);
      check();
    });
  const ready = waitFor('läuft auf ').then(() => /läuft auf (http:\/\/[^\s]+)/.exec(out)![1]!);
  return { child, ready, waitFor, output: () => out };
}

/** Resolves with the exit code (or signal) once the process has ended. */
export const beendet = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode ?? child.signalCode)
      : child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
