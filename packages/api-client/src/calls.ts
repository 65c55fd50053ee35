import type { FehlerTitelKey } from '@vereinsportal/domain';
import type { ApiMethodName } from './types.js';

/**
 * FEHLER_TITEL key (SPEC §8 toast title) per client method; null where SPEC has none: the sign-in
 * check (its failures show ANMELDUNG_FEHLGESCHLAGEN), the outbox and the health check.
 */
export const FEHLER_TITEL_KEY_BY_METHOD: Readonly<Record<ApiMethodName, FehlerTitelKey | null>> = {
  getBenutzerinfo: null,
  getVereinsUebersicht: 'vereinsUebersichtLaden',
  getVereinsInfo: 'vereinsInfoLaden',
  saveVereinsInfo: 'vereinsInfoSpeichern',
  getVereinsKonto: 'vereinsKontoLaden',
  updateVereinsKonto: 'vereinsKontoSpeichern',
  registrieren: 'registrieren',
  getLaender: 'laenderLaden',
  // The challenge belongs to the registration form, so its failure is a registration failure.
  getBotcheckChallenge: 'registrieren',
  getArtikel: 'artikelLaden',
  abonnementAbschliessen: 'aboAbschliessen',
  abonnementAnpassen: 'aboAnpassen',
  abonnementErneuern: 'aboErneuern',
  getMitgliederkategorien: 'mitgliederkategorienLaden',
  getDokumente: 'dokumentlisteLaden',
  getDokument: 'dokumentLaden',
  saveDokument: 'dokumentSpeichern',
  deleteDokument: 'dokumentLoeschen',
  getDokumentDatei: 'dokumentLaden',
  getMitglieder: 'mitgliederlisteLaden',
  getMitglied: 'mitgliedLaden',
  createMitglied: 'mitgliedSpeichern',
  updateMitglied: 'mitgliedSpeichern',
  updateMitgliedStatus: 'mitgliedStatusAendern',
  importMitglieder: 'mitgliederImportieren',
  appZugangsDatenSenden: 'appZugangsDatenSenden',
  getNewsListe: 'newslisteLaden',
  getNews: 'newsLaden',
  saveNews: 'newsSpeichern',
  deleteNews: 'newsLoeschen',
  getTermine: 'terminlisteLaden',
  getTermin: 'terminLaden',
  createTermin: 'terminSpeichern',
  updateTermin: 'terminSpeichern',
  deleteTermin: 'terminLoeschen',
  getTerminAnAbmeldungen: 'terminAnAbmeldungenLaden',
  getOutbox: null,
  getHealth: null,
};

/** Whether a call is flagged for the 'Laden...' spinner (SPEC §2: the category call is not). */
export function showsSpinner(call: ApiMethodName): boolean {
  return call !== 'getMitgliederkategorien';
}
