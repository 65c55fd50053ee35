// The invoicing core (QR-bill, references, bank files, matching): pure, shared by server and portal.
export * from './texte.js';
export * from './iban.js';
export * from './referenz.js';
export * from './betrag.js';
export * from './spc.js';
export * from './status.js';
export * from './entities.js';
export * from './camt.js';
export * from './abgleich.js';
