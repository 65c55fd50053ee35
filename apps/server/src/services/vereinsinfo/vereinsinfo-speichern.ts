/**
 * 'Vereinsinfo speichern' (multipart: jsondata + quillHtmlDatei or externeHtmlDatei, sanitised): an upsert on
 * the club id, so concurrent first saves cannot create two pages, with its change-log entry.
 */
import type { BodyWert, Operationen } from '@vereinsportal/contract';
import { feldAenderungen, type RecordIdHinweisResponse } from '@vereinsportal/domain';
import type { AppDeps } from '../../context.js';
import { protokolliere, type Urheber } from '../aenderungsprotokoll.js';
import { htmlAntwort, htmlAusDateien } from '../inhalte/html-teil.js';
import { vereinsinfoZeile } from './vereinsinfo-lesen.js';

/** The multipart body as the contract's schema checked it. */
export type VereinsinfoSpeichern = BodyWert<Operationen['saveVereinsInfo']>;

export async function vereinsinfoSpeichern(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  urheber: Urheber,
  { jsondata: info, dateien }: VereinsinfoSpeichern,
): Promise<RecordIdHinweisResponse> {
  const vereinId = urheber.vereinId;
  const html = htmlAusDateien(dateien);
  const jetzt = deps.clock.now().toISOString();
  const flag = html?.extern ? 1 : info.ExterneHtmlDateiVerwenden;
  await deps.db.transaction().execute(async (trx) => {
    const bisher = await vereinsinfoZeile(trx, vereinId);
    await trx
      .insertInto('vereinsinfo')
      .values({ VereinId: vereinId, ExterneHtmlDateiVerwenden: flag, QuillHtmlData: html?.html ?? null, GeaendertAm: jetzt })
      .onConflict((oc) =>
        oc
          .column('VereinId')
          .doUpdateSet(
            html
              ? { ExterneHtmlDateiVerwenden: flag, QuillHtmlData: html.html, GeaendertAm: jetzt }
              : { ExterneHtmlDateiVerwenden: flag, GeaendertAm: jetzt },
          ),
      )
      .execute();
    // The HTML only as "changed" (it can hold megabytes of images).
    const neu = html ? { ExterneHtmlDateiVerwenden: flag, QuillHtmlData: html.html } : { ExterneHtmlDateiVerwenden: flag };
    await protokolliere(trx, deps.clock, urheber, {
      bereich: 'Vereinsinfo',
      aktion: bisher ? 'geändert' : 'erstellt',
      objektId: null,
      objekt: null,
      felder: feldAenderungen(bisher ?? { ExterneHtmlDateiVerwenden: 0, QuillHtmlData: null }, neu, { htmlFelder: ['QuillHtmlData'] }),
    });
  });
  return htmlAntwort(vereinId, html);
}
