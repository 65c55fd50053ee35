import {
  istDateiAntwort,
  istMultipart,
  operationenListe,
  pfadFuellen,
  type DateiEingabe,
  type OperationName,
} from '@vereinsportal/contract';
import { createSend } from './http.js';
import type { ApiClient, ApiClientOptions, CallOptions } from './types.js';

/** The argument every generated method takes (its exact type per operation is in ApiClient). */
interface Eingabe {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  body?: unknown;
}

/**
 * Creates the client for one server: one method per operation of the contract, with the
 * operation's method, path, sign-in rule, body encoding and answer type. Nothing is written here twice.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = createSend(options);
  const methoden: Record<string, (eingabe?: Eingabe, optionen?: CallOptions) => Promise<unknown>> = {};
  for (const [name, o] of operationenListe()) {
    methoden[name] = (eingabe, optionen) => {
      const multipart = istMultipart(o.body);
      return send({
        call: name,
        method: o.methode,
        path: pfadFuellen(o.pfad, eingabe?.params),
        auth: o.zugang !== 'offen',
        spinner: o.spinner !== false,
        ...(optionen?.credentials ? { credentials: optionen.credentials } : {}),
        ...(optionen?.botcheck ? { botcheck: optionen.botcheck } : {}),
        ...(eingabe?.query ? { query: eingabe.query } : {}),
        ...(o.body === undefined ? {} : multipart ? { form: formData(eingabe?.body) } : { json: eingabe?.body }),
        responseType: istDateiAntwort(o.antwort) ? 'blob' : 'json',
      });
    };
  }
  // Built from the operation list above, so it has exactly ApiClient's methods.
  return methoden as unknown as ApiClient;
}

/** The multipart body: jsondata as a JSON text field, each file part with its name. */
function formData(body: unknown): FormData {
  const { jsondata, dateien = {} } = (body ?? {}) as { jsondata?: unknown; dateien?: Record<string, DateiEingabe | undefined> };
  const form = new FormData();
  form.append('jsondata', JSON.stringify(jsondata ?? {}));
  for (const [name, datei] of Object.entries(dateien)) {
    if (datei === undefined) continue;
    if (datei instanceof Blob) form.append(name, datei, fileName(datei) ?? name);
    else form.append(name, datei.datei, datei.name);
  }
  return form;
}

// A File carries its own name; a plain Blob does not. Checked by shape so Files of any realm count.
export function fileName(blob: Blob): string | undefined {
  const name = (blob as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

export type { OperationName };
