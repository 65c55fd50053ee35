/**
 * The club's bank file (docs/produkt.md "Beiträge"): a camt.054 or camt.053 the treasurer uploads is read,
 * previewed (what would be booked, nothing stored) and booked ('Buchen') against the club's fee invoices with
 * the booking core the operator's invoices use (services/rechnungen/bankdatei-buchen.ts): one transaction, the
 * bank's entry key unique per club, so the same file twice books nothing. Payments with an unknown reference
 * are kept as 'nicht zugeordnet' with suggestions, to be assigned by hand (zahlung-zuordnen.ts).
 */
import {
  BEITRAG_POSTEN_MELDUNG,
  fromCents,
  gleichesKonto,
  ibanFormatiert,
  rechnungsName,
  type BeitragsZahlungenGebucht,
  type BeitragsZahlungenVorschau,
  type BuchungArt,
  type CamtZahlung,
  type OffeneRechnung,
} from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { inStuecken } from '../../db/in-stuecken.js';
import type { Database } from '../../db/schema.js';
import { conflict, fieldError } from '../../http/errors.js';
import { protokolliere } from '../aenderungsprotokoll.js';
import {
  BANKDATEI_MELDUNG,
  bankdateiBuchen,
  bankdateiLesen,
  EinleseFehler,
  type BuchungsErgebnis,
  type GeleseneBankdatei,
  type Kassenbuch,
  type Zaehler,
} from '../rechnungen/bankdatei-buchen.js';
import { bezahltNachher, gebuchterBetrag, importSpalten, jeSchluessel, zahlungSpalten } from '../rechnungen/buchungs-spalten.js';
import { beitragsAbsenderLaden } from './konto.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The club's account for fees (normalised IBAN); 409 with what to do when it is missing or invalid. */
export async function beitragsIban(db: Kysely<Database>, vereinId: number): Promise<string> {
  const absender = await beitragsAbsenderLaden(db, vereinId);
  if ('meldung' in absender) throw conflict(absender.meldung);
  return absender.konto.iban;
}

/** Reads the uploaded file and checks it is for the club's account; a bad file is a 400 on the part `datei`. */
async function lesen(deps: Deps, vereinId: number, datei: { dateiName: string; bytes: Uint8Array } | undefined) {
  if (!datei || datei.bytes.byteLength === 0) throw fieldError('datei', BEITRAG_POSTEN_MELDUNG.dateiFehlt);
  const iban = await beitragsIban(deps.db, vereinId);
  let gelesen: GeleseneBankdatei;
  try {
    gelesen = await bankdateiLesen(datei.bytes);
  } catch (error) {
    if (error instanceof EinleseFehler) throw fieldError('datei', error.message);
    throw error;
  }
  if (!gleichesKonto(iban, gelesen.camt.konto))
    throw conflict(BEITRAG_POSTEN_MELDUNG.anderesKonto(ibanFormatiert(gelesen.camt.konto), ibanFormatiert(iban)));
  return { ...gelesen, name: datei.dateiName || 'Bankdatei.xml' };
}

