/** The portal's home page: the member app's address and the first steps. */
import { FEHLER_TITEL, startseiteEntity } from '@vereinsportal/domain';
import { adminGruppe, gruppe } from '../operation.js';

export const startseiteOperationen = gruppe(adminGruppe('Verein'), {
  getStartseite: {
    methode: 'GET',
    pfad: '/startseite',
    antwort: startseiteEntity,
    fehlerTitel: FEHLER_TITEL.startseiteLaden,
    // The home page shows without it; the first steps and the app's address fill in.
    spinner: false,
    beschreibung: 'Startseite: Adresse der Mitglieder-App und welche ersten Schritte erledigt sind',
  },
});
