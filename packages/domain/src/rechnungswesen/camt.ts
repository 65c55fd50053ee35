/**
 * Reads the bank's ISO 20022 files: camt.054 (debit/credit notification) and camt.053 (statement),
 * versions .001.04 to .001.08 (element names without namespace, so the version's namespace does not
 * matter). Safe against hostile files: a DOCTYPE/ENTITY is refused before parsing and the parser never
 * expands entities (only the five predefined ones and character references are decoded, by hand).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { betragTextInCents } from './betrag.js';
import { ibanNormalisieren } from './iban.js';
import { referenzNormalisieren } from './referenz.js';
import { CAMT_MELDUNG } from './texte.js';

/** One credit transaction (TxDtls), or the entry itself when it has none. */
export interface CamtZahlung {
  /**
   * Unique per bank entry and transaction: AcctSvcrRef of the transaction, else AcctSvcrRef/NtryRef of
   * the entry + '#' + position; makes reading the same file twice harmless.
   */
  eintragSchluessel: string;
  betragCents: number;
  waehrung: string;
  /** CdtDbtInd CRDT. */
  gutschrift: boolean;
  /** RvslInd true: the bank takes back an earlier booking (a reversed credit comes as DBIT). */
  storno: boolean;
  /** `YYYY-MM-DD`. */
  buchungsdatum: string | null;
  /** `YYYY-MM-DD`. */
  valutadatum: string | null;
  /** RmtInf/Strd/CdtrRefInf/Ref (QRR or RF), normalised. */
  referenz: string | null;
  /** RmtInf/Ustrd and Strd/AddtlRmtInf (the QR-bill's message), joined. */
  mitteilung: string | null;
  /** RltdPties/Dbtr/(Pty/)Nm, else the ultimate debtor's name. */
  zahlerName: string | null;
  /** Entry status BOOK (or none given); a pending (PDNG) or informational entry is not yet money. */
  gebucht: boolean;
}

/** A bank file as read. */
export interface CamtDatei {
  art: 'camt.053' | 'camt.054';
  /** The account's IBAN, normalised. */
  konto: string;
  nachrichtId: string;
  zahlungen: CamtZahlung[];
}

/** Larger files are refused before parsing (a year of a club's account is far below). */
export const CAMT_MAX_ZEICHEN = 20_000_000;

/** Elements that may repeat; always read as lists so one and many look the same. */
const LISTEN = new Set(['Ntfctn', 'Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlRmtInf', 'Bal']);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => LISTEN.has(name),
});

type Knoten = Record<string, unknown>;

function istKnoten(x: unknown): x is Knoten {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The child element(s) along a path; each step may be a list, the first element is taken. */
function kind(knoten: unknown, ...pfad: string[]): unknown {
  let k: unknown = knoten;
  for (const name of pfad) {
    if (Array.isArray(k)) k = k[0] as unknown;
    if (!istKnoten(k)) return undefined;
    k = k[name];
  }
  return Array.isArray(k) ? (k[0] as unknown) : k;
}

function liste(knoten: unknown, name: string): unknown[] {
  if (!istKnoten(knoten)) return [];
  const k = knoten[name];
  if (k === undefined) return [];
  return Array.isArray(k) ? (k as unknown[]) : [k];
}

const VORDEFINIERT: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five predefined entities and character references; anything else stays as written. */
function entitaetenDekodieren(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (ganz, e: string) => {
    if (!e.startsWith('#')) return VORDEFINIERT[e] ?? ganz;
    const code = e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : ganz;
  });
}

/** The text of an element (also of one with attributes), trimmed; null when absent or empty. */
function text(knoten: unknown): string | null {
  let t: unknown = knoten;
  if (istKnoten(t)) t = t['#text'];
  if (typeof t === 'number' || typeof t === 'boolean') t = String(t);
  if (typeof t !== 'string') return null;
  const s = entitaetenDekodieren(t).trim();
  return s === '' ? null : s;
}

