/**
 * Payments of the club's bank file that no invoice's reference matched ('nicht zugeordnet', docs/produkt.md
 * "Beiträge"): the list with suggestions (the matching's rule against the invoices open now), and assigning one
 * by hand to a fee invoice, in one transaction with its change-log entry, as the import would have booked it.
 */
import {
  BEITRAG_POSTEN_MELDUNG,
  chfText,
  formatDatumDe,
  fromCents,
  rechnungsName,
  zahlungsVorschlaege,
  type NichtZugeordneteZahlung,
  type OffeneRechnung,
} from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { conflict, fieldError, HttpError, notFound } from '../../http/errors.js';
import { protokolliere } from '../aenderungsprotokoll.js';
import { bezahltNachher } from '../rechnungen/buchungs-spalten.js';
import { protokollObjekt, rechnungSperren } from './buchung-von-hand.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'engine'>;

/** The club's unassigned payments, oldest first, each with the invoices it may be meant for. */
export async function nichtZugeordneteZahlungen(deps: Deps, vereinId: number): Promise<NichtZugeordneteZahlung[]> {
  const [zahlungen, offen] = await Promise.all([
    deps.db
      .selectFrom('beitragszahlung')
      .select(['ZahlungId', 'BetragCents', 'Datum', 'Referenz', 'Mitteilung', 'ZahlerName'])
      .where('VereinId', '=', vereinId)
      .where('Art', '=', 'nicht zugeordnet')
      .orderBy('Datum')
      .orderBy('ZahlungId')
      .execute(),
    deps.db
      .selectFrom('beitragsrechnung')
      .select(['BeitragsrechnungId', 'Zahlungsreferenz', 'BetragCents', 'BezahltCents', 'Name', 'Vorname'])
      .where('VereinId', '=', vereinId)
      .where('Storniert', '=', 0)
      .whereRef('BezahltCents', '<', 'BetragCents')
      .execute(),
  ]);
  const offene: OffeneRechnung[] = offen.map((r) => ({
    rechnungId: r.BeitragsrechnungId,
    referenz: r.Zahlungsreferenz,
    totalCents: r.BetragCents,
    bezahltCents: r.BezahltCents,
    kundenName: rechnungsName(r),
  }));
  const nachId = new Map(offene.map((r) => [r.rechnungId, r]));
  return zahlungen.map((z) => ({
    ZahlungId: z.ZahlungId,
    Betrag: fromCents(z.BetragCents),
    Datum: z.Datum,
    Referenz: z.Referenz,
    Mitteilung: z.Mitteilung,
    ZahlerName: z.ZahlerName,
    Vorschlaege: zahlungsVorschlaege({ betragCents: z.BetragCents, mitteilung: z.Mitteilung, zahlerName: z.ZahlerName }, offene).map(
      (id) => {
        const r = nachId.get(id)!;
        return { BeitragsrechnungId: id, Name: r.kundenName, Offen: fromCents(r.totalCents - r.bezahltCents) };
      },
    ),
  }));
}

/** Assigns the payment to the invoice; returns the payment's id. */
export async function zahlungZuordnen(deps: Deps, auth: AuthInfo, zahlungId: number, rechnungId: number): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const z = await trx
      .selectFrom('beitragszahlung')
      .select(['ZahlungId', 'BetragCents', 'Datum', 'ZahlerName'])
      .where('VereinId', '=', auth.vereinId)
      .where('ZahlungId', '=', zahlungId)
      .where('Art', '=', 'nicht zugeordnet')
      .$if(deps.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!z) throw notFound(BEITRAG_POSTEN_MELDUNG.zahlungUnbekannt);
    let r;
    try {
      r = await rechnungSperren(deps, trx, auth.vereinId, rechnungId);
    } catch (error) {
      // The body names the invoice: an unknown one is the field's error (the path's payment exists).
      if (error instanceof HttpError && error.status === 404)
        throw fieldError('BeitragsrechnungId', BEITRAG_POSTEN_MELDUNG.rechnungUnbekannt);
      throw error;
    }
    if (r.Storniert === 1) throw conflict(BEITRAG_POSTEN_MELDUNG.storniert);
    const offen = Math.max(r.BetragCents - r.BezahltCents, 0);
    const n = bezahltNachher(r, r.BetragCents, z.BetragCents, z.Datum);
    const geaendert = await trx
      .updateTable('beitragszahlung')
      .set({
        BeitragsrechnungId: rechnungId,
        Art: 'bank',
        Ergebnis: n.BezahltCents >= r.BetragCents ? 'bezahlt' : 'teilweise bezahlt',
        UeberzahlungCents: Math.max(z.BetragCents - offen, 0),
      })
      .where('VereinId', '=', auth.vereinId)
      .where('ZahlungId', '=', zahlungId)
      .where('Art', '=', 'nicht zugeordnet')
      .executeTakeFirst();
    // Conditional on the state read: a second, simultaneous assignment changes nothing.
    if (Number(geaendert.numUpdatedRows) !== 1) throw notFound(BEITRAG_POSTEN_MELDUNG.zahlungUnbekannt);
    await trx
      .updateTable('beitragsrechnung')
      .set(n)
      .where('VereinId', '=', auth.vereinId)
      .where('BeitragsrechnungId', '=', rechnungId)
      .execute();
    await protokolliere(trx, deps.clock, auth, {
      bereich: 'Beiträge',
      aktion: 'geändert',
      objektId: rechnungId,
      objekt: protokollObjekt(r),
      felder: [
        {
          Feld: 'Zahlung zugeordnet',
          Alt: null,
          Neu: `${chfText(z.BetragCents)} vom ${formatDatumDe(z.Datum)}${z.ZahlerName ? ` von ${z.ZahlerName}` : ''}`,
        },
        { Feld: 'Bezahlt', Alt: chfText(r.BezahltCents), Neu: chfText(n.BezahltCents) },
      ],
    });
    return zahlungId;
  });
}
