/// <reference types="node" />
// A real HTTP server on 127.0.0.1:0 that records every request and answers with canned responses.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** Path including the query string. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A canned answer. body: string is sent as is, anything else as JSON. */
export interface CannedResponse {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: Uint8Array;
}

/** Chooses the answer for a request. */
export type Responder = (request: RecordedRequest) => CannedResponse;

/** A running fixture server. */
export interface RecordingServer {
  /** e.g. http://127.0.0.1:41234/vereinsportalServer */
  baseUrl: string;
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the responder for the following requests. */
  respond(responder: Responder): void;
  /** The last recorded request (fails the test if there is none). */
  last(): RecordedRequest;
  /** The last request's body parsed as multipart/form-data. */
  lastForm(): Promise<FormData>;
  close(): Promise<void>;
}

/** Starts a recording server; default answer: 200 with JSON {}. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let responder: Responder = () => ({ body: {} });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const answer = responder(recorded);
      const headers: Record<string, string> = { ...answer.headers };
      let payload: Uint8Array | string = '';
      if (answer.raw !== undefined) payload = answer.raw;
      else if (typeof answer.body === 'string') payload = answer.body;
      else if (answer.body !== undefined) {
        payload = JSON.stringify(answer.body);
        headers['content-type'] ??= 'application/json; charset=utf-8';
      }
      // Without an explicit reason phrase Node sends the standard one ('Not Found', ...).
      if (answer.statusText === undefined) res.writeHead(answer.status ?? 200, headers);
      else res.writeHead(answer.status ?? 200, answer.statusText, headers);
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const last = (): RecordedRequest => {
    const request = requests.at(-1);
    if (request === undefined) throw new Error('no request recorded');
    return request;
  };
  return {
    baseUrl: `${origin}/vereinsportalServer`,
    origin,
    requests,
    respond(next) {
      responder = next;
    },
    last,
    lastForm() {
      const request = last();
      const contentType = request.headers['content-type'] ?? '';
      return new Request(`${origin}${request.url}`, {
        method: request.method,
        headers: { 'content-type': contentType },
        body: new Uint8Array(request.body),
      }).formData();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
