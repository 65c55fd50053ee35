/**
 * Reminders of fee invoices (docs/produkt.md "Beiträge"): the treasurer selects invoices, the preview says for
 * each the level it would get ('Zahlungserinnerung' as soon as it is overdue, '2. Mahnung' MAHNUNG_TAGE_STANDARD
 * days after the first) or why none (domain naechsteMahnung); sending raises each level once (the conditional
 * UPDATE of mahnstufeBeanspruchen, shared with the operator's reminders) and puts the mail with the PDF into the
 * outbox in the same transaction, with the change-log entry. A member without e-mail gets the level too; the
 * invoice's PDF, which then carries the level's title, is printed.
 */
import {
  BEITRAG_POSTEN_MELDUNG,
  beitragOffenCents,
  fromCents,
  MAHNSTUFE_TEXT,
  naechsteMahnung,
  rechnungsName,
  type BeitragsMahnungenVorschau,
} from '@vereinsportal/domain';
import type { AuthInfo } from '../../auth/credential-cache.js';
import type { AppDeps } from '../../context.js';
import { conflict, fieldError } from '../../http/errors.js';
import { protokolliere } from '../aenderungsprotokoll.js';
import { mahnstufeBeanspruchen } from '../rechnungen/mahnungen-senden.js';
import { heute } from '../vertrag.js';
import { beitragsrechnungMail } from './beitragsrechnung-mail.js';
import { beitragsrechnungPdf } from './beitragsrechnung-pdf.js';
import { beitragsAbsenderLaden } from './konto.js';
import { protokollObjekt } from './buchung-von-hand.js';
import { rechnungenAbfrage, type BeitragsrechnungZeile } from './offene-posten.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>;

/** The selected invoices of the club with the address a reminder goes to (the member's current one, else as billed). */
async function ausgewaehlte(deps: Deps, vereinId: number, ids: number[]) {
  const eindeutig = [...new Set(ids)];
  const rows: (BeitragsrechnungZeile & { AktuelleEmail: string | null })[] = [];
  for (let i = 0; i < eindeutig.length; i += 500)
    rows.push(
      ...(await rechnungenAbfrage(deps.db, vereinId)
        .leftJoin('mitglied as m', (j) => j.onRef('m.MitgliedId', '=', 'r.MitgliedId').onRef('m.VereinId', '=', 'r.VereinId'))
        .select('m.Emailadresse as AktuelleEmail')
        .where('r.BeitragsrechnungId', 'in', eindeutig.slice(i, i + 500))
        .execute()),
    );
  const gefunden = new Set(rows.map((r) => r.BeitragsrechnungId));
  const fehlen = eindeutig.filter((id) => !gefunden.has(id));
  if (fehlen.length > 0) throw fieldError('Ids', BEITRAG_POSTEN_MELDUNG.rechnungenUnbekannt(fehlen));
  const reihenfolge = new Map(eindeutig.map((id, i) => [id, i]));
  return rows
    .map((r) => ({ ...r, an: r.AktuelleEmail ?? r.Email }))
    .sort((a, b) => reihenfolge.get(a.BeitragsrechnungId)! - reihenfolge.get(b.BeitragsrechnungId)!);
}

export async function mahnungenVorschau(deps: Deps, vereinId: number, ids: number[]): Promise<BeitragsMahnungenVorschau> {
  const tag = heute(deps);
  const rows = await ausgewaehlte(deps, vereinId, ids);
  return {
    Eintraege: rows.map((r) => {
      const n = naechsteMahnung(r, tag);
      return {
        BeitragsrechnungId: r.BeitragsrechnungId,
        Name: rechnungsName(r),
        Offen: fromCents(beitragOffenCents(r)),
        NaechsteStufe: n.stufe,
        Grund: n.grund,
        PerEmail: r.an !== null,
      };
    }),
  };
}

/** Sends the due reminders of the selection; 409 when the club's account is missing (no QR-bill possible). */
export async function mahnungenSenden(
  deps: Deps,
  auth: AuthInfo,
  ids: number[],
): Promise<{ Gesendet: number; ZumDrucken: number; ZumDruckenIds: number[] }> {
  const absender = await beitragsAbsenderLaden(deps.db, auth.vereinId);
  if ('meldung' in absender) throw conflict(absender.meldung);
  const tag = heute(deps);
  let gesendet = 0;
  const zumDrucken: number[] = [];
  for (const r of await ausgewaehlte(deps, auth.vereinId, ids)) {
    const { stufe } = naechsteMahnung(r, tag);
    if (stufe === null) continue;
    const alt = r.Mahnstufe;
    const mail = r.an
      ? await beitragsrechnungMail(absender, { ...r, Email: r.an }, stufe, await beitragsrechnungPdf(absender, r, stufe))
      : null;
    const gewonnen = await mahnstufeBeanspruchen(
      deps,
      mail,
      async (trx) => {
        const claim = await trx
          .updateTable('beitragsrechnung')
          .set({ Mahnstufe: stufe, LetzteMahnungAm: tag })
          .where('VereinId', '=', auth.vereinId)
          .where('BeitragsrechnungId', '=', r.BeitragsrechnungId)
          .where('Mahnstufe', '=', alt)
          .where('Storniert', '=', 0)
          .whereRef('BezahltCents', '<', 'BetragCents')
          .executeTakeFirst();
        return Number(claim.numUpdatedRows) === 1;
      },
      (trx) =>
        protokolliere(trx, deps.clock, auth, {
          bereich: 'Beiträge',
          aktion: 'geändert',
          objektId: r.BeitragsrechnungId,
          objekt: protokollObjekt(r),
          felder: [
            {
              Feld: 'Mahnstufe',
              Alt: alt === 1 || alt === 2 ? MAHNSTUFE_TEXT[alt] : null,
              Neu: `${MAHNSTUFE_TEXT[stufe]}${mail ? ` per E-Mail an ${mail.to}` : ' (zum Drucken)'}`,
            },
          ],
        }),
    );
    if (!gewonnen) continue;
    if (mail) gesendet++;
    else zumDrucken.push(r.BeitragsrechnungId);
  }
  if (gesendet > 0) void deps.outbox.flush();
  return { Gesendet: gesendet, ZumDrucken: zumDrucken.length, ZumDruckenIds: zumDrucken };
}
