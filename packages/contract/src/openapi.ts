/**
 * The OpenAPI 3.1 document of the whole API, generated from the operations: paths, parameters,
 * bodies, every answer with its schema. The server serves it at /vereinsportalServer/openapi.json.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { istIdParam } from './parameter.js';
import { ANMELDE_HEADER, ANMELDE_HEADER_NAMEN, BOTCHECK_HEADER, BOTCHECK_VERLANGT, GERAETE_TOKEN_HEADER } from './header.js';
import { istDateiAntwort, istMultipart, fehlerStatus, type FehlerStatus, type Operation } from './operation.js';
import { operationenListe } from './operationen/index.js';
import { SERVER_BASE_PATH } from './pfade.js';
import { fehlerAntwort } from './schemas.js';

type Json = Record<string, unknown>;

// Transforms and custom checks have no JSON Schema; the document describes the wire shape.
const jsonSchema = (schema: v.GenericSchema): Json => {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as Json;
  return rest;
};

const FEHLER_BESCHREIBUNG: Record<FehlerStatus, string> = {
  400: 'Ungültige Eingabe: { Feld: [Meldungen] } oder eine Meldung',
  401: 'Nicht angemeldet oder kein Vereinsadministrator',
  403: 'Im Vertrag des Vereins nicht enthalten',
  404: 'Nicht gefunden (oder nicht von diesem Verein)',
  409: 'Konflikt mit dem gespeicherten Stand',
  413: 'Zu gross',
  429: `Zu viele fehlgeschlagene Anmeldeversuche; mit dem Antwort-Header ${BOTCHECK_HEADER}: ${BOTCHECK_VERLANGT} braucht die nächste Anmeldung eine gelöste Bot-Prüfung im Header ${BOTCHECK_HEADER}`,
  503: 'Datenbank nicht erreichbar',
};

/**
 * The path parameters with their schemas: an id as a positive integer, any other parameter (e.g. a
 * device's text id) as its own schema says.
 */
function pfadParameterSchemas(schema: v.GenericSchema | undefined): [string, Json][] {
  if (!schema) return [];
  const entries = (schema as unknown as { entries?: Record<string, v.GenericSchema> }).entries ?? {};
  const abgeleitet = new Map(objektEintraege(schema));
  return Object.entries(entries).map(([name, feld]): [string, Json] => {
    if (!istIdParam(feld)) return [name, abgeleitet.get(name) ?? { type: 'string' }];
    const { description } = abgeleitet.get(name) ?? {};
    return [name, { type: 'integer', minimum: 1, ...(typeof description === 'string' ? { description } : {}) }];
  });
}

function objektEintraege(schema: v.GenericSchema | undefined): [string, Json][] {
  if (!schema) return [];
  const properties = (jsonSchema(schema).properties ?? {}) as Record<string, Json>;
  return Object.entries(properties);
}

function requestBody(o: Operation): Json | undefined {
  if (!o.body) return undefined;
  if (istMultipart(o.body)) {
    const properties: Json = { jsondata: { ...jsonSchema(o.body.jsondata), description: 'JSON als Text' } };
    for (const [name, teil] of Object.entries(o.body.dateien)) {
      properties[name] = { type: 'string', format: 'binary', description: `${teil.beschreibung}, höchstens ${teil.maxBytes} Bytes` };
    }
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['jsondata'], properties } } } };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(o.body) } } };
}

function antworten(o: Operation): Json {
  const ok = istDateiAntwort(o.antwort)
    ? {
        description: 'Die Datei',
        content: { [o.antwort.contentType]: { schema: o.antwort.zeichensatz ? { type: 'string' } : { type: 'string', format: 'binary' } } },
      }
    : { description: 'Erfolg', content: { 'application/json': { schema: jsonSchema(o.antwort) } } };
  const result: Json = { 200: ok };
  for (const status of fehlerStatus(o)) {
    const description =
      status === 401 && o.zugang === 'mitglied'
        ? 'Nicht angemeldet oder kein aktives Mitglied mit Systemzugriff'
        : FEHLER_BESCHREIBUNG[status];
    result[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Fehler' } } } };
  }
  return result;
}

/** The security requirement of a signed-in call: all three sign-in headers together. */
const ANMELDUNG = Object.fromEntries(ANMELDE_HEADER_NAMEN.map((name) => [name, []]));

export function openApiDokument(): Json {
  const paths: Record<string, Json> = {};
  for (const [name, o] of operationenListe()) {
    if (o.gleicheRouteWie) continue;
    const pfad = o.pfad.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
    const parameters = [
      ...pfadParameterSchemas(o.params).map(([n, schema]) => ({ name: n, in: 'path', required: true, schema })),
      ...objektEintraege(o.query).map(([n, schema]) => ({ name: n, in: 'query', required: false, schema })),
      ...(o.zugang !== 'offen'
        ? [
            {
              name: BOTCHECK_HEADER,
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description: 'Gelöste Bot-Prüfung (ALTCHA), nur wenn eine 429-Antwort sie verlangt',
            },
          ]
        : []),
    ];
    const eintrag: Json = {
      operationId: name,
      tags: [o.bereich],
      summary: o.beschreibung,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(o.body ? { requestBody: requestBody(o) } : {}),
      responses: antworten(o),
      // The member app's operations also take its device token instead of the three headers (not its sign-in).
      ...(o.zugang === 'offen'
        ? {}
        : {
            security: o.zugang === 'mitglied' && name !== 'appAnmelden' ? [ANMELDUNG, { [GERAETE_TOKEN_HEADER]: [] }] : [ANMELDUNG],
          }),
    };
    const methoden = (paths[`${SERVER_BASE_PATH}${pfad}`] ??= {});
    methoden[o.methode.toLowerCase()] = eintrag;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vereinsportal API',
      version: '1.0.0',
      description:
        `API des Vereinsportals. Angemeldete Aufrufe senden die Header ${ANMELDE_HEADER.vereinId}, ${ANMELDE_HEADER.emailadresse} und ${ANMELDE_HEADER.passwort} (percent-encoded). ` +
        'Fehler: 400 mit { Feld: [Meldungen] }, sonst ein JSON-String mit einer deutschen Meldung.',
    },
    paths,
    components: {
      schemas: { Fehler: jsonSchema(fehlerAntwort) },
      securitySchemes: {
        ...Object.fromEntries(
          [...ANMELDE_HEADER_NAMEN, GERAETE_TOKEN_HEADER].map((name) => [name, { type: 'apiKey', in: 'header', name }]),
        ),
      },
    },
  };
}