/** The club's ledger: `beitragsrechnung`, `beitragszahlung`, `beitragsimport`, all scoped to the club. */
function vereinsKassenbuch(deps: Deps, auth: AuthInfo): Kassenbuch {
  const vereinId = auth.vereinId;
  return {
    async rechnungen(trx, referenzen) {
      const spalten = ['BeitragsrechnungId', 'Zahlungsreferenz', 'BetragCents', 'BezahltCents', 'Storniert', 'Name', 'Vorname'] as const;
      const basis = () => trx.selectFrom('beitragsrechnung').select(spalten).where('VereinId', '=', vereinId);
      const rows = [
        ...(await basis().where('Storniert', '=', 0).whereRef('BezahltCents', '<', 'BetragCents').execute()),
        ...(await inStuecken(referenzen, (stueck) => basis().where('Zahlungsreferenz', 'in', stueck).execute())),
      ];
      const nachId = new Map(rows.map((r) => [r.BeitragsrechnungId, r]));
      return [...nachId.values()].map((r): OffeneRechnung => ({
        rechnungId: r.BeitragsrechnungId,
        referenz: r.Zahlungsreferenz,
        // A cancelled invoice bills nothing: money for it is an over-payment, to pay back.
        totalCents: r.Storniert === 1 ? 0 : r.BetragCents,
        bezahltCents: r.BezahltCents,
        kundenName: rechnungsName(r),
      }));
    },
    async bereitsGebucht(trx, schluessel, rechnungIds) {
      const basis = () =>
        trx
          .selectFrom('beitragszahlung')
          .select(['EintragSchluessel as eintragSchluessel', 'BeitragsrechnungId as rechnungId', 'BetragCents as betragCents'])
          .where('VereinId', '=', vereinId);
      return jeSchluessel([
        ...(await inStuecken(schluessel, (stueck) => basis().where('EintragSchluessel', 'in', stueck).execute())),
        // What a bank reversal may undo: the bank payments of the invoices concerned (cash is not reversed by a bank).
        ...(await inStuecken(rechnungIds, (ids) => basis().where('BeitragsrechnungId', 'in', ids).where('Art', '!=', 'bar').execute())),
      ]);
    },
    async importSpeichern(trx, datei, z) {
      const { ImportId } = await trx
        .insertInto('beitragsimport')
        .values({ VereinId: vereinId, ...importSpalten(datei, z, deps.clock.now().toISOString(), auth.emailadresse) })
        .returning('ImportId')
        .executeTakeFirstOrThrow();
      return ImportId;
    },
    async buchen(trx, b, z, importId) {
      const rechnungId = b.art === 'nicht zugeordnet' ? null : b.rechnungId;
      const jetzt = deps.clock.now().toISOString();
      await trx
        .insertInto('beitragszahlung')
        .values({
          ...zahlungSpalten(b, z, importId, jetzt),
          VereinId: vereinId,
          BeitragsrechnungId: rechnungId,
          Art: b.art === 'zahlung' ? 'bank' : b.art,
          ErfasstAm: jetzt,
          Von: auth.emailadresse,
        })
        .execute();
      if (rechnungId !== null) await rechnungNachfuehren(trx, vereinId, rechnungId, gebuchterBetrag(b), b.datum);
    },
    async abschliessen(trx, datei, z) {
      await protokolliere(trx, deps.clock, auth, {
        bereich: 'Beiträge',
        aktion: 'importiert',
        objektId: null,
        objekt: `Bankdatei ${datei.name}`,
        felder: Object.entries(gebuchtZaehler(z)).map(([Feld, n]) => ({ Feld, Alt: null, Neu: String(n) })),
      });
    },
  };
}

function gebuchtZaehler(z: Zaehler): BeitragsZahlungenGebucht {
  return {
    Bezahlt: z.bezahlt,
    Teilweise: z.teilweise,
    Ueberzahlt: z.ueberzahlt,
    Storniert: z.storniert,
    NichtZugeordnet: z.nichtZugeordnet,
    Uebersprungen: z.uebersprungen,
  };
}

