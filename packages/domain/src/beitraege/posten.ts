/**
 * Open fee items (docs/produkt.md "Beiträge"): the fee invoices as the treasurer's list shows them, cash
 * payments, cancellations, the club's bank file (preview, booking, assigning by hand), reminders and the
 * CSV for the club's bookkeeping. Shapes of the HTTP operations, their input schemas, the German texts and
 * the pure rules (status, next reminder level); the server's use cases are apps/server/src/services/beitraege/.
 */
import * as v from 'valibot';
import { csvDatei } from '../csv-export.js';
import { addDays, formatDatumDe } from '../dates.js';
import { formatBetrag } from '../money.js';
import { flag } from '../entity-felder.js';
import { MAX_ID } from '../constants.js';
import { istQrIban } from '../rechnungswesen/iban.js';
import { referenzFormatiert } from '../rechnungswesen/referenz.js';
import { MAHNUNG_TAGE_STANDARD, RECHNUNGS_STATUS, rechnungsStatus, type RechnungsStatus } from '../rechnungswesen/status.js';
import { MAHNSTUFE_TEXT } from '../rechnungswesen/texte.js';
import { objektMeldung, pflichtDatumFeld, pflichtTextFeld } from '../schemas/fields.js';
import { MELDUNG } from '../validation-messages.js';
import { BEITRAG_MAX, betragCentsFeld } from './entities.js';

/** Largest bank file read (a year of a club's or the operator's account is far below). */
export const BANKDATEI_MAX_BYTES = 20 * 1024 * 1024;

// ---- Texts ------------------------------------------------------------------------------------

/** The German sentences of open items, payments and reminders (Swiss spelling). */
export const BEITRAG_POSTEN_MELDUNG = {
  rechnungUnbekannt: 'Diese Beitragsrechnung gibt es nicht.',
  rechnungenUnbekannt: (ids: number[]) =>
    `${ids.length === 1 ? 'Diese Beitragsrechnung gibt es' : 'Diese Beitragsrechnungen gibt es'} nicht: ${ids.join(', ')}.`,
  bereitsStorniert: 'Die Beitragsrechnung ist bereits storniert.',
  storniert: 'Die Beitragsrechnung ist storniert; es kann nichts mehr darauf verbucht werden.',
  stornoMitZahlung: (bezahlt: string) =>
    `Auf die Beitragsrechnung sind bereits ${bezahlt} verbucht; sie kann nicht storniert werden. Bitte zahlen Sie den Betrag zuerst zurück und buchen Sie die Rückzahlung über die Bankdatei.`,
  bereitsBezahlt: 'Die Beitragsrechnung ist bereits vollständig bezahlt.',
  betragUeberOffen: (offen: string) => `Der Betrag ist höher als der offene Betrag von ${offen}.`,
  datumZukunft: 'Das Datum darf nicht in der Zukunft liegen.',
  zahlungUnbekannt: 'Diese Zahlung gibt es nicht oder sie ist bereits einer Rechnung zugeordnet.',
  anderesKonto: (konto: string, eigenes: string) =>
    `Die Bankdatei ist für das Konto ${konto}, nicht für das Beitragskonto des Vereins (${eigenes}). Nichts wurde verbucht.`,
  dateiFehlt: 'Bitte wählen Sie die Bankdatei (camt.054 oder camt.053) aus.',
  dateiZuGross: (maxMb: number) =>
    `Die Bankdatei ist grösser als ${maxMb} MB. Bitte laden Sie im E-Banking einen kürzeren Zeitraum herunter.`,
  keineIds: 'Bitte wählen Sie mindestens eine Beitragsrechnung aus.',
  zuVieleIds: (max: number) => `Es können höchstens ${max} Beitragsrechnungen auf einmal gemahnt werden.`,
} as const;

/** Why a selected invoice gets no reminder now (reminder preview). */
export const MAHNUNG_GRUND = {
  storniert: 'Storniert',
  bezahlt: 'Bereits bezahlt',
  nichtFaellig: (faelligAm: string) => `Noch nicht überfällig (fällig am ${formatDatumDe(faelligAm)})`,
  letzteStufe: 'Die 2. Mahnung ist bereits versendet',
  zuFrueh: (gesendetAm: string, ab: string) =>
    `Zahlungserinnerung am ${formatDatumDe(gesendetAm)} versendet; die 2. Mahnung ist ab ${formatDatumDe(ab)} möglich`,
} as const;

