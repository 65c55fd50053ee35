/**
 * Demo content of the demo club (README): club info, current and past news, events (with and
 * without sign-up, all-day, multi-day) with sign-ups in all three statuses, a stored PDF and a link.
 * Dates are relative to "today", so the demo always looks fresh; in texts they read dd.MM.yyyy (docs/produkt.md §9).
 */
import { addDays, AN_ABMELDE_STATUS, formatDatumDe } from '@vereinsportal/domain';
import type { Insertable } from 'kysely';
import type { AppDeps } from '../context.js';
import { heute } from '../services/vertrag.js';
import type { TerminTable } from '../db/tables-content.js';
import { demoPdf } from './demo-content-pdf.js';

// Written as the sanitiser leaves it (a test holds it to that), so seeding a demo does not load the
// sanitiser at start.
const VEREINSINFO = `<h1 class="ql-align-center">Turnverein Musterdorf</h1>
<p>Willkommen beim <strong>Turnverein Musterdorf</strong>! Seit 1898 turnen, spielen und feiern wir zusammen.</p>
<h2>Trainingszeiten</h2>
<ul><li>Aktive: Dienstag und Donnerstag, 20:00–22:00</li><li>Jugend: Mittwoch, 18:00–19:30</li><li>Senioren: Freitag, 9:00–10:30</li></ul>
<h2>Kontakt</h2>
<p>Präsidentin: Daniela Demo, <a href="mailto:demo@vereinsportal.ch">demo@vereinsportal.ch</a></p>
<p><a href="https://www.example.ch" target="_blank" rel="noopener noreferrer">Unsere Website</a></p>`;