async function rechnungNachfuehren(trx: Transaction<Database>, vereinId: number, id: number, deltaCents: number, datum: string | null) {
  const r = await trx
    .selectFrom('beitragsrechnung')
    .select(['BetragCents', 'BezahltCents', 'BezahltAm'])
    .where('VereinId', '=', vereinId)
    .where('BeitragsrechnungId', '=', id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('beitragsrechnung')
    .set(bezahltNachher(r, r.BetragCents, deltaCents, datum))
    .where('VereinId', '=', vereinId)
    .where('BeitragsrechnungId', '=', id)
    .execute();
}

async function einlesen(deps: Deps, auth: AuthInfo, datei: Parameters<typeof lesen>[2], probe: boolean) {
  const gelesen = await lesen(deps, auth.vereinId, datei);
  try {
    const buch = vereinsKassenbuch(deps, auth);
    // A file with nothing (left) to book leaves no import record and no change-log entry: reading it again changes nothing.
    const vorschau = await bankdateiBuchen(deps.db, buch, gelesen, true);
    if (probe || vorschau.abgleich.buchungen.length === 0) return { gelesen, ergebnis: vorschau };
    return { gelesen, ergebnis: await bankdateiBuchen(deps.db, buch, gelesen, false) };
  } catch (error) {
    if (error instanceof EinleseFehler && error.message === BANKDATEI_MELDUNG.gleichzeitig) throw conflict(error.message);
    throw error;
  }
}

/** What the file would book, entry by entry; stores nothing. */
export async function beitragsZahlungenVorschau(
  deps: Deps,
  auth: AuthInfo,
  datei: Parameters<typeof lesen>[2],
): Promise<BeitragsZahlungenVorschau> {
  const { gelesen, ergebnis } = await einlesen(deps, auth, datei, true);
  return {
    Art: gelesen.camt.art,
    Konto: gelesen.camt.konto,
    Buchungen: vorschauBuchungen(ergebnis, gelesen.camt.zahlungen),
    Uebersprungen: uebersprungen(ergebnis),
  };
}

function uebersprungen(e: BuchungsErgebnis) {
  return e.abgleich.uebersprungen.map((u) => ({ EintragSchluessel: u.eintragSchluessel, Grund: u.grund }));
}

function vorschauBuchungen(e: BuchungsErgebnis, zahlungen: readonly CamtZahlung[]): BeitragsZahlungenVorschau['Buchungen'] {
  // A matched payment shows its reference and message too, so the treasurer sees why it matched.
  const ausDatei = new Map(zahlungen.map((z) => [z.eintragSchluessel, z]));
  const rest = new Map([...e.rechnungen].map(([id, r]) => [id, r.totalCents - r.bezahltCents]));
  const name = (id: number) => e.rechnungen.get(id)?.kundenName ?? null;
  return e.abgleich.buchungen.map((b) => {
    if (b.art === 'nicht zugeordnet')
      return {
        EintragSchluessel: b.eintragSchluessel,
        Art: 'nicht zugeordnet',
        Betrag: fromCents(b.betragCents),
        Datum: b.datum,
        BeitragsrechnungId: null,
        Name: b.zahlerName,
        Rest: 0,
        Ueberzahlung: 0,
        Referenz: b.referenz,
        Mitteilung: b.mitteilung,
        Vorschlaege: b.vorschlaege.map((id) => ({
          BeitragsrechnungId: id,
          Name: name(id) ?? '',
          Offen: fromCents(Math.max(0, rest.get(id) ?? 0)),
        })),
      };
    const vorher = rest.get(b.rechnungId) ?? 0;
    const nachher = vorher + (b.art === 'storno' ? b.betragCents : -b.betragCents);
    rest.set(b.rechnungId, nachher);
    const art: BuchungArt =
      b.art === 'storno'
        ? 'storno'
        : b.ergebnis === 'teilweise bezahlt'
          ? 'teilweise bezahlt'
          : b.ueberzahlungCents > 0
            ? 'überzahlt'
            : 'bezahlt';
    return {
      EintragSchluessel: b.eintragSchluessel,
      Art: art,
      Betrag: fromCents(b.betragCents),
      Datum: b.datum,
      BeitragsrechnungId: b.rechnungId,
      Name: name(b.rechnungId),
      Rest: fromCents(Math.max(0, nachher)),
      Ueberzahlung: fromCents(b.art === 'zahlung' ? b.ueberzahlungCents : 0),
      Referenz: ausDatei.get(b.eintragSchluessel)?.referenz ?? null,
      Mitteilung: ausDatei.get(b.eintragSchluessel)?.mitteilung ?? null,
      Vorschlaege: [],
    };
  });
}

/** Books the file (one transaction, with its change-log entry); the same file again books nothing. */
export async function beitragsZahlungenBuchen(
  deps: Deps,
  auth: AuthInfo,
  datei: Parameters<typeof lesen>[2],
): Promise<BeitragsZahlungenGebucht> {
  const { ergebnis } = await einlesen(deps, auth, datei, false);
  return gebuchtZaehler(ergebnis.zaehler);
}
