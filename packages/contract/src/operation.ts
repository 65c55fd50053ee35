/**
 * The shape of one HTTP operation, and the types both sides derive from it. An operation is plain
 * data: the server registers a route from it, the client builds a method from it, the OpenAPI
 * document describes it, and the walk test checks real answers against it.
 */
import type * as v from 'valibot';
import { ADMIN_PFAD, APP_PFAD } from './pfade.js';

export type HttpMethode = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: 'offen' without sign-in; 'mitglied' with the three sign-in headers of an active member
 * with system access (the member app); 'admin' with the three sign-in headers of an active club
 * administrator with system access.
 */
export type Zugang = 'offen' | 'mitglied' | 'admin';

/** Error statuses an operation may answer with; the body is always `fehlerAntwort` (errors.ts). */
export type FehlerStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** One file part of a multipart body. */
export interface DateiTeil {
  /** Largest accepted part in bytes (inclusive); larger is a 413 with `zuGrossMeldung`. */
  readonly maxBytes: number;
  /** German sentence of the 413 answer. */
  readonly zuGrossMeldung: string;
  /** For the API documentation. */
  readonly beschreibung: string;
}

/**
 * A multipart/form-data body: one `jsondata` part (JSON, checked with the schema, field errors keyed
 * by the entity's field names) and optional file parts. A file part may also arrive as a plain text
 * field of the same name (other tools send HTML that way).
 */
export interface MultipartBody<J extends v.GenericSchema = v.GenericSchema, D extends string = string> {
  readonly art: 'multipart';
  readonly jsondata: J;
  readonly dateien: Readonly<Record<D, DateiTeil>>;
}

/** A response that is a stored or generated file instead of JSON. */
export interface DateiAntwort {
  readonly art: 'datei';
  /** The media type without parameters, e.g. application/pdf or text/calendar. */
  readonly contentType: string;
  /** A text format: sent with this charset (`text/calendar; charset=utf-8`), documented as text, not binary. */
  readonly zeichensatz?: 'utf-8';
}

/** The Content-Type header of a file answer: the media type, with its charset when it is text. */
export function dateiContentType(antwort: DateiAntwort): string {
  return antwort.zeichensatz ? `${antwort.contentType}; charset=${antwort.zeichensatz}` : antwort.contentType;
}

export interface Operation {
  readonly methode: HttpMethode;
  /** Below the server base path; `:Name` placeholders are the keys of `params`. */
  readonly pfad: string;
  /** Path parameters (strings on the wire, numbers after the check). */
  readonly params?: v.GenericSchema;
  /** Query parameters (GET filters). Unknown parameters are ignored. */
  readonly query?: v.GenericSchema;
  /** JSON body schema, or a multipart body. */
  readonly body?: v.GenericSchema | MultipartBody;
  /** Largest JSON body in bytes where the server's general limit is too small (the member import). */
  readonly maxBytes?: number;
  /** Schema of the 200 answer, or a file. */
  readonly antwort: v.GenericSchema | DateiAntwort;
  readonly zugang: Zugang;
  /** Error statuses beyond those every operation of its kind has (see `fehlerStatus`). */
  readonly fehler?: readonly FehlerStatus[];
  /** Title of the web's red failure toast; null where the web shows none of its own. */
  readonly fehlerTitel: string | null;
  /** false: the web's 'Laden...' spinner does not wait for this call. */
  readonly spinner?: false;
  /** Only served in demo mode (404 otherwise). */
  readonly nurDemo?: true;
  /**
   * Another operation serves this one's route (same method and path): the server registers no
   * route of its own; the client still has a method, with its own failure title.
   */
  readonly gleicheRouteWie?: string;
  /** OpenAPI: group and one-line German description. */
  readonly bereich: string;
  readonly beschreibung: string;
}

/**
 * What every operation of a group shares, declared once: the path prefix (below the base path), who
 * may call, and the OpenAPI tag.
 */
export interface Gruppe {
  readonly pfad: string;
  readonly zugang: Zugang;
  readonly bereich: string;
}

/** An operation as a group declares it: its path below the group's prefix, without access and tag. */
export type GruppenOperation = Omit<Operation, 'zugang' | 'bereich'>;

/** The operation with what it inherits from its group. */
export type InGruppe<G extends Gruppe, O extends GruppenOperation> = Omit<O, 'pfad'> & {
  readonly pfad: string;
  readonly zugang: G['zugang'];
  readonly bereich: G['bereich'];
};

/**
 * Declares the operations of one group (the name is the client's method name); each inherits the
 * group's path prefix, access and tag. Keeps the literal types for the derived client and handler types.
 */
export function gruppe<const G extends Gruppe, const Ops extends Record<string, GruppenOperation>>(
  g: G,
  operationen: Ops,
): { [K in keyof Ops]: InGruppe<G, Ops[K]> } {
  const result: Record<string, Operation> = {};
  for (const [name, o] of Object.entries(operationen)) {
    result[name] = { ...o, pfad: `${g.pfad}${o.pfad}`, zugang: g.zugang, bereich: g.bereich };
  }
  return result as { [K in keyof Ops]: InGruppe<G, Ops[K]> };
}

