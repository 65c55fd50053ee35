/**
 * 'Meine Beiträge' (member app): the signed-in member's own fee invoices, one's PDF, and an open one's QR code
 * as SVG. Reads only; a member's request names only invoices with their own MitgliedId in their own club, any
 * other id is a 404 like a missing one.
 */
import { beitragZahlbar, fromCents, MEINE_BEITRAEGE_MELDUNG, rechnungsStatus, type MeinBeitrag } from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { conflict, notFound } from '../../http/errors.js';
import { heute } from '../vertrag.js';
import { beitragQrDaten } from './beitrag-qr.js';
import { beitragsrechnungDateiname, beitragsrechnungPdf, type BeitragsrechnungFuerPdf } from './beitragsrechnung-pdf.js';
import { beitragsAbsenderLaden } from './konto.js';
import { EMPFAENGER_SPALTEN } from './offene-posten.js';
import type { BeitragsAbsender } from './beitragsrechnung-pdf.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The club's account and letterhead; null while it has no valid account (the member cannot pay by QR-bill). */
async function absenderLaden(deps: Deps, vereinId: number): Promise<BeitragsAbsender | null> {
  const a = await beitragsAbsenderLaden(deps.db, vereinId);
  return 'meldung' in a ? null : a;
}

const SPALTEN = [
  'r.BeitragsrechnungId',
  'r.VereinId',
  'r.MitgliedId',
  ...EMPFAENGER_SPALTEN,
  'r.BetragCents',
  'r.BezahltCents',
  'r.BezahltAm',
  'r.Zahlungsreferenz',
  'r.ReferenzTyp',
  'r.Rechnungsdatum',
  'r.FaelligAm',
  'r.Storniert',
  'r.Positionen',
  'l.Bezeichnung',
] as const;

function abfrage(deps: Deps, auth: AuthInfo) {
  return deps.db
    .selectFrom('beitragsrechnung as r')
    .innerJoin('beitragslauf as l', 'l.LaufId', 'r.LaufId')
    .select(SPALTEN)
    .where('r.VereinId', '=', auth.vereinId)
    .where('r.MitgliedId', '=', auth.mitgliedId);
}

type Zeile = Awaited<ReturnType<ReturnType<typeof abfrage>['executeTakeFirstOrThrow']>>;

function alsEintrag(r: Zeile, tag: string, absender: BeitragsAbsender | null): MeinBeitrag {
  const storniert = r.Storniert === 1;
  const status = rechnungsStatus({
    totalCents: r.BetragCents,
    bezahltCents: r.BezahltCents,
    faelligAm: r.FaelligAm,
    heute: tag,
    storniert,
  });
  return {
    BeitragsrechnungId: r.BeitragsrechnungId,
    Bezeichnung: r.Bezeichnung,
    Rechnungsdatum: r.Rechnungsdatum,
    FaelligAm: r.FaelligAm,
    Betrag: fromCents(r.BetragCents),
    Offen: storniert ? 0 : fromCents(Math.max(0, r.BetragCents - r.BezahltCents)),
    Status: status,
    BezahltAm: status === 'bezahlt' ? r.BezahltAm : null,
    Zahlungsreferenz: r.Zahlungsreferenz,
    Iban: absender?.konto.iban ?? null,
    Empfaenger: absender?.konto.name ?? null,
  };
}

/** The member's fee invoices, newest first. */
export async function meineBeitraege(deps: Deps, auth: AuthInfo): Promise<MeinBeitrag[]> {
  const [rows, konto] = await Promise.all([
    abfrage(deps, auth).orderBy('r.Rechnungsdatum', 'desc').orderBy('r.BeitragsrechnungId', 'desc').execute(),
    absenderLaden(deps, auth.vereinId),
  ]);
  const tag = heute(deps);
  return rows.map((r) => alsEintrag(r, tag, konto));
}

/** One of the member's invoices with its QR-bill data, or 404. */
export async function meinBeitrag(deps: Deps, auth: AuthInfo, id: number) {
  const [row, konto] = await Promise.all([
    abfrage(deps, auth).where('r.BeitragsrechnungId', '=', id).executeTakeFirst(),
    absenderLaden(deps, auth.vereinId),
  ]);
  if (!row) throw notFound();
  return { row: row satisfies BeitragsrechnungFuerPdf, eintrag: alsEintrag(row, heute(deps), konto), absender: konto };
}

/** The QR code of an open invoice, for the open amount (409 when nothing is to pay or the club has no account). */
export async function meinBeitragQr(deps: Deps, auth: AuthInfo, id: number): Promise<{ bytes: Uint8Array; dateiName: string }> {
  const { row, eintrag, absender } = await meinBeitrag(deps, auth, id);
  if (!beitragZahlbar(eintrag)) throw conflict(MEINE_BEITRAEGE_MELDUNG.nichtZahlbar);
  if (!absender) throw conflict(MEINE_BEITRAEGE_MELDUNG.keinKonto);
  const offenCents = Math.max(0, row.BetragCents - row.BezahltCents);
  // Loaded on the first QR code: most starts need none (start memory, docs/skalierung.md).
  const { SwissQRCode } = await import('swissqrbill/svg');
  const svg = qrSvg(new SwissQRCode(beitragQrDaten(absender.konto, row, offenCents)).toString());
  return { bytes: new TextEncoder().encode(svg), dateiName: `QR-Code-Beitrag-${row.BeitragsrechnungId}.svg` };
}

/** 46 mm: the size printed on a QR-bill. */
const QR_MM = 46;
const PX_PRO_MM = 96 / 25.4;

/**
 * swissqrbill sizes the code in mm without a viewBox, so an <img> shows it at 46 mm and cuts it when made
 * smaller; a viewBox in CSS pixels (1 mm = 96/25.4 px) lets the app scale it to the screen.
 */
function qrSvg(svg: string): string {
  const seite = (QR_MM * PX_PRO_MM).toFixed(3);
  return svg.replace(/^<svg /, `<svg viewBox="0 0 ${seite} ${seite}" `);
}

/**
 * The invoice's PDF with the payment part for the open amount; only while something is open: a paid or
 * cancelled invoice's page would carry a payable QR-bill for the full amount (the treasurer's copy does).
 */
export async function meinBeitragPdf(deps: Deps, auth: AuthInfo, id: number): Promise<{ bytes: Uint8Array; dateiName: string }> {
  const { row, eintrag, absender } = await meinBeitrag(deps, auth, id);
  if (!beitragZahlbar(eintrag)) throw conflict(MEINE_BEITRAEGE_MELDUNG.nichtZahlbar);
  if (!absender) throw conflict(MEINE_BEITRAEGE_MELDUNG.keinKonto);
  return { bytes: await beitragsrechnungPdf(absender, row), dateiName: beitragsrechnungDateiname(row) };
}
