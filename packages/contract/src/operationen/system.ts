/** The server itself, without sign-in: countries, the screens' settings, health, and the demo outbox. */
import { FEHLER_TITEL, landEntity, outboxMailEntity } from '@vereinsportal/domain';
import * as v from 'valibot';
import { gruppe, offeneGruppe } from '../operation.js';
import { idParams } from '../parameter.js';
import { einstellungenAntwort, healthAntwort } from '../schemas.js';

const allgemein = gruppe(offeneGruppe('Allgemein'), {
  getLaender: {
    methode: 'GET',
    pfad: '/api/land',
    antwort: v.array(landEntity),
    fehlerTitel: FEHLER_TITEL.laenderLaden,
    beschreibung: 'Länderliste (LandId = ISO 3166-1 numerisch)',
  },
  getEinstellungen: {
    methode: 'GET',
    pfad: '/api/einstellungen',
    antwort: einstellungenAntwort,
    // Loaded in the background at start; the screens show the defaults meanwhile.
    spinner: false,
    // The screens fall back to the defaults when this fails (Europe/Zurich, the standard AGB/Datenschutz pages).
    fehlerTitel: null,
    beschreibung:
      'Einstellungen des Servers für die Bildschirme: Zeitzone des Vereins (TZ_CLUB), Adressen der AGB und der Datenschutzerklärung',
  },
  getHealth: {
    methode: 'GET',
    pfad: '/health',
    antwort: healthAntwort,
    fehler: [503],
    fehlerTitel: null,
    beschreibung:
      'Bereitschaft: 200, wenn diese Instanz Anfragen annimmt und ihre Datenbank antwortet; 503, solange sie beendet wird oder die Datenbank nicht antwortet',
  },
});

const demo = gruppe(offeneGruppe('Demo', '/dev/outbox'), {
  getOutbox: {
    methode: 'GET',
    pfad: '',
    antwort: v.array(outboxMailEntity),
    nurDemo: true,
    fehlerTitel: null,
    beschreibung: 'Postausgang (nur im Demobetrieb), neueste zuerst',
  },
  getOutboxAnhang: {
    methode: 'GET',
    pfad: '/:MailId/anhaenge/:Nr',
    params: idParams('MailId', 'Nr'),
    antwort: { art: 'datei', contentType: 'application/octet-stream' },
    nurDemo: true,
    fehlerTitel: null,
    beschreibung: 'Ein Anhang einer Mail im Postausgang (nur im Demobetrieb), z. B. das PDF einer Rechnung; Content-Type des Anhangs',
  },
});

export const systemOperationen = { ...allgemein, ...demo };
