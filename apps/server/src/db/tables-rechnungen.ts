/**
 * The operator's invoicing (migration 015_rechnungen, services/rechnungen/): invoices, the bank entries
 * booked against them, each bank file import, and the outbox's attachments (an invoice's PDF).
 * Invoices and payments are the operator's books: they stay when a club closes (docs/produkt.md "Rechnungen").
 */
import type { Generated } from 'kysely';

/** An invoice of the portal to a club (a subscription purchase, increase or renewal). */
export interface RechnungTable {
  RechnungId: Generated<number>;
  VereinId: number;
  /** The contract it bills; null for invoices of other services (the invoicing core is general). */
  VertragId: number | null;
  /** 'abschluss' | 'anpassung' | 'erneuerung' */
  Art: string;
  ArtikelId: number;
  ArtikelBezeichnung: string;
  Anzahl: number;
  EinzelpreisCents: number;
  TotalCents: number;
  MwstCents: number;
  MwstProzentHundertstel: number;
  MehrwertsteuerBezeichnung: string;
  WaehrungISOCode: string;
  Rechnungsdatum: string;
  FaelligAm: string;
  /** QRR (27 digits) or SCOR (RF…) without spaces; invoices before migration 015 keep their 'VP-…' reference. */
  Zahlungsreferenz: string;
  /** 'QRR' | 'SCOR'; null for the old 'VP-…' references. */
  ReferenzTyp: string | null;
  LaufzeitVon: string;
  LaufzeitBis: string;
  Emailadresse: string;
  ErstelltAm: string;
  /** Booked payments net of reversals, in cents (may exceed TotalCents: an over-payment). */
  BezahltCents: Generated<number>;
  /** Day the invoice was paid in full (the bank's booking date); null while open. */
  BezahltAm: string | null;
  /** 0 none, 1 'Zahlungserinnerung', 2 '2. Mahnung'; raised by the reminder job's claim. */
  Mahnstufe: Generated<number>;
  LetzteMahnungAm: string | null;
  /** The customer as billed (the invoice keeps it when the club changes or closes); null before migration 015. */
  KundeName: string | null;
  KundeVertreter: string | null;
  KundeStrasse: string | null;
  KundePostleitzahl: string | null;
  KundeOrt: string | null;
  /** ISO 3166-1 alpha-2. */
  KundeLand: string | null;
}

/** One booked bank entry (or transaction of a batch booking), keyed by the bank's entry reference. */
export interface ZahlungTable {
  ZahlungId: Generated<number>;
  /** Unique: the same entry read twice is booked once. */
  EintragSchluessel: string;
  /** null: not assigned to an invoice. */
  RechnungId: number | null;
  VereinId: number | null;
  /** Signed: a reversal is negative. */
  BetragCents: number;
  Datum: string;
  /** 'zahlung' | 'storno' | 'nicht zugeordnet' */
  Art: string;
  /** 'bezahlt' | 'teilweise bezahlt' | null */
  Ergebnis: string | null;
  UeberzahlungCents: number;
  Referenz: string | null;
  Mitteilung: string | null;
  ZahlerName: string | null;
  ImportId: number;
}

/**
 * One reading of a bank file (camt.053/054): who, when, which file, what it booked. The operator's
 * `zahlungsimport` has these columns; a club's `beitragsimport` (tables-beitraege.ts) has them too.
 */
export interface BankdateiImportSpalten {
  ImportId: Generated<number>;
  Zeitpunkt: string;
  /** SHA-256 of the file, hex. */
  DateiHash: string;
  Dateiname: string;
  /** 'camt.053' | 'camt.054'; in `zahlungsimport` also 'manuell' (cli.ts zahlung-erfassen) */
  Art: string;
  Konto: string;
  NachrichtId: string | null;
  AnzahlBezahlt: number;
  AnzahlTeilweise: number;
  AnzahlUeberzahlt: number;
  AnzahlStorniert: number;
  AnzahlNichtZugeordnet: number;
  AnzahlUebersprungen: number;
  Von: string;
}

export type ZahlungsimportTable = BankdateiImportSpalten;

/** An attachment of an outbox mail, numbered from 1; deleted with its mail. */
export interface OutboxAnhangTable {
  MailId: number;
  Nr: number;
  Dateiname: string;
  ContentType: string;
  Groesse: number;
  Bytes: Uint8Array;
}

export interface RechnungenTables {
  rechnung: RechnungTable;
  zahlung: ZahlungTable;
  zahlungsimport: ZahlungsimportTable;
  outbox_anhang: OutboxAnhangTable;
}
