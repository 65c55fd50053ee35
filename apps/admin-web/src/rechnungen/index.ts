/** The invoices area of the portal: the account's section, home's overdue banner, the shared query. */
export { RechnungenKarte } from './RechnungenKarte';
export { UeberfaelligBanner } from './UeberfaelligBanner';
export { RECHNUNGEN_ANKER, rechnungenQuery, rechnungenVorladen, rechnungPdfHerunterladen } from './queries';
