// Member fees (docs/produkt.md "Beiträge"): rules, texts and the operations' schemas; pure, shared by server and portal.
export * from './texte.js';
export * from './regeln.js';
export * from './entities.js';
export * from './posten.js';
