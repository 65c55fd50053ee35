import type {
  AboBestellung,
  Artikel,
  BenutzerInfo,
  Dokument,
  ImportErgebnis,
  Land,
  Mitglied,
  MitgliedStatus,
  News,
  OutboxMail,
  RecordIdResponse,
  Termin,
  TerminAnAbmeldung,
  VereinRegistrieren,
  VereinsInfo,
  VereinsKonto,
  VereinsKontoDaten,
  VereinsUebersicht,
} from '@vereinsportal/domain';
import type { ApiCredentials } from './auth.js';

/** HTTP methods the client uses. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What the hooks learn about a request; spinner is false only for the member-categories call. */
export interface RequestMeta {
  call: ApiMethodName;
  method: HttpMethod;
  path: string;
  spinner: boolean;
}

/** Options of createApiClient. */
export interface ApiClientOptions {
  /** Server base path: '/vereinsportalServer' in the browser, 'http://host:port/vereinsportalServer' in Node. */
  baseUrl: string;
  /** Current sign-in values, read on every authenticated call; null sends no auth headers. */
  credentials?: () => ApiCredentials | null;
  /** fetch to use instead of the global one (tests, other runtimes). */
  fetch?: typeof globalThis.fetch;
  /** Called before each request is sent; must not throw. */
  onRequestStart?: (meta: RequestMeta) => void;
  /** Called once after each request has finished, successful or not; must not throw. */
  onRequestEnd?: (meta: RequestMeta) => void;
}

/** HTML of a news or club-info save: the editor's HTML, or an external HTML file chosen by the user. */
export type HtmlSource = { quillHtml: string } | { externeHtmlDatei: Blob; dateiName?: string };

/** The bot-check (ALTCHA) challenge JSON, handed to the widget unchanged. */
export type BotcheckChallenge = Record<string, unknown>;

/** The three list filters of SPEC §7, by list. */
export interface MitgliederFilter {
  AuchGeloeschteMitgliederAnzeigen?: boolean;
}
/** Filter of the news list. */
export interface NewsFilter {
  AuchVergangeneNewsAnzeigen?: boolean;
}
/** Filter of the event list. */
export interface TermineFilter {
  AuchVergangeneTermineAnzeigen?: boolean;
}

/** One typed method per server call of SPEC §7 and DESIGN §3. Every failure throws ApiError. */
export interface ApiClient {
  /** GET benutzerinfo: sign-in check; pass credentials to test them before they are stored. */
  getBenutzerinfo(credentials?: ApiCredentials): Promise<BenutzerInfo>;
  /** GET vereinsUebersicht. */
  getVereinsUebersicht(): Promise<VereinsUebersicht>;
  /** GET vereinsInfo. */
  getVereinsInfo(): Promise<VereinsInfo>;
  /** POST vereinsInfo (multipart: jsondata without QuillHtmlData + quillHtmlDatei or externeHtmlDatei). */
  saveVereinsInfo(info: VereinsInfo, html: HtmlSource): Promise<RecordIdResponse>;
  /** GET vereinsKonto. */
  getVereinsKonto(): Promise<VereinsKonto>;
  /** PATCH vereinsKonto. */
  updateVereinsKonto(daten: VereinsKontoDaten): Promise<RecordIdResponse>;
  /** POST registrieren, without auth headers; RecordId is the new club number. */
  registrieren(payload: VereinRegistrieren): Promise<RecordIdResponse>;
  /** GET /api/land, without auth headers. */
  getLaender(): Promise<Land[]>;
  /** GET /api/botcheck/challenge, without auth headers. */
  getBotcheckChallenge(): Promise<BotcheckChallenge>;
  /** GET artikel/{id}; id 1 is the yearly subscription. */
  getArtikel(id: number): Promise<Artikel>;
  /** POST abonnementAbschliessen. */
  abonnementAbschliessen(bestellung: AboBestellung): Promise<RecordIdResponse>;
  /** POST abonnementAnpassen. */
  abonnementAnpassen(bestellung: AboBestellung): Promise<RecordIdResponse>;
  /** POST abonnementErneuern. */
  abonnementErneuern(bestellung: AboBestellung): Promise<RecordIdResponse>;
  /** GET mitgliederkategorie: category names; not flagged for the spinner. */
  getMitgliederkategorien(): Promise<string[]>;
  /** GET dokument. */
  getDokumente(): Promise<Dokument[]>;
  /** GET dokument/{id}. */
  getDokument(id: number): Promise<Dokument>;
  /** POST dokument (DokumentId 0) or dokument/{id} (multipart: jsondata + optional dokumentdatei). */
  saveDokument(dokument: Dokument, datei: Blob | null, dateiName?: string): Promise<RecordIdResponse>;
  /** DELETE dokument/{id}. */
  deleteDokument(id: number): Promise<void>;
  /** GET dokument/{id}/datei: the stored PDF. */
  getDokumentDatei(id: number): Promise<Blob>;
  /** GET mitglied with the deleted-members filter. */
  getMitglieder(filter?: MitgliederFilter): Promise<Mitglied[]>;
  /** GET mitglied/{id}. */
  getMitglied(id: number): Promise<Mitglied>;
  /** POST mitglied. */
  createMitglied(mitglied: Mitglied): Promise<RecordIdResponse>;
  /** PATCH mitglied/{id} with any subset of fields. */
  updateMitglied(id: number, mitglied: Partial<Mitglied>): Promise<RecordIdResponse>;
  /** PATCH mitglied/{id} with only Status: delete ('D') or restore ('A'); its own failure title. */
  updateMitgliedStatus(id: number, status: MitgliedStatus): Promise<RecordIdResponse>;
  /** POST mitgliederimport with all rows at once. */
  importMitglieder(mitglieder: Mitglied[]): Promise<ImportErgebnis>;
  /** POST appZugangsDatenSenden: new password mailed to the member. */
  appZugangsDatenSenden(mitglied: Mitglied): Promise<void>;
  /** GET news with the past-news filter. */
  getNewsListe(filter?: NewsFilter): Promise<News[]>;
  /** GET news/{id}. */
  getNews(id: number): Promise<News>;
  /** POST news (NewsId 0) or news/{id} (multipart: jsondata without QuillHtmlData + HTML file). */
  saveNews(news: News, html: HtmlSource): Promise<RecordIdResponse>;
  /** DELETE news/{id}. */
  deleteNews(id: number): Promise<void>;
  /** GET termin with the past-events filter. */
  getTermine(filter?: TermineFilter): Promise<Termin[]>;
  /** GET termin/{id}. */
  getTermin(id: number): Promise<Termin>;
  /** POST termin. */
  createTermin(termin: Termin): Promise<RecordIdResponse>;
  /** PATCH termin/{id}. */
  updateTermin(id: number, termin: Termin): Promise<RecordIdResponse>;
  /** DELETE termin/{id}. */
  deleteTermin(id: number): Promise<void>;
  /** GET terminAnAbmeldung?terminId=. */
  getTerminAnAbmeldungen(terminId: number): Promise<TerminAnAbmeldung[]>;
  /** GET /dev/outbox (demo mode only), without auth headers. */
  getOutbox(): Promise<OutboxMail[]>;
  /** GET /health, without auth headers; resolves when the server and its database answer. */
  getHealth(): Promise<unknown>;
}

/** Name of one client method. */
export type ApiMethodName = keyof ApiClient;
