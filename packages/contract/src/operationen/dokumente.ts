/** Documents: the list, one, create and change (a PDF or a link), delete, the stored PDF. */
import { DOKUMENT_MAX_BYTES, dokumentEntity, dokumentSchema, FEHLER_TITEL, recordIdEntity, TEXT } from '@vereinsportal/domain';
import * as v from 'valibot';
import { adminGruppe, gruppe, multipart } from '../operation.js';
import { idParams } from '../parameter.js';

// The OpenAPI document adds the limit to the description ('höchstens … Bytes').
const dokumentBody = multipart(dokumentSchema, {
  dokumentdatei: { maxBytes: DOKUMENT_MAX_BYTES, zuGrossMeldung: TEXT.dateiZuGross, beschreibung: 'PDF-Datei' },
});

export const dokumenteOperationen = gruppe(adminGruppe('Dokumente', '/dokument'), {
  getDokumente: {
    methode: 'GET',
    pfad: '',
    antwort: v.array(dokumentEntity),
    fehlerTitel: FEHLER_TITEL.dokumentlisteLaden,
    beschreibung: 'Dokumentliste',
  },
  getDokument: {
    methode: 'GET',
    pfad: '/:DokumentId',
    params: idParams('DokumentId'),
    antwort: dokumentEntity,
    fehlerTitel: FEHLER_TITEL.dokumentLaden,
    beschreibung: 'Ein Dokument',
  },
  createDokument: {
    methode: 'POST',
    pfad: '',
    body: dokumentBody,
    antwort: recordIdEntity,
    fehler: [403, 413],
    fehlerTitel: FEHLER_TITEL.dokumentSpeichern,
    beschreibung: 'Dokument erfassen: PDF (geprüft an den Bytes) oder Link',
  },
  updateDokument: {
    methode: 'POST',
    pfad: '/:DokumentId',
    params: idParams('DokumentId'),
    body: dokumentBody,
    antwort: recordIdEntity,
    fehler: [403, 413],
    fehlerTitel: FEHLER_TITEL.dokumentSpeichern,
    beschreibung: 'Dokument ändern; ohne Datei bleibt die gespeicherte PDF',
  },
  deleteDokument: {
    methode: 'DELETE',
    pfad: '/:DokumentId',
    params: idParams('DokumentId'),
    antwort: recordIdEntity,
    fehlerTitel: FEHLER_TITEL.dokumentLoeschen,
    beschreibung: 'Dokument mit seiner Datei löschen',
  },
  getDokumentDatei: {
    methode: 'GET',
    pfad: '/:DokumentId/datei',
    params: idParams('DokumentId'),
    antwort: { art: 'datei', contentType: 'application/pdf' },
    fehler: [403],
    fehlerTitel: FEHLER_TITEL.dokumentLaden,
    beschreibung: 'Die gespeicherte PDF-Datei eines Dokuments',
  },
});
