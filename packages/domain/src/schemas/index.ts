// All valibot schemas of forms and payloads, with their output types.
export * from './abo-bestellung.js';
export * from './anmeldung.js';
export * from './dokument.js';
export * from './import-zeile.js';
export * from './kategorien.js';
export * from './mitglied.js';
export * from './news.js';
export * from './registrierung.js';
export * from './termin.js';
export * from './vereins-info.js';
export * from './vereins-konto.js';
export * from './passwort-setzen.js';
export { hatSteuerzeichen } from './fields.js';
