/**
 * Member fees (migration 019_beitraege, services/beitraege/): the club's account and fees, exceptions per
 * member, fee runs, the fee invoices, the payments booked against them and each bank file read.
 * The club's own books: deleted with the club at closing (after its export); kept with the invoice number
 * when a member is deleted for good (docs/produkt.md "Beiträge").
 */
import type { Generated } from 'kysely';
import type { BankdateiImportSpalten } from './tables-rechnungen.js';

/** The club's fee settings: its account (for the QR-bill) and what a member in several categories pays. */
export interface BeitragEinstellungTable {
  VereinId: number;
  /** IBAN or QR-IBAN without spaces, upper case; null until the treasurer enters the account. */
  Iban: string | null;
  Kontoinhaber: string | null;
  Strasse: string | null;
  Hausnummer: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  /** ISO 3166-1 alpha-2. */
  Land: string | null;
  /** Swiss UID 'CHE-123.456.789', optional. */
  Uid: string | null;
  /** 'hoechster' | 'summe' (domain BeitragsMehrfachRegel). */
  MehrfachRegel: Generated<string>;
}

/** The yearly fee of one member category (a name as in mitglied.Mitgliedschaftsart). */
export interface BeitragTarifTable {
  VereinId: number;
  Kategorie: string;
  BetragCents: number;
}

/** A member's fee exception: exempt ('befreit') or another amount ('betrag'), always with a reason. */
export interface BeitragAusnahmeTable {
  VereinId: number;
  MitgliedId: number;
  /** 'befreit' | 'betrag' */
  Art: string;
  /** Set for 'betrag', null for 'befreit'. */
  BetragCents: number | null;
  Grund: string;
}

/** One fee run ('Mitgliederbeitrag 2027'): billed once per period and club. */
export interface BeitragslaufTable {
  LaufId: Generated<number>;
  VereinId: number;
  Bezeichnung: string;
  /** Normalised key of the Bezeichnung (domain beitragsPeriode); unique per club. */
  Periode: string;
  Rechnungsdatum: string;
  FaelligAm: string;
  /** ISO instant. */
  ErstelltAm: string;
  /** Who started it (the administrator's name). */
  Von: string;
  Anzahl: number;
  TotalCents: number;
  AnzahlPerEmail: Generated<number>;
  AnzahlZumDrucken: Generated<number>;
  /** File store key of the combined print PDF (members without e-mail); null when there are none. */
  DruckDateiKey: string | null;
}

/** One fee invoice to a member, with the member as billed (snapshot). */
export interface BeitragsrechnungTable {
  BeitragsrechnungId: Generated<number>;
  VereinId: number;
  LaufId: number;
  /** null after the member's 'Endgültig löschen' (the invoice stays as a booking record). */
  MitgliedId: number | null;
  Name: string;
  Vorname: string | null;
  Strasse: string | null;
  Postleitzahl: string | null;
  Ort: string | null;
  /** ISO 3166-1 alpha-2. */
  Land: string | null;
  Email: string | null;
  /** JSON array of the invoice lines: [{ Kategorie, BetragCents }] (domain BeitragsPosition). */
  Positionen: string;
  BetragCents: number;
  /** QRR (27 digits) or SCOR (RF…) without spaces. */
  Zahlungsreferenz: string;
  /** 'QRR' | 'SCOR' */
  ReferenzTyp: string;
  Rechnungsdatum: string;
  FaelligAm: string;
  /** Booked payments net of reversals, in cents (may exceed BetragCents: an over-payment). */
  BezahltCents: Generated<number>;
  /** Day the invoice was paid in full; null while open. */
  BezahltAm: string | null;
  /** 0 none, 1 'Zahlungserinnerung', 2 '2. Mahnung'. */
  Mahnstufe: Generated<number>;
  LetzteMahnungAm: string | null;
  /** 0 | 1 */
  Storniert: Generated<number>;
  StornoGrund: string | null;
  StorniertAm: string | null;
}

/** One booked payment: a bank entry (by its key), a cash payment ('bar-<uuid>') or a reversal. */
export interface BeitragszahlungTable {
  ZahlungId: Generated<number>;
  VereinId: number;
  /** Unique per club: the same bank entry read twice is booked once. */
  EintragSchluessel: string;
  /** null: not assigned to an invoice (yet). */
  BeitragsrechnungId: number | null;
  /** Signed: a reversal is negative. */
  BetragCents: number;
  Datum: string;
  /** 'bank' | 'bar' | 'storno' | 'nicht zugeordnet' */
  Art: string;
  /** 'bezahlt' | 'teilweise bezahlt' | 'überzahlt' | null */
  Ergebnis: string | null;
  UeberzahlungCents: Generated<number>;
  Referenz: string | null;
  Mitteilung: string | null;
  ZahlerName: string | null;
  /** The bank file it came from; null for cash. */
  ImportId: number | null;
  /** ISO instant of the booking. */
  ErfasstAm: string;
  Von: string;
}

/** One reading of a club's bank file (camt.053/054): the operator's import columns, per club. */
export interface BeitragsimportTable extends BankdateiImportSpalten {
  VereinId: number;
}

export interface BeitraegeTables {
  beitrag_einstellung: BeitragEinstellungTable;
  beitrag_tarif: BeitragTarifTable;
  beitrag_ausnahme: BeitragAusnahmeTable;
  beitragslauf: BeitragslaufTable;
  beitragsrechnung: BeitragsrechnungTable;
  beitragszahlung: BeitragszahlungTable;
  beitragsimport: BeitragsimportTable;
}
