/** The club info page the members see in the app. */
import { FEHLER_TITEL, recordIdHinweisEntity, vereinsInfoEntity, vereinsInfoSchema } from '@vereinsportal/domain';
import { adminGruppe, gruppe, multipart } from '../operation.js';
import { HTML_TEILE } from '../schemas.js';

export const vereinsinfoOperationen = gruppe(adminGruppe('Vereinsinfo', '/vereinsInfo'), {
  getVereinsInfo: {
    methode: 'GET',
    pfad: '',
    antwort: vereinsInfoEntity,
    fehlerTitel: FEHLER_TITEL.vereinsInfoLaden,
    beschreibung: 'Vereinsinfo-Seite',
  },
  saveVereinsInfo: {
    methode: 'POST',
    pfad: '',
    body: multipart(vereinsInfoSchema, HTML_TEILE),
    antwort: recordIdHinweisEntity,
    fehler: [413],
    fehlerTitel: FEHLER_TITEL.vereinsInfoSpeichern,
    beschreibung: 'Vereinsinfo speichern (HTML wird bereinigt)',
  },
});
