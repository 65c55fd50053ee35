/**
 * Kysely row types of the content and money tables (migration 002_content). Column names are the
 * entities' field names; dates `YYYY-MM-DD` text, times `HH:mm` text, flags 0/1, money in integer cents.
 */
import type { AnAbmeldeStatus, Flag } from '@vereinsportal/domain';
import type { Generated } from 'kysely';

export interface NewsTable {
  NewsId: Generated<number>;
  VereinId: number;
  Titel: string;
  AnzeigenVon: string;
  AnzeigenBis: string;
  FuerMitgliedschaftsart: string | null;
  QuillHtmlData: string | null;
  ExterneHtmlDateiVerwenden: Flag;
  ErstelltAm: string;
  GeaendertAm: string;
}

export interface TerminTable {
  TerminId: Generated<number>;
  VereinId: number;
  Datum: string;
  DatumBis: string | null;
  Zeit: string | null;
  ZeitBis: string | null;
  Ganztaegig: Flag;
  Titel: string;
  Ort: string | null;
  URL: string | null;
  Beschreibung: string | null;
  MitAnAbmeldung: Flag;
  FuerMitgliedschaftsart: string | null;
  /** null = no limit (migration 013_warteliste). */
  MaxTeilnehmende: number | null;
  /** Reminder N hours before; null = none (migration 021_anwesenheit). */
  ErinnerungStunden: number | null;
  ErinnerungAuchAngemeldete: Generated<Flag>;
  /** Set by the claim that sends the reminder (services/termine/erinnerungen-senden.ts). */
  ErinnerungGesendetAm: string | null;
  /** The series and the rule's date this occurrence stands for; null = a single event (migration 020_serien). */
  SerieId: number | null;
  SerieDatum: string | null;
  Abgesagt: Generated<Flag>;
  AbsageNotiz: string | null;
  ErstelltAm: string;
  GeaendertAm: string;
}

/** A series' rule (RFC 5545 text) and the template of its occurrences (JSON of the event form's fields). */
export interface TerminSerieTable {
  SerieId: Generated<number>;
  VereinId: number;
  Regel: string;
  Vorlage: string;
  ErstelltAm: string;
  GeaendertAm: string;
}

/** One member's answer to one event (written by the app; the portal reads it). */
export interface TerminAnAbmeldungTable {
  TerminAnAbmeldungId: Generated<number>;
  VereinId: number;
  TerminId: number;
  MitgliedId: number;
  /** 1 sign-up, 2 sign-off, 3 provisional sign-up. */
  AnAbmeldeStatus: AnAbmeldeStatus;
  GeaendertAm: string;
  /** Set while a sign-up waits for a place (migration 013_warteliste): the list's order. */
  WartelisteSeit: string | null;
}

export interface DokumentTable {
  DokumentId: Generated<number>;
  VereinId: number;
  DokumentBezeichnung: string;
  AnzeigenVon: string;
  AnzeigenBis: string | null;
  OriginalDateiName: string | null;
  InternetLinkVerwenden: Flag;
  DateiURL: string | null;
  FuerMitgliedschaftsart: string | null;
  /** Key in the file store; null for links. */
  DateiSchluessel: string | null;
  DateiGroesse: number | null;
  ErstelltAm: string;
  GeaendertAm: string;
}

/** One row per club, created on first save. */
export interface VereinsInfoTable {
  VereinId: number;
  ExterneHtmlDateiVerwenden: Flag;
  QuillHtmlData: string | null;
  GeaendertAm: string;
}

export interface ArtikelTable {
  ArtikelId: number;
  ArtikelBezeichnung: string;
  BruttoPreisCents: number;
  /** VAT rate in hundredths of a percent (8.1 % = 810), exact on both engines. */
  MwstProzentHundertstel: number;
  MehrwertsteuerBezeichnung: string;
  WaehrungISOCode: string;
}

/** A stored file (a document's PDF) by its key (migration 006_dateien, services/file-store-db.ts). */
export interface DateiTable {
  Schluessel: string;
  Inhalt: Uint8Array;
  /** Bytes, kept beside the content so sizes can be listed without reading it. */
  Groesse: number;
  ErstelltAm: string;
}

export interface ContentTables {
  datei: DateiTable;
  news: NewsTable;
  termin: TerminTable;
  termin_serie: TerminSerieTable;
  termin_anabmeldung: TerminAnAbmeldungTable;
  dokument: DokumentTable;
  vereinsinfo: VereinsInfoTable;
  artikel: ArtikelTable;
}
