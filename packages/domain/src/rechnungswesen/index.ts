// The invoicing core (QR-bill, references, bank files, matching): pure, shared by server and portal.
export * from './texte.js';
export * from './iban.js';
export * from './referenz.js';
export * from './betrag.js';
export * from './spc.js';
export * from './status.js';
export * from './entities.js';
// The reader itself (and fast-xml-parser) is the subpath '@vereinsportal/domain/camt': loaded with the first bank
// file, not with the domain (docs/skalierung.md). Its types are here.
export type { CamtDatei, CamtZahlung } from './camt.js';
export * from './abgleich.js';
