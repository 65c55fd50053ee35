import type { RecordIdResponse } from '@vereinsportal/domain';
import { createSend, type RequestSpec } from './http.js';
import { dokumentForm, htmlForm } from './multipart.js';
import { ADMIN_PATH, segment } from './paths.js';
import type { ApiClient, ApiClientOptions, ApiMethodName, HttpMethod } from './types.js';

/** Creates the typed client for one server; see ApiClient for the calls. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = createSend(options);

  // The server answers with the entity types of SPEC §3; the client trusts that contract instead of re-validating.
  const call = async <T>(
    name: ApiMethodName,
    method: HttpMethod,
    path: string,
    extra: Partial<Pick<RequestSpec, 'auth' | 'credentials' | 'query' | 'json' | 'form' | 'responseType'>> = {},
  ): Promise<T> => (await send({ call: name, method, path, auth: true, ...extra })) as T;
  const admin = (path: string): string => `${ADMIN_PATH}${path}`;
  const saveRecord = (name: ApiMethodName, path: string, form: FormData): Promise<RecordIdResponse> =>
    call(name, 'POST', admin(path), { form });

  return {
    getBenutzerinfo: (credentials) =>
      call('getBenutzerinfo', 'GET', admin('/benutzerinfo'), credentials === undefined ? {} : { credentials }),
    getVereinsUebersicht: () => call('getVereinsUebersicht', 'GET', admin('/vereinsUebersicht')),
    getVereinsInfo: () => call('getVereinsInfo', 'GET', admin('/vereinsInfo')),
    saveVereinsInfo: (info, html) => saveRecord('saveVereinsInfo', '/vereinsInfo', htmlForm(info, html)),
    getVereinsKonto: () => call('getVereinsKonto', 'GET', admin('/vereinsKonto')),
    updateVereinsKonto: (daten) => call('updateVereinsKonto', 'PATCH', admin('/vereinsKonto'), { json: daten }),
    registrieren: (payload) => call('registrieren', 'POST', admin('/registrieren'), { auth: false, json: payload }),
    getLaender: () => call('getLaender', 'GET', '/api/land', { auth: false }),
    getBotcheckChallenge: () => call('getBotcheckChallenge', 'GET', '/api/botcheck/challenge', { auth: false }),
    getArtikel: (id) => call('getArtikel', 'GET', admin(`/artikel/${segment(id)}`)),
    abonnementAbschliessen: (bestellung) =>
      call('abonnementAbschliessen', 'POST', admin('/abonnementAbschliessen'), { json: bestellung }),
    abonnementAnpassen: (bestellung) =>
      call('abonnementAnpassen', 'POST', admin('/abonnementAnpassen'), { json: bestellung }),
    abonnementErneuern: (bestellung) =>
      call('abonnementErneuern', 'POST', admin('/abonnementErneuern'), { json: bestellung }),
    getMitgliederkategorien: () => call('getMitgliederkategorien', 'GET', admin('/mitgliederkategorie')),
    getDokumente: () => call('getDokumente', 'GET', admin('/dokument')),
    getDokument: (id) => call('getDokument', 'GET', admin(`/dokument/${segment(id)}`)),
    saveDokument: (dokument, datei, dateiName) =>
      saveRecord(
        'saveDokument',
        dokument.DokumentId === 0 ? '/dokument' : `/dokument/${segment(dokument.DokumentId)}`,
        dokumentForm(dokument, datei, dateiName),
      ),
    deleteDokument: (id) => call('deleteDokument', 'DELETE', admin(`/dokument/${segment(id)}`)),
    getDokumentDatei: (id) =>
      call('getDokumentDatei', 'GET', admin(`/dokument/${segment(id)}/datei`), { responseType: 'blob' }),
    getMitglieder: (filter = {}) => call('getMitglieder', 'GET', admin('/mitglied'), { query: { ...filter } }),
    getMitglied: (id) => call('getMitglied', 'GET', admin(`/mitglied/${segment(id)}`)),
    createMitglied: (mitglied) => call('createMitglied', 'POST', admin('/mitglied'), { json: mitglied }),
    updateMitglied: (id, mitglied) =>
      call('updateMitglied', 'PATCH', admin(`/mitglied/${segment(id)}`), { json: mitglied }),
    updateMitgliedStatus: (id, status) =>
      call('updateMitgliedStatus', 'PATCH', admin(`/mitglied/${segment(id)}`), { json: { Status: status } }),
    importMitglieder: (mitglieder) =>
      call('importMitglieder', 'POST', admin('/mitgliederimport'), { json: mitglieder }),
    appZugangsDatenSenden: (mitglied) =>
      call('appZugangsDatenSenden', 'POST', admin('/appZugangsDatenSenden'), { json: mitglied }),
    getNewsListe: (filter = {}) => call('getNewsListe', 'GET', admin('/news'), { query: { ...filter } }),
    getNews: (id) => call('getNews', 'GET', admin(`/news/${segment(id)}`)),
    saveNews: (news, html) =>
      saveRecord('saveNews', news.NewsId === 0 ? '/news' : `/news/${segment(news.NewsId)}`, htmlForm(news, html)),
    deleteNews: (id) => call('deleteNews', 'DELETE', admin(`/news/${segment(id)}`)),
    getTermine: (filter = {}) => call('getTermine', 'GET', admin('/termin'), { query: { ...filter } }),
    getTermin: (id) => call('getTermin', 'GET', admin(`/termin/${segment(id)}`)),
    createTermin: (termin) => call('createTermin', 'POST', admin('/termin'), { json: termin }),
    updateTermin: (id, termin) => call('updateTermin', 'PATCH', admin(`/termin/${segment(id)}`), { json: termin }),
    deleteTermin: (id) => call('deleteTermin', 'DELETE', admin(`/termin/${segment(id)}`)),
    getTerminAnAbmeldungen: (terminId) =>
      call('getTerminAnAbmeldungen', 'GET', admin('/terminAnAbmeldung'), { query: { terminId } }),
    // The outbox is how a newly registered user (not signed in yet) reads the credentials mail.
    getOutbox: () => call('getOutbox', 'GET', '/dev/outbox', { auth: false }),
    getHealth: () => call('getHealth', 'GET', '/health', { auth: false }),
  };
}
