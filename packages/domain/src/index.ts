// Public API of @vereinsportal/domain: every rule, text and type the server and web app share.
export * from './entities.js';
export * from './messages.js';
export * from './constants.js';
export * from './email.js';
export * from './normalize.js';
export * from './dates.js';
export * from './validation-messages.js';
export * from './validation.js';
export * from './schemas/index.js';
export * from './contract.js';
export * from './money.js';
export * from './abo.js';
export * from './import-mitglied.js';
export * from './csv-import.js';
export * from './text-bytes.js';
export * from './app.js';
export * from './app-regeln.js';
