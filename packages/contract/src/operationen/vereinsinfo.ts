/** The club info page the members see in the app. */
import { FEHLER_TITEL, recordIdHinweisEntity, vereinsInfoEntity, vereinsInfoSchema } from '@vereinsportal/domain';
import { gruppe, multipart } from '../operation.js';
import { ADMIN_PFAD } from '../pfade.js';
import { HTML_TEILE } from '../schemas.js';

export const vereinsinfoOperationen = gruppe(
  { pfad: `${ADMIN_PFAD}/vereinsInfo`, zugang: 'admin', bereich: 'Vereinsinfo' },
  {
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
  },
);