export async function seedDemoContent(deps: AppDeps, vereinId: number): Promise<void> {
  const { db } = deps;
  const t = heute(deps);
  const jetzt = deps.clock.now().toISOString();
  const tag = (n: number) => addDays(t, n);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('vereinsinfo')
      .values({ VereinId: vereinId, ExterneHtmlDateiVerwenden: 0, QuillHtmlData: VEREINSINFO, GeaendertAm: jetzt })
      .onConflict((oc) => oc.column('VereinId').doNothing())
      .execute();

    const news = [
      {
        Titel: 'Einladung zur Generalversammlung',
        AnzeigenVon: tag(-5),
        AnzeigenBis: tag(25),
        FuerMitgliedschaftsart: null,
        html:
          '<h2>Generalversammlung</h2><p>Die GV findet am <strong>' +
          formatDatumDe(tag(20)) +
          '</strong> um 19:30 im Restaurant Löwen statt.</p><ol><li>Begrüssung</li><li>Jahresbericht</li><li>Wahlen</li></ol>',
      },
      {
        Titel: 'Neue Trainingsanzüge',
        AnzeigenVon: tag(-2),
        AnzeigenBis: tag(60),
        FuerMitgliedschaftsart: 'Aktive',
        html: '<p>Die neuen Trainingsanzüge sind da! Anprobe jeweils nach dem Training.</p>',
      },
      {
        Titel: 'Vorstandssitzung',
        AnzeigenVon: tag(0),
        AnzeigenBis: tag(10),
        FuerMitgliedschaftsart: 'Vorstand',
        html: '<p>Traktanden bitte bis Ende Woche an die Präsidentin.</p>',
      },
      {
        Titel: 'Rückblick Turnfest',
        AnzeigenVon: tag(-60),
        AnzeigenBis: tag(-30),
        FuerMitgliedschaftsart: null,
        html: '<p>Herzliche Gratulation zum <em>2. Rang</em> im Vereinswettkampf!</p>',
      },
      {
        Titel: 'Hallenschliessung Sommerferien',
        AnzeigenVon: tag(-120),
        AnzeigenBis: tag(-90),
        FuerMitgliedschaftsart: null,
        html: '<p>Die Halle bleibt während der Sommerferien geschlossen.</p>',
      },
    ];
    await trx
      .insertInto('news')
      .values(
        news.map((n) => ({
          VereinId: vereinId,
          Titel: n.Titel,
          AnzeigenVon: n.AnzeigenVon,
          AnzeigenBis: n.AnzeigenBis,
          FuerMitgliedschaftsart: n.FuerMitgliedschaftsart,
          QuillHtmlData: n.html,
          ExterneHtmlDateiVerwenden: 0,
          ErstelltAm: jetzt,
          GeaendertAm: jetzt,
        })),
      )
      .execute();

    const basis = {
      VereinId: vereinId,
      ErstelltAm: jetzt,
      GeaendertAm: jetzt,
      URL: null,
      FuerMitgliedschaftsart: null,
      Beschreibung: null,
    };
    const termine: Insertable<TerminTable>[] = [
      {
        ...basis,
        Titel: 'Training Aktive',
        Datum: tag(2),
        DatumBis: null,
        Zeit: '20:00',
        ZeitBis: '22:00',
        Ganztaegig: 0,
        Ort: 'Turnhalle Dorf',
        MitAnAbmeldung: 1,
        FuerMitgliedschaftsart: 'Aktive',
      },
      {
        ...basis,
        Titel: 'Generalversammlung',
        Datum: tag(20),
        DatumBis: null,
        Zeit: '19:30',
        ZeitBis: '22:30',
        Ganztaegig: 0,
        Ort: 'Restaurant Löwen',
        MitAnAbmeldung: 1,
        Beschreibung: 'Anschliessend Apéro.',
      },
      {
        ...basis,
        Titel: 'Turnfahrt',
        Datum: tag(30),
        DatumBis: tag(31),
        Zeit: null,
        ZeitBis: null,
        Ganztaegig: 1,
        Ort: 'Engadin',
        MitAnAbmeldung: 1,
        URL: 'https://www.example.ch/turnfahrt',
      },
      {
        ...basis,
        Titel: 'Vereinslager Jugend',
        Datum: tag(45),
        DatumBis: tag(50),
        Zeit: null,
        ZeitBis: null,
        Ganztaegig: 1,
        Ort: 'Lagerhaus Berghof',
        MitAnAbmeldung: 0,
        FuerMitgliedschaftsart: 'Junioren',
      },
      {
        ...basis,
        Titel: 'Helferessen',
        Datum: tag(10),
        DatumBis: null,
        Zeit: null,
        ZeitBis: null,
        Ganztaegig: 1,
        Ort: 'Vereinslokal',
        MitAnAbmeldung: 0,
      },
      {
        ...basis,
        Titel: 'Unterhaltungsabend',
        Datum: tag(-20),
        DatumBis: null,
        Zeit: '19:00',
        ZeitBis: '00:30',
        Ganztaegig: 0,
        Ort: 'Mehrzweckhalle',
        MitAnAbmeldung: 1,
      },
    ];
    const terminIds = await trx.insertInto('termin').values(termine).returning('TerminId').execute();

    // Sign-ups: every active member with system access answers some events, in all three statuses.
    const mitglieder = await trx
      .selectFrom('mitglied')
      .select('MitgliedId')
      .where('VereinId', '=', vereinId)
      .where('Status', '=', 'A')
      .where('HatSystemZugriff', '=', 1)
      .orderBy('MitgliedId')
      .execute();
    const anmeldungen = [];
    for (const [ti, termin] of termine.entries()) {
      if (termin.MitAnAbmeldung !== 1) continue;
      for (const [mi, m] of mitglieder.entries()) {
        if ((mi + ti) % 4 === 3) continue; // some members have not answered
        anmeldungen.push({
          VereinId: vereinId,
          TerminId: terminIds[ti]!.TerminId,
          MitgliedId: m.MitgliedId,
          AnAbmeldeStatus: AN_ABMELDE_STATUS[(mi + ti) % 3]!,
          GeaendertAm: jetzt,
        });
      }
    }
    if (anmeldungen.length > 0) await trx.insertInto('termin_anabmeldung').values(anmeldungen).execute();
  });

  const pdf = demoPdf('Statuten Turnverein Musterdorf');
  const { DokumentId } = await db
    .insertInto('dokument')
    .values({
      VereinId: vereinId,
      DokumentBezeichnung: 'Statuten',
      AnzeigenVon: tag(-365),
      AnzeigenBis: null,
      OriginalDateiName: 'Statuten.pdf',
      InternetLinkVerwenden: 0,
      DateiURL: null,
      FuerMitgliedschaftsart: null,
      DateiSchluessel: null,
      DateiGroesse: pdf.length,
      ErstelltAm: jetzt,
      GeaendertAm: jetzt,
    })
    .returning('DokumentId')
    .executeTakeFirstOrThrow();
  const schluessel = `dokument/${vereinId}/demo-statuten-${DokumentId}.pdf`;
  await deps.fileStore.put(schluessel, pdf);
  await db.updateTable('dokument').set({ DateiSchluessel: schluessel }).where('DokumentId', '=', DokumentId).execute();

  await db
    .insertInto('dokument')
    .values({
      VereinId: vereinId,
      DokumentBezeichnung: 'Jahresprogramm (Website)',
      AnzeigenVon: tag(-30),
      AnzeigenBis: tag(300),
      OriginalDateiName: null,
      InternetLinkVerwenden: 1,
      DateiURL: 'https://www.example.ch/jahresprogramm.pdf',
      FuerMitgliedschaftsart: 'Aktive,Vorstand',
      DateiSchluessel: null,
      DateiGroesse: null,
      ErstelltAm: jetzt,
      GeaendertAm: jetzt,
    })
    .execute();
}