/** What the treasurer's change log says about a fee invoice (the entry's Objekt). */
export function beitragsrechnungObjekt(r: { BeitragsrechnungId: number; Bezeichnung: string; Name: string }): string {
  return `${r.Bezeichnung}, Rechnung ${r.BeitragsrechnungId} (${r.Name})`;
}

// ---- Rules ------------------------------------------------------------------------------------

/** The billed member's name as lists show it: 'Vorname Name'. */
export function rechnungsName(r: { Name: string; Vorname: string | null }): string {
  return [r.Vorname, r.Name].filter(Boolean).join(' ');
}

/**
 * True when a bank file of account `dateiIban` may be booked for the club's account `vereinsIban` (both
 * normalised): the same IBAN, or, for a QR-IBAN, the ordinary IBAN of the same account. Swiss banks build the
 * QR-IBAN from the account's IBAN with the QR institution id (30000-31999) in place of the bank's, and a bank
 * file names the account by its ordinary IBAN; country and account number (after the institution id) agree.
 */
export function gleichesKonto(vereinsIban: string, dateiIban: string): boolean {
  if (vereinsIban === dateiIban) return true;
  if (!istQrIban(vereinsIban) || vereinsIban.length !== dateiIban.length) return false;
  return vereinsIban.slice(0, 2) === dateiIban.slice(0, 2) && vereinsIban.slice(9) === dateiIban.slice(9);
}

/** A fee invoice's status: the invoicing core's rule, with 'storniert'. */
export function beitragsStatus(r: {
  BetragCents: number;
  BezahltCents: number;
  FaelligAm: string;
  Storniert: number;
  heute: string;
}): RechnungsStatus {
  return rechnungsStatus({
    totalCents: r.BetragCents,
    bezahltCents: r.BezahltCents,
    faelligAm: r.FaelligAm,
    heute: r.heute,
    storniert: r.Storniert === 1,
  });
}

/** Still to pay (0 when paid, over-paid or cancelled). */
export function beitragOffenCents(r: { BetragCents: number; BezahltCents: number; Storniert: number }): number {
  return r.Storniert === 1 ? 0 : Math.max(0, r.BetragCents - r.BezahltCents);
}

/**
 * The reminder the treasurer may send now: the first ('Zahlungserinnerung') as soon as the invoice is overdue,
 * the second ('2. Mahnung') `tage` days after the first; never a third. `grund` says why there is none.
 */
export function naechsteMahnung(
  r: { BetragCents: number; BezahltCents: number; FaelligAm: string; Storniert: number; Mahnstufe: number; LetzteMahnungAm: string | null },
  heute: string,
  tage: number = MAHNUNG_TAGE_STANDARD,
): { stufe: 1 | 2; grund: null } | { stufe: null; grund: string } {
  const status = beitragsStatus({ ...r, heute });
  if (status === 'storniert') return { stufe: null, grund: MAHNUNG_GRUND.storniert };
  if (status === 'bezahlt') return { stufe: null, grund: MAHNUNG_GRUND.bezahlt };
  if (status !== 'überfällig') return { stufe: null, grund: MAHNUNG_GRUND.nichtFaellig(r.FaelligAm) };
  if (r.Mahnstufe >= 2) return { stufe: null, grund: MAHNUNG_GRUND.letzteStufe };
  if (r.Mahnstufe === 0) return { stufe: 1, grund: null };
  const gesendet = r.LetzteMahnungAm ?? r.FaelligAm;
  const ab = addDays(gesendet, tage);
  return heute >= ab ? { stufe: 2, grund: null } : { stufe: null, grund: MAHNUNG_GRUND.zuFrueh(gesendet, ab) };
}

// ---- Input ------------------------------------------------------------------------------------

const STATUS_FILTER = ['', ...RECHNUNGS_STATUS] as const;

/** An optional id in a query: digits or empty. */
function queryId(feld: string) {
  const meldung = MELDUNG.ungueltig(feld);
  return v.pipe(
    v.optional(v.union([v.number(meldung), v.string(meldung)], meldung), ''),
    v.transform(String),
    v.regex(/^(\d{1,15})?$/, meldung),
    v.transform((s): number | null => (s === '' ? null : Math.min(Number(s), MAX_ID + 1))),
  );
}

