import { createRequire } from 'node:module';
import { MELDUNG, type FieldErrors, type Land } from '@vereinsportal/domain';

// The German names come from i18n-iso-countries (maintained), not from a hand-written list.
const require = createRequire(import.meta.url);
// The package's main module registers all ~80 languages (about 8 MB resident); its core plus German is enough,
// loaded on first use (most starts need no country name; docs/skalierung.md).
let bibliothek: typeof import('i18n-iso-countries') | null = null;
function countries() {
  if (!bibliothek) {
    bibliothek = require('i18n-iso-countries/index.js') as typeof import('i18n-iso-countries');
    bibliothek.registerLocale(require('i18n-iso-countries/langs/de.json'));
  }
  return bibliothek;
}

let cache: { list: Land[]; byId: Map<number, string> } | null = null;

function load() {
  if (cache) return cache;
  const names = countries().getNames('de', { select: 'official' });
  const list: Land[] = [];
  for (const [alpha2, name] of Object.entries(names)) {
    const numeric = countries().alpha2ToNumeric(alpha2);
    if (numeric) list.push({ LandId: Number(numeric), Bezeichnung: name });
  }
  list.sort((a, b) => a.Bezeichnung.localeCompare(b.Bezeichnung, 'de'));
  cache = { list, byId: new Map(list.map((l) => [l.LandId, l.Bezeichnung])) };
  return cache;
}

/** Every country with its German name; LandId = ISO 3166-1 numeric code. */
export const laender = (): Land[] => load().list;
export const landBezeichnung = (landId: number | null): string | null => (landId === null ? null : (load().byId.get(landId) ?? null));
export const istLand = (landId: number) => load().byId.has(landId);
/** ISO 3166-1 alpha-2 of a LandId (a QR-bill's address wants it), null when unknown. */
export const landAlpha2 = (landId: number | null): string | null =>
  landId === null ? null : (countries().numericToAlpha2(String(landId).padStart(3, '0')) ?? null);

/**
 * The check the domain's schemas cannot make: a LandId that is a valid id (integer > 0, the domain's
 * rule) but no country of this list. Reads the raw body, so it can be answered with the schema's errors.
 */
export function landFehler(body: unknown): FieldErrors | null {
  const landId = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).LandId : undefined;
  if (typeof landId !== 'number' || !Number.isInteger(landId) || landId <= 0 || istLand(landId)) return null;
  return { LandId: [MELDUNG.ungueltig('LandId')] };
}
/** Switzerland, the demo club's country. */
export const LAND_SCHWEIZ = 756;