/** The administrators' groups: below ADMIN_PFAD (and `unterpfad`), for club administrators, OpenAPI tag `bereich`. */
export function adminGruppe<const B extends string>(bereich: B, unterpfad = '') {
  return { pfad: `${ADMIN_PFAD}${unterpfad}`, zugang: 'admin', bereich } as const;
}

/** The member app's groups: below APP_PFAD (and `unterpfad`), for members, all under the tag 'Mitglieder-App'. */
export function appGruppe(unterpfad = '') {
  return { pfad: `${APP_PFAD}${unterpfad}`, zugang: 'mitglied', bereich: 'Mitglieder-App' } as const;
}

/** The groups without sign-in: below the base path (and `pfad`), OpenAPI tag `bereich`. */
export function offeneGruppe<const B extends string>(bereich: B, pfad = '') {
  return { pfad, zugang: 'offen', bereich } as const;
}

/** Declares a multipart body. */
export function multipart<J extends v.GenericSchema, D extends string>(
  jsondata: J,
  dateien: Readonly<Record<D, DateiTeil>>,
): MultipartBody<J, D> {
  return { art: 'multipart', jsondata, dateien };
}

export function istMultipart(body: Operation['body']): body is MultipartBody {
  return body !== undefined && 'art' in body && body.art === 'multipart';
}

export function istDateiAntwort(antwort: Operation['antwort']): antwort is DateiAntwort {
  return 'art' in antwort && antwort.art === 'datei';
}

/**
 * Every error status an operation may answer with: its own list plus what follows from its shape
 * (sign-in -> 401; any input -> 400; a path id -> 404; demo-only -> 404).
 */
export function fehlerStatus(o: Operation): FehlerStatus[] {
  const set = new Set<FehlerStatus>(o.fehler ?? []);
  if (o.zugang !== 'offen') set.add(401);
  if (o.params || o.query || o.body) set.add(400);
  if (o.params || o.nurDemo) set.add(404);
  return [...set].sort((a, b) => a - b);
}

/** A file as the server received it. */
export interface HochgeladeneDatei {
  dateiName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** A file as the client sends it: a Blob (a File carries its own name) or a Blob with a name. */
export type DateiEingabe = Blob | { readonly datei: Blob; readonly name: string };

type Schema = v.GenericSchema;
type Ein<S> = S extends Schema ? v.InferInput<S> : never;
type Aus<S> = S extends Schema ? v.InferOutput<S> : never;

/** The checked multipart body the server's handler receives. */
export interface MultipartWert<B extends MultipartBody> {
  jsondata: v.InferOutput<B['jsondata']>;
  dateien: Partial<Record<keyof B['dateien'], HochgeladeneDatei>>;
}

/** The multipart body the client sends. */
export interface MultipartEingabe<B extends MultipartBody> {
  jsondata: v.InferInput<B['jsondata']>;
  dateien?: Partial<Record<keyof B['dateien'], DateiEingabe>>;
}

// ---- What the server's handler receives ------------------------------------------------------

export type ParamsWert<O extends Operation> = O['params'] extends Schema ? Aus<O['params']> : Record<string, never>;
export type QueryWert<O extends Operation> = O['query'] extends Schema ? Aus<O['query']> : Record<string, never>;
export type BodyWert<O extends Operation> = O['body'] extends MultipartBody
  ? MultipartWert<O['body']>
  : O['body'] extends Schema
    ? Aus<O['body']>
    : undefined;
/** A file answer: its bytes and the name the download offers. */
export interface DateiInhalt {
  bytes: Uint8Array;
  dateiName: string;
}

/** The 200 answer: the schema's type, or the file. */
export type AntwortWert<O extends Operation> = O['antwort'] extends DateiAntwort ? DateiInhalt : Aus<O['antwort']>;

// ---- What the client sends and gets -----------------------------------------------------------

type Teil<K extends string, T> = [T] extends [never] ? unknown : { [P in K]: T };

/** The one argument of a client method: `{ params, query, body }` as far as the operation has them. */
export type EingabeVon<O extends Operation> = Teil<'params', Ein<O['params']>> &
  (O['query'] extends Schema ? { query?: Ein<O['query']> } : unknown) &
  Teil<'body', O['body'] extends MultipartBody ? MultipartEingabe<O['body']> : Ein<O['body']>>;

/** The client's result: the answer's type, or a Blob for files. */
export type ErgebnisVon<O extends Operation> = O['antwort'] extends DateiAntwort ? Blob : Aus<O['antwort']>;

/** True when the operation takes no input at all (its client method takes no argument). */
export type OhneEingabe<O extends Operation> = O['params'] extends Schema
  ? false
  : O['query'] extends Schema
    ? false
    : O['body'] extends Schema | MultipartBody
      ? false
      : true;