/** Filters of the open items (GET query, also the CSV's): status, member, fee run; each optional. */
export const beitragsrechnungenFilterSchema = v.object({
  Status: v.pipe(
    v.optional(v.picklist(STATUS_FILTER, MELDUNG.ungueltig('Status')), ''),
    v.transform((s): RechnungsStatus | null => (s === '' ? null : s)),
  ),
  MitgliedId: queryId('MitgliedId'),
  LaufId: queryId('LaufId'),
});
export type BeitragsrechnungenFilter = v.InferOutput<typeof beitragsrechnungenFilterSchema>;

/** 'bar bezahlt': the day the cash came in and the amount (at most the open amount, checked by the server). */
export const barBezahltSchema = v.strictObject({ Datum: pflichtDatumFeld('Datum'), Betrag: betragCentsFeld('Betrag') }, objektMeldung);
export type BarBezahlt = v.InferOutput<typeof barBezahltSchema>;

/** 'stornieren': the reason is required (it stays with the invoice and in the change log). */
export const beitragStornoSchema = v.strictObject({ Grund: pflichtTextFeld('Grund', BEITRAG_MAX.Grund) }, objektMeldung);

/** Assigning an unassigned payment to a fee invoice by hand. */
export const zahlungZuordnenSchema = v.strictObject(
  {
    BeitragsrechnungId: v.pipe(
      v.number(MELDUNG.keineZahl('BeitragsrechnungId')),
      v.integer(MELDUNG.keineZahl('BeitragsrechnungId')),
      v.minValue(1, MELDUNG.keineZahl('BeitragsrechnungId')),
      v.maxValue(MAX_ID, BEITRAG_POSTEN_MELDUNG.rechnungUnbekannt),
    ),
  },
  objektMeldung,
);

/** Invoices reminded at once, at most. */
export const MAHNUNG_MAX_IDS = 2000;
/** The selected invoices of a reminder preview or send. */
export const mahnungenSchema = v.strictObject(
  {
    Ids: v.pipe(
      v.array(
        v.pipe(v.number(MELDUNG.ungueltigeId), v.integer(MELDUNG.ungueltigeId), v.minValue(1, MELDUNG.ungueltigeId)),
        BEITRAG_POSTEN_MELDUNG.keineIds,
      ),
      v.minLength(1, BEITRAG_POSTEN_MELDUNG.keineIds),
      v.maxLength(MAHNUNG_MAX_IDS, BEITRAG_POSTEN_MELDUNG.zuVieleIds(MAHNUNG_MAX_IDS)),
    ),
  },
  objektMeldung,
);

/** The bank file upload's JSON part: nothing yet (the file is the part `datei`). */
export const bankdateiSchema = v.strictObject({}, objektMeldung);

// ---- Answers ----------------------------------------------------------------------------------

/** An invoice's dates and amounts (CHF), in the open items list and in the Datenauskunft. */
const rechnungBetragFelder = {
  Rechnungsdatum: v.string(),
  FaelligAm: v.string(),
  Betrag: v.number(),
  Bezahlt: v.number(),
  Offen: v.number(),
};

/** One fee invoice of the open items list; amounts in CHF, dates `YYYY-MM-DD`. */
export const beitragsrechnungEintragEntity = v.strictObject({
  BeitragsrechnungId: v.number(),
  LaufId: v.number(),
  /** The fee run's name, e.g. 'Mitgliederbeitrag 2027'. */
  Bezeichnung: v.string(),
  /** null once the member was deleted for good (the invoice stays as a booking record). */
  MitgliedId: v.nullable(v.number()),
  /** 'Nachname Vorname' as billed. */
  Name: v.string(),
  ...rechnungBetragFelder,
  Status: v.picklist(RECHNUNGS_STATUS),
  /** 0 none, 1 Zahlungserinnerung, 2 '2. Mahnung'. */
  Mahnstufe: v.number(),
  BezahltAm: v.nullable(v.string()),
  Zahlungsreferenz: v.string(),
  StornoGrund: v.nullable(v.string()),
});
export type BeitragsrechnungEintrag = v.InferOutput<typeof beitragsrechnungEintragEntity>;