function attribut(knoten: unknown, name: string): string | null {
  return istKnoten(knoten) && typeof knoten[`@${name}`] === 'string' ? (knoten[`@${name}`] as string) : null;
}

/** A date element's `Dt`, else the day of its `DtTm`. */
function datum(knoten: unknown): string | null {
  const dt = text(kind(knoten, 'Dt')) ?? text(kind(knoten, 'DtTm'));
  return dt && /^\d{4}-\d{2}-\d{2}/.test(dt) ? dt.slice(0, 10) : null;
}

/** Cents of an amount text; more than two decimals only when they are zeros ('100.500' is 100.50). */
function cents(t: string): number | null {
  return betragTextInCents(t.replace(/^(\d+\.\d{2})0+$/, '$1'));
}

class CamtFehler extends Error {}

function betragVon(amt: unknown, buchung: number): { cents: number; waehrung: string } | null {
  const t = text(amt);
  if (t === null) return null;
  const c = cents(t);
  if (c === null) throw new CamtFehler(CAMT_MELDUNG.betrag(buchung, t));
  return { cents: c, waehrung: attribut(amt, 'Ccy') ?? '' };
}

function zahlungAusTx(tx: unknown): Pick<CamtZahlung, 'referenz' | 'mitteilung' | 'zahlerName'> {
  const rmt = kind(tx, 'RmtInf');
  let referenz: string | null = null;
  const mitteilung: string[] = [];
  for (const u of liste(rmt, 'Ustrd')) {
    const t = text(u);
    if (t) mitteilung.push(t);
  }
  for (const strd of liste(rmt, 'Strd')) {
    referenz ??= text(kind(strd, 'CdtrRefInf', 'Ref'));
    for (const a of liste(strd, 'AddtlRmtInf')) {
      const t = text(a);
      if (t) mitteilung.push(t);
    }
  }
  const parteien = kind(tx, 'RltdPties');
  const zahlerName =
    text(kind(parteien, 'Dbtr', 'Pty', 'Nm')) ??
    text(kind(parteien, 'Dbtr', 'Nm')) ??
    text(kind(parteien, 'UltmtDbtr', 'Pty', 'Nm')) ??
    text(kind(parteien, 'UltmtDbtr', 'Nm'));
  return {
    referenz: referenz === null ? null : referenzNormalisieren(referenz),
    mitteilung: mitteilung.length > 0 ? mitteilung.join(' ') : null,
    zahlerName,
  };
}

function eintragLesen(ntry: unknown, buchung: number, nachrichtId: string): CamtZahlung[] {
  const betrag = betragVon(kind(ntry, 'Amt'), buchung);
  if (betrag === null) throw new CamtFehler(CAMT_MELDUNG.betrag(buchung, ''));
  const cdtDbt = text(kind(ntry, 'CdtDbtInd'));
  // xs:boolean: 'true' or '1'.
  const rvsl = text(kind(ntry, 'RvslInd'));
  const storno = rvsl === 'true' || rvsl === '1';
  // v04: <Sts>BOOK</Sts>; from v05: <Sts><Cd>BOOK</Cd></Sts>.
  const status = text(kind(ntry, 'Sts', 'Cd')) ?? text(kind(ntry, 'Sts'));
  const gebucht = status === null || status === 'BOOK';
  const buchungsdatum = datum(kind(ntry, 'BookgDt'));
  const valutadatum = datum(kind(ntry, 'ValDt'));
  const eintragRef = text(kind(ntry, 'AcctSvcrRef')) ?? text(kind(ntry, 'NtryRef')) ?? `${nachrichtId}/Ntry${buchung}`;

  const txListe = liste(ntry, 'NtryDtls').flatMap((d) => liste(d, 'TxDtls'));
  if (txListe.length === 0) {
    return [
      {
        eintragSchluessel: eintragRef,
        betragCents: betrag.cents,
        waehrung: betrag.waehrung,
        gutschrift: cdtDbt === 'CRDT',
        storno,
        buchungsdatum,
        valutadatum,
        referenz: null,
        mitteilung: text(kind(ntry, 'AddtlNtryInf')),
        zahlerName: null,
        gebucht,
      },
    ];
  }
  return txListe.map((tx, i) => {
    const eigen = betragVon(kind(tx, 'Amt'), buchung) ?? betragVon(kind(tx, 'AmtDtls', 'TxAmt', 'Amt'), buchung);
    if (eigen === null && txListe.length > 1) throw new CamtFehler(CAMT_MELDUNG.betragFehlt(buchung));
    const txCdtDbt = text(kind(tx, 'CdtDbtInd')) ?? cdtDbt;
    return {
      eintragSchluessel: text(kind(tx, 'Refs', 'AcctSvcrRef')) ?? `${eintragRef}#${i + 1}`,
      betragCents: (eigen ?? betrag).cents,
      waehrung: (eigen ?? betrag).waehrung || betrag.waehrung,
      gutschrift: txCdtDbt === 'CRDT',
      storno,
      buchungsdatum,
      valutadatum,
      ...zahlungAusTx(tx),
      gebucht,
    };
  });
}

