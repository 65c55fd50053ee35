/**
 * The fee settings (docs/produkt.md "Beiträge"): the club's account (Vereinskonto), the several-categories rule
 * and the fee of every member category. Saving replaces all three in one transaction with one change-log entry.
 */
import {
  beitragsKontoMeldung,
  feldAenderungen,
  fromCents,
  mehrfachRegelAus,
  MELDUNG,
  splitKategorien,
  type BeitragsEinstellungen,
  type BeitragsEinstellungenInput,
} from '@vereinsportal/domain';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../../http/errors.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';

const KONTO_FELDER = ['Iban', 'Kontoinhaber', 'Strasse', 'Hausnummer', 'Postleitzahl', 'Ort', 'Land', 'Uid'] as const;

const schluessel = (k: string) => k.toLocaleLowerCase('de-CH');

/** The categories the club's active members carry, sorted. */
async function vereinsKategorien(db: Kysely<Database>, vereinId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('mitglied')
    .select('Mitgliedschaftsart')
    .distinct()
    .where('VereinId', '=', vereinId)
    .where('Status', '=', 'A')
    .where('Mitgliedschaftsart', 'is not', null)
    .execute();
  const m = new Map<string, string>();
  for (const r of rows) for (const k of splitKategorien(r.Mitgliedschaftsart)) if (!m.has(schluessel(k))) m.set(schluessel(k), k);
  return [...m.values()];
}

export async function beitragsEinstellungenLaden(db: Kysely<Database>, vereinId: number): Promise<BeitragsEinstellungen> {
  const [e, tarife, kategorien] = await Promise.all([
    db.selectFrom('beitrag_einstellung').selectAll().where('VereinId', '=', vereinId).executeTakeFirst(),
    db.selectFrom('beitrag_tarif').select(['Kategorie', 'BetragCents']).where('VereinId', '=', vereinId).execute(),
    vereinsKategorien(db, vereinId),
  ]);
  // Every category of the club, and a fee whose category no member carries any more (so nothing vanishes).
  const liste = new Map<string, { Kategorie: string; Betrag: number | null }>();
  for (const k of kategorien) liste.set(schluessel(k), { Kategorie: k, Betrag: null });
  for (const t of tarife) liste.set(schluessel(t.Kategorie), { Kategorie: t.Kategorie, Betrag: fromCents(t.BetragCents) });
  const konto =
    e?.Iban && e.Kontoinhaber && e.Postleitzahl && e.Ort
      ? {
          Iban: e.Iban,
          Kontoinhaber: e.Kontoinhaber,
          Strasse: e.Strasse,
          Hausnummer: e.Hausnummer,
          Postleitzahl: e.Postleitzahl,
          Ort: e.Ort,
          Land: e.Land ?? 'CH',
          Uid: e.Uid,
        }
      : null;
  const meldung = beitragsKontoMeldung(konto);
  return {
    Konto: konto,
    KontoGueltig: meldung === null,
    KontoMeldung: meldung,
    MehrfachRegel: mehrfachRegelAus(e?.MehrfachRegel),
    Tarife: [...liste.values()].sort((a, b) => a.Kategorie.localeCompare(b.Kategorie, 'de-CH')),
  };
}

/** Saves account, rule and fees; a fee for a category the club does not have is a field error. */
export async function beitragsEinstellungenSpeichern(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  urheber: Urheber,
  input: BeitragsEinstellungenInput,
): Promise<BeitragsEinstellungen> {
  const vorher = await beitragsEinstellungenLaden(deps.db, urheber.vereinId);
  const bekannt = new Set(vorher.Tarife.map((t) => schluessel(t.Kategorie)));
  for (const t of input.Tarife) {
    if (!bekannt.has(schluessel(t.Kategorie))) throw fieldError('Tarife', MELDUNG.kategorieUnbekannt(t.Kategorie));
  }
  await deps.db.transaction().execute(async (trx) => {
    const konto = input.Konto ?? {
      Iban: null,
      Kontoinhaber: null,
      Strasse: null,
      Hausnummer: null,
      Postleitzahl: null,
      Ort: null,
      Land: null,
      Uid: null,
    };
    const werte = { ...konto, MehrfachRegel: input.MehrfachRegel };
    await trx
      .insertInto('beitrag_einstellung')
      .values({ VereinId: urheber.vereinId, ...werte })
      .onConflict((oc) => oc.column('VereinId').doUpdateSet(werte))
      .execute();
    // A category left out of the body keeps its fee; Betrag null removes it.
    for (const t of input.Tarife) {
      const gespeichert = vorher.Tarife.find((x) => schluessel(x.Kategorie) === schluessel(t.Kategorie));
      await trx
        .deleteFrom('beitrag_tarif')
        .where('VereinId', '=', urheber.vereinId)
        .where('Kategorie', '=', gespeichert?.Kategorie ?? t.Kategorie)
        .execute();
      if (t.Betrag !== null) {
        await trx
          .insertInto('beitrag_tarif')
          .values({ VereinId: urheber.vereinId, Kategorie: gespeichert?.Kategorie ?? t.Kategorie, BetragCents: t.Betrag })
          .execute();
      }
    }
    const flach = (konto: Record<string, unknown> | null, regel: string, tarife: { Kategorie: string; Betrag: number | null }[]) => ({
      ...Object.fromEntries(KONTO_FELDER.map((f) => [f, konto?.[f] ?? null])),
      MehrfachRegel: regel,
      ...Object.fromEntries(tarife.map((t) => [`Beitrag ${t.Kategorie}`, t.Betrag === null ? null : t.Betrag.toFixed(2)])),
    });
    const neuTarife = vorher.Tarife.map((t) => {
      const n = input.Tarife.find((x) => schluessel(x.Kategorie) === schluessel(t.Kategorie));
      return n ? { Kategorie: t.Kategorie, Betrag: n.Betrag === null ? null : fromCents(n.Betrag) } : t;
    });
    await protokolliere(trx, deps.clock, urheber, {
      bereich: 'Beiträge',
      aktion: 'geändert',
      objektId: null,
      objekt: 'Beitragseinstellungen',
      felder: feldAenderungen(flach(vorher.Konto, vorher.MehrfachRegel, vorher.Tarife), flach(input.Konto, input.MehrfachRegel, neuTarife)),
    });
  });
  return beitragsEinstellungenLaden(deps.db, urheber.vereinId);
}