export const beitragsrechnungenEntity = v.strictObject({
  Eintraege: v.array(beitragsrechnungEintragEntity),
  /** Over the listed invoices; cancelled ones count with 0 open. */
  Summen: v.strictObject({ Anzahl: v.number(), Total: v.number(), Bezahlt: v.number(), Offen: v.number() }),
});
export type Beitragsrechnungen = v.InferOutput<typeof beitragsrechnungenEntity>;

/** A fee invoice a payment may be meant for. */
export const zahlungVorschlagEntity = v.strictObject({ BeitragsrechnungId: v.number(), Name: v.string(), Offen: v.number() });

export const BUCHUNG_ARTEN = ['bezahlt', 'teilweise bezahlt', 'überzahlt', 'storno', 'nicht zugeordnet'] as const;
export type BuchungArt = (typeof BUCHUNG_ARTEN)[number];

/** What reading the bank file would book (the preview), entry by entry. */
export const beitragsZahlungenVorschauEntity = v.strictObject({
  /** 'camt.053' | 'camt.054' */
  Art: v.string(),
  Konto: v.string(),
  Buchungen: v.array(
    v.strictObject({
      EintragSchluessel: v.string(),
      Art: v.picklist(BUCHUNG_ARTEN),
      Betrag: v.number(),
      Datum: v.nullable(v.string()),
      /** null when not assigned. */
      BeitragsrechnungId: v.nullable(v.number()),
      /** The invoice's name, or the payer's as the bank names it. */
      Name: v.nullable(v.string()),
      /** Still open on the invoice afterwards. */
      Rest: v.number(),
      Ueberzahlung: v.number(),
      Referenz: v.nullable(v.string()),
      Mitteilung: v.nullable(v.string()),
      Vorschlaege: v.array(zahlungVorschlagEntity),
    }),
  ),
  Uebersprungen: v.array(v.strictObject({ EintragSchluessel: v.string(), Grund: v.string() })),
});
export type BeitragsZahlungenVorschau = v.InferOutput<typeof beitragsZahlungenVorschauEntity>;

/** What 'Buchen' booked (a second reading of the same file books nothing: all skipped). */
export const beitragsZahlungenGebuchtEntity = v.strictObject({
  Bezahlt: v.number(),
  Teilweise: v.number(),
  Ueberzahlt: v.number(),
  Storniert: v.number(),
  NichtZugeordnet: v.number(),
  Uebersprungen: v.number(),
});
export type BeitragsZahlungenGebucht = v.InferOutput<typeof beitragsZahlungenGebuchtEntity>;

/** What the bank file says of a payment besides its amount: reference, message, payer (null when absent). */
const bankAngabenFelder = {
  Referenz: v.nullable(v.string()),
  Mitteilung: v.nullable(v.string()),
  ZahlerName: v.nullable(v.string()),
};

/** A payment of the bank file no invoice's reference matched, waiting to be assigned. */
export const nichtZugeordneteZahlungEntity = v.strictObject({
  ZahlungId: v.number(),
  Betrag: v.number(),
  Datum: v.string(),
  ...bankAngabenFelder,
  Vorschlaege: v.array(zahlungVorschlagEntity),
});
export type NichtZugeordneteZahlung = v.InferOutput<typeof nichtZugeordneteZahlungEntity>;

/** One selected invoice in the reminder preview: the level it would get, or why none. */
export const beitragsMahnungenVorschauEntity = v.strictObject({
  Eintraege: v.array(
    v.strictObject({
      BeitragsrechnungId: v.number(),
      Name: v.string(),
      Offen: v.number(),
      NaechsteStufe: v.nullable(v.picklist([1, 2])),
      Grund: v.nullable(v.string()),
      /** false: no e-mail address, the reminder is to be printed (its PDF). */
      PerEmail: v.boolean(),
    }),
  ),
});
export type BeitragsMahnungenVorschau = v.InferOutput<typeof beitragsMahnungenVorschauEntity>;

/** Sent by mail, and raised without mail (no address: print the invoice's PDF, which shows the level). */
export const beitragsMahnungenGesendetEntity = v.strictObject({
  Gesendet: v.number(),
  ZumDrucken: v.number(),
  /** The invoices raised to a level without mail, to print. */
  ZumDruckenIds: v.array(v.number()),
});