/** Reads a camt.053/camt.054 file; a German error says why a file cannot be read. */
export function camtLesen(xml: string): CamtDatei | { fehler: string } {
  if (xml.trim() === '') return { fehler: CAMT_MELDUNG.leer };
  if (xml.length > CAMT_MAX_ZEICHEN) return { fehler: CAMT_MELDUNG.zuGross(CAMT_MAX_ZEICHEN / 1_000_000) };
  // Refused before any parser sees it: no DTD, no entity definitions, so no entity expansion at all.
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(xml)) return { fehler: CAMT_MELDUNG.doctype };
  const gueltig = XMLValidator.validate(xml);
  // The parser's own reason is English; the line is what a treasurer can check.
  if (gueltig !== true) return { fehler: CAMT_MELDUNG.keinXml(`Fehler in Zeile ${gueltig.err.line}`) };
  try {
    const dokument: unknown = kind(parser.parse(xml) as unknown, 'Document');
    const ntfctn = kind(dokument, 'BkToCstmrDbtCdtNtfctn');
    const stmt = kind(dokument, 'BkToCstmrStmt');
    const art = ntfctn !== undefined ? 'camt.054' : stmt !== undefined ? 'camt.053' : null;
    if (art === null) return { fehler: CAMT_MELDUNG.keinCamt };
    const wurzel = ntfctn ?? stmt;
    const nachrichtId = text(kind(wurzel, 'GrpHdr', 'MsgId')) ?? '';
    const berichte = liste(wurzel, art === 'camt.054' ? 'Ntfctn' : 'Stmt');
    if (berichte.length === 0) return { fehler: CAMT_MELDUNG.keinKonto };

    let konto: string | null = null;
    const zahlungen: CamtZahlung[] = [];
    let buchung = 0;
    for (const bericht of berichte) {
      const iban = text(kind(bericht, 'Acct', 'Id', 'IBAN'));
      if (iban === null) return { fehler: CAMT_MELDUNG.keinKonto };
      const normal = ibanNormalisieren(iban);
      if (konto !== null && konto !== normal) return { fehler: CAMT_MELDUNG.mehrereKonten(konto, normal) };
      konto = normal;
      for (const ntry of liste(bericht, 'Ntry')) {
        buchung += 1;
        zahlungen.push(...eintragLesen(ntry, buchung, nachrichtId));
      }
    }
    if (konto === null) return { fehler: CAMT_MELDUNG.keinKonto };
    return { art, konto, nachrichtId, zahlungen };
  } catch (e) {
    if (e instanceof CamtFehler) return { fehler: e.message };
    // The parser's own limits (e.g. nesting depth) on a file the validator let through.
    return { fehler: CAMT_MELDUNG.keinXml('zu tief verschachtelt oder unvollständig') };
  }
}
