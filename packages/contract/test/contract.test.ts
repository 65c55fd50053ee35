import { FEHLER_TITEL } from '@vereinsportal/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OPERATIONEN, openApiDokument, operationenListe, pfadParameter, type Operation } from '../src/index.js';

const objektSchluessel = (schema: v.GenericSchema | undefined): string[] =>
  schema && 'entries' in schema ? Object.keys((schema as unknown as { entries: Record<string, unknown> }).entries) : [];

describe('the operations', () => {
  it('name every path placeholder as a path parameter, and no other', () => {
    for (const [name, o] of operationenListe()) {
      expect(pfadParameter(o.pfad).sort(), name).toEqual(objektSchluessel(o.params).sort());
    }
  });

  it('have one route per method and path; an alias points at an operation with the same route', () => {
    const routen = new Map<string, string>();
    for (const [name, o] of operationenListe()) {
      const route = `${o.methode} ${o.pfad}`;
      if (o.gleicheRouteWie) {
        const ziel = (OPERATIONEN as Record<string, Operation>)[o.gleicheRouteWie];
        expect(ziel && `${ziel.methode} ${ziel.pfad}`, name).toBe(route);
        continue;
      }
      expect(routen.get(route), `${name} and ${routen.get(route)} share ${route}`).toBeUndefined();
      routen.set(route, name);
    }
  });

  it('show only failure titles of the catalogue (or the sign-in title)', () => {
    const erlaubt = new Set<string>([...Object.values(FEHLER_TITEL), 'Benutzer Anmeldung fehlgeschlagen!']);
    for (const [name, o] of operationenListe()) {
      if (o.fehlerTitel !== null) expect(erlaubt.has(o.fehlerTitel), name).toBe(true);
    }
  });
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and lists every routed operation with its answer schema', async () => {
    const dokument = openApiDokument();
    const result = await new Validator().validate(dokument);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const paths = dokument.paths as Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    const dokumentiert = Object.values(paths).flatMap((methoden) => Object.values(methoden));
    const erwartet = operationenListe()
      .filter(([, o]) => !o.gleicheRouteWie)
      .map(([name]) => name);
    expect(dokumentiert.map((e) => e.operationId).sort()).toEqual(erwartet.sort());
    for (const eintrag of dokumentiert) expect(eintrag.responses['200'], eintrag.operationId).toBeDefined();
  });
});

describe('the OpenAPI path parameters', () => {
  type Parameter = { name: string; in: string; schema: Record<string, unknown> };
  const parameter = (pfad: string, methode: string, name: string): Parameter | undefined => {
    const paths = openApiDokument().paths as Record<string, Record<string, { parameters?: Parameter[] }>>;
    return paths[pfad]?.[methode]?.parameters?.find((p) => p.name === name && p.in === 'path');
  };

  it('describe a record id as a positive integer', () => {
    expect(parameter('/vereinsportalServer/api/app/termin/{TerminId}/anabmeldung', 'put', 'TerminId')?.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
  });

  it('describe a text id as the string its schema accepts', () => {
    const schema = parameter('/vereinsportalServer/api/app/geraet/{GeraetId}', 'delete', 'GeraetId')?.schema;
    expect(schema).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' });
  });
});