// ---- Data protection -------------------------------------------------------------------------

/** The member's fee invoices in the Datenauskunft (the billed name and address as stored on each). */
export const auskunftBeitragsrechnungEntity = v.strictObject({
  BeitragsrechnungId: v.number(),
  Bezeichnung: v.string(),
  ...rechnungBetragFelder,
  BezahltAm: v.nullable(v.string()),
  Zahlungsreferenz: v.string(),
  Mahnstufe: v.number(),
  Storniert: flag,
  StornoGrund: v.nullable(v.string()),
  Name: v.string(),
  Vorname: v.nullable(v.string()),
  Strasse: v.nullable(v.string()),
  Postleitzahl: v.nullable(v.string()),
  Ort: v.nullable(v.string()),
  Land: v.nullable(v.string()),
  Email: v.nullable(v.string()),
});

/** The payments booked on them (bank, cash, reversals). */
export const auskunftBeitragszahlungEntity = v.strictObject({
  ZahlungId: v.number(),
  BeitragsrechnungId: v.number(),
  Datum: v.string(),
  Betrag: v.number(),
  /** 'bank' | 'bar' | 'storno' */
  Art: v.string(),
  ...bankAngabenFelder,
});

/** Section titles of the printable Datenauskunft. */
export const BEITRAG_AUSKUNFT_TEXT = {
  rechnungen: 'Beitragsrechnungen',
  zahlungen: 'Zahlungen auf Beitragsrechnungen',
  storniert: 'storniert',
  zahlungsArt: { bank: 'Bank', bar: 'bar', storno: 'Storno (Bank)' } as Record<string, string>,
  ausnahme: 'Ausnahme beim Mitgliederbeitrag',
  ausnahmeText: (a: { Art: 'befreit' | 'betrag'; Betrag: number | null; Grund: string }, chf: (betrag: number) => string) =>
    a.Art === 'befreit' ? `beitragsbefreit (Grund: ${a.Grund})` : `abweichender Betrag ${chf(a.Betrag ?? 0)} (Grund: ${a.Grund})`,
} as const;

// ---- CSV --------------------------------------------------------------------------------------

/** The bookkeeping CSV's columns (one row per fee invoice). */
export const BEITRAEGE_CSV_HEADER = [
  'Rechnungsnummer',
  'Beitragslauf',
  'Mitgliedernummer',
  'Name',
  'Rechnungsdatum',
  'Fällig am',
  'Betrag',
  'Bezahlt',
  'Offen',
  'Status',
  'Mahnstufe',
  'Bezahlt am',
  'Zahlungsreferenz',
  'Stornogrund',
] as const;

/** Amount as a bookkeeping program reads it: 120.00, no thousands separator, no currency. */
const csvBetrag = (chf: number) => chf.toFixed(2);

/**
 * The open items as CSV in the member export's style (UTF-8 with BOM, semicolons, CRLF, formulas defused):
 * dates dd.MM.yyyy, amounts 120.00, the reminder level as its name.
 */
export function beitraegeCsv(eintraege: readonly BeitragsrechnungEintrag[]): string {
  return csvDatei(
    BEITRAEGE_CSV_HEADER,
    eintraege.map((e) => [
      String(e.BeitragsrechnungId),
      e.Bezeichnung,
      e.MitgliedId === null ? '' : String(e.MitgliedId),
      e.Name,
      formatDatumDe(e.Rechnungsdatum),
      formatDatumDe(e.FaelligAm),
      csvBetrag(e.Betrag),
      csvBetrag(e.Bezahlt),
      csvBetrag(e.Offen),
      e.Status,
      e.Mahnstufe === 1 || e.Mahnstufe === 2 ? MAHNSTUFE_TEXT[e.Mahnstufe] : '',
      e.BezahltAm ? formatDatumDe(e.BezahltAm) : '',
      referenzFormatiert(e.Zahlungsreferenz),
      e.StornoGrund ?? '',
    ]),
  );
}

/** `Beitraege-<dd.MM.yyyy>.csv` */
export function beitraegeCsvDateiname(isoDatum: string): string {
  return `Beitraege-${formatDatumDe(isoDatum)}.csv`;
}

/** An amount in a German sentence ('120.00 CHF'). */
export const chfText = (cents: number): string => formatBetrag(cents, 'CHF');
