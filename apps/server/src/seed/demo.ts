import { addDays, laufzeitEnde } from '@vereinsportal/domain';
import type { AppDeps } from '../context.js';
import { LAND_SCHWEIZ } from '../services/laender.js';
import { vereinAnlegen } from '../services/verein-anlegen.js';
import { heute } from '../services/vertrag.js';
import { seedDemoContent } from './demo-content.js';

/** README: the demo club's sign-in, printed on the console and in the README. */
export const DEMO = { vereinId: 1000, emailadresse: 'demo@vereinsportal.ch', passwort: 'demo1234' } as const;

const VORNAMEN = [
  'Anna',
  'Luca',
  'Mia',
  'Noah',
  'Lea',
  'Elias',
  'Laura',
  'Leon',
  'Sara',
  'Jonas',
  'Nina',
  'David',
  'Lena',
  'Simon',
  'Julia',
  'Marco',
  'Chiara',
  'Tim',
  'Alina',
  'Fabian',
];
const NACHNAMEN = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Steiner',
  'Fischer',
  'Gerber',
  'Brunner',
  'Baumann',
  'Frei',
  'Zimmermann',
  'Moser',
  'Widmer',
  'Wyss',
  'Graf',
  'Roth',
  'Suter',
];
const STRASSEN = ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Kirchweg', 'Schulstrasse', 'Seestrasse', 'Gartenweg'];
const KATEGORIEN = ['Aktive', 'Aktive,Vorstand', 'Junioren', 'Passive', 'Senioren', 'Aktive,Trainer'];

/**
 * Seeds the demo club on an empty database (DEMO=1): Vereinsnummer 1000, ~40 members in several
 * categories (some without system access, one deleted), a Jahresabonnement for 50 members that
 * started 340 days ago (so the home shows the "ends soon" banner), plus the content engineer's
 * news, events and documents. Returns false when the database already has clubs.
 */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  const existing = await deps.db.selectFrom('verein').select('VereinId').limit(1).executeTakeFirst();
  if (existing) return false;
  const heuteIso = heute(deps);
  const { vereinId } = await vereinAnlegen(
    deps,
    {
      VereinsName: 'Turnverein Musterdorf',
      Vorname: 'Daniela',
      Nachname: 'Demo',
      Strasse: 'Vereinsweg 1',
      Postleitzahl: '8000',
      Ort: 'Zürich',
      LandId: LAND_SCHWEIZ,
      Emailadresse: DEMO.emailadresse,
    },
    DEMO.passwort,
    {
      vereinId: DEMO.vereinId,
      beforeCommit: async (trx, angelegt) => {
        const aboStart = addDays(heuteIso, -340);
        // The trial came first, then the subscription.
        await trx
          .updateTable('vertrag')
          .set({ VertragsLaufzeitVon: addDays(aboStart, -30), VertragsLaufzeitBis: addDays(aboStart, -1) })
          .where('VereinId', '=', angelegt.vereinId)
          .execute();
        await trx
          .insertInto('vertrag')
          .values({
            VereinId: angelegt.vereinId,
            VertragsArt: 'Jahresabonnement',
            VertragsLaufzeitVon: aboStart,
            VertragsLaufzeitBis: laufzeitEnde(aboStart),
            VertragAnzahlMitglieder: 50,
            ErstelltAm: deps.clock.now().toISOString(),
          })
          .execute();
        await trx
          .updateTable('mitglied')
          .set({ Mitgliedschaftsart: 'Aktive,Vorstand', Telefonnummer1: '044 123 45 67', AnzahlGeraete: 2, KontaktSichtbar: 1 })
          .where('MitgliedId', '=', angelegt.mitgliedId)
          .execute();

        const rows = Array.from({ length: 40 }, (_, i) => {
          const vorname = VORNAMEN[i % VORNAMEN.length]!;
          // The shift by i/20 keeps every first/last name pair distinct across 40 members.
          const nachname = NACHNAMEN[(i * 7 + Math.floor(i / NACHNAMEN.length)) % NACHNAMEN.length]!;
          // Every fifth member has no system access (and mostly no e-mail): they only appear in the app's list.
          const hatZugriff = i % 5 !== 4;
          const email = hatZugriff || i % 10 === 4 ? `${vorname}.${nachname}${i}@example.ch`.toLowerCase().replace(/ü/g, 'ue') : null;
          return {
            VereinId: angelegt.vereinId,
            Vorname: vorname,
            Nachname: nachname,
            Strasse: `${STRASSEN[i % STRASSEN.length]} ${i + 3}`,
            Postleitzahl: String((i % 3 === 0 ? 8400 : 8001) + (i % 9)),
            Ort: i % 3 === 0 ? 'Winterthur' : 'Zürich',
            Telefonnummer1: i % 2 === 0 ? `079 555 ${String(10 + i).padStart(2, '0')} ${String(20 + i).padStart(2, '0')}` : null,
            Telefonnummer2: null,
            Emailadresse: email,
            EmailNormalisiert: email,
            Mitgliedschaftsart: KATEGORIEN[i % KATEGORIEN.length]!,
            Vereinsfunktion: i === 1 ? 'Kassier' : i === 2 ? 'Aktuarin' : i % 6 === 5 ? 'Trainer' : null,
            Bemerkung: i === 3 ? 'Ehrenmitglied' : null,
            HatSystemZugriff: hatZugriff ? (1 as const) : (0 as const),
            IstVereinsAdministrator: 0 as const,
            // One deleted member, restorable from the list with the filter on.
            Status: i === 39 ? ('D' as const) : ('A' as const),
            AnzahlGeraete: hatZugriff ? i % 3 : 0,
            // Half of them show their phone and e-mail to the other members in the app.
            KontaktSichtbar: i % 2 === 0 ? (1 as const) : (0 as const),
            PasswortHash: null,
            // The member list's access column shows them as invited (they got their credentials mail at the seed).
            ZugangsmailAm: hatZugriff ? deps.clock.now().toISOString() : null,
          };
        });
        const angelegte = await trx.insertInto('mitglied').values(rows).returning(['MitgliedId', 'AnzahlGeraete']).execute();
        // AnzahlGeraete counts registered app installations: the demo registers as many.
        const jetzt = deps.clock.now().toISOString();
        const geraete = [{ MitgliedId: angelegt.mitgliedId, AnzahlGeraete: 2 }, ...angelegte].flatMap((m) =>
          Array.from({ length: m.AnzahlGeraete }, (_, g) => ({
            VereinId: angelegt.vereinId,
            MitgliedId: m.MitgliedId,
            GeraetId: `demo-${m.MitgliedId}-${g + 1}`,
            Bezeichnung: g === 0 ? 'Smartphone' : 'Tablet',
            RegistriertAm: jetzt,
            ZuletztAm: jetzt,
          })),
        );
        if (geraete.length > 0) await trx.insertInto('geraet').values(geraete).execute();
      },
    },
  );
  await seedDemoContent(deps, vereinId);
  return true;
}
